// Request/response debug sessions (DBG-START-CALL, DBG-SERVER-RULES): log one bidder's or one
// publisher's traffic for a number of minutes. Answers the session id searched in logs.
import { getDb } from '@/mocks/db';
import { recordEntry, type ChangeContext } from '@/mocks/history/writer';
import { fail } from '@/mocks/http';
import { nowIso, randomUuid } from '@/mocks/ids';
import type { DbState, DebugSessionRecord } from '@/mocks/records';
import { adminOnly, type JsonObject } from '@/mocks/resource';
import { optionalText } from '@/mocks/validation/common';

export const MAX_DEBUG_MINUTES = 24 * 60;

/** How long to log, and exactly one known bidder or publisher to log. */
function parseDebugSession(body: JsonObject) {
  const minutes = body.durationMinutes;
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes <= 0) {
    fail('durationMinutes must be a positive whole number of minutes');
  }
  if (minutes > MAX_DEBUG_MINUTES) fail(`durationMinutes must be at most ${MAX_DEBUG_MINUTES}`);
  const bidderId = optionalText(body.bidderId);
  const publisherId = optionalText(body.publisherId);
  if ((bidderId === undefined) === (publisherId === undefined)) {
    fail('Send exactly one of bidderId or publisherId');
  }
  const db = getDb();
  if (bidderId && !db.bidders.some((bidder) => bidder.id === bidderId)) {
    fail(`Unknown bidder ${bidderId}`);
  }
  if (
    publisherId &&
    !db.accounts.some((account) => account.id === publisherId && account.kind === 'Publisher')
  ) {
    fail(`Unknown publisher ${publisherId}`);
  }
  return {
    durationMinutes: minutes,
    ...(bidderId ? { bidderId } : {}),
    ...(publisherId ? { publisherId } : {}),
  };
}

/**
 * HIST-RECORD: a session started is on its bidder's or publisher account's history, seen by
 * Admins only (HIST-SCOPE), with its minutes and the ID its logs are searched by.
 */
function recordDebugSession(db: DbState, change: ChangeContext, session: DebugSessionRecord) {
  const target = session.bidderId
    ? { kind: 'bidder' as const, record: db.bidders.find((b) => b.id === session.bidderId) }
    : { kind: 'account' as const, record: db.accounts.find((a) => a.id === session.publisherId) };
  if (!target.record) return;
  recordEntry(db, change, {
    kind: target.kind,
    id: target.record.id,
    name: target.record.name,
    accountId: null,
    action: 'debug session started',
    changes: [
      {
        field: 'durationMinutes',
        label: 'Minutes',
        old: null,
        new: String(session.durationMinutes),
      },
      { field: 'sessionId', label: 'Session ID', old: null, new: session.id },
    ],
  });
}

export const debugHandlers = [
  adminOnly.post('/debug/session', async ({ user, body, db, change }) => {
    const input = await body(parseDebugSession);
    const startedAt = nowIso();
    const expiresAt = new Date(Date.parse(startedAt) + input.durationMinutes * 60_000);
    const session = {
      id: randomUuid(),
      ...input,
      startedAt,
      expiresAt: expiresAt.toISOString(),
      createdBy: user.id,
    };
    db.debugSessions.push(session);
    recordDebugSession(db, change, session);
    return { session_id: session.id };
  }),
];
