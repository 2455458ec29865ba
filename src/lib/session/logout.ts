import { queryClient } from '@/lib/cache/query-client';
import { api } from '@/lib/http/api-client';
import { endSession, sessionOwner, sessionStore } from '@/lib/session/session';
import { keepOnlyUserData } from '@/lib/session/user-storage';
import type { Session } from '@/types/api';

/**
 * POST /users/session/logout (AUTH-SIGN-OUT-SERVER): the server revokes `token`, so a copy of it
 * (another tab's, a duplicated tab's unremembered one, one copied by hand) is refused from now
 * on. Sent with the token it revokes, kept alive through a reload; never rejects: the sign-out
 * here happens whatever the reply.
 */
export async function revokeSession(token: string): Promise<void> {
  try {
    await api.post<void>('/users/session/logout', undefined, { auth: { token }, keepalive: true });
  } catch {
    // Offline, or already revoked: the local sign-out goes on.
  }
}

/**
 * A reload once the revoke has answered (at most 2 s): a page that leaves at once cuts it off,
 * and the demo's API, which runs in the page, never gets it (AUTH-SIGN-OUT-SERVER).
 */
export function reloadAfter(revoked: Promise<void>, reload: (path: string) => void): void {
  void Promise.race([revoked, new Promise((done) => setTimeout(done, 2000))]).then(() =>
    reload('/'),
  );
}

/**
 * POST /users/session/refresh (AUTH-SESSION-LIFETIME): the session's idle time starts again, as
 * after any call (`Stay signed in`, and input without calls). Its end never moves.
 */
export function refreshSession(): Promise<Session> {
  return api.post<Session>('/users/session/refresh', {});
}

/**
 * Logout (AUTH-LOGOUT). While the current session is an impersonated one, the admin's
 * session is restored and the page reloads at `/`; otherwise the session is removed and the
 * caller's guard sends the user to /sign-in. Either way no cached data survives for the next
 * one, nor any draft of this user after a sign-out (a restored admin keeps the admin's own
 * drafts and recent palette items, and the user's drafts typed while signed in as them).
 */
export function logout(reload: (path: string) => void = (path) => window.location.assign(path)) {
  // The session signed out of (an impersonated one: the user's) ends on the server too.
  const token = sessionStore.get()?.token;
  const revoked = token ? revokeSession(token) : Promise.resolve();
  queryClient.clear();
  const user = sessionOwner(sessionStore.get());
  const outcome = endSession();
  // Back to the admin: what was typed as the user stays as the user's draft.
  keepOnlyUserData(sessionOwner(sessionStore.get()), outcome === 'restored' ? user : null);
  if (outcome === 'restored') reloadAfter(revoked, reload);
  return outcome;
}
