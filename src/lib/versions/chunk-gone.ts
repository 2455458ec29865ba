// Whether code that failed to load can come back in place (ROUTE-GONE-CHUNK-RELOAD): loaded by a
// Retry (use-chunk-retry.ts), not with the first load. Unreachable itself, the answer is no:
// the Retry asks in place.
import { checkForNewVersion, fetchWithTimeout } from '@/lib/versions/app-version';

/** The address a failed import names (Chromium and Firefox put it in the message). */
export function chunkUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  const word = message.split(/\s+/).find((part) => /^https?:\/\//.test(part));
  if (!word) return null;
  try {
    const url = new URL(word);
    return url.origin === window.location.origin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Whether the code that failed to load is gone for good: index.html changed, the chunk's own
 * address answers 404 (410), or the chunk arrived and a file it imports failed. Retrying it
 * would fail forever; only a full reload helps.
 */
export async function isChunkGone(error: unknown): Promise<boolean> {
  if ((await checkForNewVersion()) === 'new') return true;
  const url = chunkUrlOf(error);
  if (!url) return false;
  // The file itself arrived, so a file it imports failed: the page keeps that import failed
  // whatever the file is asked under (import-chunk.ts), and only a reload loads it.
  const arrived = performance
    .getEntriesByName(url)
    .some((entry) => (entry as PerformanceResourceTiming).responseStatus === 200);
  if (arrived) return true;
  try {
    const response = await fetchWithTimeout(url, { method: 'HEAD' });
    return response.status === 404 || response.status === 410;
  } catch {
    return false;
  }
}

/** The file's address without the `?retry=N` a retried import adds (import-chunk.ts). */
function withoutRetry(url: string): string {
  const plain = new URL(url);
  plain.searchParams.delete('retry');
  return plain.href;
}

/**
 * Whether a Retry must reload the page: the code is gone (isChunkGone), or, reachable again, it
 * still fails to import. After a dropped network the file arrives but a file it imports failed
 * with it, and the page keeps that import failed: one Retry then reloads, drafts written.
 */
export async function retryNeedsReload(error: unknown): Promise<boolean> {
  if (await isChunkGone(error)) return true;
  const url = chunkUrlOf(error);
  if (!url || typeof globalThis.__importChunk !== 'function') return false;
  try {
    await globalThis.__importChunk(withoutRetry(url));
    return false;
  } catch (again) {
    return isChunkGone(again);
  }
}
