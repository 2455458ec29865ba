// One `Idempotency-Key` per logical save (MANY-SAVE-KEY):
// a form's first submit makes the key, a retry of the same body (after a lost reply, a 504, a
// dropped connection, or a reload of the tab) sends it again, so the server saves once. The key
// is renewed after a definite answer (a 2xx, or a refusal: a 4xx but 408 and 429) or once the
// body differs from the one it was made for (the user edited the form). Kept in sessionStorage,
// per user and per scope (the form's draft key: `campaign.new`, `bidder.new.OpenRtb`, ...),
// beside the user's drafts, so a change of user removes it with them (src/lib/user-storage.ts).
import { ApiError } from '@/lib/api-error';
import { newUuid } from '@/lib/ids';
import { sessionOwner, sessionStore } from '@/lib/session';
import { stableJson } from '@/lib/stable-hash';
import { DRAFT_PREFIX, ownerPrefix } from '@/lib/user-storage';

interface StoredSaveKey {
  key: string;
  /** stableJson of the body the key was made for. */
  body: string;
}

/** When the tab has no usable storage (or no user), the keys live as long as the page. */
const inMemory = new Map<string, StoredSaveKey>();

function storageKey(scope: string): string {
  const owner = sessionOwner(sessionStore.get()) ?? '';
  return `${ownerPrefix(DRAFT_PREFIX, owner)}save-key/${scope}`;
}

function read(scope: string): StoredSaveKey | undefined {
  const at = storageKey(scope);
  try {
    const raw = sessionStorage.getItem(at);
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<StoredSaveKey> | null;
      if (typeof parsed?.key === 'string' && typeof parsed.body === 'string') {
        return { key: parsed.key, body: parsed.body };
      }
    }
  } catch {
    // unreadable or no storage: the page's own copy, if any
  }
  return inMemory.get(at);
}

function write(scope: string, stored: StoredSaveKey | null): void {
  const at = storageKey(scope);
  if (stored) inMemory.set(at, stored);
  else inMemory.delete(at);
  try {
    if (stored) sessionStorage.setItem(at, JSON.stringify(stored));
    else sessionStorage.removeItem(at);
  } catch {
    // a full or blocked storage: the key is kept for this page only
  }
}

/** The key to send `body` with as the save `scope`: the kept one for the same body, else new. */
export function saveKeyFor(scope: string, body: unknown): string {
  const text = stableJson(body);
  const kept = read(scope);
  if (kept && kept.body === text) return kept.key;
  const key = newUuid();
  write(scope, { key, body: text });
  return key;
}

/** Forget `key` (the save got a definite answer): the next save of `scope` gets a new one. */
export function forgetSaveKey(scope: string, key: string): void {
  if (read(scope)?.key === key) write(scope, null);
}

/**
 * The server answered and refused (a 4xx): nothing was saved, so the next attempt is a new
 * request. 408 and 429 are not refusals of the request itself, and a 5xx, a 504 from a proxy, a
 * timeout, a cancel or a network failure leave the outcome unknown: the key is kept for the retry.
 */
export function isDefiniteRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/** Send a save with its scope's key; the key is renewed after a definite answer only. */
export async function withSaveKey<T>(
  scope: string,
  body: unknown,
  send: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const key = saveKeyFor(scope, body);
  let result: T;
  try {
    result = await send(key);
  } catch (error) {
    if (isDefiniteRefusal(error)) forgetSaveKey(scope, key);
    throw error;
  }
  forgetSaveKey(scope, key);
  return result;
}
