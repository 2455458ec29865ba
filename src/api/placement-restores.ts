// Restores of deleted placements (HIST-RESTORE-DELETED), apart from src/api/placements.ts: only
// Activity and the History use them, and every signed-in shell loads the placements' reads.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http/api-client';
import { messageOf } from '@/lib/http/api-error';
import { limitConcurrency } from '@/lib/http/upload';
import { newUuid } from '@/lib/text/ids';
import { sendAgainIfUnknown } from '@/lib/saving/save-request';
import { segment } from '@/api/list';
import type { Reply } from '@/api/operations';
import { PLACEMENT_EFFECTS } from '@/api/placements';
import { changeHeaders, idempotencyHeaders, type ChangePath } from '@/api/rest';

/**
 * POST /placements/{id}/restore (HIST-RESTORE-DELETED): a deleted placement back, as it was.
 * Idempotent on the server: a placement that is there is answered as it is.
 */
export function restorePlacement(
  id: string,
  { idempotencyKey, transactionId }: { idempotencyKey?: string; transactionId?: string } = {},
): Promise<Reply<'restorePlacement'>> {
  const path: ChangePath = { via: 'restore', ...(transactionId ? { transactionId } : {}) };
  return api.post<Reply<'restorePlacement'>>(`/placements/${segment(id)}/restore`, undefined, {
    headers: { ...idempotencyHeaders(idempotencyKey), ...changeHeaders(path) },
  });
}

/** How many restores of one deletion run at once. */
const RESTORE_CONCURRENCY = 4;

/** One restore: with no answer it is sent again with its key (a restored one is answered as is). */
function restoreFindingOut(id: string, transactionId: string) {
  const request = { transactionId, idempotencyKey: newUuid() };
  return sendAgainIfUnknown(() => restorePlacement(id, request), { key: request.idempotencyKey });
}

/**
 * HIST-RESTORE-DELETED: placements a deletion took, back as they were, as one transaction of the
 * history. Idempotent on the server, so a retry after a lost reply restores nothing twice.
 * Rejects when any failed, saying how many; the others stay restored, and are read again.
 */
export const restorePlacementsMutation = mutationOptions({
  mutationFn: async ({ ids }: { ids: readonly string[] }) => {
    const transactionId = newUuid();
    const run = limitConcurrency(RESTORE_CONCURRENCY);
    const outcomes = await Promise.allSettled(
      ids.map((id) => run(() => restoreFindingOut(id, transactionId))),
    );
    const failed = outcomes.filter((outcome) => outcome.status === 'rejected');
    if (failed.length > 0) {
      const reason = messageOf(failed[0]!.reason);
      if (ids.length === 1) throw new Error(reason);
      const message = `${failed.length} of ${ids.length} placements could not be restored: ${reason}`;
      // Some are back: said as a failure, and the lists and the history are read again.
      throw Object.assign(new Error(message), { partlySaved: failed.length < ids.length });
    }
    return ids.length;
  },
  meta: { invalidates: PLACEMENT_EFFECTS },
});

export const useRestorePlacements = () => useMutation(restorePlacementsMutation);
