import { queryClient } from '@/lib/cache/query-client';
import { api } from '@/lib/http/api-client';
import {
  endSession,
  returnToAdmin,
  sessionOwner,
  sessionStore,
  swapIn,
} from '@/lib/session/session';
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
  if (token) void revokeSession(token);
  queryClient.clear();
  const user = sessionOwner(sessionStore.get());
  const outcome = endSession();
  // Back to the admin: what was typed as the user stays as the user's draft.
  keepOnlyUserData(sessionOwner(sessionStore.get()), outcome === 'restored' ? user : null);
  if (outcome === 'restored') reload('/');
  return outcome;
}

/** Impersonation ("Sign in as"): keep the admin under the swap key, reload at `/` as `next`. */
export function signInAs(
  next: Session,
  reload: (path: string) => void = (path) => window.location.assign(path),
) {
  // From a sign-in as someone: the return is to the first admin, so the session left behind
  // ends on the server too (AUTH-SIGN-OUT-SERVER).
  const left = sessionStore.impersonator() ? sessionStore.get() : null;
  if (left) void revokeSession(left.token);
  queryClient.clear();
  swapIn(next);
  reload('/');
}

/**
 * The sign-in as a user ended (its 60 minutes, or a 401) and the admin signed in again with the
 * admin's password as `admin` (AUTH-IMPERSONATE-LIFETIME): back to the admin at `/`. The user's
 * token is revoked; what was typed as the user stays as the user's draft.
 */
export function returnAfterImpersonation(
  admin: Session,
  reload: (path: string) => void = (path) => window.location.assign(path),
) {
  const user = sessionStore.get();
  if (user) void revokeSession(user.token);
  queryClient.clear();
  returnToAdmin(admin);
  keepOnlyUserData(sessionOwner(admin), sessionOwner(user));
  reload('/');
}
