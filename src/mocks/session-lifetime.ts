// Session lifetimes on the demo server (AUTH-SESSION-LIFETIME, AUTH-IMPERSONATE-LIFETIME): a
// session ends 12 hours after sign-in (30 days with Remember me; 60 minutes for a sign-in as a
// user) and sooner after 60 minutes without a call. `?demo-session-minutes=N` makes the idle
// time N minutes and scales the rest alike (12 hours -> 12N minutes), for tests and demos.
//
// A session's last call is kept apart from the database: every authenticated call touches it,
// and a database write per call would be a revision every tab reloads. In the browser it is a
// small map in localStorage shared by the tabs (a call in one tab keeps a shared session alive
// for all); in Node (Vitest) it lives in memory.
import { getKnobs } from '@/mocks/knobs';
import type { SessionRecord } from '@/mocks/records';
import { storageAvailable } from '@/mocks/storage';

const MINUTE = 60_000;
export const IDLE_MINUTES = 60;
const LIFETIME_MINUTES = { signIn: 12 * 60, remembered: 30 * 24 * 60, impersonation: 60 };
export type SessionKind = keyof typeof LIFETIME_MINUTES;

export const SESSION_USE_STORAGE_KEY = 'marquee.demo.session-use';

/** The idle time in force, in minutes (`?demo-session-minutes`, else 60). */
export function idleMinutes(): number {
  return getKnobs().sessionMinutes ?? IDLE_MINUTES;
}

/** A new session's absolute end, scaled with the idle time when the knob is set. */
export function sessionEnd(kind: SessionKind, now = Date.now()): string {
  const minutes = (LIFETIME_MINUTES[kind] * idleMinutes()) / IDLE_MINUTES;
  return new Date(now + minutes * MINUTE).toISOString();
}

let inMemory: Record<string, number> = {};

function readUse(): Record<string, number> {
  if (!storageAvailable()) return inMemory;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SESSION_USE_STORAGE_KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function writeUse(use: Record<string, number>): void {
  if (!storageAvailable()) {
    inMemory = use;
    return;
  }
  try {
    localStorage.setItem(SESSION_USE_STORAGE_KEY, JSON.stringify(use));
  } catch {
    // A full quota: the session's idle time then counts from its start.
  }
}

/** When the session last made a call (its start until then). */
function lastUse(session: SessionRecord): number {
  return readUse()[session.token] ?? Date.parse(session.createdAt);
}

/** Whether `session` is live at `now`: before its absolute end and within its idle time. */
export function isLive(session: SessionRecord, now = Date.now()): boolean {
  // A session stored before lifetimes (no end) ends 12 hours after it began.
  const end = session.expiresAt
    ? Date.parse(session.expiresAt)
    : Date.parse(session.createdAt) + LIFETIME_MINUTES.signIn * MINUTE;
  const idle = (session.idleMinutes ?? IDLE_MINUTES) * MINUTE;
  return now < end && now < lastUse(session) + idle;
}

/** A call made with the session: its idle time starts again. Forgets sessions no longer kept. */
export function touchSession(token: string, kept: Record<string, unknown>, now = Date.now()) {
  const use = readUse();
  // One write a second is enough for minutes of idle time (and fewer storage events in tabs).
  if (use[token] !== undefined && now - use[token] < 1000) return;
  const next: Record<string, number> = {};
  for (const [known, at] of Object.entries(use)) if (known in kept) next[known] = at;
  next[token] = now;
  writeUse(next);
}

/** Vitest: each test starts with no calls made. */
export function resetSessionUse(): void {
  inMemory = {};
}
