// Pure step logic of the wizard kit: which step the URL shows (WIZ-STEP-URL), which crumbs carry
// an error mark (WIZ-ERROR-MARK), where the first problem is (WIZ-FIX-ERRORS).

export interface StepFields<F extends string = string> {
  id: string;
  fields: readonly F[];
}

/** Where a launch attempt sends the user: the first step whose own check fails or whose fields are invalid. */
export type StepProblem<F extends string> =
  { index: number; kind: 'check'; message: string } | { index: number; kind: 'field'; field: F };

export function firstProblemStep<F extends string>(
  steps: readonly (StepFields<F> & { check?: () => string | null })[],
  isInvalid: (field: F) => boolean,
): StepProblem<F> | null {
  for (const [index, step] of steps.entries()) {
    // A step's own check first: its state is what its fields build on (the upload before all).
    const message = step.check?.() ?? null;
    if (message) return { index, kind: 'check', message };
    const field = step.fields.find(isInvalid);
    if (field !== undefined) return { index, kind: 'field', field };
  }
  return null;
}

/**
 * The step to show for the URL's `?step=`: any step may be opened at any time (spec: "Clicking a
 * breadcrumb step jumps to it"), so a known id shows its step; none, or an unknown one, the first.
 */
export function resolveStepIndex(steps: readonly StepFields[], requested: string | null): number {
  if (requested === null) return 0;
  return Math.max(
    0,
    steps.findIndex((step) => step.id === requested),
  );
}
