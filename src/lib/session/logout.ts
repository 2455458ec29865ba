import { queryClient } from '@/lib/cache/query-client';
import { endSession, sessionOwner, sessionStore, swapIn } from '@/lib/session/session';
import { keepOnlyUserData } from '@/lib/session/user-storage';
import type { Session } from '@/types/api';

/**
 * Logout (AUTH-LOGOUT). While the current session is an impersonated one, the admin's
 * session is restored and the page reloads at `/`; otherwise the session is removed and the
 * caller's guard sends the user to /sign-in. Either way no cached data and no draft of this
 * user survives for the next one (a restored admin keeps the admin's own drafts and recent
 * palette items).
 */
export function logout(reload: (path: string) => void = (path) => window.location.assign(path)) {
  queryClient.clear();
  const outcome = endSession();
  keepOnlyUserData(sessionOwner(sessionStore.get()));
  if (outcome === 'restored') reload('/');
  return outcome;
}

/** Impersonation ("Sign in as"): keep the admin under the swap key, reload at `/` as `next`. */
export function signInAs(
  next: Session,
  reload: (path: string) => void = (path) => window.location.assign(path),
) {
  queryClient.clear();
  swapIn(next);
  reload('/');
}
