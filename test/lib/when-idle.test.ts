import { afterEach, describe, expect, it, vi } from 'vitest';
import { inIdleSlices, whenIdle } from '@/lib/when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the browser for an idle moment, at the latest after the timeout, and can cancel it', () => {
    const idle = vi.fn<typeof window.requestIdleCallback>(() => 7);
    const cancel = vi.fn<typeof window.cancelIdleCallback>();
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const work = vi.fn();
    const stop = whenIdle(work, 1000);
    expect(idle).toHaveBeenCalledWith(work, { timeout: 1000 });
    expect(work).not.toHaveBeenCalled();
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  // Safari: no requestIdleCallback. The work waits the whole timeout, away from the page's
  // first work (the navigation a press starts, the screen's first paint).
  it('without requestIdleCallback, runs the work once the timeout has passed', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work, 1000);
    vi.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled, 1000)();
    vi.advanceTimersByTime(2000);
    expect(cancelled).not.toHaveBeenCalled();
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
