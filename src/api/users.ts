// Users (docs/api.md, "Settings and team" and "Accounts"): the signed-in account's team and
// "Sign in as" (impersonation), the one hook the tools and account screens share. Invitations
// are in src/api/invites.ts: only Settings sends them, and this module is on /sandbox's first load.
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http/api-client';
import { sendAgainIfUnknown, withSaveKey } from '@/lib/saving/save-request';
import { signInAs } from '@/lib/session/impersonation';
import { userKeys } from '@/api/keys';
import { listFrom, segment } from '@/api/list';
import type { ListItem, Reply } from '@/api/operations';
import { changeHeaders, FORM_PATH, idempotencyHeaders } from '@/api/rest';

export { userKeys };

export async function getTeam(): Promise<ListItem<'getTeam'>[]> {
  return listFrom<ListItem<'getTeam'>>(await api.get<unknown>('/users'), 'users');
}

/**
 * POST /users/{id}/impersonate (Admin only): a session for that user. One key per user signed in
 * as (MANY-SAVE-KEY); a lost reply is sent once more with it (MANY-OUTCOME), which the server
 * answers with the first session: the sign-in goes on, one session and one entry, never `Saved.`.
 */
export async function impersonateUser(userId: string): Promise<Reply<'impersonateUser'>> {
  return withSaveKey(`impersonate.${userId}`, { userId }, (idempotencyKey) =>
    sendAgainIfUnknown(
      () =>
        api.post<Reply<'impersonateUser'>>(`/users/${segment(userId)}/impersonate`, undefined, {
          headers: { ...idempotencyHeaders(idempotencyKey), ...changeHeaders(FORM_PATH) },
        }),
      // Lost twice, the session the server made is asked for: the sign-in goes on with it.
      { key: idempotencyKey },
    ),
  );
}

export const teamQueryOptions = () => queryOptions({ queryKey: userKeys.list(), queryFn: getTeam });

export const useTeam = () => useQuery(teamQueryOptions());

/**
 * "Sign in as" (AUTH-IMPERSONATE): the admin's session goes under the swap key, the user's
 * becomes current and the page reloads at `/` (the cache is cleared with it). Logout restores
 * the admin.
 */
export const impersonateUserMutation = mutationOptions({
  mutationFn: impersonateUser,
  onSuccess: (session: Reply<'impersonateUser'>) => signInAs(session),
});

export const useImpersonateUser = () => useMutation(impersonateUserMutation);
