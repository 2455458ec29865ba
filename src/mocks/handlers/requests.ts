// MANY-OUTCOME: what became of a write whose answer was lost. The first 2xx answer to each
// Idempotency-Key is kept per user, path and key (src/mocks/idempotency.ts); this reads it
// back for its own user, whatever path it was sent to, or answers 404 when nothing was done.
import { notFound } from '@/mocks/http';
import { keptBody } from '@/mocks/idempotency';
import type { DbState, IdempotentReplyRecord } from '@/mocks/records';
import { routes } from '@/mocks/resource';
import type { RequestOutcome } from '@/types/api';

const anyone = routes();

/** A kept answer's parts: its key is `{user id} {method} {path} {Idempotency-Key}`. */
function partsOf(record: IdempotentReplyRecord) {
  const [userId = '', method = '', path = '', ...key] = record.key.split(' ');
  return { userId, method, path, key: key.join(' ') };
}

function bodyOf(record: IdempotentReplyRecord, db: DbState): unknown {
  const body = keptBody(record, db);
  if (body === '' || body === null) return null;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

export const requestHandlers = [
  anyone.get('/requests/:idempotencyKey', ({ params, user, db }): RequestOutcome => {
    const wanted = params.idempotencyKey.trim();
    for (const record of db.idempotentReplies) {
      const parts = partsOf(record);
      if (parts.userId !== user.id || parts.key !== wanted) continue;
      return {
        idempotencyKey: parts.key,
        method: parts.method,
        path: parts.path,
        status: record.status,
        body: bodyOf(record, db),
        createdAt: record.createdAt,
      };
    }
    throw notFound('Request');
  }),
];
