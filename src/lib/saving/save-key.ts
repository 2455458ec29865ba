// One `Idempotency-Key` per logical save (MANY-SAVE-KEY):
// a form's first submit makes the key, a retry of the same body (after a lost reply, a 504, a
// dropped connection, or a reload of the tab) sends it again, so the server saves once. The key
// is renewed after a definite answer (a 2xx, or a refusal: a 4xx but 408 and 429) or once the
// body differs from the one it was made for (the user edited the form), but never while the
// outcome of its last send is unknown (MANY-OUTCOME: src/lib/saving/save-request.ts sends the saves and
// finds the outcome out). Kept in sessionStorage,
// per user and per scope (the form's draft key: `campaign.new`, `bidder.new.OpenRtb`, ...),
// beside the user's drafts, so a change of user removes it with them (src/lib/session/user-storage.ts).
import { UploadStoppedError } from '@/lib/http/upload-session';
import { ApiError } from '@/lib/http/api-error';
import { newUuid } from '@/lib/text/ids';
import { sessionOwner, sessionStore } from '@/lib/session/session';
import { fnv1aHex } from '@/lib/saving/stable-hash';
import { stableJson } from '@/lib/saving/stable-json';
import { DRAFT_PREFIX, ownerPrefix } from '@/lib/session/user-storage';

export interface StoredSaveKey {
  key: string;
  /**
   * bodyDigest of the body the key was made for (while `unknown`, of its first send): a digest,
   * never the body, which may hold a write-only secret (BID-SECRET-WRITE-ONLY).
   */
  body: string;
  /**
   * The last send got no answer to rely on (MANY-OUTCOME): the key is kept whatever the body,
   * until the server says what became of it (src/lib/saving/save-request.ts).
   */
  unknown?: boolean;
  /** A create found saved: the record it made, which later edits update, never create again. */
  created?: unknown;
}

/** When the tab has no usable storage (or no user), the keys live as long as the page. */
const inMemory = new Map<string, StoredSaveKey>();

function storageKey(scope: string): string {
  const owner = sessionOwner(sessionStore.get()) ?? '';
  return `${ownerPrefix(DRAFT_PREFIX, owner)}save-key/${scope}`;
}

/** The key kept for the save `scope`, if any. */
export function readSaveKey(scope: string): StoredSaveKey | undefined {
  const at = storageKey(scope);
  try {
    const raw = sessionStorage.getItem(at);
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<StoredSaveKey> | null;
      if (typeof parsed?.key === 'string' && typeof parsed.body === 'string') {
        return {
          key: parsed.key,
          body: parsed.body,
          ...(parsed.unknown === true ? { unknown: true } : {}),
          ...(parsed.created !== undefined ? { created: parsed.created } : {}),
        };
      }
    }
  } catch {
    // unreadable or no storage: the page's own copy, if any
  }
  return inMemory.get(at);
}

/** Keep `stored` as the save `scope`'s key (null: forget it). */
export function writeSaveKey(scope: string, stored: StoredSaveKey | null): void {
  const at = storageKey(scope);
  inMemory.delete(at);
  try {
    if (stored) sessionStorage.setItem(at, JSON.stringify(stored));
    else sessionStorage.removeItem(at);
  } catch {
    // A full or blocked storage: the key is kept for this page only. Only then: a copy kept
    // besides a stored one would outlive it (a sign-out's discard, a change of user).
    if (stored) inMemory.set(at, stored);
  }
}

/**
 * What a save's key is kept with to know its body again: two FNV-1a hashes of its stableJson and
 * its length (not a security measure; the storage never holds the body itself).
 */
export function bodyDigest(body: unknown): string {
  const text = stableJson(body);
  return `${fnv1aHex(text)}${fnv1aHex(`\u0001${text}`)}:${text.length.toString(16)}`;
}

/** The key to send `body` with as the save `scope`: the kept one for the same body, else new. */
export function saveKeyFor(scope: string, body: unknown): string {
  const text = bodyDigest(body);
  const kept = readSaveKey(scope);
  if (kept && (kept.unknown || kept.body === text)) return kept.key;
  const key = newUuid();
  writeSaveKey(scope, { key, body: text });
  return key;
}

/**
 * The server answered and refused (a 4xx): nothing was saved, so the next attempt is a new
 * request. 408 and 429 are not refusals of the request itself, and a 5xx, a 504 from a proxy, a
 * timeout, a cancel or a network failure leave the outcome unknown: the key is kept for the retry.
 * So does an upload stopped with its session (SEC-UPLOAD-STOPS): cut off mid-send, its bytes may
 * have been stored, and its Retry must be the same request.
 */
export function isDefiniteRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    !(error instanceof UploadStoppedError) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}
