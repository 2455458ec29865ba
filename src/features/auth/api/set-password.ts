import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Used by both the invite and the recovery link; the link's token authorizes the call. */
export function setPassword({
  password,
  token,
}: {
  password: string;
  token: string;
}): Promise<unknown> {
  return api.post('/users/password', { password }, { auth: { token } });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
