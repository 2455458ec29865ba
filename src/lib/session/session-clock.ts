// When the session ends, as the server reckons it (AUTH-SESSION-LIFETIME): at its absolute end
// (`expiresAt`) or `idleMinutes` after its last call, whichever comes first. The console counts
// input as activity too: a key, a click or a scroll with no call for a twelfth of the idle time
// sends `POST /users/session/refresh`. Before the end `Your session ends in 2 minutes` offers
// `Stay signed in`; at the end the session expires in this tab, and the `Session expired` dialog
// keeps the screen and everything typed (AUTH-SESSION-EXPIRED).
import { useEffect, useReducer, useState } from 'react';
import { useStore } from '@/lib/cache/use-store';
import { lastSessionCall, SESSION_CALLS_KEY, sessionCalls } from '@/lib/session/session-calls';
import { refreshSession } from '@/lib/session/session-refresh';
import { sessionStore } from '@/lib/session/session';
import type { Session } from '@/types/api';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** The warning comes this long before the end (less for demo sessions of a minute or two). */
const WARNING_LEAD_MS = 2 * MINUTE;
/** setTimeout's longest delay is about 24.8 days; a 30-day session is looked at again hourly. */
const LONGEST_WAIT_MS = 60 * MINUTE;
const ACTIVITY_EVENTS = ['keydown', 'input', 'pointerdown', 'wheel', 'touchstart'] as const;

export interface SessionEnd {
  at: number;
  /** 'idle': a call or `Stay signed in` moves it; 'end': the absolute end, which nothing moves. */
  by: 'idle' | 'end';
}

/** The session's end from its last call, or null for a session without lifetimes. */
export function sessionEndOf(session: Session, lastCall: number): SessionEnd | null {
  if (!session.expiresAt || !session.idleMinutes) return null;
  const end = Date.parse(session.expiresAt);
  if (!Number.isFinite(end)) return null;
  const idle = lastCall + session.idleMinutes * MINUTE;
  return idle < end ? { at: idle, by: 'idle' } : { at: end, by: 'end' };
}

/** How long before the end the warning shows: 2 minutes, at most half the idle time. */
export function warningLead(idleMinutes: number): number {
  return Math.min(WARNING_LEAD_MS, (idleMinutes * MINUTE) / 2);
}

/** Input with no call for this long sends a refresh. */
export function refreshAfter(idleMinutes: number): number {
  return (idleMinutes * MINUTE) / 12;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** `2 minutes`, `1 minute`, `45 seconds`: whole minutes rounded up from a minute on. */
export function timeLeftText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / SECOND));
  return seconds >= 60 ? plural(Math.ceil(seconds / 60), 'minute') : plural(seconds, 'second');
}

/** The title of the warning: `Your session ends in 2 minutes`. */
export const sessionEndsText = (ms: number) => `Your session ends in ${timeLeftText(ms)}`;

/** Re-renders on this tab's calls and on another tab's (a storage event on the calls' key). */
function useCallsChanged(): void {
  useStore(sessionCalls);
  const [, bump] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_CALLS_KEY || event.key === null) bump();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}

export interface SessionClock {
  end: SessionEnd | null;
  /** Milliseconds left, while the warning shows; null otherwise. */
  warningLeft: number | null;
}

/**
 * The session's clock for the signed-in shell: its end, the warning's time left, the refresh on
 * input, and the expiry at the end. Nothing for a session without lifetimes (stored before them).
 */
export function useSessionClock(session: Session): SessionClock {
  useCallsChanged();
  const [now, setNow] = useState(Date.now);
  // Without a known call (a session just signed in, or storage cleared), the tab reckons from
  // when it first looked (the caller keys this hook's component by the token).
  const [firstLook] = useState(Date.now);
  const lastCall = lastSessionCall(session.token) ?? firstLook;
  const end = sessionEndOf(session, lastCall);
  const lead = warningLead(session.idleMinutes ?? 0);
  const expired = useStore(sessionStore, () => sessionStore.isExpired());
  const endAt = end?.at ?? null;

  // Wakes at the warning, every second while it counts down, and at the end.
  useEffect(() => {
    if (endAt === null || expired) return;
    const current = Date.now();
    if (current >= endAt) {
      if (sessionStore.get()?.token === session.token) sessionStore.expire();
      return;
    }
    const next = current < endAt - lead ? endAt - lead : Math.min(endAt, current + SECOND);
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - current, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [endAt, lead, now, expired, session.token]);

  // Input counts as activity: the server hears of it at most every twelfth of the idle time.
  const idleMinutes = session.idleMinutes;
  useEffect(() => {
    if (!idleMinutes) return;
    let refreshing = false;
    const onInput = () => {
      const last = lastSessionCall(session.token) ?? firstLook;
      if (refreshing || sessionStore.isExpired()) return;
      if (Date.now() - last < refreshAfter(idleMinutes)) return;
      refreshing = true;
      // A failure needs nothing here: a 401 expires the session through the client.
      refreshSession()
        .catch(() => undefined)
        .finally(() => (refreshing = false));
    };
    for (const type of ACTIVITY_EVENTS) {
      window.addEventListener(type, onInput, { capture: true, passive: true });
    }
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onInput, true);
    };
  }, [idleMinutes, session.token, firstLook]);

  const warningLeft = end && !expired && now >= end.at - lead ? Math.max(0, end.at - now) : null;
  return { end, warningLeft };
}
