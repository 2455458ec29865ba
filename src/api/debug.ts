// Request/response debug sessions (docs/api.md, "Admin tools, debug and sandbox").
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { DEBUG_SESSION_FAILED } from '@/config/messages';
import { api } from '@/lib/http/api-client';
import { withSaveKey } from '@/lib/saving/save-request';
import type { Reply, RequestBody } from '@/api/operations';
import { changeHeaders, FORM_PATH, idempotencyHeaders } from '@/api/rest';

/**
 * POST /debug/session. One key per bidder or publisher and body, kept across a retry after a
 * lost reply (MANY-SAVE-KEY): the outcome is asked (MANY-OUTCOME) and a retry is answered with
 * the first session, so there is one session and one history entry.
 */
export function startDebugSession(
  body: RequestBody<'startDebugSession'>,
): Promise<Reply<'startDebugSession'>> {
  const target = body.bidderId ? `bidder.${body.bidderId}` : `publisher.${body.publisherId}`;
  return withSaveKey(`debug.${target}`, body, (idempotencyKey) =>
    api.post<Reply<'startDebugSession'>>('/debug/session', body, {
      headers: { ...idempotencyHeaders(idempotencyKey), ...changeHeaders(FORM_PATH) },
    }),
  );
}

/**
 * DBG-FAILED: a failure toasts the product's message instead of the server's. Nothing cached
 * changes.
 */
export const startDebugSessionMutation = mutationOptions({
  mutationFn: startDebugSession,
  meta: { errorMessage: DEBUG_SESSION_FAILED },
});

export const useStartDebugSession = () => useMutation(startDebugSessionMutation);
