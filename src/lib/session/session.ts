// The signed-in session (AUTH-REMEMBER-ME): kept in localStorage with Remember me, otherwise in
// sessionStorage. An impersonating admin's own session waits under the swap key (AUTH-IMPERSONATE),
// with a marker naming the impersonated session: only that session's logout restores the admin.
// The impersonated session and the swap entry are the tab's own (sessionStorage), never
// remembered, whatever the admin chose (AUTH-IMPERSONATE-LIFETIME): other tabs stay the admin's.
import { fnv1aHex } from '@/lib/saving/stable-hash';
import { createStore } from '@/lib/cache/store';
import type { Session, SessionUser } from '@/types/api';

export const SESSION_KEY = 'marquee.session';
export const SWAP_KEY = 'marquee.session.swap';
/**
 * Set in a tab whose sign-in as a user ended (AUTH-IMPERSONATE-LIFETIME): the tab takes no
 * remembered session from the others (a reload is not a way back to the admin without the
 * password) until someone signs in in it.
 */
export const LOCK_KEY = 'marquee.session.locked';
/**
 * The tokenMarker() of the shared (Remember me) session that ran out, set as it is removed: the
 * other tabs tell it from a logout there (AUTH-TABS-ENDED).
 */
export const EXPIRED_KEY = 'marquee.session.expired';

/**
 * The lock's entry: who signed in as whom. The admin signing in again in the tab, even from the
 * sign-in screen after a reload, keeps what was typed as the user (AUTH-IMPERSONATE-LIFETIME).
 */
interface SessionLock {
  admin: string | null;
  user: string | null;
}

/**
 * The user whose drafts `signingIn` keeps besides its own: the one an ended sign-in as a user in
 * this tab was for, when `signingIn` is the admin who signed in as them; else null.
 */
export function lockedUserKeptFor(signingIn: Session): string | null {
  const lock = readJson(sessionStorage, LOCK_KEY) as Partial<SessionLock> | null;
  if (!lock || typeof lock.user !== 'string' || typeof lock.admin !== 'string') return null;
  return lock.admin === sessionOwner(signingIn) ? lock.user : null;
}

export type SessionEndReason = 'logout' | 'expired';

/** The swap entry: the admin's session and the marker of the session impersonated from it. */
interface StoredSwap {
  admin: Session;
  /** tokenMarker() of the impersonated session's token. */
  impersonated: string;
  /** The admin chose Remember me: the admin's session is shared with the other tabs. */
  remembered?: boolean;
}

interface Impersonation {
  admin: Session;
  /** Where the admin's session was kept (localStorage: the admin chose Remember me). */
  remembered: boolean;
}

