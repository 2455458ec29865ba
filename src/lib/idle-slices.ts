// Work done in idle time, slice by slice (the placements' search texts); a single piece of idle
// work: when-idle.ts.

const IDLE_SLICE_MS = 8;

/**
 * Runs `work` in idle time, slice by slice, until it returns true (done); `hasTime` says whether
 * the slice has time left. Without requestIdleCallback, slices of 8 ms on timers. The returned
 * function cancels what is left.
 */
export function inIdleSlices(work: (hasTime: () => boolean) => boolean): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const step = (deadline?: IdleDeadline) => {
    const end = performance.now() + IDLE_SLICE_MS;
    const hasTime = deadline ? () => deadline.timeRemaining() > 1 : () => performance.now() < end;
    if (!cancelled && !work(hasTime)) schedule();
  };
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(step);
    else timer = setTimeout(step, 0);
  };
  schedule();
  return () => {
    cancelled = true;
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}
