// Retry for something whose code failed to load (ROUTE-GONE-CHUNK-RELOAD): when the chunk is
// gone (index.html changed, or the chunk answers 404) Retry reloads the page, drafts written
// first; a blip retries in place, the file asked for again (import-chunk.ts: a browser may keep
// a failed import failed). Any other error retries in place at once. A screen's boundary, a
// wizard step's and the slide-out menu's button use it.
import { useState } from 'react';
import { checkForNewVersion, isLoadFailure } from '@/lib/versions/app-version';
import { reloadKeepingDrafts } from '@/lib/versions/page-reload';

/**
 * After code failed to load: whether only a reload can load it (chunk-gone.ts), and if so the
 * reload, every draft written first. `onStayed`: a leave prompt kept the page.
 */
export async function reloadIfCodeStuck(error: unknown, onStayed?: () => void): Promise<boolean> {
  const stuck = await import('@/lib/versions/chunk-gone')
    .then(({ retryNeedsReload }) => retryNeedsReload(error))
    // Its own code unreachable too: a deploy took it (a new index.html), or the network.
    .catch(async () => (await checkForNewVersion()) === 'new');
  if (stuck) reloadKeepingDrafts(undefined, onStayed);
  return stuck;
}

export function useChunkRetry(
  error: unknown,
  onRetry: () => void,
): { retry: () => void; checking: boolean } {
  const [checking, setChecking] = useState(false);
  const retry = () => {
    if (!isLoadFailure(error)) return onRetry();
    setChecking(true);
    void reloadIfCodeStuck(error, () => setChecking(false)).then((reloading) => {
      if (reloading) return;
      setChecking(false);
      onRetry();
    });
  };
  return { retry, checking };
}
