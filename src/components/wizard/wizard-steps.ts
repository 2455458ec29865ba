// Pure step logic of the wizard kit: where the first error is, which step the URL may show.

export interface StepFields<F extends string = string> {
  id: string;
  fields: readonly F[];
}

/** The first step (in step order) with an invalid field, and that field. */
export function firstErrorStep<F extends string>(
  steps: readonly StepFields<F>[],
  isInvalid: (field: F) => boolean,
): { index: number; field: F } | null {
  for (const [index, step] of steps.entries()) {
    const field = step.fields.find(isInvalid);
    if (field !== undefined) return { index, field };
  }
  return null;
}

/**
 * The step to show for the URL's `?step=`: the first without one, a visited step as asked, and
 * the furthest visited step for one not reached yet (a typed or stale URL).
 */
export function resolveStepIndex(
  steps: readonly StepFields[],
  requested: string | null,
  visited: ReadonlySet<string>,
): number {
  if (requested === null) return 0;
  const index = steps.findIndex((step) => step.id === requested);
  if (index >= 0 && (index === 0 || visited.has(requested))) return index;
  return steps.reduce((last, step, at) => (visited.has(step.id) ? at : last), 0);
}
