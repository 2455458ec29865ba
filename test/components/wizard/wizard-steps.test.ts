// The wizard kit's pure step logic: any step opens from the URL, and a launch attempt goes to
// the first step (in step order) whose own check fails or whose fields are invalid.
import { describe, expect, it } from 'vitest';
import { firstProblemStep, resolveStepIndex } from '@/components/wizard/wizard-steps';

const steps = [
  { id: 'one', fields: ['name'] },
  { id: 'two', fields: ['city', 'zip'] },
  { id: 'three', fields: ['note'] },
] as const;

describe('resolveStepIndex', () => {
  it.each([
    [null, 0],
    ['one', 0],
    ['two', 1],
    ['three', 2],
    ['nope', 0],
  ])('opens ?step=%s as step %i, visited or not', (requested, index) => {
    expect(resolveStepIndex(steps, requested)).toBe(index);
  });
});

describe('firstProblemStep', () => {
  it('finds the first invalid field in step order', () => {
    expect(firstProblemStep(steps, (field) => field === 'zip' || field === 'note')).toEqual({
      index: 1,
      kind: 'field',
      field: 'zip',
    });
    expect(firstProblemStep(steps, () => false)).toBeNull();
  });

  it("puts a step's own check before its fields and before later steps", () => {
    const checked = [
      { id: 'upload', fields: [] as string[], check: () => 'Choose a file' },
      { id: 'general', fields: ['name'] },
    ];
    expect(firstProblemStep(checked, () => true)).toEqual({
      index: 0,
      kind: 'check',
      message: 'Choose a file',
    });
    const passing = [{ ...checked[0]!, check: () => null }, checked[1]!];
    expect(firstProblemStep(passing, (field) => field === 'name')).toEqual({
      index: 1,
      kind: 'field',
      field: 'name',
    });
  });
});
