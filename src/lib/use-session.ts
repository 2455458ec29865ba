import { useSyncExternalStore } from 'react';
import { sessionStore } from '@/lib/session';
import type { Session } from '@/types/api';

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
