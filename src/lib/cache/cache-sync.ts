// Fresh views across tabs (MANY-CROSS-TAB): what a save in this tab changes is invalidated
// in the browser's other tabs too. A save's declared keys (`meta.invalidates`) and the keys it
// patched in place (a toggle's list and detail, written with setQueryData) go out on one
// BroadcastChannel, with the signed-in user; a tab of the same user invalidates them, so what
// it shows is fetched again. Another user's tab ignores them: nothing of one user's work
// reaches another's cache.
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { changedKeys, onAnnouncedChanges } from '@/lib/cache/changed-keys';
import { isOutcomeUnknown } from '@/lib/http/api-error';
import { sessionOwner, sessionStore } from '@/lib/session/session';

export const CACHE_CHANNEL = 'marquee.cache';

/** One message on the channel: whose tab saved, and the keys it changed. */
export interface CacheChangeMessage {
  type: 'invalidate';
  owner: string;
  keys: QueryKey[];
}

function isMessage(value: unknown): value is CacheChangeMessage {
  const v = value as Partial<CacheChangeMessage> | null;
  return (
    v !== null &&
    typeof v === 'object' &&
    v.type === 'invalidate' &&
    typeof v.owner === 'string' &&
    Array.isArray(v.keys) &&
    v.keys.every(Array.isArray)
  );
}

const currentOwner = () => sessionOwner(sessionStore.get());

/**
 * Post this client's saves to the other tabs and invalidate theirs here. Returns the function
 * that stops it (closes the channel). Without BroadcastChannel it does nothing.
 */
export function connectCacheSync(
  client: QueryClient,
  { channelName = CACHE_CHANNEL, owner = currentOwner } = {},
): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(channelName);
  // Keys of one save go out together, once the save's own callbacks have run.
  let pending = new Map<string, QueryKey>();
  let flushing = false;
  // A flush already scheduled when the client is disconnected (a test's unmount) posts nothing.
  let closed = false;
  const post = (keys: readonly QueryKey[]) => {
    for (const key of keys) pending.set(hashKey(key), key);
    if (flushing || pending.size === 0) return;
    flushing = true;
    setTimeout(() => {
      flushing = false;
      const who = owner();
      const message: CacheChangeMessage = { type: 'invalidate', owner: who ?? '', keys: [] };
      message.keys = [...pending.values()];
      pending = new Map();
      if (!closed && who !== null && message.keys.length > 0) channel.postMessage(message);
    }, 0);
  };

  const stopAnnounced = onAnnouncedChanges(post);

  const stopMutations = client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { action, mutation } = event;
    // A save whose answer was lost (504, no answer) may have gone through: the other tabs look.
    const changed =
      action.type === 'success' || (action.type === 'error' && isOutcomeUnknown(action.error));
    // The declared keys and the change history (HIST-PANEL-FRESH): a toggle declares none.
    if (changed) post(changedKeys(mutation.meta));
  });
  // A save that patched the cache in place (setQueryData) changed those keys too. Only a manual
  // write is a change of this tab's own making; a fetch's answer is not, nor the parts a
  // streamed read writes as they come (else two tabs on one list fetched it from each other
  // without end).
  const stopQueries = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.action.manual && !event.query.meta?.streamed) post([event.query.queryKey]);
  });

  channel.onmessage = (event: MessageEvent) => {
    const message: unknown = event.data;
    if (!isMessage(message) || message.owner !== owner()) return;
    for (const queryKey of message.keys) void client.invalidateQueries({ queryKey });
  };

  return () => {
    closed = true;
    stopAnnounced();
    stopMutations();
    stopQueries();
    channel.close();
  };
}
