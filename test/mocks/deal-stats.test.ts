import { addDays, today } from '@/lib/text/dates';
import { dealDays, dealTotals, dealTrafficDays, sumDealStats } from '@/mocks/deal-stats';
import type { DealRecord } from '@/mocks/records';
import { seedDeals } from '@/mocks/seed/deals';

const now = today();
const seeded = seedDeals(now);
const byId = (id: string) => seeded.find((deal) => deal.id === id)!;

// DEAL-STATS, DEAL-SEED, DEAL-NO-TRAFFIC.
describe("a deal's health in the demo", () => {
  it('each seeded deal has 30 days of traffic, ending yesterday, at its pause or at its end', () => {
    for (const deal of seeded) {
      const [first, last] = dealTrafficDays(deal, now)!;
      expect(dealDays(deal, first, last, now).filter((day) => day.requests > 0)).toHaveLength(30);
    }
    expect(dealTrafficDays(byId('deal_nw_morning'), now)![1]).toBe(addDays(now, -1));
    expect(dealTrafficDays(byId('deal_nw_bars'), now)![1]).toBe(addDays(now, -6));
    expect(dealTrafficDays(byId('deal_nw_holiday'), now)![1]).toBe(addDays(now, -11));
  });

  it('the totals are the sum of the days, and the funnel narrows: requests > bids > wins >= impressions', () => {
    const deal = byId('deal_nw_morning');
    const [first, last] = dealTrafficDays(deal, now)!;
    const totals = dealTotals(deal, now);
    expect(sumDealStats(dealDays(deal, first, last, now))).toEqual(totals);
    expect(totals.requests).toBeGreaterThan(totals.bids);
    expect(totals.bids).toBeGreaterThan(totals.wins);
    expect(totals.wins).toBeGreaterThanOrEqual(totals.impressions);
    const lost = totals.lossReasons
      .filter(({ reason }) => !['seatNotAllowed', 'outsideDayParts'].includes(reason))
      .reduce((sum, { count }) => sum + count, 0);
    expect(lost).toBe(totals.bids - totals.wins);
  });

  it('a fixed-price deal spends exactly its price per thousand impressions, a day at a time', () => {
    const deal = byId('deal_nw_malls');
    for (const day of dealDays(deal, addDays(now, -5), addDays(now, -1), now)) {
      expect(day.spend).toBeCloseTo((day.impressions * deal.floorCpm) / 1000, 2);
    }
  });

  it('a deal created today has no traffic yet', () => {
    const fresh: DealRecord = {
      ...byId('deal_nw_morning'),
      id: 'deal_new',
      window: { dateStart: addDays(now, -3), dateEnd: addDays(now, 30) },
      createdAt: new Date().toISOString(),
    };
    expect(dealTrafficDays(fresh, now)).toBeNull();
    expect(dealTotals(fresh, now)).toMatchObject({ requests: 0, spend: 0, lossReasons: [] });
  });
});
