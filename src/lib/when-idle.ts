// Work that can wait for the browser to be idle (a chunk to warm, shapes to build). The one
// helper for it: the shell's idle warm-up, the toasts' code, the map's index, the import review,
// and work cut into slices (the placements' search texts).

/**
 * Runs `work` once the page is idle, at the latest after `timeoutMs`; where there is no
 * requestIdleCallback (Safari), after `timeoutMs`, so it never competes with the page's first
 * work. The returned function cancels it.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, timeoutMs);
  return () => clearTimeout(timer);
}

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
