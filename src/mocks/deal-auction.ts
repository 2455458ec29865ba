// The sandbox's deal auction (DEAL-SANDBOX-LIST, DEAL-SANDBOX-BID, DEAL-SANDBOX-WIN). An ad
// request lists the placement's deals: its publisher's active deals in flight today that cover it
// (src/lib/deal-screens.ts). The exchange's own buyers bid on them: every published campaign in
// flight whose AllowDeals names a listed deal bids its CPM (its day-part override at this hour, if
// any) on that deal. A deal bid qualifies when the buyer's seat is on the deal, the hour is in the
// deal's day-parts and the bid reaches the deal's floor (a FixedPrice deal clears at its fixed
// price); qualified bids win before the open auction, by priority (1 first), then price, then
// latency.
import { localIsoDate } from '@/lib/text/dates';
import { dealScreenMatcher } from '@/lib/deal-screens';
import { createRandom } from '@/mocks/random';
import type {
  AccountRecord,
  CampaignRecord,
  DealRecord,
  PlacementRecord,
  ReviewRecord,
} from '@/mocks/records';
import type { Creative, SandboxBid, SandboxDeal } from '@/types/api';

const dollars = (value: number) => `$${value.toFixed(2)}`;

/**
 * DEAL-SANDBOX-LOSS: what every lost or passed deal bid says (the open auction's reasons are
 * src/mocks/auction.ts's).
 */
export const DEAL_BID_REASONS = {
  belowFloor: (floorCpm: number) => `Below the deal floor ${dollars(floorCpm)}`,
  seatNotAllowed: (seat: string, dealId: string) => `Seat ${seat} is not allowed on deal ${dealId}`,
  outsideDayParts: (dealId: string) => `Outside the day-parts of deal ${dealId}`,
  creativeNotApproved: (publisher: string) => `No ad creative approved by ${publisher}`,
  campaignDayParts: 'Outside the campaign’s day-parts',
  lowerPriority: (dealId: string, priority: number) =>
    `Lower priority than deal ${dealId} (priority ${priority})`,
  outbidOnDeal: (bidderName: string, dealId: string) => `Outbid by ${bidderName} on deal ${dealId}`,
  /** An open-auction bid when a deal bid won. */
  outbidByDeal: (dealId: string, priority: number) =>
    `Outbid by deal ${dealId} (priority ${priority})`,
} as const;

/** The records the deal auction reads (the demo database has them all). */
export interface DealMarket {
  deals: readonly DealRecord[];
  campaigns: readonly CampaignRecord[];
  accounts: readonly AccountRecord[];
  reviews: readonly ReviewRecord[];
}

/** One campaign's bid on one deal, with what the ranking needs. */
export interface DealAnswer {
  bid: SandboxBid & { dealId: string };
  deal: DealRecord;
  /** the campaign's creatives it may serve on this deal's screens */
  creatives: Creative[];
  /** whether it may win: seat, hour, floor and creative all pass */
  qualified: boolean;
}

const isInFlight = (window: { dateStart: string; dateEnd: string }, day: string) =>
  window.dateStart.slice(0, 10) <= day && day <= window.dateEnd.slice(0, 10);

/** Weekday (0 = Monday) and hour of a moment, in local time. */
export function weekHour(now: Date): { weekday: number; hour: number } {
  return { weekday: (now.getDay() + 6) % 7, hour: now.getHours() };
}

/** Whether the deal runs at this moment: an empty grid runs every hour. */
export function isInDayParts(deal: DealRecord, now: Date): boolean {
  if (deal.dayParts.length === 0) return true;
  const { weekday, hour } = weekHour(now);
  return deal.dayParts.some((part) => part.weekday === weekday && part.hour === hour);
}

/**
 * The deals an ad request for the placement carries: its publisher's active deals in flight on
 * the request's day that cover it, priority first. A deal outside its day-parts at this hour
 * is still listed (its bids lose and say why), so the sandbox shows why it did not win.
 */
export function requestDeals(
  placement: PlacementRecord,
  deals: readonly DealRecord[],
  now: Date,
): DealRecord[] {
  const day = localIsoDate(now);
  return deals
    .filter(
      (deal) =>
        deal.isActive &&
        deal.accountId === placement.accountId &&
        isInFlight(deal.window, day) &&
        dealScreenMatcher(deal)(placement),
    )
    .sort((a, b) => a.priority - b.priority || a.dealId.localeCompare(b.dealId));
}

export function toSandboxDeal(deal: DealRecord): SandboxDeal {
  const { dealId, name, auctionType, floorCpm, priority, seats } = deal;
  return { dealId, name, auctionType, floorCpm, priority, seats: [...seats] };
}

const dealIdsOf = (campaign: CampaignRecord) =>
  new Set(campaign.targets.flatMap((target) => ('AllowDeals' in target ? target.AllowDeals : [])));

