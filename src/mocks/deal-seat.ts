// DEAL-BUYER-VIEW (issue 40): a buyer sees only its own part of a deal, enforced here, not by
// the screens: its own Seat ID, how many other buyers there are (`otherBuyers`), and its own
// seat's traffic. Each seat of a deal takes a fixed share of the deal's bids (a pure function of
// the deal and the seat, like the rest of the demo's traffic); the bid requests are the deal's,
// sent to every seat. Publishers and Admins see every seat and the whole deal.
import { round2 } from '@/mocks/deal-stats';
import { hashString } from '@/mocks/random';
import type { DealRecord } from '@/mocks/records';
import type { DealLossReason, DealStats } from '@/types/api';

/** The share of the deal's bids that comes from `seat` (0 for a seat not on the deal). */
export function seatShare(deal: DealRecord, seat: string): number {
  if (!deal.seats.includes(seat)) return 0;
  const weight = (one: string) => 1 + (hashString(`${deal.id}:${one}`) % 100) / 100;
  const total = deal.seats.reduce((sum, one) => sum + weight(one), 0);
  return weight(seat) / total;
}

/**
 * One seat's part of a deal's traffic: its bids, wins, impressions and spend, and the losses of
 * its bids; the requests are the deal's. requests > bids > wins >= impressions still hold.
 */
export function seatStats<T extends DealStats>(stats: T, share: number): T {
  const scale = (value: number) => Math.round(value * share);
  const bids = scale(stats.bids);
  const lost = Math.min(bids, scale(stats.bids - stats.wins));
  const wins = bids - lost;
  const impressions = Math.min(wins, scale(stats.impressions));
  const reasons = stats.lossReasons.map((loss): DealLossReason => ({
    ...loss,
    count: scale(loss.count),
  }));
  // Outbid takes up the rounding, so a seat's losses add up as the deal's do.
  const outbid = reasons.find((loss) => loss.reason === 'outbid');
  const bidLosses = reasons
    .filter((loss) => loss.reason !== 'seatNotAllowed' && loss.reason !== 'outsideDayParts')
    .reduce((sum, loss) => sum + loss.count, 0);
  if (outbid) outbid.count = Math.max(0, outbid.count + lost - bidLosses);
  return {
    ...stats,
    bids,
    wins,
    impressions,
    spend: stats.impressions > 0 ? round2((stats.spend * impressions) / stats.impressions) : 0,
    lossReasons: reasons.filter((loss) => loss.count > 0),
  };
}
