// The reload a new version asks for (ROUTE-RELOAD-KEEPS-DRAFTS): it keeps what was typed.
// Open wizards write their pending draft first (they register with onBeforeReload), a save on
// its way to the server is let finish, and a wizard's leave prompt does not ask, since its
// draft comes back after the reload (LeaveGuard's `keptOnReload`).
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '@/lib/cache/query-client';

const flushes = new Set<() => void>();

/** Runs `flush` right before a reload for a new version; returns its removal. */
export function onBeforeReload(flush: () => void): () => void {
  flushes.add(flush);
  return () => void flushes.delete(flush);
}

/**
 * The drafts whose last write the browser refused (a full storage), by storage key: draft-
 * storage.ts adds and removes them as it writes.
 */
export const unstoredDrafts = new Set<string>();

// True while the console reloads itself for a new version. Browsers run beforeunload within
// location.reload() (Chromium, Firefox), so a wizard's guard sees it and lets the tab go without
// a prompt; where one runs it later, the guard asks as for any reload: nothing is lost.
let reloadingForUpdate = false;

export function isReloadingForUpdate(): boolean {
  return reloadingForUpdate;
}

/** The browser's reload, behind an object so tests can watch it (jsdom cannot navigate). */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};

/** How long a page asked to reload may take to go before it counts as kept (the user stayed). */
const STAYED_AFTER_MS = 2000;

function reloadNow(onStayed?: () => void): void {
  for (const flush of flushes) {
    try {
      flush();
    } catch {
      // One draft that cannot be written does not hold the others or the reload.
    }
  }
  // Only this reload: if a form without a draft asks and the user stays, later reloads ask as
  // before. A draft the browser could not store (a full storage) would not come back: the
  // forms' leave prompts ask then.
  reloadingForUpdate = unstoredDrafts.size === 0;
  try {
    pageReload.reload();
  } finally {
    reloadingForUpdate = false;
  }
  // A leave prompt answered Stay keeps the page: whoever asked can offer the reload again.
  if (onStayed) setTimeout(onStayed, STAYED_AFTER_MS);
}

/**
 * Reloads the page once no save is pending, after writing every open draft. `onStayed` runs when
 * the page is still here a while after (a leave prompt answered Stay).
 */
export function reloadKeepingDrafts(
  client: QueryClient = queryClient,
  onStayed?: () => void,
): void {
  if (client.isMutating() === 0) {
    reloadNow(onStayed);
    return;
  }
  const stop = client.getMutationCache().subscribe(() => {
    if (client.isMutating() > 0) return;
    stop();
    reloadNow(onStayed);
  });
}
