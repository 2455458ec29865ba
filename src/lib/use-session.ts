import { useSyncExternalStore } from 'react';
import { sessionStore } from '@/lib/session';
import type { Session, SessionUser } from '@/types/api';

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/** The admin who is impersonating the signed-in user ("Sign in as"), or null. */
export function useImpersonator(): SessionUser | null {
  return useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.impersonator,
    sessionStore.impersonator,
  );
}

/** Whether the server refused the session's token and nobody has signed in again yet. */
export function useSessionExpired(): boolean {
  return useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.isExpired,
    sessionStore.isExpired,
  );
}
