// What the palette offers (issue 21): actions and screens by role from the route table, the
// records of the cached lists (bare, wrapped or streamed) by the role of their list screen, and
// the recent items checked against both.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountKeys, campaignKeys, creativeKeys, placementKeys, reportKeys } from '@/api/keys';
import { paletteContents, searchResultItems } from '@/app/command-palette/palette-items';
import type { RecentItem } from '@/lib/session/recent-items';

function cacheWith(entries: [readonly unknown[], unknown][]): QueryClient {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

const CACHE = cacheWith([
  [
    campaignKeys.list(),
    { campaigns: [{ id: 'cmp_1', name: 'Morning Rush' }], snapshot_iframe_url: '' },
  ],
  [placementKeys.list(), [{ id: 'pl_1', name: 'Airport Lounge', externalId: 'EXT-1' }]],
  // The streamed list holds the same placements: each is offered once.
  [
    placementKeys.listStreamed(),
    {
      items: [
        { id: 'pl_1', name: 'Airport Lounge', externalId: 'EXT-1' },
        { id: 'pl_2', name: 'Mall Atrium' },
      ],
      complete: true,
    },
  ],
  [
    accountKeys.list(),
    [
      { id: 'acc_1', name: 'Acme' },
      { id: 42, name: 'no string id' },
    ],
  ],
  [creativeKeys.list(), { count: 1, creatives: [{ id: 'cr 1', name: 'Spot' }] }],
  [reportKeys.list(), [{ id: 'rpt_1', name: 'All campaigns' }]],
]);

const records = (roles: ('Admin' | 'DSP' | 'SSP')[]) =>
  paletteContents(roles, CACHE, [])
    .items.filter((item) => item.searchOnly)
    .map((item) => [item.group, item.label, item.path, item.detail]);

describe('paletteContents', () => {
  it('offers the cached records of the lists the roles may open, never fetching', () => {
    expect(records(['DSP'])).toEqual([
      ['Campaigns', 'Morning Rush', '/campaigns/cmp_1', undefined],
      ['Ad Creatives', 'Spot', '/creatives?creative=cr+1', undefined],
      ['Reports', 'All campaigns', '/reports/rpt_1', undefined],
    ]);
    expect(records(['SSP'])).toEqual([
      ['Placements', 'Airport Lounge', '/placements/pl_1/edit', 'EXT-1'],
      ['Placements', 'Mall Atrium', '/placements/pl_2/edit', undefined],
      ['Reports', 'All campaigns', '/reports/rpt_1', undefined],
    ]);
    expect(records(['Admin'])).toEqual([['Accounts', 'Acme', '/accounts/acc_1', undefined]]);
    expect(CACHE.isFetching()).toBe(0);
  });

  it('has no records for lists not in the cache, and no actions or screens without a role', () => {
    const empty = paletteContents([], new QueryClient(), []);
    expect(empty.items.map((item) => item.label)).toEqual(['Sign out']);
  });

  it('keeps a recent item only while its screen is allowed and its record exists', () => {
    const recent: RecentItem[] = [
      // renamed since: the cached name wins
      { id: 'campaigns:cmp_1', label: 'Old name', group: 'Campaigns', path: '/campaigns/cmp_1' },
      // deleted since: its list is cached and lacks it
      { id: 'campaigns:cmp_9', label: 'Gone', group: 'Campaigns', path: '/campaigns/cmp_9' },
      // a bidder: the list is not cached, kept as stored, but only for an Admin
      { id: 'bidders:bid_1', label: 'OpenRTB', group: 'Bidders', path: '/bidders/bid_1/edit' },
      { id: 'screen:content', label: 'Content Library', group: 'Screens', path: '/content' },
    ];
    const labels = (roles: ('Admin' | 'DSP')[]) =>
      paletteContents(roles, CACHE, recent).recent.map((item) => item.label);
    expect(labels(['DSP'])).toEqual(['Morning Rush', 'Content Library']);
    expect(labels(['Admin'])).toEqual(['OpenRTB']);
    expect(labels(['Admin', 'DSP'])).toEqual(['Morning Rush', 'OpenRTB', 'Content Library']);
  });
});

describe('searchResultItems', () => {
  const RESULTS = [
    { kind: 'Campaign', id: 'cmp_2', name: 'Cold Brew Summer' },
    { kind: 'Placement', id: 'pl_1', name: 'Airport Lounge', detail: 'EXT-1' },
    { kind: 'Bidder', id: 'bid_1', name: 'Beacon' },
    { kind: 'Account', id: 'acc_1', name: 'Acme' },
    { kind: 'Creative', id: 'cr_3', name: 'Leaderboard' },
    { kind: 'Report', id: 'rpt_cmp_2', name: 'Cold Brew Summer' },
  ] as const;
  const found = (roles: ('Admin' | 'DSP' | 'SSP')[]) =>
    searchResultItems(roles, RESULTS).map((item) => [item.id, item.group, item.path, item.detail]);

  it("lists each kind's results under its list screen's title and opens each kind's page", () => {
    expect(found(['Admin', 'DSP', 'SSP'])).toEqual([
      ['campaigns:cmp_2', 'Campaigns', '/campaigns/cmp_2', undefined],
      ['placements:pl_1', 'Placements', '/placements/pl_1/edit', 'EXT-1'],
      ['bidders:bid_1', 'Bidders', '/bidders/bid_1/edit', undefined],
      ['accounts:acc_1', 'Accounts', '/accounts/acc_1', undefined],
      ['creatives:cr_3', 'Ad Creatives', '/creatives?creative=cr_3', undefined],
      ['reports:rpt_cmp_2', 'Reports', '/reports/rpt_cmp_2', undefined],
    ]);
  });

  it('leaves out the results of kinds whose screen the roles may not open', () => {
    expect(found(['SSP']).map(([id]) => id)).toEqual(['placements:pl_1', 'reports:rpt_cmp_2']);
    expect(found(['Admin']).map(([id]) => id)).toEqual(['bidders:bid_1', 'accounts:acc_1']);
  });
});
