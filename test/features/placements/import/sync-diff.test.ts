// What an import will do, counted before it is sent (the Launch step and the Full DB Sync
// confirmation): created, updated, unchanged, deleted and kept, keyed on external_id, with the
// wizard's default bid floor and location filling what a line leaves empty.
// Requirements checked here: BATCH-SYNC-COUNTS, BATCH-SYNC-NO-ID, BATCH-ID-COMPARE,
// BATCH-LEADING-ZEROS.
import { describe, expect, it } from 'vitest';
import {
  lineDefaultsOf,
  syncDiff,
  syncPlan,
  type SyncPlacement,
} from '@/features/placements/import/sync-diff';
import { lineOf } from './helpers';

/** The placement the helpers' valid line describes (SAMPLE_LINE with its own name and ID). */
function placementOf(n: number, overrides: Partial<SyncPlacement> = {}): SyncPlacement {
  return {
    id: `pl_${n}`,
    name: `Screen ${n}`,
    externalId: `EXT-${n}`,
    kind: 701,
    bidFloorCpm: 4.5,
    location: {
      address: {
        line1: '1500 Broadway',
        line2: 'Lobby',
        city: 'New York',
        state: 'NY',
        zip: '10036',
      },
      latitude: 40.758,
      longitude: -73.9855,
    },
    ...overrides,
  };
}

const onlyId = (externalId: string) =>
  placementOf(0, { id: `pl_${externalId}`, externalId, name: `Other ${externalId}` });

