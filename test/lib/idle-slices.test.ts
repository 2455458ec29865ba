import { afterEach, describe, expect, it, vi } from 'vitest';
import { inIdleSlices } from '@/lib/idle-slices';

describe('inIdleSlices', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs sliced work until it says it is done, and stops what is left when cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    let left = 3;
    const work = vi.fn(() => --left === 0);
    inIdleSlices(work);
    vi.advanceTimersByTime(100);
    expect(work).toHaveBeenCalledTimes(3);
    const never = vi.fn(() => false);
    const stop = inIdleSlices(never);
    vi.advanceTimersByTime(0);
    const calls = never.mock.calls.length;
    stop();
    vi.advanceTimersByTime(100);
    expect(never.mock.calls.length).toBe(calls);
    expect(calls).toBeGreaterThan(0);
  });
});
