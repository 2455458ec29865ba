// Work that can wait for the browser to be idle (a chunk to warm, shapes to build).

/**
 * Runs `work` once the page is idle, at the latest after `timeoutMs`; where there is no
 * requestIdleCallback (Safari), after a short timer. The returned function cancels it.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 50);
  return () => clearTimeout(timer);
}
