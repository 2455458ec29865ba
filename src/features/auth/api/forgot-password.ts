import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function requestRecovery({ email }: { email: string }): Promise<unknown> {
  return api.post('/users/forgot_password', { email }, { auth: 'none' });
}

export function useRequestRecovery() {
  return useMutation({ mutationFn: requestRecovery });
}
