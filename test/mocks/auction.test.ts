// The sandbox's open auction (src/mocks/auction.ts through runAuction), per bidder: the send rate
// (SBX-SEND-RATE) and the timeout (SBX-TIMEOUT). Every roll is seeded by the request id, so the
// same request ids give the same answers on every run: the shares below are exact, not chance.
import { runAuction } from '@/mocks/auction';
import { getDb } from '@/mocks/db';
import type { BidderRecord } from '@/mocks/records';
import type { SandboxBid } from '@/types/api';

const REQUESTS = 400;

/** An active Adomni bidder with no target, so only its send rate and timeout filter it. */
function bidder(overrides: Partial<BidderRecord>): BidderRecord {
  return {
    id: 'bid_probe',
    name: 'Probe Bidder',
    isActive: true,
    protocol: { Adomni: { ownerKey: 'own_probe' } },
    budgets: { spendDaily: 1000 },
    timeoutMs: 2000,
    sendRate: 1,
    targets: [],
    ...overrides,
  };
}

/** The probe bidder's answer to each of REQUESTS ad requests for a seeded placement. */
function answers(probe: BidderRecord): SandboxBid[] {
  const placement = getDb().placements[0];
  if (!placement) throw new Error('no seeded placement');
  return Array.from({ length: REQUESTS }, (_, index) => {
    const result = runAuction({
      requestId: `req-open-${index}`,
      placement,
      bidders: [probe],
      creatives: [],
    });
    const [bid] = result.bids;
    if (!bid) throw new Error('the bidder is missing from the result');
    return bid;
  });
}

const notSent = (bids: SandboxBid[]) =>
  bids.filter((bid) => bid.reason?.startsWith('Not sent') ?? false);

describe('the open auction: send rate and timeout', () => {
  // SBX-SEND-RATE
  it('sends the request only for the bidder’s send rate share and filters the rest as Not sent', () => {
    const bids = answers(bidder({ sendRate: 0.3 }));
    const filtered = notSent(bids);
    // About 70% are not sent (seeded: the same share on every run).
    expect(filtered.length / REQUESTS).toBeGreaterThan(0.62);
    expect(filtered.length / REQUESTS).toBeLessThan(0.78);
    for (const bid of filtered) {
      expect(bid).toMatchObject({
        status: 'Filtered',
        reason: 'Not sent (send rate 0.30)',
        latencyMs: 0,
      });
      expect(bid.cpm).toBeUndefined();
    }
    // The others were sent: an answer, a pass or a timeout, never Filtered.
    const sent = bids.filter((bid) => !filtered.includes(bid));
    expect(sent.every((bid) => bid.status !== 'Filtered' && bid.latencyMs > 0)).toBe(true);
  });

  // SBX-SEND-RATE
  it('sends every request at send rate 1 and none at send rate 0', () => {
    expect(notSent(answers(bidder({ sendRate: 1 })))).toEqual([]);
    const never = answers(bidder({ sendRate: 0 }));
    expect(never.map((bid) => bid.reason)).toEqual(
      Array.from({ length: REQUESTS }, () => 'Not sent (send rate 0.00)'),
    );
  });

  // SBX-TIMEOUT
  it('calls an answer later than the bidder’s timeoutMs a Timeout: No answer within {timeoutMs} ms', () => {
    const bids = answers(bidder({ timeoutMs: 100 }));
    const timeouts = bids.filter((bid) => bid.status === 'Timeout');
    const answered = bids.filter((bid) => bid.status !== 'Timeout');
    // Seeded latencies run from 15 ms to over a second: both kinds are there.
    expect(timeouts.length).toBeGreaterThan(REQUESTS / 4);
    expect(answered.length).toBeGreaterThan(REQUESTS / 4);
    for (const bid of timeouts) {
      expect(bid).toMatchObject({ reason: 'No answer within 100 ms', latencyMs: 100 });
      expect(bid.cpm).toBeUndefined();
    }
    // Whoever answered did so within the timeout.
    expect(Math.max(...answered.map((bid) => bid.latencyMs))).toBeLessThanOrEqual(100);
  });

  // SBX-TIMEOUT
  it('has no Timeout when the bidder’s timeoutMs is longer than any answer takes', () => {
    const bids = answers(bidder({ timeoutMs: 2000 }));
    expect(bids.filter((bid) => bid.status === 'Timeout')).toEqual([]);
    expect(Math.max(...bids.map((bid) => bid.latencyMs))).toBeGreaterThan(100);
  });
});
