// A deal's health (DEAL-STATS): requests, bids, wins, impressions, spend and loss
// reasons per day. A pure function of the deal and the day, as campaign delivery is
// (src/mocks/delivery.ts), so the list's totals and the stats call always agree. A deal has
// traffic from the day after it was created (never before its start) to yesterday, never past
// its end, and not after the day it was paused.
import { DEAL_LOSS_REASONS, type DealLossReasonKey } from '@/rules/deal-rules';
import { addDays, eachDay, type IsoDate, localIsoDate, weekdayIndex } from '@/lib/text/dates';
import { createRandom } from '@/mocks/random';
import type { DealRecord } from '@/mocks/records';
import type { DealStats } from '@/types/api';

export type DayStats = DealStats & { date: IsoDate };

export const round2 = (value: number) => Math.round(value * 100) / 100;

export function emptyDealStats(): DealStats {
  return { requests: 0, bids: 0, wins: 0, impressions: 0, spend: 0, lossReasons: [] };
}

/** The first and last day the deal had traffic, or null when it has had none. */
export function dealTrafficDays(deal: DealRecord, today: IsoDate): [IsoDate, IsoDate] | null {
  const created = new Date(deal.createdAt);
  const dayAfterCreation = isNaN(created.getTime())
    ? deal.window.dateStart
    : addDays(localIsoDate(created), 1);
  const first = [deal.window.dateStart, dayAfterCreation].sort().at(-1)!;
  const last = [deal.window.dateEnd, addDays(today, -1), deal.pausedOn ?? '9999-12-31'].sort()[0]!;
  return first <= last ? [first, last] : null;
}

/** Share of the week's requests an hour gets: a deal with day-parts sees only their hours. */
function dayPartShare(deal: DealRecord, weekday: number): number {
  if (deal.dayParts.length === 0) return 1;
  const hours = deal.dayParts.filter((part) => part.weekday === weekday).length;
  return hours / 24;
}

/** One day's traffic of a deal that ran that day. */
function dayTraffic(deal: DealRecord, day: IsoDate): DealStats {
  const random = createRandom(`deal:${deal.id}:${day}`);
  const weekday = weekdayIndex(day);
  const weekend = weekday >= 5 ? 0.75 : 1;
  const share = Math.max(dayPartShare(deal, weekday), 0.05);
  const requests = Math.round(random.int(4_000, 9_000) * weekend * share);
  // Requests outside the deal's hours or from other seats never become bids.
  const filteredSeat = Math.round(requests * random.float(0.02, 0.06, 4));
  const filteredHours =
    deal.dayParts.length > 0 ? Math.round(requests * random.float(0.03, 0.08, 4)) : 0;
  const bids = Math.round((requests - filteredSeat - filteredHours) * random.float(0.45, 0.65, 4));
  const lost = Math.round(bids * random.float(0.35, 0.6, 4));
  const wins = bids - lost;
  const impressions = Math.round(wins * random.float(0.97, 1, 4));
  const cpm =
    deal.auctionType === 'FixedPrice' ? deal.floorCpm : deal.floorCpm * random.float(1, 1.35, 4);
  const belowFloor = Math.round(lost * random.float(0.2, 0.35, 4));
  const creativeNotApproved = Math.round(lost * random.float(0.02, 0.06, 4));
  const timeout = Math.round(lost * random.float(0.03, 0.08, 4));
  const outbid = lost - belowFloor - creativeNotApproved - timeout;
  const counts: Record<DealLossReasonKey, number> = {
    belowFloor,
    seatNotAllowed: filteredSeat,
    outsideDayParts: filteredHours,
    creativeNotApproved,
    timeout,
    outbid,
  };
  return {
    requests,
    bids,
    wins,
    impressions,
    spend: round2((impressions * cpm) / 1000),
    lossReasons: DEAL_LOSS_REASONS.filter((reason) => counts[reason] > 0).map((reason) => ({
      reason,
      count: counts[reason],
    })),
  };
}

/** Adds `day` into `total` (loss reasons merged by reason, in DEAL-LOSS-REASONS's order). */
function addInto(total: DealStats, day: DealStats): DealStats {
  const counts = new Map<string, number>();
  for (const { reason, count } of [...total.lossReasons, ...day.lossReasons]) {
    counts.set(reason, (counts.get(reason) ?? 0) + count);
  }
  return {
    requests: total.requests + day.requests,
    bids: total.bids + day.bids,
    wins: total.wins + day.wins,
    impressions: total.impressions + day.impressions,
    spend: round2(total.spend + day.spend),
    lossReasons: DEAL_LOSS_REASONS.filter((reason) => counts.has(reason)).map((reason) => ({
      reason,
      count: counts.get(reason)!,
    })),
  };
}

/** Each day from `start` to `end` with the deal's traffic (zeros on days it had none). */
export function dealDays(
  deal: DealRecord,
  start: IsoDate,
  end: IsoDate,
  today: IsoDate,
): DayStats[] {
  const span = dealTrafficDays(deal, today);
  return eachDay(start, end).map((date) => ({
    date,
    ...(span && date >= span[0] && date <= span[1] ? dayTraffic(deal, date) : emptyDealStats()),
  }));
}

export function sumDealStats(days: readonly DealStats[]): DealStats {
  return days.reduce(addInto, emptyDealStats());
}

/**
 * The deal's totals over all its traffic: the list's and the detail's `stats`. `perDay` maps
 * each day first (a buyer's seat share), so the totals are the sum of the days that
 * `GET /deals/{id}/stats` shows, rounded alike.
 */
export function dealTotals(
  deal: DealRecord,
  today: IsoDate,
  perDay: (day: DayStats) => DayStats = (day) => day,
): DealStats {
  const span = dealTrafficDays(deal, today);
  return span
    ? sumDealStats(dealDays(deal, span[0], span[1], today).map(perDay))
    : emptyDealStats();
}
