import { DEAL_RULE_MESSAGES as M } from '@/rules/deal-rules';
import { getDb } from '@/mocks/db';
import type { Deal, ErrorBody } from '@/types/api';
import { ADMIN, call, DSP, MULTI, SSP, tokenFor } from './helpers';

const day = (offset: number) => new Date(Date.now() + offset * 864e5).toISOString().slice(0, 10);

const input = (extra: Record<string, unknown> = {}) => ({
  name: 'Weekend Malls',
  auctionType: 'FixedPrice',
  floorCpm: 8,
  priority: 2,
  seats: ['acc_acme'],
  placements: ['pl_nw_004', 'pl_nw_005'],
  window: { dateStart: day(0), dateEnd: day(30) },
  dayParts: [],
  isActive: true,
  ...extra,
});

async function create(body: unknown) {
  return call<Deal & ErrorBody>('/deals', { token: await tokenFor(SSP), body });
}

// DEAL-RECORD, DEAL-CALLS, DEAL-ACCESS, DEAL-SERVER-RULES, DEAL-SAVE-SCREENS, DEAL-STATS-RANGE.
describe('the deals of the demo server', () => {
  it('lists by role: the publisher its own, the buyer the offered, the admin all, a multi-role login the union', async () => {
    const names = async (email: string) =>
      (await call<Deal[]>('/deals', { token: await tokenFor(email) })).data.map((d) => d.id).sort();
    expect(await names(SSP)).toEqual([
      'deal_nw_bars',
      'deal_nw_holiday',
      'deal_nw_malls',
      'deal_nw_morning',
    ]);
    expect(await names(DSP)).toEqual(['deal_nw_malls', 'deal_nw_morning']);
    expect(await names(ADMIN)).toHaveLength(4);
    expect(await names(MULTI)).toHaveLength(4);
  });

  it('answers the first broken rule with the deal form’s own words', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, M.name],
      [{ floorCpm: -1 }, M.floorMin],
      [{ seats: [' '] }, M.seats],
      [{ placements: [], venueTypes: [] }, M.screens],
      [{ window: { dateStart: day(3), dateEnd: day(2) } }, M.endBeforeStart],
      [{ priority: 11 }, M.priority],
      [{ placements: ['pl_mt_001'] }, 'Unknown placement pl_mt_001'],
    ];
    for (const [extra, message] of cases) {
      const { status, data } = await create(input(extra));
      expect({ status, message: data.error.message }).toEqual({ status: 400, message });
    }
  });

  it('creates with a fresh Deal ID, allows an unknown seat, and an update replaces the way screens are chosen', async () => {
    const { status, data } = await create(input({ seats: ['acc_acme', 'seat_from_elsewhere'] }));
    expect(status).toBe(201);
    expect(data.dealId).toMatch(/^MQ-[A-Z0-9]{10}$/);
    expect(data.seats).toEqual(['acc_acme', 'seat_from_elsewhere']);
    expect(data.publisher).toEqual({ id: 'acc_northwind', name: 'Northwind Screens' });
    const token = await tokenFor(SSP);
    const updated = await call<Deal>(`/deals/${data.id}/update`, {
      token,
      body: input({ placements: undefined, venueTypes: [205], states: ['NY'] }),
    });
    expect(updated.data).toMatchObject({ venueTypes: [205], states: ['NY'], dealId: data.dealId });
    expect(updated.data.placements).toBeUndefined();
  });

  it('pausing stops the traffic from today; only the publisher or an admin may flip it', async () => {
    const toggle = async (email: string, id: string) =>
      (await call<Deal>(`/deals/${id}/toggleActive`, { token: await tokenFor(email) })).status;
    expect(await toggle(DSP, 'deal_nw_morning')).toBe(403);
    expect(await toggle(SSP, 'deal_nw_morning')).toBe(200);
    const record = getDb().deals.find((deal) => deal.id === 'deal_nw_morning')!;
    expect(record).toMatchObject({ isActive: false, pausedOn: day(0) });
    expect(await toggle(ADMIN, 'deal_nw_morning')).toBe(200);
    expect(record).toMatchObject({ isActive: true, pausedOn: null });
  });

  it("a deal's stats default to its flight up to today and refuse a reversed range", async () => {
    const token = await tokenFor(DSP);
    const { data } = await call<{ start: string; end: string; days: unknown[] }>(
      '/deals/deal_nw_morning/stats',
      { token },
    );
    expect(data.start).toBe(day(-30));
    expect(data.end).toBe(day(0));
    expect(data.days).toHaveLength(31);
    const reversed = await call<ErrorBody>(
      `/deals/deal_nw_morning/stats?start=${day(0)}&end=${day(-1)}`,
      { token },
    );
    expect(reversed.status).toBe(400);
  });
});
