// The ad request sandbox (decisions sections 5 and 6): one simulated ad request for a
// placement, answered with every bidder's result and the winner.
import { http, HttpResponse } from 'msw';
import { runAuction } from '@/mocks/auction';
import { getDb } from '@/mocks/db';
import { ADMIN_ONLY, authenticate, fail, readJsonObject } from '@/mocks/http';
import { randomUuid } from '@/mocks/ids';
import { findPlacement } from '@/mocks/queries';
import { optionalText } from '@/mocks/validation/common';

export const DEBUG_SESSION_HEADER = 'x-debug-session-id';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const sandboxHandlers = [
  http.post('*/v1/sandbox/ad-request', async ({ request }) => {
    authenticate(request, ADMIN_ONLY);
    const body = await readJsonObject(request);
    const placementId = optionalText(body.placementId);
    if (!placementId) fail('placementId is required');
    const placement = findPlacement(placementId);
    if (!placement) fail(`Unknown placement ${placementId}`);
    const debugSessionId =
      request.headers.get(DEBUG_SESSION_HEADER)?.trim() || optionalText(body.debugSessionId);
    if (debugSessionId && !UUID_PATTERN.test(debugSessionId)) {
      fail('The debug session ID must be a UUID');
    }
    // An explicit requestId replays an auction; otherwise every request is a new one.
    const requestId = optionalText(body.requestId) ?? randomUuid();
    const db = getDb();
    const result = runAuction({
      requestId,
      placement,
      bidders: db.bidders,
      creatives: db.creatives,
    });
    if (debugSessionId) {
      console.info(`[demo] debugSessionId=${debugSessionId}: logged ad request ${requestId}`);
    }
    return HttpResponse.json({ ...result, ...(debugSessionId ? { debugSessionId } : {}) });
  }),
];
