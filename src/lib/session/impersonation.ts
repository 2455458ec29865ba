// Sign in as a user and back (AUTH-IMPERSONATE): the admin's session kept under the swap key,
// the session left behind revoked on the server before the page reloads as the other one. Apart
// from logout.ts, which the sign-in screen loads: only an Admin's screens need these.
import { queryClient } from '@/lib/cache/query-client';
import { reloadAfter, revokeSession } from '@/lib/session/logout';
import { returnToAdmin, sessionOwner, sessionStore, swapIn } from '@/lib/session/session';
import { keepOnlyUserData } from '@/lib/session/user-storage';
import type { Session } from '@/types/api';

/** Impersonation ("Sign in as"): keep the admin under the swap key, reload at `/` as `next`. */
export function signInAs(
  next: Session,
  reload: (path: string) => void = (path) => window.location.assign(path),
) {
  // From a sign-in as someone: the return is to the first admin, so the session left behind
  // ends on the server too (AUTH-SIGN-OUT-SERVER).
  const left = sessionStore.impersonator() ? sessionStore.get() : null;
  const revoked = left ? revokeSession(left.token) : Promise.resolve();
  queryClient.clear();
  swapIn(next);
  reloadAfter(revoked, reload);
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
  const revoked = user ? revokeSession(user.token) : Promise.resolve();
  queryClient.clear();
  returnToAdmin(admin);
  keepOnlyUserData(sessionOwner(admin), sessionOwner(user));
  reloadAfter(revoked, reload);
}
