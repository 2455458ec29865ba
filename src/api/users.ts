// Users (docs/api.md, "Settings and team" and "Accounts"): the signed-in account's team,
// invites, and "Sign in as" (impersonation), the one hook the tools and account screens share.
import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  type MutationFunctionContext,
} from '@tanstack/react-query';
import { api } from '@/lib/http/api-client';
import { isOutcomeUnknown } from '@/lib/http/api-error';
import { isDefiniteRefusal, readSaveKey, writeSaveKey } from '@/lib/saving/save-key';
import { getRequestOutcome } from '@/lib/saving/save-request';
import { newUuid } from '@/lib/text/ids';
import { signInAs } from '@/lib/session/logout';
import type { TeamMember } from '@/types/api';
import { accountKeys, userKeys } from '@/api/keys';
import { listFrom, segment } from '@/api/list';
import type { ListItem, Reply, RequestBody } from '@/api/operations';
import { changeHeaders, FORM_PATH, idempotencyHeaders, type CreateVariables } from '@/api/rest';

export { userKeys };

export async function getTeam(): Promise<ListItem<'getTeam'>[]> {
  return listFrom<ListItem<'getTeam'>>(await api.get<unknown>('/users'), 'users');
}

/** POST /users/invites: `{email, role}`; the reply is the new user. */
export function inviteUser({
  body,
  idempotencyKey,
}: CreateVariables<RequestBody<'inviteUser'>>): Promise<Reply<'inviteUser'>> {
  return api.post<Reply<'inviteUser'>>('/users/invites', body, {
    headers: { ...idempotencyHeaders(idempotencyKey), ...changeHeaders(FORM_PATH) },
  });
}

/**
 * POST /users/{id}/impersonate (Admin only): a session for that user. One key per user signed in
 * as, kept until a definite answer (MANY-SAVE-KEY). A lost reply is asked about
 * (MANY-OUTCOME): a sign-in found made goes on with its first answer, the session, and is never
 * called `Saved.`; otherwise the error stands and the next press sends the same key, which the
 * server answers with the first session, so there is one session and one entry.
 */
export async function impersonateUser(userId: string): Promise<Reply<'impersonateUser'>> {
  const scope = `impersonate.${userId}`;
  const key = readSaveKey(scope)?.key ?? newUuid();
  writeSaveKey(scope, { key, body: '' });
  try {
    const session = await api
      .post<Reply<'impersonateUser'>>(`/users/${segment(userId)}/impersonate`, undefined, {
        headers: { ...idempotencyHeaders(key), ...changeHeaders(FORM_PATH) },
      })
      .catch(async (error: unknown) => {
        if (!isOutcomeUnknown(error)) throw error;
        const first = await getRequestOutcome(key).catch(() => null);
        if (!first?.body) throw error;
        return first.body as Reply<'impersonateUser'>;
      });
    writeSaveKey(scope, null);
    return session;
  } catch (error) {
    if (isDefiniteRefusal(error)) writeSaveKey(scope, null);
    throw error;
  }
}

export const teamQueryOptions = () => queryOptions({ queryKey: userKeys.list(), queryFn: getTeam });

export const useTeam = () => useQuery(teamQueryOptions());

/** The new user shows in the team at once; the account's Users count changes too. */
export const inviteUserMutation = mutationOptions({
  mutationFn: inviteUser,
  meta: { invalidates: [userKeys.all, accountKeys.all] },
  onSuccess: (member, { body }, _r, { client }: MutationFunctionContext) => {
    const invited: TeamMember = member?.email ? member : { name: '', ...body };
    client.setQueryData<TeamMember[]>(userKeys.list(), (team) =>
      team && !team.some((m) => m.email === invited.email) ? [...team, invited] : team,
    );
  },
});

/**
 * "Sign in as" (AUTH-IMPERSONATE): the admin's session goes under the swap key, the user's
 * becomes current and the page reloads at `/` (the cache is cleared with it). Logout restores
 * the admin.
 */
export const impersonateUserMutation = mutationOptions({
  mutationFn: impersonateUser,
  onSuccess: (session: Reply<'impersonateUser'>) => signInAs(session),
});

export const useInviteUser = () => useMutation(inviteUserMutation);
export const useImpersonateUser = () => useMutation(impersonateUserMutation);
