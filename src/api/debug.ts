// Request/response debug sessions (docs/api.md, "Admin tools, debug and sandbox").
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { DEBUG_SESSION_FAILED } from '@/config/messages';
import { api } from '@/lib/http/api-client';
import type { Reply, RequestBody } from '@/api/operations';

export function startDebugSession(
  body: RequestBody<'startDebugSession'>,
): Promise<Reply<'startDebugSession'>> {
  return api.post<Reply<'startDebugSession'>>('/debug/session', body);
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
