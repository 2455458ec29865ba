// The access screens' calls (docs/api.md, "Access screens"). None reads or changes a cached
// query: they run before there is a session, so a 401 here ends none (AUTH-LINK-TOKEN-401).
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http/api-client';
import type { Reply, RequestBody } from '@/api/operations';

/** POST /users/session, without a session token (a 401 here is a wrong password). */
export function signIn(credentials: RequestBody<'signIn'>): Promise<Reply<'signIn'>> {
  return api.post<Reply<'signIn'>>('/users/session', credentials, { auth: 'none' });
}

/** POST /users/forgot_password: the recovery e-mail. The reply is not read. */
export function requestRecovery({
  email,
}: RequestBody<'requestRecovery'>): Promise<Reply<'requestRecovery'>> {
  return api.post<Reply<'requestRecovery'>>(
    '/users/forgot_password',
    { email } satisfies RequestBody<'requestRecovery'>,
    { auth: 'none' },
  );
}

/** POST /users/password, authorized by the invite or recovery link's token. Not read either. */
export function setPassword({
  password,
  token,
}: RequestBody<'setPassword'> & { token: string }): Promise<Reply<'setPassword'>> {
  return api.post<Reply<'setPassword'>>(
    '/users/password',
    { password } satisfies RequestBody<'setPassword'>,
    { auth: { token } },
  );
}

/** POST /users/session/logout: the token revoked on the server (the Logout's own call). */
export { revokeSession as signOut } from '@/lib/session/logout';

export const signInMutation = mutationOptions({ mutationFn: signIn });
export const requestRecoveryMutation = mutationOptions({ mutationFn: requestRecovery });
export const setPasswordMutation = mutationOptions({ mutationFn: setPassword });

export const useSignIn = () => useMutation(signInMutation);
export const useRequestRecovery = () => useMutation(requestRecoveryMutation);
export const useSetPassword = () => useMutation(setPasswordMutation);
export { refreshSession } from '@/lib/session/session-refresh';
