// When each session last made a call the server counted (AUTH-SESSION-LIFETIME): the server ends a
// session after its idle minutes without one, so the console reckons the same end from the same
// moment. Kept in localStorage by the token's marker, so every tab of a shared session (Remember
// me, or a duplicated tab) reckons from the latest call of any of them, and nothing here is a
// copy of a bearer token. Written at most once a second.
import { createStore } from '@/lib/cache/store';
import { sessionCallHook } from '@/lib/http/session-call-hook';
import { fnv1aHex } from '@/lib/saving/stable-hash';

export const SESSION_CALLS_KEY = 'marquee.session.calls';
/** An entry older than the longest session (30 days) is dropped at the next write. */
const KEPT_MS = 31 * 24 * 60 * 60_000;

/** Changes here (this tab's calls); another tab's are `storage` events on SESSION_CALLS_KEY. */
export const sessionCalls = createStore(0);

function readCalls(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SESSION_CALLS_KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The time of the last call made with `token` in any tab, or null when none is known. */
export function lastSessionCall(token: string): number | null {
  const at = readCalls()[fnv1aHex(token)];
  return typeof at === 'number' && Number.isFinite(at) ? at : null;
}

/** A call with `token` was answered (anything but a 401): its idle time starts again. */
export function noteSessionCall(token: string, now = Date.now()): void {
  const calls = readCalls();
  const marker = fnv1aHex(token);
  const before = calls[marker];
  if (typeof before === 'number' && now - before < 1000) return;
  const kept: Record<string, number> = { [marker]: now };
  for (const [other, at] of Object.entries(calls)) {
    if (other !== marker && typeof at === 'number' && now - at < KEPT_MS) kept[other] = at;
  }
  try {
    localStorage.setItem(SESSION_CALLS_KEY, JSON.stringify(kept));
  } catch {
    // A full quota: the tab reckons from the last time it could write.
  }
  sessionCalls.set(sessionCalls.get() + 1);
}

// From the shell's load on, every answered session call is noted.
sessionCallHook.onAnswer = (token) => noteSessionCall(token);
