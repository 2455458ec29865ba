import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Session } from '@/types/api';

/** POST /users/{id}/impersonate: a Session for that user (admin only, decisions section 5). */
export function impersonate(userId: string): Promise<Session> {
  return api.post<Session>(`/users/${encodeURIComponent(userId)}/impersonate`);
}

export function useImpersonate() {
  return useMutation({ mutationFn: impersonate });
}