function readJson(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function read(storage: Storage, key: string): Session | null {
  const value = readJson(storage, key);
  return isSession(value) ? value : null;
}

/** AUTH-SESSION: a token, the user (at least an e-mail) and a list of roles; else no session. */
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

function isStoredSwap(value: unknown): value is StoredSwap {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Partial<StoredSwap>;
  return isSession(v.admin) && typeof v.impersonated === 'string';
}

/**
 * A session token's marker: its FNV-1a hash (8 hex digits), so the swap entry and EXPIRED_KEY
 * name a session without holding a second copy of a bearer token.
 */
export function tokenMarker(token: string): string {
  return fnv1aHex(token);
}

/** Whose data (drafts, cached answers) this is: the user's id, or the e-mail without one. */
export function sessionOwner(session: Session | null): string | null {
  if (!session) return null;
  return session.user.id || session.user.email.toLowerCase();
}

// The session is several variables, some read lazily from storage; the store counts their
// changes, so its listeners (useStore with sessionStore's getters) hear each one.
const changes = createStore(0);
const emit = () => changes.set(changes.get() + 1);
let current: Session | null | undefined;
let impersonation: Impersonation | null | undefined;
let lastEndReason: SessionEndReason | null = null;
/**
 * Set while the current session's token has been refused (a 401): the Remember me choice it
 * was stored with, so the session that replaces it is kept the same way. Null otherwise.
 */
let expiredRemembered: boolean | null = null;
/**
 * Set while this tab's session was ended by another tab (a logout, or someone else's sign-in
 * with Remember me): who is signed in there now, null for nobody. Undefined otherwise.
 */
let elsewhere: SessionUser | null | undefined;

/** Remove the stored entries that hold `token` (this tab's own), never another tab's. */
function removeStored(token: string | undefined) {
  for (const storage of [localStorage, sessionStorage]) {
    if (!token || read(storage, SESSION_KEY)?.token === token) storage.removeItem(SESSION_KEY);
  }
}

/** The swap entry made for the current session, if any (a stale or markerless one is not). */
function activeImpersonation(): Impersonation | null {
  if (impersonation !== undefined) return impersonation;
  impersonation = null;
  const session = sessionStore.get();
  if (!session) return null;
  const marker = tokenMarker(session.token);
  for (const remembered of [false, true]) {
    // An entry in localStorage is an earlier build's (the swap was kept with Remember me).
    const value = readJson(remembered ? localStorage : sessionStorage, SWAP_KEY);
    if (isStoredSwap(value) && value.impersonated === marker) {
      impersonation = { admin: value.admin, remembered: value.remembered ?? remembered };
    }
  }
  return impersonation;
}

/**
 * Stores `session` as this tab's (in localStorage with Remember me, else in sessionStorage) and
 * tells the listeners. `keepShared` leaves another user's remembered session where it is. Also
 * how a renewal heard from another tab is taken (src/lib/session/session-expiry.ts).
 */
export function storeSession(session: Session, remember: boolean, keepShared = false): void {
  if (!keepShared) localStorage.removeItem(SESSION_KEY);
  sessionStorage.removeItem(SESSION_KEY);
  sessionStorage.removeItem(LOCK_KEY);
  (remember ? localStorage : sessionStorage).setItem(SESSION_KEY, JSON.stringify(session));
  current = session;
  impersonation = undefined;
  lastEndReason = null;
  expiredRemembered = null;
  elsewhere = undefined;
  emit();
}

export const sessionStore = {
  subscribe: changes.subscribe,
  get(): Session | null {
    if (current === undefined) {
      current = sessionStore.stored();
    }
    return current;
  },
  /**
   * The stored session as it is now, e.g. after another tab wrote it (nothing is cached). This
   * tab's own (sessionStorage) comes first: the shared one (localStorage) may be another tab's.
   */
  stored(): Session | null {
    const own = read(sessionStorage, SESSION_KEY);
    if (own || sessionStorage.getItem(LOCK_KEY)) return own;
    return read(localStorage, SESSION_KEY);
  },
  /** Why the last session ended, so the sign-in redirect can tell logout from expiry. */
  endReason(): SessionEndReason | null {
    return lastEndReason;
  },
  /**
   * A sign-in: another person's remembered session goes (this browser is shared now: no reload
   * or new tab opens as them); the same user's stays the other tabs' (AUTH-TABS-SAME-USER).
   */
  save(session: Session, remember: boolean): void {
    const shared = sessionOwner(read(localStorage, SESSION_KEY));
    storeSession(session, remember, shared === sessionOwner(session));
  },
  /** Logout: this tab's session, and the remembered one when it is the same user's. */
  clear(reason: SessionEndReason): void {
    if (sessionOwner(read(localStorage, SESSION_KEY)) === sessionOwner(sessionStore.get())) {
      localStorage.removeItem(SESSION_KEY);
    }
    sessionStorage.removeItem(SESSION_KEY);
    sessionStore.forget(reason);
  },
  /**
   * Signed out in this tab only: what storage holds now is another tab's (someone else's
   * session, kept for that tab), so only this tab's own entry goes.
   */
  forget(reason: SessionEndReason): void {
    removeStored(current?.token);
    current = null;
    impersonation = undefined;
    lastEndReason = reason;
    expiredRemembered = null;
    elsewhere = undefined;
    emit();
  },
  /**
   * The server refused the current session's token (a 401, AUTH-SESSION-EXPIRED): the token is
   * forgotten from storage (a reload finds no session), but the user stays on screen, in
   * memory, until signing in again over it (renew) or giving up (clear).
   */
  expire(): void {
    const session = sessionStore.get();
    if (!session || expiredRemembered !== null) return;
    expiredRemembered = sessionStore.isRemembered();
    if (expiredRemembered) localStorage.setItem(EXPIRED_KEY, tokenMarker(session.token));
    const active = activeImpersonation();
    if (active) {
      const lock: SessionLock = { admin: sessionOwner(active.admin), user: sessionOwner(session) };
      sessionStorage.setItem(LOCK_KEY, JSON.stringify(lock));
    }
    removeStored(session.token);
    emit();
  },
  /**
   * Another tab ended this tab's session (AUTH-TABS-ENDED): a logout there, or `now` signed
   * in there. Nothing here is discarded: the user stays on screen, in memory, under the
   * `Session expired` dialog, until signing in again (here or in any tab) or choosing to leave.
   */
  endedElsewhere(now: Session | null): void {
    if (!sessionStore.get()) return;
    // Only a remembered session is shared with other tabs (localStorage).
    if (expiredRemembered === null) expiredRemembered = true;
    elsewhere = now?.user ?? null;
    emit();
  },
  /** While another tab ended this tab's session: who is signed in there (null: nobody). */
  signedInElsewhere(): SessionUser | null | undefined {
    return elsewhere;
  },
  /** Whether the current session's token was refused and nobody has signed in again yet. */
  isExpired(): boolean {
    return expiredRemembered !== null;
  },
  /** The expired session had Remember me: signing in again asks the server for as long. */
  expiredWasRemembered(): boolean {
    return expiredRemembered === true;
  },
  /** The same user signed in again after an expiry: kept as the expired session was. */
  renew(session: Session): void {
    // While another user's remembered session is shared by the other tabs, it stays theirs:
    // this tab keeps its own to itself, rather than ending theirs in turn.
    const shared = read(localStorage, SESSION_KEY);
    const taken = shared !== null && sessionOwner(shared) !== sessionOwner(session);
    const remember = !taken && (expiredRemembered ?? sessionStore.isRemembered());
    storeSession(session, remember, taken);
  },
  /** Whether the current session lives in localStorage (Remember me), not in this tab's own. */
  isRemembered(): boolean {
    return (
      sessionStorage.getItem(SESSION_KEY) === null && localStorage.getItem(SESSION_KEY) !== null
    );
  },
  /** Whether this tab's session is its own (sessionStorage), not shared with other tabs. */
  isPerTab(): boolean {
    const own = read(sessionStorage, SESSION_KEY);
    return own !== null && own.token === sessionStore.get()?.token;
  },
  /** The impersonating admin while the current session is the one impersonated, else null. */
  impersonator(): SessionUser | null {
    return activeImpersonation()?.admin.user ?? null;
  },
  /** That admin's own session, waiting under the swap key. */
  impersonatorSession(): Session | null {
    return activeImpersonation()?.admin ?? null;
  },
  /** Whether the impersonating admin chose Remember me (the return signs in for as long). */
  impersonatorRemembered(): boolean {
    return activeImpersonation()?.remembered ?? false;
  },
  /** Forget any admin session waiting under the swap key: it is never restored after this. */
  dropSwap(): void {
    localStorage.removeItem(SWAP_KEY);
    sessionStorage.removeItem(SWAP_KEY);
    const wasActive = Boolean(impersonation);
    impersonation = null;
    if (wasActive) emit();
  },
  /**
   * Forget the cached value, e.g. after another tab changed storage (then nothing in this tab
   * ended the session: no end reason either).
   */
  reload(): void {
    current = undefined;
    impersonation = undefined;
    lastEndReason = null;
    expiredRemembered = null;
    elsewhere = undefined;
    emit();
  },
};

/**
 * Impersonation (AUTH-IMPERSONATE; AUTH-SWAP-CLEARED lists what removes the entry): the
 * admin's session goes under the swap key, marked with `next`, in the
 * storage of the admin's Remember me choice, and `next` becomes current with the same choice.
 * Impersonating again from an impersonated session keeps the original admin.
 */
export function swapIn(next: Session): void {
  const active = activeImpersonation();
  const remembered = active ? active.remembered : sessionStore.isRemembered();
  const admin = active?.admin ?? sessionStore.get();
  sessionStore.dropSwap();
  if (admin) {
    const swap: StoredSwap = { admin, impersonated: tokenMarker(next.token), remembered };
    sessionStorage.setItem(SWAP_KEY, JSON.stringify(swap));
  }
  // The tab's own: a remembered admin session stays the other tabs'.
  storeSession(next, false, true);
}

/**
 * Back to the admin (AUTH-SWAP-RESTORE, AUTH-IMPERSONATE-LIFETIME): `admin` is the swapped
 * session, or a new one signed in with the admin's password after the impersonation ended. A
 * remembered admin whose session other tabs share goes on with the newest of them.
 */
function restoreAdmin(admin: Session, remembered: boolean, { fresh = false } = {}): void {
  const shared = read(localStorage, SESSION_KEY);
  const sharedIsAdmin = shared !== null && sessionOwner(shared) === sessionOwner(admin);
  if (remembered && sharedIsAdmin) {
    // The tabs' shared session is this admin's: a fresh sign-in replaces it for all of them.
    storeSession(fresh ? admin : shared, true);
    return;
  }
  // Not remembered, or the other tabs have moved on to someone else: this tab's own.
  storeSession(admin, false, true);
}

/** The impersonation ended and the admin signed in again as `admin`: back to the admin. */
export function returnToAdmin(admin: Session): void {
  const remembered = activeImpersonation()?.remembered ?? false;
  sessionStore.dropSwap();
  restoreAdmin(admin, remembered, { fresh: true });
}

/**
 * Logout (AUTH-LOGOUT, AUTH-SWAP-RESTORE): while the current session is the impersonated one, the
 * admin's session is restored (the caller reloads at `/`); otherwise the session is removed (the
 * caller goes to /sign-in). Either way the swap key is gone afterwards.
 */
export function endSession(): 'restored' | 'signedOut' {
  const restore = activeImpersonation();
  sessionStore.dropSwap();
  if (restore) {
    restoreAdmin(restore.admin, restore.remembered);
    return 'restored';
  }
  sessionStore.clear('logout');
  return 'signedOut';
}
