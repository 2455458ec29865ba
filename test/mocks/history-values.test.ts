// HIST-RECORD and HIST-RESTORE for the fields that hold lists and objects (targeting, categories,
// ad creatives, day-parts, a deal's buyers and placements, a placement's address, coordinates,
// external ID and programmatic flag): a change of one is recorded with its values before and
// after, even when it reads the same (a ZIP code swapped), and `Restore previous values` puts the
// earlier value back. Before, these changes had no values (no Restore), and a swap within a list
// of the same length left no trace at all.
import { describe, expect, it } from 'vitest';
import { restorableChanges, withChanges } from '@/components/form/restore';
import { venueTypeById } from '@/data/venue-types';
import { changesBetween } from '@/mocks/history/fields';
import { someOf, targetsText, weekHoursText } from '@/mocks/history/shown-values';
import { getDb } from '@/mocks/db';
import type { HistoryChange, HistoryEntry } from '@/types/api';

const updated = (changes: HistoryChange[]) => ({ action: 'updated', changes }) as HistoryEntry;

/** The record put back from `after` by the entry of the change `before` -> `after`. */
function restored<R extends object>(
  kind: 'campaign' | 'placement' | 'deal' | 'bidder',
  before: R,
  after: R,
): { fields: string[]; back: R } {
  const changes = changesBetween(kind, before as never, after as never, getDb());
  const restorable = restorableChanges(updated(changes));
  return { fields: restorable.map((c) => c.field), back: withChanges(after, restorable, 'value') };
}

