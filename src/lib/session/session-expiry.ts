// Requests refused with a 401 wait here while the user signs in again over the screen
// (AUTH-SESSION-EXPIRED; the dialog: src/app/session-expired-dialog.tsx). Once the same user's new
// session is saved they are sent again, so whatever sent them (a save, a query) just goes on
// (AUTH-EXPIRED-SAME-USER); once someone else, or nobody, is signed in they fail as expired
// (AUTH-EXPIRED-OTHER-USER). Loaded with the first 401.
import type { ApiError } from '@/lib/http/api-error';
import { queryClient } from '@/lib/cache/query-client';
import { sessionOwner, sessionStore } from '@/lib/session/session';
import { completeSignIn } from '@/lib/session/session-changes';
import { createStore } from '@/lib/cache/store';
import type { Session } from '@/types/api';

export const SESSION_EXPIRED_TITLE = 'Session expired';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** How many requests wait for the user to sign in again (the dialog names them). */
export const heldRequests = createStore(0);
const setHeld = (delta: number) => heldRequests.set(heldRequests.get() + delta);

/**
 * Wait until `owner` (whose request was refused) has a live session again: resolves then, to
 * send the request again. Rejects with `failure` as soon as another user or nobody is signed
 * in, and with the signal's reason when the caller gives up first (an abort).
 */
export function untilSignedInAgain(
  failure: ApiError,
  owner: string | null,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let unsubscribe = () => {};
    let waiting = true;
    setHeld(1);
    const finish = (settle: () => void) => {
      unsubscribe();
      signal?.removeEventListener('abort', check);
      if (waiting) setHeld(-1);
      waiting = false;
      settle();
    };
    function check() {
      const session = sessionStore.get();
      if (signal?.aborted) finish(() => reject(signal.reason as Error));
      else if (!session || owner === null || sessionOwner(session) !== owner) {
        finish(() => reject(failure));
      } else if (!sessionStore.isExpired()) finish(resolve);
    }
    unsubscribe = sessionStore.subscribe(check);
    signal?.addEventListener('abort', check);
    check();
  });
}

/**
 * Someone signed in over the expired screen. The same user renews the session, kept as it was
 * (Remember me): the held requests go again and the screen stays. Anyone else starts afresh,
 * as a sign-in through the form does (nothing cached, no other user's drafts), not remembered:
 * the held requests fail and the shell, keyed by the user, drops the old user's screen.
 */
export function signInAgain(session: Session): 'renewed' | 'replaced' {
  if (sessionOwner(session) === sessionOwner(sessionStore.get())) {
    sessionStore.renew(session);
    return 'renewed';
  }
  completeSignIn(session, false);
  return 'replaced';
}

/**
 * Giving up on the expired session (the dialog's `Sign out`): signed out in this tab, so the
 * guard goes to `/sign-in?redirectTo=…`; the held requests fail as expired. Another tab's
 * session (someone who signed in there) stays that tab's.
 */
export function signOutExpired(): void {
  queryClient.clear();
  sessionStore.forget('expired');
}
