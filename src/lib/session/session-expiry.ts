// Requests refused with a 401 wait here while the user signs in again over the screen
// (AUTH-SESSION-EXPIRED; the dialog: src/app/session-expired-dialog.tsx). Once the same user's new
// session is saved they are sent again, so whatever sent them (a save, a query) just goes on
// (AUTH-EXPIRED-SAME-USER); once someone else, or nobody, is signed in they fail as expired
// (AUTH-EXPIRED-OTHER-USER). Also what the dialog tells, and hears from, the other tabs
// (AUTH-TABS-ENDED, AUTH-TABS-SAME-USER). Loaded with the first 401 or the dialog, never with
// /sign-in.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiError } from '@/lib/http/api-error';
import { queryClient } from '@/lib/cache/query-client';
import {
  EXPIRED_KEY,
  isSession,
  SESSION_KEY,
  sessionOwner,
  sessionStore,
  storeSession,
  tokenMarker,
} from '@/lib/session/session';
import { revokeSession } from '@/lib/session/logout';
import { completeSignIn } from '@/lib/session/session-changes';
import { DRAFT_PREFIX, keepOnlyUserData, ownerPrefix } from '@/lib/session/user-storage';
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
    // Kept to this tab: no storage event tells the same user's other tabs (AUTH-TABS-SAME-USER).
    if (sessionStore.isPerTab()) {
      const channel = renewals();
      channel?.postMessage(session);
      channel?.close();
    }
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
  // A token another tab's sign-in set aside may still be live: signed out, it is revoked
  // (AUTH-SIGN-OUT-SERVER); one the server already refused answers 401, which changes nothing.
  const token = sessionStore.get()?.token;
  if (token) void revokeSession(token);
  queryClient.clear();
  sessionStore.forget('expired');
}

/**
 * The dialog's `Sign out and discard your changes on this page` (AUTH-EXPIRED-CLOSE, FORM-DRAFTS):
 * the user's drafts and save keys in this tab go too (sessionStorage, the tab's own), so signing
 * in again offers nothing of what was discarded. An ended sign-in as a user keeps them
 * (AUTH-IMPERSONATE-LIFETIME): its `Sign out` is signOutExpired alone.
 */
export function discardAndSignOut(): void {
  const owner = sessionOwner(sessionStore.get());
  if (owner !== null) {
    const prefix = ownerPrefix(DRAFT_PREFIX, owner);
    const doomed: string[] = [];
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(prefix)) doomed.push(key);
    }
    for (const key of doomed) sessionStorage.removeItem(key);
  }
  signOutExpired();
}

/**
 * AUTH-TABS-ENDED: the shared session was ended in another tab by a logout, not by running out
 * there (expire() marks the token it removes: this tab's session merely expired too).
 */
export function signedOutElsewhere(): boolean {
  const token = sessionStore.get()?.token;
  return (
    sessionStore.signedInElsewhere() === null &&
    token !== undefined &&
    localStorage.getItem(EXPIRED_KEY) !== tokenMarker(token)
  );
}

/** The BroadcastChannel `marquee.session` (AUTH-TABS-SAME-USER), where the browser has one. */
function renewals(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_KEY);
}

/**
 * While the dialog is open (AUTH-TABS-SAME-USER): the same user's session renewed in another
 * tab's dialog and kept to that tab is taken as this tab's own (sessionStorage, never the
 * other tabs' shared one), so the dialog closes and the held requests go again once. Another
 * user's is never taken; nor by an ended sign-in as a user, which goes on only with the admin's
 * password (AUTH-IMPERSONATE-LIFETIME). Returns the stop.
 */
export function followRenewals(): () => void {
  const channel = renewals();
  if (channel) {
    channel.onmessage = ({ data }: MessageEvent<unknown>) => {
      if (
        isSession(data) &&
        sessionStore.isExpired() &&
        !sessionStore.impersonator() &&
        sessionOwner(data) === sessionOwner(sessionStore.get())
      ) {
        storeSession(data, false, true);
      }
    };
  }
  return () => channel?.close();
}

/**
 * In the dialog, after another tab signed in as someone else: go on as that user here too.
 * This tab's screen, typing and held requests for the old user are discarded, as a fresh
 * sign-in does (nothing cached, no other user's drafts).
 */
export function switchToSignedIn(client: QueryClient = queryClient): void {
  const stored = sessionStore.stored();
  client.clear();
  keepOnlyUserData(sessionOwner(stored));
  sessionStore.reload();
}
