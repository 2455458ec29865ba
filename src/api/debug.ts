// Request/response debug sessions (docs/api.md, "Admin tools, debug and sandbox").
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { DEBUG_SESSION_FAILED } from '@/config/messages';
import { api } from '@/lib/api-client';
import type { DebugSessionRequest } from '@/types/api';

export interface DebugSessionReply {
  session_id: string;
}

export function startDebugSession(body: DebugSessionRequest): Promise<DebugSessionReply> {
  return api.post<DebugSessionReply>('/debug/session', body);
}

/** A failure toasts the spec's message instead of the server's. Nothing cached changes. */
export const startDebugSessionMutation = mutationOptions({
  mutationFn: startDebugSession,
  meta: { errorMessage: DEBUG_SESSION_FAILED },
});

export const useStartDebugSession = () => useMutation(startDebugSessionMutation);