describe('syncDiff', () => {
  it('counts creations, updates and deletions keyed on external_id', () => {
    const lines = [
      lineOf(2, { external_id: 'A' }),
      lineOf(3, { external_id: 'B' }),
      lineOf(4, { external_id: 'C' }),
    ];
    const existing = [onlyId('A'), onlyId('X'), onlyId('C'), onlyId('Y')];
    expect(syncDiff(lines, existing)).toEqual({
      created: 1,
      updated: 2,
      unchanged: 0,
      deleted: 2,
      kept: 0,
      noExternalId: 0,
      createdAfterExport: 0,
    });
    expect(syncDiff([], existing)).toMatchObject({ created: 0, updated: 0, deleted: 4 });
    expect(syncDiff(lines, [])).toMatchObject({ created: 3, updated: 0, deleted: 0 });
  });

  it('keeps, and counts apart, the placements of the lines skipped for issues', () => {
    const lines = [lineOf(2, { external_id: 'A' }), lineOf(4, { external_id: 'C' })];
    const existing = [onlyId('A'), onlyId('X'), onlyId('S')];
    expect(syncDiff(lines, existing, ['S', 'NOT-YET'])).toEqual({
      created: 1,
      updated: 1,
      unchanged: 0,
      deleted: 1,
      kept: 1,
      noExternalId: 0,
      createdAfterExport: 0,
    });
    // A placement without an external ID is never a skipped line's (it is kept apart).
    expect(syncDiff(lines, [onlyId('')], [''])).toMatchObject({
      deleted: 0,
      kept: 0,
      noExternalId: 1,
      createdAfterExport: 0,
    });
  });

  it('tells a line that says what its placement holds (unchanged) from one that changes it', () => {
    const lines = [lineOf(2), lineOf(3), lineOf(4, { bid_floor_cpm: '4.75' })];
    const existing = [placementOf(2), placementOf(3), placementOf(4)];
    expect(syncDiff(lines, existing)).toEqual({
      created: 0,
      updated: 1,
      unchanged: 2,
      deleted: 0,
      kept: 0,
      noExternalId: 0,
      createdAfterExport: 0,
    });
  });

  it('compares numbers by value and the state in any case, text exactly', () => {
    const existing = [placementOf(2)];
    const same = lineOf(2, {
      bid_floor_cpm: '4.500',
      venue_type: '0701',
      state: 'ny',
      latitude: '40.75800',
    });
    expect(syncDiff([same], existing)).toMatchObject({ unchanged: 1, updated: 0 });
    for (const change of [
      { name: 'screen 2' },
      { address_line2: '' },
      { zip: '10037' },
      { longitude: '-73.9856' },
      { latitude: '', longitude: '' },
    ]) {
      expect(syncDiff([lineOf(2, change)], existing), JSON.stringify(change)).toMatchObject({
        unchanged: 0,
        updated: 1,
      });
    }
  });

  it('reads an empty bid floor or location as the defaults the line will take', () => {
    const placed = placementOf(2, {
      bidFloorCpm: 3,
      location: { latitude: 41.5, longitude: -87.25 },
    });
    const line = lineOf(2, {
      bid_floor_cpm: '',
      address_line1: '',
      address_line2: '',
      city: '',
      state: '',
      zip: '',
      latitude: '',
      longitude: '',
    });
    const defaults = lineDefaultsOf({
      bidFloorCpm: 3,
      location: { latitude: 41.5, longitude: -87.25, exampleSceneUrl: '/x.svg' },
    });
    expect(syncDiff([line], [placed], [], defaults)).toMatchObject({ unchanged: 1 });
    // Other defaults: the line would change its placement.
    const elsewhere = lineDefaultsOf({
      bidFloorCpm: 3,
      location: { latitude: 41.5, longitude: -87, exampleSceneUrl: '/x.svg' },
    });
    expect(syncDiff([line], [placed], [], elsewhere)).toMatchObject({ updated: 1 });
    // A line with a location of its own takes none of the default one, even in part.
    const ownLatLng = lineOf(2, {
      bid_floor_cpm: '3',
      address_line1: '',
      address_line2: '',
      city: '',
      state: '',
      zip: '',
    });
    const withAddress = placementOf(2, { bidFloorCpm: 3 });
    const addressDefaults = lineDefaultsOf({
      location: { ...withAddress.location, exampleSceneUrl: '/x.svg' },
    });
    expect(syncDiff([ownLatLng], [withAddress], [], addressDefaults)).toMatchObject({
      updated: 1,
    });
  });

  it('never deletes a placement without an external ID under Full DB Sync, and lists it as kept', () => {
    const handMade = placementOf(9, { id: 'pl_hand', externalId: '', name: 'Lobby (by hand)' });
    const blank = placementOf(8, { id: 'pl_blank', externalId: '   ', name: 'Blank ID' });
    const exported = [placementOf(2), placementOf(3)];
    // An unchanged export of the account: it can name every placement but the hand-made ones.
    const plan = syncPlan([lineOf(2), lineOf(3)], [...exported, handMade, blank]);
    expect(plan.counts).toEqual({
      created: 0,
      updated: 0,
      unchanged: 2,
      deleted: 0,
      kept: 0,
      noExternalId: 2,
      createdAfterExport: 0,
    });
    expect(plan.deletions).toEqual([]);
    expect(plan.withoutExternalId.map((p) => p.id)).toEqual(['pl_hand', 'pl_blank']);
    // Even an empty sync deletes only what a file could name.
    expect(syncPlan([], [handMade, placementOf(2)]).deletions.map((p) => p.id)).toEqual(['pl_2']);
  });

  it('matches external IDs after trim and Unicode NFC, as the server does', () => {
    const composed = placementOf(2, { id: 'pl_cafe', externalId: 'Caf\u00e9-1' });
    const padded = placementOf(3, { id: 'pl_pad', externalId: ' EXT-3 ' });
    const lines = [
      lineOf(2, { external_id: 'Cafe\u0301-1' }),
      lineOf(3, { external_id: 'EXT-3' }),
      // The same ID decomposed and composed counts once.
      lineOf(4, { external_id: 'Caf\u00e9-1 ' }),
    ];
    const plan = syncPlan(lines, [composed, padded]);
    expect(plan.counts).toMatchObject({ created: 0, deleted: 0 });
    expect(plan.counts.updated + plan.counts.unchanged).toBe(2);
    expect(plan.deletions).toEqual([]);
    // A skipped line's ID is compared the same way.
    expect(syncPlan([], [composed], ['Cafe\u0301-1']).counts).toMatchObject({
      deleted: 0,
      kept: 1,
    });
  });

  it('flags a new ID that equals an existing one but for leading zeros', () => {
    const zeros = placementOf(2, { id: 'pl_0042', externalId: '0042', name: 'Gate 42' });
    const other = placementOf(3, { id: 'pl_7', externalId: '007' });
    const lines = [
      lineOf(2, { external_id: '42' }),
      lineOf(3, { external_id: 'NEW-9' }),
      lineOf(4, { external_id: '7' }),
    ];
    const plan = syncPlan(lines, [zeros, other]);
    expect(plan.leadingZeros).toEqual([
      { line: 2, fileId: '42', placement: zeros },
      { line: 4, fileId: '7', placement: other },
    ]);
    // Not flagged: an ID the file also names as it is, letters around the digits, or other digits.
    expect(
      syncPlan([lineOf(2, { external_id: '42' }), lineOf(3, { external_id: '0042' })], [zeros])
        .leadingZeros,
    ).toEqual([]);
    expect(
      syncPlan([lineOf(2, { external_id: 'A42' })], [placementOf(5, { externalId: 'A0042' })])
        .leadingZeros,
    ).toEqual([]);
    expect(syncPlan([lineOf(2, { external_id: '420' })], [zeros]).leadingZeros).toEqual([]);
  });
});
