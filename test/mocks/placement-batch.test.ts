// POST /placements/batch and GET /placements/batch/{jobId} (BATCH-REQUEST, BATCH-JOB): upsert by
// external ID (BATCH-UPSERT, BATCH-UNCHANGED), per-line checks with file line numbers
// (BATCH-LINE-REQUIRED, BATCH-DUPLICATE-ID), the default location (BATCH-DEFAULT-LOCATION), full
// sync deletes and progress across polls. The envelope, access and a 100000-line file:
// placement-batch-envelope.test.ts.
// Requirements checked here: BATCH-DEFAULTS, BATCH-LINE-BOUNDS.
import { PLACEMENT_RULE_MESSAGES } from '@/rules/placement-rules';
import { setKnobs } from '@/mocks/knobs';
import { BATCH_STEPS, PENDING_LOOKS } from '@/mocks/placement-batch/jobs';
import { countPlacements, findPlacement, savePlacement } from '@/mocks/queries';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import {
  AUDIENCE,
  byExternalId,
  confirmedDeletes,
  importRows,
  northwind,
  poll,
  row,
  SCENE,
} from './placement-batch-fixtures';
import { ADMIN } from './helpers';

describe('placement batch: upsert', () => {
  it('creates new external IDs, updates known ones and lists every saved line', async () => {
    const existing = northwind()[0]!;
    const before = countPlacements(ACCOUNT_IDS.northwind);
    const { job } = await importRows([
      row('BATCH-1'),
      row(existing.externalId, { name: 'Renamed lobby', bid_floor_cpm: '7' }),
      row('BATCH-2', { venue_type: '207' }),
    ]);
    expect(job).toMatchObject({
      status: 'Complete',
      total: 3,
      processed: 3,
      created: 2,
      updated: 1,
      deleted: 0,
      failed: 0,
      errors: [],
    });
    expect(countPlacements(ACCOUNT_IDS.northwind)).toBe(before + 2);

    const updated = findPlacement(existing.id)!;
    expect(updated).toMatchObject({
      name: 'Renamed lobby',
      bidFloorCpm: 7,
      placementKey: existing.placementKey,
      createdAt: existing.createdAt,
      // No Capabilities step in batch mode: the stored ones stay.
      capabilities: existing.capabilities,
    });

    const created = byExternalId('BATCH-2')!;
    expect(created).toMatchObject({ kind: 207, accountId: ACCOUNT_IDS.northwind });
    expect(created.placementKey).toMatch(/^pk_[0-9a-f]{20}$/);
    expect(job.results).toEqual([
      {
        line: 2,
        id: byExternalId('BATCH-1')!.id,
        placementKey: byExternalId('BATCH-1')!.placementKey,
        externalId: 'BATCH-1',
      },
      {
        line: 3,
        id: existing.id,
        placementKey: existing.placementKey,
        externalId: existing.externalId,
      },
      { line: 4, id: created.id, placementKey: created.placementKey, externalId: 'BATCH-2' },
    ]);
  });

  it('matches an external ID saved with a combining accent, and never rewrites it', async () => {
    // Saved as sent (a single create keeps `CAFE` + U+0301), exported as it is, imported back.
    const decomposed = 'CAFE\u0301-1';
    const saved = { ...northwind()[0]!, externalId: decomposed };
    savePlacement(saved);
    const address = saved.location.address!;
    const line = (externalId: string) => ({
      name: saved.name,
      external_id: externalId,
      venue_type: String(saved.kind),
      bid_floor_cpm: String(saved.bidFloorCpm),
      address_line1: address.line1,
      ...(address.line2 ? { address_line2: address.line2 } : {}),
      city: address.city,
      state: address.state,
      zip: address.zip,
      latitude: String(saved.location.latitude),
      longitude: String(saved.location.longitude),
    });
    for (const externalId of [decomposed, decomposed.normalize('NFC')]) {
      const { job } = await importRows([line(externalId)], { enableProgrammaticPartners: false });
      expect(job).toMatchObject({ created: 0, updated: 0, unchanged: 1, failed: 0 });
      expect(findPlacement(saved.id)?.externalId).toBe(decomposed);
    }
  });

  it('leaves a line that says what its placement holds unchanged: counted, listed, not saved', async () => {
    const [same, edited] = northwind();
    const address = same!.location.address!;
    // The same values as other text: numbers by value, the state in lower case.
    const sameRow = {
      line: '2',
      name: same!.name,
      external_id: same!.externalId,
      venue_type: `0${same!.kind}`,
      bid_floor_cpm: same!.bidFloorCpm.toFixed(3),
      address_line1: address.line1,
      ...(address.line2 ? { address_line2: address.line2 } : {}),
      city: address.city,
      state: address.state.toLowerCase(),
      zip: address.zip,
      latitude: String(same!.location.latitude),
      longitude: String(same!.location.longitude),
    };
    const editedAddress = edited!.location.address!;
    const editedRow = {
      line: '3',
      name: `${edited!.name} (renamed)`,
      external_id: edited!.externalId,
      venue_type: String(edited!.kind),
      bid_floor_cpm: String(edited!.bidFloorCpm),
      address_line1: editedAddress.line1,
      city: editedAddress.city,
      state: editedAddress.state,
      zip: editedAddress.zip,
    };
    const { job } = await importRows([sameRow, editedRow], { enableProgrammaticPartners: false });
    expect(job).toMatchObject({ created: 0, updated: 1, unchanged: 1, deleted: 0, failed: 0 });
    expect(findPlacement(same!.id)).toEqual(same);
    expect(findPlacement(edited!.id)).toMatchObject({
      name: `${edited!.name} (renamed)`,
      location: { address: { line1: editedAddress.line1 } },
    });
    // Both are in the results: Download Updated CSV gives the unchanged line its key too.
    expect(job.results.map((r) => [r.line, r.placementKey])).toEqual([
      [2, same!.placementKey],
      [3, edited!.placementKey],
    ]);
  });

  it('updates what a line carries only: the defaults and the programmatic choice go to created placements (BATCH-DEFAULTS)', async () => {
    const existing = northwind()[1]!;
    const image = '/demo/scenes/transit.svg';
    expect(existing.audience).not.toEqual(AUDIENCE);
    expect(existing.location.exampleSceneUrl).not.toBe(image);
    // Defaults and flags unlike the placement's own, and its name changed in the file.
    const { job } = await importRows(
      [row('NEW-1'), row(existing.externalId, { name: `${existing.name} (fixed)` })],
      {
        enableProgrammaticPartners: !existing.enableProgrammaticPartners,
        defaults: { bidFloorCpm: 2.25, location: { exampleSceneUrl: image }, audience: AUDIENCE },
      },
    );
    expect(job).toMatchObject({ created: 1, updated: 1, failed: 0 });
    expect(findPlacement(existing.id)).toMatchObject({
      name: `${existing.name} (fixed)`,
      audience: existing.audience,
      enableProgrammaticPartners: existing.enableProgrammaticPartners,
      location: { exampleSceneUrl: existing.location.exampleSceneUrl },
    });
    expect(byExternalId('NEW-1')).toMatchObject({
      audience: AUDIENCE,
      enableProgrammaticPartners: !existing.enableProgrammaticPartners,
      location: { exampleSceneUrl: image },
    });
  });

  it('fills what a line leaves empty from the defaults', async () => {
    await importRows([
      row('DEF-1', { bid_floor_cpm: '' }),
      {
        name: 'Address only',
        external_id: 'DEF-2',
        venue_type: '20301',
        address_line1: '1 Main St',
        city: 'Boston',
        state: 'ma',
        zip: '02108',
      },
    ]);
    expect(byExternalId('DEF-1')).toMatchObject({
      bidFloorCpm: 2.25,
      audience: AUDIENCE,
      location: { latitude: 42.35, longitude: -71.06, exampleSceneUrl: SCENE },
      enableProgrammaticPartners: true,
    });
    expect(byExternalId('DEF-2')?.location).toEqual({
      address: { line1: '1 Main St', city: 'Boston', state: 'MA', zip: '02108' },
      latitude: null,
      longitude: null,
      exampleSceneUrl: SCENE,
    });
  });

  it('imports into the caller account only', async () => {
    const metroBefore = countPlacements(ACCOUNT_IDS.metro);
    const { job } = await importRows([row('ADMIN-1')], {}, ADMIN);
    expect(job.created).toBe(1);
    expect(findPlacement(job.results[0]!.id)?.accountId).toBe(ACCOUNT_IDS.exchange);
    expect(countPlacements(ACCOUNT_IDS.metro)).toBe(metroBefore);
  });
});

