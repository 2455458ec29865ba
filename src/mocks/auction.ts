// The sandbox's simulated auction (SBX-CALL, DEAL-SANDBOX-WIN). First the deal auction
// (src/mocks/deal-auction.ts): a qualified deal bid wins before the open auction. Else the open
// auction: each bidder is filtered by isActive, AllowPlacements, OpenRtb minBidFloor against
// the placement's floor and sendRate; the rest answer within a random latency (a Timeout past
// timeoutMs), bid or pass, and the highest bid at or above the floor wins. Rolls are seeded by
// the request id, so a request id always replays the same auction (at the same hour: deal
// day-parts read the request's time).
import {
  askDealBuyers,
  DEAL_BID_REASONS,
  type DealAnswer,
  type DealMarket,
  lostToDealReason,
  rankDealBids,
  requestDeals,
  toSandboxDeal,
} from '@/mocks/deal-auction';
import { createRandom } from '@/mocks/random';
import type { BidderRecord, CreativeRecord, PlacementRecord } from '@/mocks/records';
import { toCreative } from '@/mocks/serializers';
import type { Creative, SandboxBid, SandboxResult } from '@/types/api';

const round2 = (value: number) => Math.round(value * 100) / 100;
const dollars = (value: number) => `$${value.toFixed(2)}`;
/** Time the exchange itself spends around the bidders' answers. */
const EXCHANGE_OVERHEAD_MS = 4;

interface AuctionInput {
  requestId: string;
  placement: PlacementRecord;
  bidders: readonly BidderRecord[];
  /** creatives an open-auction winner may serve */
  creatives: readonly CreativeRecord[];
  /** the deals and the exchange's own campaigns; without it there is no deal auction */
  market?: DealMarket;
  /** the request's time: its day picks the deals in flight, its hour their day-parts */
  now?: Date;
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
  // SBX-FILTER-INACTIVE, SBX-FILTER-PLACEMENTS, SBX-FILTER-FLOOR, SBX-SEND-RATE, SBX-TIMEOUT
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

function pickCreative<T extends Creative>(
  creatives: readonly T[],
  placement: PlacementRecord,
  requestId: string,
): T | undefined {
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

/**
 * SBX-WIN-RULE: the open auction's winner among the bidders' answers, with every loser's reason.
 */
function openAuction(
  answers: Answer[],
  placement: PlacementRecord,
  creatives: readonly CreativeRecord[],
  requestId: string,
): SandboxResult['winner'] {
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
  if (!best || !creative || best.cpm === undefined) return undefined;
  best.status = 'Won';
  for (const answer of eligible.slice(1)) answer.reason = `Outbid by ${best.bidderName}`;
  return { bidderId: best.bidderId, cpm: best.cpm, creative: toCreative(creative) };
}

/** The best qualified deal bid wins; the other deal bids and the open bids say why they lost. */
function dealWin(
  best: DealAnswer,
  ranked: readonly DealAnswer[],
  answers: Answer[],
  placement: PlacementRecord,
  requestId: string,
): NonNullable<SandboxResult['winner']> | undefined {
  const creative = pickCreative(best.creatives, placement, requestId);
  if (!creative || best.bid.cpm === undefined) return undefined;
  best.bid.status = 'Won';
  for (const other of ranked.slice(1)) other.bid.reason = lostToDealReason(other, best);
  const floor = placement.bidFloorCpm;
  for (const answer of answers) {
    if (answer.cpm === undefined) continue;
    answer.reason =
      answer.cpm < floor
        ? `Bid below the floor ${dollars(floor)}`
        : DEAL_BID_REASONS.outbidByDeal(best.deal.dealId, best.deal.priority);
  }
  return { bidderId: best.bid.bidderId, cpm: best.bid.cpm, dealId: best.deal.dealId, creative };
}

// SBX-REPLAY: rolls seeded by the request id.
export function runAuction({
  requestId,
  placement,
  bidders,
  creatives,
  market,
  now = new Date(),
}: AuctionInput): SandboxResult {
  const deals = market ? requestDeals(placement, market.deals, now) : [];
  const dealAnswers = market ? askDealBuyers(deals, market, requestId, now) : [];
  const answers = bidders.map((bidder) => askBidder(bidder, placement, requestId));
  const ranked = rankDealBids(dealAnswers);
  const best = ranked[0];
  const winner =
    (best && dealWin(best, ranked, answers, placement, requestId)) ??
    openAuction(answers, placement, creatives, requestId);
  const sentLatencies = [
    ...dealAnswers.map((answer) => answer.bid.latencyMs),
    ...answers.filter((answer) => answer.sent).map((answer) => answer.latencyMs),
  ];
  return {
    requestId,
    durationMs: Math.max(0, ...sentLatencies) + EXCHANGE_OVERHEAD_MS,
    ...(deals.length > 0 ? { deals: deals.map(toSandboxDeal) } : {}),
    // Deal bids first: they are decided first.
    bids: [
      ...dealAnswers.map((answer) => answer.bid),
      ...answers.map(({ sent: _sent, ...bid }) => bid),
    ],
    ...(winner ? { winner } : {}),
  };
}
