// The batch job merges a line exported from an earlier version of its placement (BATCH-MERGE):
// a colleague's change since the export survives, a column both changed fails the line, a
// version no longer kept fails it too, and a line without a version (or at the current one)
// is imported as before.
import { getDb } from '@/mocks/db';
import { placementCsvValues } from '@/lib/csv/placement-csv-values';
import { setKnobs } from '@/mocks/knobs';
import { BATCH_MESSAGES } from '@/mocks/placement-batch/request';
import { findPlacement, savePlacement } from '@/mocks/queries';
import type { PlacementRecord } from '@/mocks/records';
import { importRows, northwind, type Row } from './placement-batch-fixtures';

/** The placement's line as `Export CSV` writes it, with its version, then the file's edits. */
function exported(placement: PlacementRecord, edits: Row = {}): Row {
  return {
    ...placementCsvValues(placement),
    placement_version: String(placement.version ?? 1),
    ...edits,
  };
}

/** A placement with an address, as the seed has it (version 1), and a colleague's save of it. */
function editedByColleague(changes: Partial<PlacementRecord>) {
  const placement = northwind().find((p) => p.location.address?.line1)!;
  const theirs = savePlacement({ ...placement, ...changes });
  return { placement, theirs };
}

describe('placement batch: merging from the exported version', () => {
  it('keeps a colleague’s bid floor when the file changed only the address', async () => {
    const { placement, theirs } = editedByColleague({ bidFloorCpm: 9.75 });
    expect(theirs.version).toBe(2);
    const line = exported(placement, { address_line1: '500 New Street' });
    const { job } = await importRows([line]);
    expect(job).toMatchObject({ updated: 1, unchanged: 0, failed: 0, errors: [] });
    expect(findPlacement(placement.id)).toMatchObject({
      version: 3,
      bidFloorCpm: 9.75,
      name: placement.name,
      location: { address: { ...placement.location.address, line1: '500 New Street' } },
    });
  });

  it('merges a demo-scale row and a version given as a number', async () => {
    setKnobs({ scale: 10 });
    const placement = findPlacement('pl_scale_000004')!;
    savePlacement({ ...placement, name: 'Renamed by a colleague' });
    const line = { ...exported(placement, { bid_floor_cpm: '12.5' }), placement_version: 1 };
    const { job } = await importRows([line]);
    expect(job).toMatchObject({ updated: 1, failed: 0 });
    expect(findPlacement(placement.id)).toMatchObject({
      version: 3,
      name: 'Renamed by a colleague',
      bidFloorCpm: 12.5,
    });
  });

  it('fails a line that changed what the colleague changed, naming the columns', async () => {
    const { placement, theirs } = editedByColleague({ bidFloorCpm: 9.75, name: 'Theirs' });
    const line = exported(placement, { name: 'Mine', bid_floor_cpm: '5.5', zip: '02108' });
    const { job } = await importRows([line]);
    expect(job).toMatchObject({ status: 'Failed', updated: 0, failed: 1 });
    expect(job.errors).toEqual([
      {
        line: 2,
        message: 'Changed by someone else since your file was exported: name, bid_floor_cpm',
      },
    ]);
    expect(job.errors[0]!.message).toBe(
      BATCH_MESSAGES.changedSinceExport(['name', 'bid_floor_cpm']),
    );
    expect(findPlacement(placement.id)).toEqual(theirs);
  });

  it('counts a line the merge leaves as the server has it as unchanged', async () => {
    const { placement: first, theirs: firstNow } = editedByColleague({ bidFloorCpm: 9.75 });
    const second = northwind().find((p) => p.id !== first.id && p.location.address?.line1)!;
    const secondNow = savePlacement({ ...second, bidFloorCpm: 3.25 });
    const { job } = await importRows([
      exported(first), // the file as exported: nothing of it changed
      exported(second, { bid_floor_cpm: '3.250' }), // the same change as the colleague's
    ]);
    expect(job).toMatchObject({ updated: 0, unchanged: 2, failed: 0 });
    expect(findPlacement(first.id)).toEqual(firstNow);
    expect(findPlacement(second.id)).toEqual(secondNow);
  });

  it('fails a line whose version is no longer kept', async () => {
    const { placement, theirs } = editedByColleague({ bidFloorCpm: 9.75 });
    getDb().placementVersions = [];
    const { job } = await importRows([exported(placement, { city: 'Springfield' })]);
    expect(job.errors).toEqual([{ line: 2, message: BATCH_MESSAGES.versionNotKept }]);
    expect(job.errors[0]!.message).toBe(
      'This placement changed since your file was exported, and that version is no longer kept. Export the file again.',
    );
    expect(findPlacement(placement.id)).toEqual(theirs);
  });

  it('fails a line whose placement_version is no whole number from 1', async () => {
    const placement = northwind()[0]!;
    const bad = ['0', '-1', '1.5', 'v2', '1e3', 0, 2.5, true];
    const { job } = await importRows(
      bad.map((version) => ({ ...exported(placement), placement_version: version })),
    );
    expect(job.errors).toEqual(
      bad.map((_, index) => ({ line: index + 2, message: BATCH_MESSAGES.placementVersion })),
    );
    expect(BATCH_MESSAGES.placementVersion).toBe('placement_version must be a whole number from 1');
  });
});

describe('placement batch: lines the merge leaves alone', () => {
  it('imports a line without a version over the colleague’s change, as before', async () => {
    const { placement } = editedByColleague({ bidFloorCpm: 9.75 });
    const { placement_version: _v, ...line } = exported(placement, { address_line1: '1 Old Rd' });
    const { job } = await importRows([{ ...line, placement_version: ' ' }]);
    expect(job).toMatchObject({ updated: 1, failed: 0 });
    expect(findPlacement(placement.id)).toMatchObject({
      version: 3,
      bidFloorCpm: placement.bidFloorCpm,
      location: { address: { line1: '1 Old Rd' } },
    });
  });

  it('imports a line exported at the current version as before', async () => {
    const { theirs } = editedByColleague({ bidFloorCpm: 9.75 });
    const unchanged = await importRows([exported(theirs)]);
    expect(unchanged.job).toMatchObject({ unchanged: 1, updated: 0 });
    const { job } = await importRows([exported(theirs, { bid_floor_cpm: '4' })]);
    expect(job).toMatchObject({ updated: 1, failed: 0 });
    expect(findPlacement(theirs.id)).toMatchObject({ version: 3, bidFloorCpm: 4 });
  });
});