describe('placement batch: per-line errors', () => {
  it('reports each bad line with its file line number and saves the rest', async () => {
    const { job } = await importRows([
      { ...row('OK-1'), line: '2' },
      { ...row('BAD-1', { name: '' }), line: '4' },
      { ...row('BAD-2', { venue_type: '99999' }), line: '5' },
      { ...row('', {}), line: '6' },
      { ...row('BAD-3', { latitude: '', longitude: '' }), line: '7' },
      { ...row('OK-1'), line: '9' },
      {
        ...row('BAD-4', { zip: '123', address_line1: '1 Main', city: 'X', state: 'MA' }),
        line: '10',
      },
      row('OK-2'), // no line cell: index 7 + 2
      { ...row('BAD-5'), city: { name: 'Boston' } as unknown as string, line: '12' },
    ]);
    expect(job.status).toBe('Complete');
    expect(job.errors).toEqual([
      { line: 4, message: 'Placement must have a name' },
      { line: 5, message: 'Placement must have a type' },
      { line: 6, message: 'External ID is required' },
      { line: 7, message: PLACEMENT_RULE_MESSAGES.lineLocationRequired },
      { line: 9, message: 'External ID OK-1 is already on line 2' },
      { line: 10, message: 'Zip code must be 5 digits' },
      { line: 12, message: 'city must be text' },
    ]);
    expect(job).toMatchObject({ total: 9, processed: 9, created: 2, failed: 7 });
    expect(job.results.map((result) => [result.line, result.externalId])).toEqual([
      [2, 'OK-1'],
      [9, 'OK-2'],
    ]);
    expect(byExternalId('BAD-1')).toBeUndefined();
  });

  it('refuses a 201-character name, a control character, an over-long external ID and a bid floor over $10,000 or in part cents on a line (BATCH-LINE-BOUNDS)', async () => {
    const { job } = await importRows([
      { ...row('LONG-1', { name: 'N'.repeat(201) }), line: '2' },
      { ...row('OK-200', { name: ` ${'N'.repeat(200)} ` }), line: '3' },
      { ...row('NUL-1', { name: 'Lobby\u0000North' }), line: '4' },
      { ...row('I'.repeat(201), { name: 'Lobby' }), line: '5' },
      { ...row('CPM-1', { bid_floor_cpm: '10000.01' }), line: '6' },
      { ...row('CPM-2', { bid_floor_cpm: '5.001' }), line: '7' },
      { ...row('CPM-3', { bid_floor_cpm: '10000' }), line: '8' },
      { ...row('ZW-1', { name: 'Lobby\u200b North\u202e' }), line: '9' },
    ]);
    expect(job.errors).toEqual([
      { line: 2, message: 'Placement name must be at most 200 characters' },
      { line: 4, message: 'Placement name cannot contain control characters' },
      { line: 5, message: 'External ID must be at most 200 characters' },
      { line: 6, message: 'Bid floor CPM must be at most $10,000' },
      { line: 7, message: 'Bid floor CPM must be in whole cents' },
    ]);
    expect(byExternalId('LONG-1')).toBeUndefined();
    expect(byExternalId('OK-200')!.name).toBe('N'.repeat(200));
    expect(byExternalId('CPM-3')!.bidFloorCpm).toBe(10000);
    // Invisible format characters are stripped from the name saved.
    expect(byExternalId('ZW-1')!.name).toBe('Lobby North');
  });

  it('fails the job, and deletes nothing, when no line can be saved', async () => {
    const before = countPlacements(ACCOUNT_IDS.northwind);
    const rows = [row('X-1', { name: '' }), row('X-2', { venue_type: '' })];
    const { job } = await importRows(rows, { fullSync: true, deleteIds: confirmedDeletes(rows) });
    expect(job).toMatchObject({ status: 'Failed', failed: 2, created: 0, deleted: 0 });
    expect(job.errors.map((error) => error.line)).toEqual([2, 3]);
    expect(countPlacements(ACCOUNT_IDS.northwind)).toBe(before);
  });
});

