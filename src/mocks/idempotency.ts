// Idempotency-Key on every POST (docs/api.md, "Wire conventions"; MANY-KEY-BINDING): the
// first successful answer to a key is kept in the database, per caller (user id), path and key,
// with a hash of the request body. A repeat with the same body gets that answer and changes
// nothing; the same key with another body is a 422. A failure is not kept, so a retry runs
// again. Kept with the demo data (localStorage), so a reload or another tab answers alike; a
// second request with a key whose first one still runs waits for it, since every write holds
// the database's write lock (src/mocks/db-lock.ts) until its answer is kept. A large answer
// that is a placement as stored is kept by id, not copied (src/mocks/reply-refs.ts).
import { HttpResponse } from 'msw';
import { Hasher } from '@/mocks/hash';
import { bearerToken, errorResponse } from '@/mocks/http';
import { nowIso } from '@/mocks/ids';
import { rebuiltBody, replyRefOf } from '@/mocks/reply-refs';
import type { DbState, IdempotentReplyRecord } from '@/mocks/records';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request.';
/** The newest answers kept... */
export const KEPT_IDEMPOTENT_REPLIES = 500;
/** ...within this many characters of copied bodies (one kept by id counts none: reply-refs.ts). */
export const MAX_KEPT_REPLY_CHARS = 2_000_000;

export interface IdempotentRequest {
  /** the Idempotency-Key header */
  key: string;
  bodyHash: string;
}

/**
 * A multipart form's fields and files in order (the boundary left out: a browser draws a new one
 * for every send, so a retry of the same form has other bytes).
 */
async function formHash(request: Request): Promise<string> {
  const hasher = new Hasher();
  const form = await request.formData();
  for (const [name, value] of form) {
    hasher.text(`${name}\u0000`);
    if (typeof value === 'string') {
      hasher.text(`text\u0000${value}\u0000`);
    } else {
      hasher.text(`file\u0000${value.name}\u0000${value.type}\u0000${value.size}\u0000`);
      hasher.bytes(new Uint8Array(await value.arrayBuffer()));
    }
  }
  return hasher.digest();
}

/** The key and body hash of a POST that carries an Idempotency-Key; null for any other. */
export async function idempotentRequestOf(request: Request): Promise<IdempotentRequest | null> {
  const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (request.method !== 'POST' || !key) return null;
  const copy = request.clone();
  const type = request.headers.get('Content-Type') ?? '';
  if (type.toLowerCase().startsWith('multipart/form-data')) {
    try {
      return { key, bodyHash: await formHash(copy) };
    } catch {
      // Not a readable form: its raw bytes, below (the route answers its 400).
    }
  }
  const bytes = new Uint8Array(await request.clone().arrayBuffer());
  return { key, bodyHash: new Hasher().bytes(bytes).digest() };
}

/** Where a key is kept: the caller's user id (empty without a session), the path and the key. */
export function scopedKey(request: Request, key: string, db: DbState): string {
  const token = bearerToken(request);
  const userId = (token && db.sessions[token]?.userId) || '';
  return `${userId} POST ${new URL(request.url).pathname} ${key}`;
}

export function findKept(key: string, db: DbState): IdempotentReplyRecord | undefined {
  return db.idempotentReplies.find((record) => record.key === key);
}

/** The body first sent: the copy, or rebuilt from the record it was (null: gone). */
export function keptBody(record: IdempotentReplyRecord, db: DbState): string | null {
  return record.ref ? rebuiltBody(record.ref, db) : (record.body ?? '');
}

/** The kept answer, as it was first sent. */
export function replay(record: IdempotentReplyRecord, db: DbState): Response {
  const body = keptBody(record, db);
  // Never the case while reply-refs' rule holds; a wrong answer would be worse than none.
  if (body === null) return errorResponse(500, 'The first answer to this key was lost.');
  const headers = new Headers();
  if (record.contentType) headers.set('Content-Type', record.contentType);
  if (record.etag) headers.set('ETag', record.etag);
  const empty = record.status === 204 || record.status === 205;
  return new HttpResponse(empty ? null : body, { status: record.status, headers });
}

export function keyReused(): Response {
  return errorResponse(422, IDEMPOTENCY_KEY_REUSED_MESSAGE);
}

/** Keep a 2xx answer to the key (true), dropping the oldest beyond the limits. */
export async function keep(
  key: string,
  request: IdempotentRequest,
  response: Response,
  db: DbState,
): Promise<boolean> {
  if (!response.ok) return false;
  const body = await response.clone().text();
  const ref = replyRefOf(body, db);
  const record: IdempotentReplyRecord = {
    key,
    bodyHash: request.bodyHash,
    status: response.status,
    ...(ref ? { ref } : { body }),
    contentType: response.headers.get('Content-Type'),
    ...(response.headers.get('ETag') ? { etag: response.headers.get('ETag')! } : {}),
    createdAt: nowIso(),
  };
  const kept = [...db.idempotentReplies.filter((other) => other.key !== key), record];
  const charsOf = (other: IdempotentReplyRecord) => other.body?.length ?? 0;
  let chars = kept.reduce((total, other) => total + charsOf(other), 0);
  while (
    kept.length > 1 &&
    (kept.length > KEPT_IDEMPOTENT_REPLIES || chars > MAX_KEPT_REPLY_CHARS)
  ) {
    chars -= charsOf(kept.shift()!);
  }
  db.idempotentReplies = kept;
  return true;
}
