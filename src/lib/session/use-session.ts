import { sessionStore } from '@/lib/session/session';
import { useStore } from '@/lib/cache/use-store';
import type { Session, SessionUser } from '@/types/api';

export function useSession(): Session | null {
  return useStore(sessionStore);
}

/** The admin who is impersonating the signed-in user ("Sign in as"), or null. */
export function useImpersonator(): SessionUser | null {
  return useStore(sessionStore, () => sessionStore.impersonator());
}

/** Whether the server refused the session's token and nobody has signed in again yet. */
export function useSessionExpired(): boolean {
  return useStore(sessionStore, () => sessionStore.isExpired());
}
