// The signed-in session (spec sections 3-4, decisions "Session storage"): kept in
// localStorage with Remember me, otherwise in sessionStorage; an impersonating admin's own
// session waits under the swap key in localStorage until logout restores it.
import type { Session } from '@/types/api';

export const SESSION_KEY = 'marquee.session';
export const SWAP_KEY = 'marquee.session.swap';

export type SessionEndReason = 'logout' | 'expired';

function read(storage: Storage, key: string): Session | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}

export function isSession(value: unknown): value is Session {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Partial<Session>;
  return (
    typeof v.token === 'string' &&
    v.token !== '' &&
    typeof v.user === 'object' &&
    v.user !== null &&
    typeof v.user.email === 'string' &&
    Array.isArray(v.roles)
  );
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null | undefined;
let lastEndReason: SessionEndReason | null = null;

function emit() {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get(): Session | null {
    if (current === undefined) {
      current = read(localStorage, SESSION_KEY) ?? read(sessionStorage, SESSION_KEY);
    }
    return current;
  },
  /** Why the last session ended, so the sign-in redirect can tell logout from expiry. */
  endReason(): SessionEndReason | null {
    return lastEndReason;
  },
  save(session: Session, remember: boolean): void {
    localStorage.removeItem(SESSION_KEY);
    sessionStorage.removeItem(SESSION_KEY);
    (remember ? localStorage : sessionStorage).setItem(SESSION_KEY, JSON.stringify(session));
    current = session;
    lastEndReason = null;
    emit();
  },
  clear(reason: SessionEndReason): void {
    localStorage.removeItem(SESSION_KEY);
    sessionStorage.removeItem(SESSION_KEY);
    current = null;
    lastEndReason = reason;
    emit();
  },
  /** Whether the current session lives in localStorage (Remember me). */
  isRemembered(): boolean {
    return localStorage.getItem(SESSION_KEY) !== null;
  },
  swapped(): Session | null {
    return read(localStorage, SWAP_KEY);
  },
  /** Forget the cached value, e.g. after another tab changed storage. */
  reload(): void {
    current = undefined;
    emit();
  },
};

/** Impersonation: the admin's session goes under the swap key and `next` becomes current. */
export function swapIn(next: Session): void {
  const own = sessionStore.get();
  if (own && !sessionStore.swapped()) localStorage.setItem(SWAP_KEY, JSON.stringify(own));
  sessionStore.save(next, sessionStore.isRemembered());
}

/**
 * Logout per spec section 4: a swapped-in session is restored (the caller reloads at `/`),
 * otherwise the session is removed (the caller goes to /sign-in).
 */
export function endSession(): 'restored' | 'signedOut' {
  const swapped = sessionStore.swapped();
  localStorage.removeItem(SWAP_KEY);
  if (swapped) {
    sessionStore.save(swapped, true);
    return 'restored';
  }
  sessionStore.clear('logout');
  return 'signedOut';
}
