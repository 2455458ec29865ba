// The deal calls of the contract suite (contract.test.ts runs them, so their statuses count in
// its coverage check): every operation of the Deals tag, each status it documents, with the
// bodies the deal form and the wizard send.
import type { Deal, DealStatsReport } from '@/types/api';
import { expect } from 'vitest';
import { expectKeyReused, expectReply, signIn } from './mock-api';

const day = (offset: number) => new Date(Date.now() + offset * 864e5).toISOString().slice(0, 10);

/** A deal as the publisher's form sends it. */
export function newDeal(extra: Record<string, unknown> = {}) {
  return {
    name: 'Northwind Weekend Malls',
    auctionType: 'FirstPrice',
    floorCpm: 7.25,
    priority: 3,
    seats: ['acc_acme', 'seat_unknown_42'],
    venueTypes: [205],
    states: ['NY', 'MA'],
    window: { dateStart: day(1), dateEnd: day(40) },
    dayParts: [
      { weekday: 5, hour: 10 },
      { weekday: 6, hour: 10 },
    ],
    isActive: true,
    ...extra,
  };
}

export async function exerciseDealCalls(logins: { admin: string; dsp: string; ssp: string }) {
  const [admin, dsp, ssp] = await Promise.all([logins.admin, logins.dsp, logins.ssp].map(signIn));
  const all = await expectReply<Deal[]>('getDeals', 200, { token: admin });
  const own = await expectReply<Deal[]>('getDeals', 200, { token: ssp });
  const offered = await expectReply<Deal[]>('getDeals', 200, { token: dsp });
  expect(own.length).toBe(4);
  expect(offered.map((deal) => deal.name).sort()).toEqual([
    'Northwind Mall Screens Fixed',
    'Northwind Morning Rush',
  ]);
  expect(all.length).toBeGreaterThanOrEqual(4);
  const misconfigured = await signIn('misconfigured@demo.test');
  await expectReply('getDeals', 403, { token: misconfigured });

  const morning = { id: 'deal_nw_morning' };
  for (const token of [admin, ssp, dsp]) {
    await expectReply('getDeal', 200, { token, params: morning });
    await expectReply<DealStatsReport>('getDealStats', 200, { token, params: morning });
  }
  const stats = await expectReply<DealStatsReport>('getDealStats', 200, {
    token: ssp,
    params: morning,
    query: `start=${day(-6)}&end=${day(0)}`,
  });
  expect(stats.days).toHaveLength(7);
  await expectReply('getDealStats', 400, {
    token: ssp,
    params: morning,
    query: `start=${day(0)}&end=${day(-3)}`,
  });
  // Bluebird's paused deal is not offered to Acme: as missing as an unknown id.
  await expectReply('getDeal', 404, { token: dsp, params: { id: 'deal_nw_bars' } });
  await expectReply('getDealStats', 404, { token: dsp, params: { id: 'deal_nw_bars' } });

  const created = await expectKeyReused<Deal>(
    'createDeal',
    201,
    { token: ssp, body: newDeal() },
    { body: newDeal({ name: 'Another body' }) },
  );
  expect(created.dealId).toMatch(/^MQ-[A-Z0-9]{10}$/);
  await expectReply('createDeal', 400, {
    token: ssp,
    body: newDeal({ name: ' ' }),
    brokenBody: true,
  });
  await expectReply('createDeal', 400, {
    token: ssp,
    body: newDeal({ seats: [] }),
    brokenBody: true,
  });
  await expectReply('createDeal', 403, { token: dsp, body: newDeal() });

  const params = { id: created.id };
  const update = newDeal({ name: 'Northwind Weekend Malls+', placements: ['pl_nw_004'] });
  await expectKeyReused(
    'updateDeal',
    200,
    { token: ssp, params, body: update },
    { body: newDeal({ name: 'Yet another body' }) },
  );
  await expectReply('updateDeal', 400, {
    token: ssp,
    params,
    body: newDeal({ window: { dateStart: day(5), dateEnd: day(4) } }),
    brokenBody: true,
  });
  await expectReply('updateDeal', 403, { token: admin, params, body: update });
  await expectReply('updateDeal', 404, { token: ssp, params: { id: 'deal_nope' }, body: update });
  await expectReply('updateDeal', 412, {
    token: ssp,
    params,
    body: update,
    headers: { 'If-Match': '"00000000000000"' },
  });

  await expectReply('toggleDeal', 200, { token: ssp, params });
  await expectReply('toggleDeal', 200, { token: admin, params });
  await expectReply('toggleDeal', 403, { token: dsp, params: morning });
  await expectReply('toggleDeal', 404, { token: ssp, params: { id: 'deal_nope' } });
  return { dsp, offeredDealIds: offered.map((deal) => deal.dealId) };
}
