import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signInAs } from '@/lib/logout';
import type { Session } from '@/types/api';

/** Admin only: a session for that user (decisions section 5). */
export function impersonateUser(userId: string): Promise<Session> {
  return api.post<Session>(`/users/${encodeURIComponent(userId)}/impersonate`);
}

/**
 * "Sign in as" (spec section 4): on success the admin's session goes under the swap key, the
 * user's session becomes current and the page reloads at `/`. Logout restores the admin.
 */
export function useImpersonateUser() {
  return useMutation({
    mutationFn: impersonateUser,
    onSuccess: (session) => signInAs(session),
  });
}
