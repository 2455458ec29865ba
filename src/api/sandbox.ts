// The ad request sandbox (docs/api.md, "Admin tools, debug and sandbox").
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SandboxResult } from '@/types/api';

export interface SandboxRequest {
  placementId: string;
  debugSessionId?: string;
}

/**
 * POST /sandbox/ad-request. A debug session id travels in the body and, as the spec's
 * section 4 describes for real ad requests, in the `x-debug-session-id` header.
 */
export function sendSandboxRequest({ placementId, debugSessionId }: SandboxRequest) {
  const id = debugSessionId?.trim();
  return api.post<SandboxResult>(
    '/sandbox/ad-request',
    id ? { placementId, debugSessionId: id } : { placementId },
    id ? { headers: { 'x-debug-session-id': id } } : {},
  );
}

/** A simulated auction: it changes nothing that is cached. */
export const sandboxRequestMutation = mutationOptions({ mutationFn: sendSandboxRequest });

export const useSandboxRequest = () => useMutation(sandboxRequestMutation);