describe('list and object fields in the history', () => {
  it('a campaign’s targeting sent back in another order is no change (the console builds it by kind)', () => {
    const before = structuredClone(getDb().campaigns.find((c) => c.id === 'cmp_1')!);
    before.targets = [{ AllowPlacements: ['pl_nw_001'] }, { AllowVenueTypes: [1, 2] }];
    const after = structuredClone(before);
    after.targets = [{ AllowVenueTypes: [1, 2] }, { AllowPlacements: ['pl_nw_001'] }];
    after.bidCpm = before.bidCpm + 0.25;
    const changes = changesBetween('campaign', before as never, after as never, getDb());
    expect(changes.map((c) => c.field)).toEqual(['bidCpm']);
  });

  it('a bidder’s grouped protocol settings (a VAST bidder’s price settings) are recorded one by one and restorable', () => {
    const before = structuredClone(getDb().bidders.find((b) => b.id === 'bid_vast')!);
    const after = structuredClone(before);
    const settings = (record: typeof before) =>
      (record.protocol as { Vast: { priceSettings: { fixedCpm: number } } }).Vast.priceSettings;
    settings(after).fixedCpm = 8.25;
    const changes = changesBetween('bidder', before as never, after as never, getDb());
    expect(changes).toEqual([
      expect.objectContaining({
        field: 'protocol.Vast.priceSettings.fixedCpm',
        label: 'Fixed CPM',
        old: '$7.50',
        new: '$8.25',
      }),
    ]);
    const { back } = restored('bidder', before, after);
    expect(settings(back).fixedCpm).toBe(7.5);
  });

  it('a campaign’s targeting, categories, ad creatives and day-parts are restorable, a same-length swap included', () => {
    const before = structuredClone(getDb().campaigns.find((c) => c.id === 'cmp_1')!);
    const after = structuredClone(before);
    // One state swapped for another: five states before and after.
    after.targets = [{ AllowStates: ['NY', 'NJ', 'MA', 'PA', 'CT'] }, { AllowVenueTypes: [1, 2] }];
    after.categories = ['IAB1'];
    after.ads = after.ads.slice(0, 1);
    after.schedule.dayParts = [{ weekday: 0, hour: 7, bidCpmOverride: null }];
    const { fields, back } = restored('campaign', before, after);
    expect(fields).toEqual(['schedule.dayParts', 'targets', 'categories', 'ads']);
    expect(back.targets).toEqual(before.targets);
    expect(back.categories).toEqual(before.categories);
    // What a save takes: the creatives by id (the server stores a copy of each).
    expect(back.ads).toEqual(before.ads.map((ad) => ({ creative: { id: ad.creative.id } })));
    expect(back.schedule.dayParts).toEqual(before.schedule.dayParts);
  });

  it('the stored copies of a campaign’s creatives changing (an account named, a file replaced) are no change of it', () => {
    const before = structuredClone(getDb().campaigns.find((c) => c.id === 'cmp_1')!);
    const after = structuredClone(before);
    after.name = `${before.name} renamed`;
    after.ads = after.ads.map((ad) => ({
      creative: { ...ad.creative, accountId: 'acc_acme', url: '/v1/files/file_9/content' },
    }));
    const changes = changesBetween('campaign', before as never, after as never, getDb());
    expect(changes.map((c) => c.field)).toEqual(['name']);
  });

  it('a creative’s file reads as the uploaded file’s name, and one of the same name is a change too', () => {
    const db = getDb();
    const before = structuredClone(db.creatives.find((c) => c.id === 'cr_5')!);
    const upload = (id: string, name: string) => {
      const url = `/v1/files/${id}/content`;
      db.files.push({
        id,
        name,
        mimeType: 'image/png',
        size: 10,
        url,
        accountId: 'acc_acme',
        uploadedAt: '2026-11-30T10:00:00Z',
      });
      return url;
    };
    const after = { ...before, url: upload('file_a', 'menu-v2.png') };
    expect(changesBetween('creative', before as never, after as never, db)).toEqual([
      expect.objectContaining({
        field: 'url',
        old: 'spring-menu-1080x1080.png',
        new: 'menu-v2.png',
      }),
    ]);
    const again = { ...after, url: upload('file_b', 'menu-v2.png') };
    expect(changesBetween('creative', after as never, again as never, db)).toEqual([
      expect.objectContaining({ field: 'url', old: 'menu-v2.png', new: 'menu-v2.png' }),
    ]);
  });

  it('a placement’s address, coordinates, external ID and programmatic flag are restorable', () => {
    const before = structuredClone(getDb().placements.find((p) => p.id === 'pl_nw_002')!);
    const after = structuredClone(before);
    delete after.location.address;
    after.location.latitude = 40.1;
    after.location.longitude = -83.2;
    after.externalId = 'NW-COL-0002-B';
    after.enableProgrammaticPartners = !before.enableProgrammaticPartners;
    const { fields, back } = restored('placement', before, after);
    expect(fields).toEqual([
      'externalId',
      'location.address',
      'location.latitude',
      'location.longitude',
      'enableProgrammaticPartners',
    ]);
    expect(back).toEqual(before);
  });

  it('a deal’s buyers, auction, placements, venue types, states and hours are restorable', () => {
    const before = structuredClone(getDb().deals[0]!);
    const after = structuredClone(before);
    after.seats = [];
    after.auctionType = before.auctionType === 'FixedPrice' ? 'FirstPrice' : 'FixedPrice';
    after.placements = ['pl_nw_001'];
    after.venueTypes = [203];
    after.states = ['TX'];
    after.dayParts = [{ weekday: 6, hour: 23 }];
    const { back } = restored('deal', before, after);
    for (const field of [
      'seats',
      'auctionType',
      'placements',
      'venueTypes',
      'states',
      'dayParts',
    ] as const) {
      expect(back[field]).toEqual(before[field] ?? []);
    }
  });
});

describe('how the history shows a list', () => {
  it('names at most five items, then how many more', () => {
    expect(someOf(['a', 'b'])).toBe('a, b');
    expect(someOf(['1', '2', '3', '4', '5', '6', '7'])).toBe('1, 2, 3, 4, 5 and 2 more');
    expect(someOf([])).toBeNull();
  });

  it('shows the hours of the week as ranges by day', () => {
    const hours = [7, 8, 9, 17, 18].map((hour) => ({ weekday: 0, hour }));
    expect(weekHoursText([...hours, { weekday: 5, hour: 23 }])).toBe(
      'Mon 07:00-10:00, 17:00-19:00; Sat 23:00-24:00',
    );
    expect(weekHoursText([])).toBeNull();
  });

  it('shows targeting by kind, with names for venue types and placements', () => {
    const text = targetsText(
      [
        { AllowStates: ['CA', 'NY'] },
        { AllowVenueTypes: [203] },
        { AllowPlacements: ['pl_nw_001'] },
      ],
      getDb(),
    );
    const name = getDb().placements.find((p) => p.id === 'pl_nw_001')!.name;
    const venue = venueTypeById(203)!.label;
    expect(text).toBe(`States: CA, NY; Venue types: ${venue}; Placements: ${name}`);
  });
});
