import { describe, expect, it } from 'vitest';
import { firstErrorStep, resolveStepIndex } from '@/components/wizard/wizard-steps';

const steps = [
  { id: 'one', fields: ['name'] },
  { id: 'two', fields: ['city', 'zip'] },
  { id: 'three', fields: ['note'] },
];

describe('wizard step logic', () => {
  it('finds the first step, in step order, holding an invalid field', () => {
    expect(firstErrorStep(steps, (field) => field === 'zip' || field === 'note')).toEqual({
      index: 1,
      field: 'zip',
    });
    expect(firstErrorStep(steps, () => false)).toBeNull();
  });

  it('shows the first step without ?step=, a visited one as asked, else the furthest visited', () => {
    const visited = new Set(['one', 'two']);
    expect(resolveStepIndex(steps, null, visited)).toBe(0);
    expect(resolveStepIndex(steps, 'two', visited)).toBe(1);
    expect(resolveStepIndex(steps, 'three', visited)).toBe(1);
    expect(resolveStepIndex(steps, 'nope', visited)).toBe(1);
    expect(resolveStepIndex(steps, 'one', new Set())).toBe(0);
  });
});