describe('placement batch: the default location', () => {
  const address = { line1: '1 Default Plaza', city: 'Boston', state: 'MA', zip: '02108' };
  const noLocation = { name: 'Unplaced', venue_type: '20301' };

  it('gives lines with neither coordinates nor an address the default, and no other line', async () => {
    const { job } = await importRows(
      [
        row('LOC-COORDS'),
        {
          ...noLocation,
          external_id: 'LOC-ADDR',
          address_line1: '5 Elm St',
          city: 'Salem',
          state: 'MA',
          zip: '01970',
        },
        { ...noLocation, external_id: 'LOC-NONE' },
      ],
      {
        defaults: {
          bidFloorCpm: 2,
          location: { exampleSceneUrl: SCENE, address, latitude: 42.36, longitude: -71.06 },
        },
      },
    );
    expect(job).toMatchObject({ status: 'Complete', created: 3, failed: 0 });
    expect(byExternalId('LOC-COORDS')?.location).toEqual({
      latitude: 42.35,
      longitude: -71.06,
      exampleSceneUrl: SCENE,
    });
    expect(byExternalId('LOC-ADDR')?.location).toEqual({
      address: { line1: '5 Elm St', city: 'Salem', state: 'MA', zip: '01970' },
      latitude: null,
      longitude: null,
      exampleSceneUrl: SCENE,
    });
    expect(byExternalId('LOC-NONE')?.location).toEqual({
      address,
      latitude: 42.36,
      longitude: -71.06,
      exampleSceneUrl: SCENE,
    });
  });

  it('fails a line without a location when the default one is incomplete', async () => {
    const { job } = await importRows(
      [row('LOC-OK'), { ...noLocation, external_id: 'LOC-LOST', line: '3' }],
      {
        defaults: {
          bidFloorCpm: 2,
          location: { exampleSceneUrl: SCENE, address: { ...address, zip: '' } },
        },
      },
    );
    expect(job).toMatchObject({ status: 'Complete', created: 1, failed: 1 });
    expect(job.errors).toEqual([
      { line: 3, message: PLACEMENT_RULE_MESSAGES.lineLocationRequired },
    ]);
  });
});

