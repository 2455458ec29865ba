// Retry for something whose code failed to load (ROUTE-GONE-CHUNK-RELOAD): when the chunk is
// gone (index.html changed, or the chunk answers 404) Retry reloads the page, drafts written
// first; a blip retries in place, the file asked for again (import-chunk.ts: a browser may keep
// a failed import failed). Any other error retries in place at once. A screen's boundary and a
// wizard step's use it.
import { useState } from 'react';
import { checkForNewVersion, isLoadFailure } from '@/lib/versions/app-version';
import { reloadKeepingDrafts } from '@/lib/versions/page-reload';

export function useChunkRetry(
  error: unknown,
  onRetry: () => void,
): { retry: () => void; checking: boolean } {
  const [checking, setChecking] = useState(false);
  const retry = () => {
    if (!isLoadFailure(error)) return onRetry();
    setChecking(true);
    void import('@/lib/versions/chunk-gone')
      .then(({ retryNeedsReload }) => retryNeedsReload(error))
      // Its own code unreachable too: a deploy took it (a new index.html), or the network.
      .catch(async () => (await checkForNewVersion()) === 'new')
      .then((gone) => {
        if (gone) return reloadKeepingDrafts(undefined, () => setChecking(false));
        setChecking(false);
        onRetry();
      });
  };
  return { retry, checking };
}
