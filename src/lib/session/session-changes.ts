// What follows a change of the signed-in user, so no data of one user reaches the next
// (issue 20): a fresh sign-in, and a sign-in or sign-out in another tab.
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '@/lib/cache/query-client';
import {
  lockedUserKeptFor,
  SESSION_KEY,
  sessionOwner,
  sessionStore,
  SWAP_KEY,
} from '@/lib/session/session';
import { keepOnlyUserData } from '@/lib/session/user-storage';
import type { Session } from '@/types/api';

/**
 * A sign-in through the form: nothing cached, no admin session waiting under the swap key (a
 * fresh sign-in never ends in someone else's restore) and no other user's drafts or recent
 * palette items survive it, but those typed as a user by this admin in this tab, whose sign-in
 * as that user ended (AUTH-IMPERSONATE-LIFETIME: offered at the next sign-in as them).
 */
export function completeSignIn(session: Session, remember: boolean): void {
  queryClient.clear();
  sessionStore.dropSwap();
  keepOnlyUserData(sessionOwner(session), lockedUserKeptFor(session));
  sessionStore.save(session, remember);
  // Kept to this tab, no storage event tells the same user's expired tabs: the channel does
  // (AUTH-TABS-SAME-USER; session-expiry.ts followRenewals takes only the same user's).
  if (!remember && typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(SESSION_KEY);
    channel.postMessage(session);
    channel.close();
  }
}

/** Whether a `storage` event's key is one this tab's session is read from. */
export function isSessionStorageKey(key: string | null): boolean {
  return key === SESSION_KEY || key === SWAP_KEY || key === null;
}

/**
 * Another tab changed the stored session (AUTH-TABS, AUTH-TABS-ENDED, AUTH-TABS-SAME-USER). Without
 * a session here, this tab follows (the sign-in screen goes on as whoever signed in). The same user
 * signed in there: this tab takes the new token, so its held requests go again and its dialog
 * closes. Anyone else, or nobody: this tab's screen is never dropped for it; it shows the `Session
 * expired` dialog over it, which asks before anything is discarded
 * (src/app/session-expired-dialog.tsx). A session this tab keeps to itself (no Remember me:
 * sessionStorage) is not another tab's to end.
 */
export function followOtherTab(client: QueryClient = queryClient): void {
  const mine = sessionStore.get();
  if (!mine) {
    const after = sessionOwner(sessionStore.stored());
    client.clear();
    if (after !== null) keepOnlyUserData(after);
    sessionStore.reload();
    return;
  }
  if (sessionStore.isPerTab() && !sessionStore.isExpired()) return;
  const stored = sessionStore.stored();
  if (stored && sessionOwner(stored) === sessionOwner(mine)) sessionStore.reload();
  else sessionStore.endedElsewhere(stored);
}
