// Pure step logic of the wizard kit: which step a field belongs to, where the first error is.
import type { FieldErrors, FieldValues } from 'react-hook-form';

export interface StepFields<F extends string = string> {
  id: string;
  fields: readonly F[];
}

/** Whether an error path (`dayParts.3.value`) is a step's field (`dayParts`) or inside it. */
export function belongsTo(field: string, errorPath: string): boolean {
  return errorPath === field || errorPath.startsWith(`${field}.`);
}

function isLeafError(value: object): boolean {
  return 'message' in value && typeof value.message === 'string' && 'type' in value;
}

/** Every path with an error, in the order react-hook-form holds them. */
export function errorPaths<T extends FieldValues>(errors: FieldErrors<T>): string[] {
  const paths: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node !== 'object' || node === null) return;
    if (path && isLeafError(node)) {
      paths.push(path);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      // react-hook-form keeps the element under `ref`: not a nested error.
      if (key === 'ref') continue;
      walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  return paths;
}

/** The first step (in step order) holding an error, and that error's field. */
export function firstErrorStep<F extends string>(
  steps: readonly StepFields<F>[],
  paths: readonly string[],
): { index: number; field: F } | null {
  for (const [index, step] of steps.entries()) {
    for (const field of step.fields) {
      if (paths.some((path) => belongsTo(field, path))) return { index, field };
    }
  }
  return null;
}

/** The step to show for the URL's `?step=`: a visited one, else the furthest visited. */
export function resolveStepIndex(
  steps: readonly StepFields[],
  requested: string | null,
  visited: ReadonlySet<string>,
): number {
  const furthest = steps.reduce((last, step, index) => (visited.has(step.id) ? index : last), 0);
  const index = steps.findIndex((step) => step.id === requested);
  return index >= 0 && (visited.has(requested ?? '') || index === 0) ? index : furthest;
}
