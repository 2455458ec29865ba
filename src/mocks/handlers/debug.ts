// Request/response debug sessions (spec sections 2 and 4): log one bidder's or one
// publisher's traffic for a number of minutes. Answers the session id searched in logs.
import { http, HttpResponse } from 'msw';
import { getDb, persist } from '@/mocks/db';
import { ADMIN_ONLY, authenticate, fail, readJsonObject } from '@/mocks/http';
import { nowIso, randomUuid } from '@/mocks/ids';
import { optionalText } from '@/mocks/validation/common';

export const MAX_DEBUG_MINUTES = 24 * 60;

export const debugHandlers = [
  http.post('*/v1/debug/session', async ({ request }) => {
    const admin = authenticate(request, ADMIN_ONLY);
    const body = await readJsonObject(request);
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
    const startedAt = nowIso();
    const session = {
      id: randomUuid(),
      durationMinutes: minutes,
      ...(bidderId ? { bidderId } : {}),
      ...(publisherId ? { publisherId } : {}),
      startedAt,
      expiresAt: new Date(Date.parse(startedAt) + minutes * 60_000).toISOString(),
      createdBy: admin.id,
    };
    db.debugSessions.push(session);
    persist();
    return HttpResponse.json({ session_id: session.id });
  }),
];
