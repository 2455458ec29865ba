// HIST-RECORD, HIST-SCOPE, HIST-SEED: GET /history as each role reads it.
import { formatMoney } from '@/lib/text/format';
import { getDb } from '@/mocks/db';
import type { ErrorBody, HistoryPage } from '@/types/api';
import { ADMIN, call, DSP, SSP, tokenFor } from './helpers';

const history = async (email: string, query = '') =>
  call<HistoryPage & ErrorBody>(`/history${query}`, { token: await tokenFor(email) });

describe('GET /history', () => {
  it('answers the seeded month newest first, paged by cursor with nothing repeated', async () => {
    const first = await history(ADMIN, '?limit=5');
    expect(first.status).toBe(200);
    expect(first.data.entries).toHaveLength(5);
    const times = first.data.entries.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    const next = await history(ADMIN, `?limit=5&cursor=${first.data.nextCursor}`);
    const ids = new Set(first.data.entries.map((entry) => entry.id));
    expect(next.data.entries.some((entry) => ids.has(entry.id))).toBe(false);
    expect(next.data.entries[0]!.at <= times[4]!).toBe(true);
  });

  it('seeds no update that changed nothing, and ends each campaign’s story at the bid it holds', async () => {
    const { data } = await history(ADMIN, '?limit=500');
    const empty = data.entries.filter((e) => e.action === 'updated' && e.changes.length === 0);
    expect(empty.map((e) => e.record.name)).toEqual([]);
    for (const campaign of getDb().campaigns) {
      const bids = data.entries.filter(
        (e) => e.record.id === campaign.id && e.changes.some((c) => c.field === 'bidCpm'),
      );
      const latest = bids[0]!.changes.find((c) => c.field === 'bidCpm')!;
      expect(latest.new).toBe(formatMoney(campaign.bidCpm));
    }
  });

  it("shows a buyer its own account's changes and a deal's by the publisher's name only", async () => {
    const { data } = await history(DSP, '?limit=500');
    const kinds = new Set(data.entries.map((entry) => entry.record.kind));
    expect(kinds.has('bidder')).toBe(false);
    expect(kinds.has('account')).toBe(false);
    expect(kinds.has('placement')).toBe(false);
    const deals = data.entries.filter((entry) => entry.record.kind === 'deal');
    expect(deals.length).toBeGreaterThan(0);
    for (const entry of deals) {
      expect(entry.actor.name).toBe('Northwind Screens');
      expect(
        entry.changes.every((c) =>
          ['isActive', 'floorCpm', 'window.dateStart', 'window.dateEnd'].includes(c.field),
        ),
      ).toBe(true);
    }
    const names = new Set(data.entries.map((entry) => entry.actor.name));
    expect(names.has('Sam Publisher')).toBe(false);
    expect(names.has('Lee Okafor')).toBe(false);
  });

  it('reads an admin signed in as a user as the admin on behalf of the user', async () => {
    const { data } = await history(DSP, '?kind=campaign&recordId=cmp_2');
    const byAdmin = data.entries.find((entry) => entry.onBehalfOf !== null);
    // HIST-RECORD: the actor is the user, `onBehalfOf` the admin signed in as them.
    expect(byAdmin?.actor.name).toBe('Dana Buyer');
    expect(byAdmin?.onBehalfOf?.name).toBe('Avery Admin');
    expect(byAdmin?.changes[0]).toMatchObject({ label: 'Bid CPM' });
  });

  it("refuses another account's record and person, and bad filters", async () => {
    expect((await history(DSP, '?kind=placement&recordId=pl_nw_001')).status).toBe(404);
    expect((await history(SSP, '?kind=campaign&recordId=cmp_1')).status).toBe(404);
    expect((await history(DSP, '?actor=usr_ssp')).status).toBe(404);
    expect((await history(DSP, '?kind=planet')).data.error.message).toBe('Unknown record kind');
    expect((await history(DSP, '?limit=0')).status).toBe(400);
    expect((await history(DSP, '?cursor=nope')).data.error.message).toBe('Invalid cursor');
  });

  it('groups an import into one row with its size', async () => {
    const { data } = await history(SSP, '?grouped=true&limit=500');
    const imported = data.entries.find((entry) => entry.via === 'import');
    expect(imported?.fileName).toBe('northwind-screens.csv');
    expect(imported?.transactionSize).toBe(5);
    const { data: all } = await history(SSP, `?transactionId=${imported!.transactionId}`);
    expect(all.entries).toHaveLength(5);
  });

  it("records a campaign's toggle with who made it and the path it came by", async () => {
    const token = await tokenFor(DSP);
    const campaign = (await call<{ bidCpm: number }>('/campaigns/cmp_2', { token })).data;
    const flip = await call('/campaigns/cmp_2/togglePublished', {
      token,
      headers: { 'X-Change-Via': 'toggle' },
    });
    expect(flip.status).toBe(200);
    const { data } = await history(DSP, '?kind=campaign&recordId=cmp_2&limit=1');
    expect(data.entries[0]).toMatchObject({
      action: 'activated',
      via: 'toggle',
      actor: { name: 'Dana Buyer' },
      changes: [{ label: 'Status', old: 'Paused', new: 'Active' }],
    });
    expect(campaign.bidCpm).toBeGreaterThan(0);
  });
});
