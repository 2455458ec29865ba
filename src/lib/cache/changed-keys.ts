// What a successful save changes in the cache (HIST-PANEL-FRESH): the keys it declares
// (`meta.invalidates`), and always the change history, since the server records an entry for
// every write (HIST-RECORD) and a History section or the Activity list on screen would
// otherwise keep showing the history from before the save. One rule here, for every mutation,
// instead of a key added to each save (a toggle that declares nothing changes the history too);
// the query client (query-client.ts) and the other tabs (cache-sync.ts) both use it.
import type { QueryKey } from '@tanstack/react-query';

/** The root of every change-history key (src/api/keys.ts's historyKeys.all). */
export const HISTORY_ROOT_KEY = ['history'] as const;

/** The keys a save that succeeded (or may have: a lost reply) makes stale. */
export function changedKeys(meta: { invalidates?: readonly QueryKey[] } | undefined): QueryKey[] {
  return [...(meta?.invalidates ?? []), HISTORY_ROOT_KEY];
}

const announced = new Set<(keys: readonly QueryKey[]) => void>();

/**
 * A change this tab found out without a save of its own (a bulk import's job seen ending): its
 * keys go to the other tabs as a save's do (cache-sync.ts listens).
 */
export function announceChanges(keys: readonly QueryKey[]): void {
  for (const listener of announced) listener(keys);
}

/** Listen to announceChanges(); returns the function that stops it. */
export function onAnnouncedChanges(listener: (keys: readonly QueryKey[]) => void): () => void {
  announced.add(listener);
  return () => void announced.delete(listener);
}
