// The ad request sandbox (docs/api.md, "Admin tools, debug and sandbox").
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http/api-client';
import type { Reply, RequestBody } from '@/api/operations';

/**
 * POST /sandbox/ad-request (SBX-CALL). SBX-DEBUG-ID: a debug session id travels in the body and,
 * as DBG-HEADER describes for real ad requests, in the `x-debug-session-id` header.
 */
export function sendSandboxRequest({
  placementId,
  debugSessionId,
}: RequestBody<'sendSandboxRequest'>): Promise<Reply<'sendSandboxRequest'>> {
  const id = debugSessionId?.trim();
  return api.post<Reply<'sendSandboxRequest'>>(
    '/sandbox/ad-request',
    (id
      ? { placementId, debugSessionId: id }
      : { placementId }) satisfies RequestBody<'sendSandboxRequest'>,
    id ? { headers: { 'x-debug-session-id': id } } : {},
  );
}

/** A simulated auction: it changes nothing that is cached. */
export const sandboxRequestMutation = mutationOptions({ mutationFn: sendSandboxRequest });

export const useSandboxRequest = () => useMutation(sandboxRequestMutation);
