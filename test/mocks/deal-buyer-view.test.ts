// DEAL-BUYER-VIEW: the server gives a buyer its own part of a deal only: its Seat ID, the count
// of the other buyers, its own seat's traffic (requests are the deal's); the publisher and an
// Admin see every seat and the whole deal.
import { getDb } from '@/mocks/db';
import { seatShare, seatStats } from '@/mocks/deal-seat';
import type { Deal, DealStatsReport } from '@/types/api';
import { ADMIN, call, DSP, SSP, tokenFor } from './helpers';

const MALLS = 'deal_nw_malls';

async function asLogin<T>(email: string, path: string): Promise<T> {
  return (await call<T>(path, { token: await tokenFor(email) })).data;
}

describe("a buyer's view of a deal", () => {
  it('holds its own Seat ID only, with the count of the others, in the list and the deal', async () => {
    const list = await asLogin<Deal[]>(DSP, '/deals');
    expect(list.length).toBeGreaterThan(0);
    for (const deal of list) expect(deal.seats).toEqual(['acc_acme']);
    expect(JSON.stringify(list)).not.toContain('acc_bluebird');
    const malls = await asLogin<Deal>(DSP, `/deals/${MALLS}`);
    expect(malls).toMatchObject({ seats: ['acc_acme'], otherBuyers: 1 });
    const publisher = await asLogin<Deal>(SSP, `/deals/${MALLS}`);
    expect(publisher.seats).toEqual(['acc_acme', 'acc_bluebird']);
    expect(publisher.otherBuyers).toBeUndefined();
    expect((await asLogin<Deal>(ADMIN, `/deals/${MALLS}`)).seats).toHaveLength(2);
  });

  it("gives the buyer its own seat's traffic: the deal's requests, its share of the rest", async () => {
    const mine = await asLogin<DealStatsReport>(DSP, `/deals/${MALLS}/stats`);
    const whole = await asLogin<DealStatsReport>(SSP, `/deals/${MALLS}/stats`);
    expect(mine.totals.requests).toBe(whole.totals.requests);
    expect(mine.totals.bids).toBeLessThan(whole.totals.bids);
    expect(mine.totals.bids).toBeGreaterThan(0);
    for (const day of mine.days) {
      expect(day.bids).toBeLessThanOrEqual(day.requests);
      expect(day.wins).toBeLessThanOrEqual(day.bids);
      expect(day.impressions).toBeLessThanOrEqual(day.wins);
      const bidLosses = day.lossReasons
        .filter((loss) => loss.reason !== 'seatNotAllowed' && loss.reason !== 'outsideDayParts')
        .reduce((sum, loss) => sum + loss.count, 0);
      expect(bidLosses).toBe(day.bids - day.wins);
    }
    const listed = (await asLogin<Deal[]>(DSP, '/deals')).find((deal) => deal.id === MALLS)!;
    expect(listed.stats.bids).toBeLessThan(whole.totals.bids);
  });

  it('gives the buyer the same totals in the deal as in its stats (rounded day by day alike)', async () => {
    const deal = await asLogin<Deal>(DSP, `/deals/${MALLS}`);
    const report = await asLogin<DealStatsReport>(DSP, `/deals/${MALLS}/stats`);
    const { bids, wins, impressions, spend } = report.totals;
    expect(deal.stats).toMatchObject({ bids, wins, impressions, spend });
  });

  it('splits a deal among its seats: the shares add up to the whole', () => {
    const deal = getDb().deals.find((candidate) => candidate.id === MALLS)!;
    const shares = deal.seats.map((seat) => seatShare(deal, seat));
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 10);
    expect(seatShare(deal, 'acc_orchard')).toBe(0);
    const day = {
      requests: 1000,
      bids: 500,
      wins: 300,
      impressions: 290,
      spend: 2.9,
      lossReasons: [
        { reason: 'belowFloor' as const, count: 120 },
        { reason: 'outbid' as const, count: 80 },
      ],
    };
    const half = seatStats(day, 0.5);
    expect(half).toMatchObject({ requests: 1000, bids: 250, wins: 150, impressions: 145 });
    expect(half.lossReasons.reduce((sum, loss) => sum + loss.count, 0)).toBe(100);
  });
});
