// GET /search (issue 27): the palette's record search in the mock API. Matching (every word,
// case- and accent-insensitive, by name, external ID or id, prefix matches first), scoping (the
// kinds of the caller's list screens, the caller's account), and the limit at demo scale.
import { getDb } from '@/mocks/db';
import { SEARCH_MESSAGES } from '@/mocks/handlers/search';
import { setKnobs } from '@/mocks/knobs';
import { matchRank, parseSearchQuery } from '@/mocks/record-search';
import { savePlacement, deletePlacement, findPlacement } from '@/mocks/queries';
import type { SearchResult } from '@/types/api';
import { ADMIN, call, DSP, MISCONFIGURED, MULTI, SSP, tokenFor } from './helpers';

async function search(email: string, query: string, limit?: number): Promise<SearchResult[]> {
  const token = await tokenFor(email);
  const params = new URLSearchParams({ q: query, ...(limit ? { limit: String(limit) } : {}) });
  const { status, data } = await call<{ results: SearchResult[] }>(`/search?${params}`, { token });
  expect(status).toBe(200);
  return data.results;
}

const kindsOf = (results: readonly SearchResult[]) => [...new Set(results.map((r) => r.kind))];

describe('record search matching', () => {
  it('matches every word in any order, ignoring case and accents, and ranks prefixes first', () => {
    const query = parseSearchQuery('  CAFE  nord ');
    expect(matchRank(query, 'x_1', 'Café Nordique')).toBe(0);
    expect(matchRank(query, 'x_1', 'Le Café du Nord')).toBe(1);
    expect(matchRank(query, 'x_1', 'Nord Minicafé')).toBe(2);
    expect(matchRank(query, 'x_1', 'Café Sud')).toBeNull();
    // The detail (a placement's external ID) is searched too.
    expect(matchRank(parseSearchQuery('nwx-nyc'), 'x_1', 'Lobby', 'NWX-NYC-000001')).toBe(2);
  });

  it('matches an id by its start from three characters, as a prefix match', () => {
    expect(matchRank(parseSearchQuery('CMP_2'), 'cmp_2', 'Cold Brew Summer')).toBe(0);
    expect(matchRank(parseSearchQuery('cmp_'), 'cmp_2', 'Cold Brew Summer')).toBe(0);
    expect(matchRank(parseSearchQuery('mp_2'), 'cmp_2', 'Cold Brew Summer')).toBeNull();
    expect(matchRank(parseSearchQuery('cm'), 'cmp_2', 'Cold Brew Summer')).toBeNull();
  });
});

describe('GET /search', () => {
  it('finds a DSP its own campaigns, creatives and reports by name, never another account’s', async () => {
    const results = await search(DSP, 'cold brew');
    expect(results).toContainEqual({ kind: 'Campaign', id: 'cmp_2', name: 'Cold Brew Summer' });
    expect(kindsOf(results)).toEqual(['Campaign', 'Creative', 'Report']);
    const acme = new Set(
      getDb()
        .campaigns.filter((campaign) => campaign.accountId === 'acc_acme')
        .map((campaign) => campaign.id),
    );
    const everyCampaign = await search(DSP, 'a', 50);
    const campaigns = everyCampaign.filter((result) => result.kind === 'Campaign');
    expect(campaigns.length).toBeGreaterThan(0);
    for (const { id } of campaigns) expect(acme).toContain(id);
    // Another account's campaign is not found by its id either.
    const other = getDb().campaigns.find((campaign) => campaign.accountId !== 'acc_acme')!;
    expect(await search(DSP, other.id)).toEqual([]);
  });

  it('never gives an SSP login campaigns, creatives, bidders or accounts', async () => {
    for (const query of ['cold brew', 'cmp_2', 'beacon', 'acme', 'a']) {
      const kinds = kindsOf(await search(SSP, query, 50));
      for (const kind of kinds) expect(['Placement', 'Report', 'Deal']).toContain(kind);
    }
    expect(kindsOf(await search(SSP, 'philadelphia'))).toEqual(['Placement']);
  });

  it('gives an Admin bidders and accounts only, and a login with every role every kind', async () => {
    expect(kindsOf(await search(ADMIN, 'a', 50))).toEqual(['Bidder', 'Account', 'Deal']);
    expect(await search(ADMIN, 'cold brew')).toEqual([]);
    const multi = await search(MULTI, 'cold brew');
    expect(multi).toContainEqual({ kind: 'Campaign', id: 'cmp_2', name: 'Cold Brew Summer' });
  });

  it('finds a deal by name or Deal ID for its publisher and its buyers, never for another buyer', async () => {
    const morning = { kind: 'Deal', id: 'deal_nw_morning', name: 'Northwind Morning Rush' };
    expect(await search(SSP, 'morning rush')).toContainEqual({
      ...morning,
      detail: 'MQ-7K2P9X4M1Q',
    });
    expect(kindsOf(await search(DSP, 'mq-7k2p9'))).toEqual(['Deal']);
    // Orchard's ended deal is not Acme's to find.
    expect(await search(DSP, 'holiday preview')).toEqual([]);
  });

  it('answers 403 to a login without roles and 400 to a blank query or a bad limit', async () => {
    const nobody = await tokenFor(MISCONFIGURED);
    expect((await call('/search?q=cold', { token: nobody })).status).toBe(403);
    const token = await tokenFor(DSP);
    for (const [path, message] of [
      ['/search?q=%20', SEARCH_MESSAGES.query],
      ['/search', SEARCH_MESSAGES.query],
      ['/search?q=cold&limit=0', SEARCH_MESSAGES.limit],
      ['/search?q=cold&limit=51', SEARCH_MESSAGES.limit],
      ['/search?q=cold&limit=2.5', SEARCH_MESSAGES.limit],
    ] as const) {
      const { status, data } = await call<{ error: { message: string } }>(path, { token });
      expect(status).toBe(400);
      expect(data.error.message).toBe(message);
    }
    expect((await call('/search?q=cold')).status).toBe(401);
  });

  it('at demo scale finds generated placements by name and external ID, with their edits, at most limit', async () => {
    setKnobs({ scale: 50_000 });
    const serial = '049999';
    const row = findPlacement(`pl_scale_${serial}`)!;
    const byName = await search(SSP, row.name);
    expect(byName[0]).toEqual({
      kind: 'Placement',
      id: row.id,
      name: row.name,
      detail: row.externalId,
    });
    expect((await search(SSP, row.externalId!))[0]?.id).toBe(row.id);
    // By the start of their id: the ten of 04999x, the limit of them.
    const byId = await search(SSP, 'PL_SCALE_04999', 50);
    expect(byId.map((result) => result.id)).toEqual(
      Array.from({ length: 10 }, (_, n) => `pl_scale_04999${n}`),
    );
    // Thousands match "00": only the limit comes back, prefix matches first.
    const many = await search(SSP, serial.slice(0, 2), 7);
    expect(many).toHaveLength(7);

    savePlacement({ ...row, name: 'Renamed Lobby Screen' });
    expect((await search(SSP, 'renamed lobby'))[0]?.id).toBe(row.id);
    deletePlacement(row.id);
    expect(await search(SSP, 'renamed lobby')).toEqual([]);
    // Another publisher never sees Northwind's generated rows.
    expect(await search('alex@metro-transit-media.example', row.id)).toEqual([]);
  });
});
