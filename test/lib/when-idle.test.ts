import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '@/lib/when-idle';

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
});
