// Idempotent replies kept by id, not by copy (DEMO-STORAGE, MANY-KEY-BINDING). A kept answer
// must replay byte for byte what was first sent, so the rule is:
// - a reply body under REF_MIN_CHARS is kept as it is (a copy);
// - a larger one that is exactly a placement as stored (the JSON of toPlacement of the record
//   the database holds, checked when kept) is kept as { id, version, etag }: a placement's
//   earlier versions are never changed nor dropped (src/mocks/placement-versions.ts), so that
//   version can be found again, and its ETag (a hash of the stored record) proves it is the
//   same record; the body is rebuilt from it when replayed;
// - before a placement leaves the database (deletePlacementsById), its kept-by-id replies are
//   turned into copies, as its current version is then kept nowhere;
// - anything else is a copy. A reply that cannot be rebuilt is never guessed at: a 500.
import { etagOf } from '@/mocks/etag';
import { keptVersion, versionOf } from '@/mocks/placement-versions';
import { findPlacement } from '@/mocks/queries';
import type { DbState, IdempotentReplyRecord, ReplyRef } from '@/mocks/records';
import { toPlacement } from '@/mocks/serializers';

/** Bodies from this many characters are kept by id when they can be (64 KB). */
export const REF_MIN_CHARS = 64 * 1024;

/** The ref of `body` when it is the placement `id` as stored now, else null. */
export function replyRefOf(body: string, db: DbState): ReplyRef | null {
  if (body.length < REF_MIN_CHARS) return null;
  let id: unknown;
  try {
    id = (JSON.parse(body) as { id?: unknown } | null)?.id;
  } catch {
    return null;
  }
  const record = typeof id === 'string' ? findPlacement(id, db) : undefined;
  if (!record || JSON.stringify(toPlacement(record)) !== body) return null;
  return {
    collection: 'placements',
    id: record.id,
    version: versionOf(record),
    etag: etagOf(record),
  };
}

/** The body `ref` was kept for, from the record of that version; null when it is gone. */
export function rebuiltBody(ref: ReplyRef, db: DbState): string | null {
  const current = findPlacement(ref.id, db);
  const record =
    current && versionOf(current) === ref.version ? current : keptVersion(ref.id, ref.version, db);
  return record && etagOf(record) === ref.etag ? JSON.stringify(toPlacement(record)) : null;
}

/** Before these placements are removed: their replies kept by id become copies. */
export function copyRepliesOf(ids: ReadonlySet<string>, db: DbState): void {
  db.idempotentReplies = db.idempotentReplies.map((reply): IdempotentReplyRecord => {
    if (!reply.ref || !ids.has(reply.ref.id)) return reply;
    const body = rebuiltBody(reply.ref, db);
    if (body === null) return reply;
    const { ref: _ref, ...kept } = reply;
    return { ...kept, body };
  });
}