/** The campaign's CPM at this moment, or null when it does not run now (day-parts only). */
function campaignCpm(campaign: CampaignRecord, now: Date): number | null {
  const { dayParts, dayPartFallbackStrategy } = campaign.schedule;
  const { weekday, hour } = weekHour(now);
  const part = dayParts.find((entry) => entry.weekday === weekday && entry.hour === hour);
  if (part) return part.bidCpmOverride ?? campaign.bidCpm;
  if (dayParts.length > 0 && dayPartFallbackStrategy === 'dayPartsOnly') return null;
  return campaign.bidCpm;
}

/** The campaign's ads the deal's publisher has not rejected (a pending review may still play). */
function servableCreatives(campaign: CampaignRecord, publisherId: string, market: DealMarket) {
  const rejected = new Set(
    market.reviews
      .filter(
        (review) =>
          review.status === 'Rejected' &&
          review.publisherAccountId === publisherId &&
          review.campaign.id === campaign.id,
      )
      .map((review) => review.creative.id),
  );
  return campaign.ads.map((ad) => ad.creative).filter((creative) => !rejected.has(creative.id));
}

function accountName(id: string, market: DealMarket): string {
  return market.accounts.find((account) => account.id === id)?.name ?? id;
}

/** One campaign's answer on one deal. */
function dealBid(
  campaign: CampaignRecord,
  deal: DealRecord,
  market: DealMarket,
  requestId: string,
  now: Date,
): DealAnswer {
  const random = createRandom(`${requestId}:${campaign.id}:${deal.dealId}`);
  const base = {
    bidderId: campaign.id,
    bidderName: `${campaign.name} (${accountName(campaign.accountId, market)})`,
    dealId: deal.dealId,
    // The exchange's own buyers answer in-house, in a few milliseconds.
    latencyMs: random.int(3, 25),
  };
  const creatives = servableCreatives(campaign, deal.accountId, market);
  const lost = (cpm: number, reason: string): DealAnswer => ({
    bid: { ...base, status: 'Lost', cpm, reason },
    deal,
    creatives,
    qualified: false,
  });
  const cpm = campaignCpm(campaign, now);
  if (cpm === null) {
    return {
      bid: { ...base, status: 'NoBid', reason: DEAL_BID_REASONS.campaignDayParts },
      deal,
      creatives,
      qualified: false,
    };
  }
  if (!deal.seats.includes(campaign.accountId)) {
    return lost(cpm, DEAL_BID_REASONS.seatNotAllowed(campaign.accountId, deal.dealId));
  }
  if (!isInDayParts(deal, now)) return lost(cpm, DEAL_BID_REASONS.outsideDayParts(deal.dealId));
  if (cpm < deal.floorCpm) return lost(cpm, DEAL_BID_REASONS.belowFloor(deal.floorCpm));
  // A fixed-price deal clears at its price, whatever more the buyer offered.
  const price = deal.auctionType === 'FixedPrice' ? deal.floorCpm : cpm;
  if (creatives.length === 0) {
    return lost(price, DEAL_BID_REASONS.creativeNotApproved(accountName(deal.accountId, market)));
  }
  return { bid: { ...base, status: 'Lost', cpm: price }, deal, creatives, qualified: true };
}

/** Every bid the exchange's own buyers make on the request's deals, deal by deal. */
export function askDealBuyers(
  deals: readonly DealRecord[],
  market: DealMarket,
  requestId: string,
  now: Date,
): DealAnswer[] {
  const day = localIsoDate(now);
  const running = market.campaigns.filter(
    (campaign) => campaign.isPublished && isInFlight(campaign.schedule.window, day),
  );
  return deals.flatMap((deal) =>
    running
      .filter((campaign) => dealIdsOf(campaign).has(deal.dealId))
      .map((campaign) => dealBid(campaign, deal, market, requestId, now)),
  );
}

/** The qualified deal bids, best first: priority (1 first), then price, then latency. */
export function rankDealBids(answers: readonly DealAnswer[]): DealAnswer[] {
  return answers
    .filter((answer) => answer.qualified)
    .sort(
      (a, b) =>
        a.deal.priority - b.deal.priority ||
        (b.bid.cpm ?? 0) - (a.bid.cpm ?? 0) ||
        a.bid.latencyMs - b.bid.latencyMs,
    );
}

/** Why a qualified deal bid lost to the winning one. */
export function lostToDealReason(loser: DealAnswer, winner: DealAnswer): string {
  return loser.deal.priority > winner.deal.priority
    ? DEAL_BID_REASONS.lowerPriority(winner.deal.dealId, winner.deal.priority)
    : DEAL_BID_REASONS.outbidOnDeal(winner.bid.bidderName, winner.deal.dealId);
}