describe('placement batch: full sync', () => {
  it('deletes the account placements missing from the file, demo-scale rows included', async () => {
    setKnobs({ scale: 300 });
    const [kept, failedButListed] = northwind();
    const generated = northwind().find((placement) => placement.id.startsWith('pl_scale_'))!;
    const metroBefore = countPlacements(ACCOUNT_IDS.metro);
    const before = countPlacements(ACCOUNT_IDS.northwind);
    expect(before).toBe(340);

    const rows = [
      row(kept!.externalId),
      row(generated.externalId, { name: 'Edited generated' }),
      row(failedButListed!.externalId, { name: '' }),
      row('NEW-1'),
    ];
    const { job } = await importRows(rows, { fullSync: true, deleteIds: confirmedDeletes(rows) });
    // Every listed external ID stays, even the failed line's; the rest of the 340 go.
    expect(job).toMatchObject({ status: 'Complete', created: 1, updated: 2, failed: 1 });
    expect(job.deleted).toBe(before - 3);
    expect(countPlacements(ACCOUNT_IDS.northwind)).toBe(4);
    expect(findPlacement(generated.id)?.name).toBe('Edited generated');
    expect(findPlacement(failedButListed!.id)).toBeDefined();
    expect(countPlacements(ACCOUNT_IDS.metro)).toBe(metroBefore);
  });

  it('keeps the placements of the lines the user skipped, neither updated nor deleted', async () => {
    const [listed, skipped, alsoSkipped] = northwind();
    const before = countPlacements(ACCOUNT_IDS.northwind);
    const rows = [row(listed!.externalId)];
    const skippedIds = [skipped!.externalId, ` ${alsoSkipped!.externalId} `, 'NOT-THERE', ''];
    const { job } = await importRows(rows, {
      fullSync: true,
      skippedExternalIds: skippedIds,
      deleteIds: confirmedDeletes(rows, skippedIds),
    });
    expect(job).toMatchObject({ status: 'Complete', created: 0, updated: 1, failed: 0 });
    expect(job.deleted).toBe(before - 3);
    expect(findPlacement(skipped!.id)).toEqual(skipped);
    expect(findPlacement(alsoSkipped!.id)).toEqual(alsoSkipped);
    expect(countPlacements(ACCOUNT_IDS.northwind)).toBe(3);
  });

  it('deletes nothing without full sync', async () => {
    const before = countPlacements(ACCOUNT_IDS.northwind);
    const { job } = await importRows([row('ONLY-1')]);
    expect(job.deleted).toBe(0);
    expect(countPlacements(ACCOUNT_IDS.northwind)).toBe(before + 1);
  });
});

describe('placement batch: progress', () => {
  it('is Pending first, then Running with processed growing, then Complete', async () => {
    const rows = Array.from({ length: 10 }, (_, index) => row(`P-${index}`));
    const { seen } = await importRows(rows);
    expect(seen.map((job) => job.status)).toEqual([
      ...Array<string>(PENDING_LOOKS).fill('Pending'),
      ...Array<string>(BATCH_STEPS - 1).fill('Running'),
      'Complete',
    ]);
    expect(seen.map((job) => job.processed)).toEqual([0, 3, 6, 9, 10]);
    expect(seen.every((job) => job.total === 10)).toBe(true);
    // Nothing is applied before the job runs.
    expect(seen[0]!.created).toBe(0);
  });

  it('stops moving once it has ended', async () => {
    const { token, jobId, job } = await importRows([row('END-1')]);
    const { data } = await poll(jobId, token);
    expect(data).toEqual(job);
  });
});
