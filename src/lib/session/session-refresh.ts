import { api } from '@/lib/http/api-client';
import type { Session } from '@/types/api';

/**
 * POST /users/session/refresh (AUTH-SESSION-LIFETIME): the session's idle time starts again, as
 * after any call (`Stay signed in`, and input without calls). Its end never moves.
 */
export function refreshSession(): Promise<Session> {
  return api.post<Session>('/users/session/refresh', {});
}
