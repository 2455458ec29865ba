// The ad request sandbox (SBX-CALL, SBX-SERVER-RULES, DEAL-SANDBOX-LIST): one simulated ad request
// for a placement, with the placement's deals, answered with every bid (the exchange's own
// campaigns' deal bids, then the seeded bidders') and the winner.
import { runAuction } from '@/mocks/auction';
import { fail } from '@/mocks/http';
import { randomUuid } from '@/mocks/ids';
import { findPlacement } from '@/mocks/queries';
import { adminOnly, type JsonObject } from '@/mocks/resource';
import { optionalText } from '@/mocks/validation/common';

export const DEBUG_SESSION_HEADER = 'x-debug-session-id';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The placement to auction, the request id and the debug session (body or header) to log under. */
function parseAdRequest(body: JsonObject, request: Request) {
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
  return { placement, requestId, debugSessionId };
}

export const sandboxHandlers = [
  // A simulated auction reads the data and changes nothing: nothing to persist.
  adminOnly.post('/sandbox/ad-request', { persist: false }, async ({ request, body, db }) => {
    const { placement, requestId, debugSessionId } = await body((raw) =>
      parseAdRequest(raw, request),
    );
    const { bidders, creatives } = db;
    const result = runAuction({ requestId, placement, bidders, creatives, market: db });
    if (debugSessionId) {
      console.info(`[demo] debugSessionId=${debugSessionId}: logged ad request ${requestId}`);
    }
    return { ...result, ...(debugSessionId ? { debugSessionId } : {}) };
  }),
];
