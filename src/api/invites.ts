// Invitations (SET-INVITE, SET-INVITE-WITHDRAW), apart from src/api/users.ts: only Settings
// sends and withdraws them, and the users' module is on the sign-in-as tools' first load.
import { mutationOptions, useMutation, type MutationFunctionContext } from '@tanstack/react-query';
import { api } from '@/lib/http/api-client';
import { sendAgainIfUnknown, withSaveKey } from '@/lib/saving/save-request';
import { accountKeys, userKeys } from '@/api/keys';
import { segment } from '@/api/list';
import { changeHeaders, FORM_PATH, idempotencyHeaders, type CreateVariables } from '@/api/rest';
import type { Reply, RequestBody } from '@/api/operations';
import type { TeamMember } from '@/types/api';

/** POST /users/invites: `{email, role}`; the reply is the new user. */
export function inviteUser({
  body,
  idempotencyKey,
}: CreateVariables<RequestBody<'inviteUser'>>): Promise<Reply<'inviteUser'>> {
  // MANY-OUTCOME: a lost reply is sent once more with its key; the server answers with the first
  // answer, so an invite that was made clears the form as any sent one does (SET-INVITE-SENT).
  return sendAgainIfUnknown(
    () =>
      api.post<Reply<'inviteUser'>>('/users/invites', body, {
        headers: { ...idempotencyHeaders(idempotencyKey), ...changeHeaders(FORM_PATH) },
      }),
    idempotencyKey ? { key: idempotencyKey } : undefined,
  );
}

/**
 * POST /users/{id}/invite/withdraw (SET-INVITE-WITHDRAW, Admin only): the invited user leaves the
 * team and the invite link stops working. One key per user (MANY-SAVE-KEY); a lost reply is sent
 * once more with it, which the server answers as the first time.
 */
export async function withdrawInvite(userId: string): Promise<void> {
  await withSaveKey(`invite.withdraw.${userId}`, { userId }, (idempotencyKey) =>
    sendAgainIfUnknown(
      () =>
        api.post<void>(
          `/users/${segment(userId)}/invite/withdraw`,
          {},
          {
            headers: { ...idempotencyHeaders(idempotencyKey), ...changeHeaders(FORM_PATH) },
          },
        ),
      // Lost twice: the server is asked what it did with the key (MANY-OUTCOME).
      { key: idempotencyKey },
    ),
  );
}

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

/** The team and the account's Users count change (SET-INVITE-WITHDRAW). */
export const withdrawInviteMutation = mutationOptions({
  mutationFn: withdrawInvite,
  meta: { invalidates: [userKeys.all, accountKeys.all] },
});

export const useWithdrawInvite = () => useMutation(withdrawInviteMutation);

export const useInviteUser = () => useMutation(inviteUserMutation);
