// Request/response debug sessions (docs/api.md, "Admin tools, debug and sandbox").
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { DEBUG_SESSION_FAILED } from '@/config/messages';
import { api } from '@/lib/http/api-client';
import { sendAgainIfUnknown, withSaveKey } from '@/lib/saving/save-request';
import type { Reply, RequestBody } from '@/api/operations';
import { changeHeaders, FORM_PATH, idempotencyHeaders } from '@/api/rest';

/**
 * POST /debug/session. One key per bidder or publisher and body (MANY-SAVE-KEY); a lost reply is
 * sent once more with it (MANY-OUTCOME), which the server answers with the first session: its
 * Session ID shows at once, with one session and one history entry.
 */
export function startDebugSession(
  body: RequestBody<'startDebugSession'>,
): Promise<Reply<'startDebugSession'>> {
  const target = body.bidderId ? `bidder.${body.bidderId}` : `publisher.${body.publisherId}`;
  return withSaveKey(`debug.${target}`, body, (idempotencyKey) =>
    sendAgainIfUnknown(
      () =>
        api.post<Reply<'startDebugSession'>>('/debug/session', body, {
          headers: { ...idempotencyHeaders(idempotencyKey), ...changeHeaders(FORM_PATH) },
        }),
      // Lost twice, the session the server started is asked for: its ID shows all the same.
      { key: idempotencyKey },
    ),
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
