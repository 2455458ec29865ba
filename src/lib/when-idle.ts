// Work that can wait for the browser to be idle (a chunk to warm, shapes to build). The one
// helper for it: the shell's idle warm-up, the toasts' code, the map's index, the import review.
// Work cut into slices (the placements' search texts): idle-slices.ts, apart, as the first load
// holds this file and only a lazy screen needs that one.

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
