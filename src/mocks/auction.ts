// The sandbox's simulated auction (decisions section 5). Each bidder is filtered by isActive,
// AllowPlacements, OpenRtb minBidFloor against the placement's floor and sendRate; the rest
// answer within a random latency (a Timeout past timeoutMs), bid or pass, and the highest bid
// at or above the floor wins. Rolls are seeded by the request id, so a request id always
// replays the same auction.
import { createRandom } from '@/mocks/random';
import type { BidderRecord, CreativeRecord, PlacementRecord } from '@/mocks/records';
import { toCreative } from '@/mocks/serializers';
import type { SandboxBid, SandboxResult } from '@/types/api';

const round2 = (value: number) => Math.round(value * 100) / 100;
const dollars = (value: number) => `$${value.toFixed(2)}`;
/** Time the exchange itself spends around the bidders' answers. */
const EXCHANGE_OVERHEAD_MS = 4;

interface AuctionInput {
  requestId: string;
  placement: PlacementRecord;
  bidders: readonly BidderRecord[];
  /** creatives the winner may serve */
  creatives: readonly CreativeRecord[];
}

type Answer = SandboxBid & { sent: boolean };

function allowedPlacements(bidder: BidderRecord): string[] | null {
  const lists = bidder.targets.flatMap((target) =>
    'AllowPlacements' in target ? [target.AllowPlacements] : [],
  );
  const ids = lists.flat();
  return ids.length > 0 ? ids : null;
}

function askBidder(bidder: BidderRecord, placement: PlacementRecord, requestId: string): Answer {
  const base = { bidderId: bidder.id, bidderName: bidder.name, latencyMs: 0, sent: false };
  if (!bidder.isActive) return { ...base, status: 'Filtered', reason: 'Bidder is inactive' };
  const allowed = allowedPlacements(bidder);
  if (allowed && !allowed.includes(placement.id)) {
    return {
      ...base,
      status: 'Filtered',
      reason: 'Placement is not in the bidder’s AllowPlacements',
    };
  }
  const floor = placement.bidFloorCpm;
  if ('OpenRtb' in bidder.protocol && floor < bidder.protocol.OpenRtb.minBidFloor) {
    return {
      ...base,
      status: 'Filtered',
      reason: `Placement floor ${dollars(floor)} is below the bidder’s minimum bid floor ${dollars(bidder.protocol.OpenRtb.minBidFloor)}`,
    };
  }
  const random = createRandom(`${requestId}:${bidder.id}`);
  if (random.next() >= bidder.sendRate) {
    return {
      ...base,
      status: 'Filtered',
      reason: `Not sent (send rate ${bidder.sendRate.toFixed(2)})`,
    };
  }
  // Most answers are quick, a long tail is slow.
  const latencyMs = Math.round(15 + random.next() ** 3 * 1500);
  if (latencyMs > bidder.timeoutMs) {
    return {
      ...base,
      sent: true,
      status: 'Timeout',
      latencyMs: bidder.timeoutMs,
      reason: `No answer within ${bidder.timeoutMs} ms`,
    };
  }
  if (random.chance(0.2)) return { ...base, sent: true, latencyMs, status: 'NoBid' };
  const fixedCpm = 'Vast' in bidder.protocol ? bidder.protocol.Vast.priceSettings.fixedCpm : null;
  const cpm = fixedCpm ?? round2(Math.max(0.5, floor) * random.float(0.8, 2.2));
  return { ...base, sent: true, latencyMs, status: 'Lost', cpm };
}

function pickCreative(
  creatives: readonly CreativeRecord[],
  placement: PlacementRecord,
  requestId: string,
): CreativeRecord | undefined {
  const [width = 16, height = 9] = (placement.capabilities?.resolution ?? '1920x1080')
    .split('x')
    .map(Number);
  const portrait = height > width;
  const fitting = creatives.filter(
    (creative) => creative.descriptor.height > creative.descriptor.width === portrait,
  );
  const pool = fitting.length > 0 ? fitting : creatives;
  return pool.length > 0 ? createRandom(`${requestId}:creative`).pick(pool) : undefined;
}

export function runAuction({
  requestId,
  placement,
  bidders,
  creatives,
}: AuctionInput): SandboxResult {
  const answers = bidders.map((bidder) => askBidder(bidder, placement, requestId));
  const floor = placement.bidFloorCpm;
  for (const answer of answers) {
    if (answer.cpm !== undefined && answer.cpm < floor)
      answer.reason = `Bid below the floor ${dollars(floor)}`;
  }
  const eligible = answers
    .filter((answer) => answer.cpm !== undefined && answer.cpm >= floor)
    .sort((a, b) => (b.cpm ?? 0) - (a.cpm ?? 0) || a.latencyMs - b.latencyMs);
  const best = eligible[0];
  const creative = best ? pickCreative(creatives, placement, requestId) : undefined;
  if (best && creative) {
    best.status = 'Won';
    for (const answer of eligible.slice(1)) answer.reason = `Outbid by ${best.bidderName}`;
  }
  const sentLatencies = answers.filter((answer) => answer.sent).map((answer) => answer.latencyMs);
  return {
    requestId,
    durationMs: Math.max(0, ...sentLatencies) + EXCHANGE_OVERHEAD_MS,
    bids: answers.map(({ sent: _sent, ...bid }) => bid),
    ...(best && creative && best.cpm !== undefined
      ? { winner: { bidderId: best.bidderId, cpm: best.cpm, creative: toCreative(creative) } }
      : {}),
  };
}
