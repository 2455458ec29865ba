// The access screens' calls (docs/api.md, "Access screens"). None reads or changes a cached
// query: they run before there is a session.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Session } from '@/types/api';

export interface Credentials {
  email: string;
  password: string;
}

/** POST /users/session, without a session token (a 401 here is a wrong password). */
export function signIn(credentials: Credentials): Promise<Session> {
  return api.post<Session>('/users/session', credentials, { auth: 'none' });
}

/** POST /users/forgot_password: the recovery e-mail. */
export function requestRecovery({ email }: { email: string }): Promise<unknown> {
  return api.post('/users/forgot_password', { email }, { auth: 'none' });
}

/** POST /users/password, authorized by the invite or recovery link's token. */
export function setPassword({ password, token }: { password: string; token: string }) {
  return api.post<unknown>('/users/password', { password }, { auth: { token } });
}

export const signInMutation = mutationOptions({ mutationFn: signIn });
export const requestRecoveryMutation = mutationOptions({ mutationFn: requestRecovery });
export const setPasswordMutation = mutationOptions({ mutationFn: setPassword });

export const useSignIn = () => useMutation(signInMutation);
export const useRequestRecovery = () => useMutation(requestRecoveryMutation);
export const useSetPassword = () => useMutation(setPasswordMutation);
