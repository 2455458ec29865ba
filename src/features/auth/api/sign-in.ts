import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Session } from '@/types/api';

export function signIn(credentials: { email: string; password: string }): Promise<Session> {
  return api.post<Session>('/users/session', credentials, { auth: 'none' });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
