import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DebugSessionRequest } from '@/types/api';

export const DEBUG_SESSION_FAILED = 'Failed to create debug session.';

export interface DebugSessionReply {
  session_id: string;
}

export function startDebugSession(body: DebugSessionRequest): Promise<DebugSessionReply> {
  return api.post<DebugSessionReply>('/debug/session', body);
}

/** POST /debug/session; a failure toasts the spec's message instead of the server's. */
export function useStartDebugSession() {
  return useMutation({
    mutationFn: startDebugSession,
    meta: { errorMessage: DEBUG_SESSION_FAILED },
  });
}
