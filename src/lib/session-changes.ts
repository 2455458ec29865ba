// What follows a change of the signed-in user, so no data of one user reaches the next
// (issue 20): a fresh sign-in, and a sign-in or sign-out in another tab.
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { SESSION_KEY, sessionOwner, sessionStore, SWAP_KEY } from '@/lib/session';
import { keepOnlyUserData } from '@/lib/user-storage';
import type { Session } from '@/types/api';

/**
 * A sign-in through the form: nothing cached, no admin session waiting under the swap key (a
 * fresh sign-in never ends in someone else's restore) and no other user's drafts or recent
 * palette items survive it.
 */
export function completeSignIn(session: Session, remember: boolean): void {
  queryClient.clear();
  sessionStore.dropSwap();
  keepOnlyUserData(sessionOwner(session));
  sessionStore.save(session, remember);
}

/** Whether a `storage` event's key is one this tab's session is read from. */
export function isSessionStorageKey(key: string | null): boolean {
  return key === SESSION_KEY || key === SWAP_KEY || key === null;
}

/**
 * Another tab changed the stored session. When it is now someone else's (or nobody's), this
 * tab's cache is cleared before the store tells anyone, so the first render for the new user
 * finds nothing of the old one; the old user's drafts in this tab go too.
 */
export function followOtherTab(client: QueryClient = queryClient): void {
  const before = sessionOwner(sessionStore.get());
  const after = sessionOwner(sessionStore.stored());
  if (after !== before) {
    client.clear();
    if (after !== null) keepOnlyUserData(after);
  }
  sessionStore.reload();
}
