// Withdrawing an invitation (SET-INVITE-WITHDRAW), apart from src/api/users.ts: only Settings'
// team list uses it, and the users' module is on the sign-in-as tools' first load.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http/api-client';
import { sendAgainIfUnknown, withSaveKey } from '@/lib/saving/save-request';
import { accountKeys, userKeys } from '@/api/keys';
import { segment } from '@/api/list';
import { changeHeaders, FORM_PATH, idempotencyHeaders } from '@/api/rest';

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

/** The team and the account's Users count change (SET-INVITE-WITHDRAW). */
export const withdrawInviteMutation = mutationOptions({
  mutationFn: withdrawInvite,
  meta: { invalidates: [userKeys.all, accountKeys.all] },
});

export const useWithdrawInvite = () => useMutation(withdrawInviteMutation);
