// Full DB Sync deletes only what the user confirmed and the file can name (BATCH-DELETE-IDS,
// BATCH-409, BATCH-SYNC-NO-ID, BATCH-ID-COMPARE; issue 26 item 8): `deleteIds` is checked against
// what the file would delete when the import starts (409 otherwise), exactly those are deleted, a
// placement without an external ID never is, and external IDs compare trimmed and in NFC.
import { getDb } from '@/mocks/db';
import { BATCH_MESSAGES } from '@/mocks/placement-batch/request';
import { countPlacements, findPlacement, savePlacement } from '@/mocks/queries';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import {
  batchBody,
  byExternalId,
  confirmedDeletes,
  importRows,
  northwind,
  row,
  runToEnd,
  start,
} from './placement-batch-fixtures';
import { SSP, tokenFor } from './helpers';

/** Every Northwind placement as a line of an export: a full sync of it changes nothing. */
const exportRows = () => northwind().map((placement) => row(placement.externalId));

const CHANGED = BATCH_MESSAGES.deleteIdsChanged;

describe('placement batch: full sync deletes only what was confirmed', () => {
  it('says the message of a changed delete list word for word', () => {
    expect(CHANGED).toBe(
      'The placements to delete have changed since you confirmed. Review the import and confirm again.',
    );
  });

  it('never deletes a placement without an external ID, which no file can name', async () => {
    const [handMade] = northwind();
    savePlacement({ ...handMade!, externalId: '' });
    const rows = exportRows().filter((line) => line.external_id !== '');
    expect(confirmedDeletes(rows)).toEqual([]);
    const before = countPlacements(ACCOUNT_IDS.northwind);
    const { job } = await importRows(rows, { fullSync: true, deleteIds: [] });
    expect(job).toMatchObject({ status: 'Complete', deleted: 0 });
    expect(findPlacement(handMade!.id)).toBeDefined();
    expect(countPlacements(ACCOUNT_IDS.northwind)).toBe(before);
  });

  it('answers 409 when deleteIds names a placement without an external ID', async () => {
    const [handMade] = northwind();
    savePlacement({ ...handMade!, externalId: '' });
    const rows = exportRows().filter((line) => line.external_id !== '');
    const token = await tokenFor(SSP);
    const reply = await start(
      batchBody(rows, { fullSync: true, deleteIds: [handMade!.id] }),
      token,
    );
    expect(reply).toEqual({ status: 409, data: { error: { message: CHANGED } } });
    expect(findPlacement(handMade!.id)).toBeDefined();
  });

  it('answers 409, starting nothing, when a placement the file would delete was added since the confirmation', async () => {
    const rows = [row(northwind()[0]!.externalId)];
    const deleteIds = confirmedDeletes(rows);
    // A colleague adds a screen after the user confirmed.
    const extra = { ...northwind()[1]!, id: 'pl_added_later', externalId: 'ADDED-LATER' };
    savePlacement(extra);
    const before = countPlacements(ACCOUNT_IDS.northwind);
    const token = await tokenFor(SSP);
    const reply = await start(batchBody(rows, { fullSync: true, deleteIds }), token);
    expect(reply).toEqual({ status: 409, data: { error: { message: CHANGED } } });
    expect(countPlacements(ACCOUNT_IDS.northwind)).toBe(before);
  });

  it('keeps the placements confirmed as kept (keepIds, BATCH-MERGE), and refuses an id both kept and deleted', async () => {
    const rows = [row(northwind()[0]!.externalId)];
    const confirmed = confirmedDeletes(rows);
    const extra = { ...northwind()[1]!, id: 'pl_made_after_export', externalId: 'MADE-AFTER' };
    savePlacement(extra);
    const token = await tokenFor(SSP);
    const both = await start(
      batchBody(rows, { fullSync: true, deleteIds: [...confirmed, extra.id], keepIds: [extra.id] }),
      token,
    );
    expect(both).toEqual({ status: 409, data: { error: { message: CHANGED } } });
    const { job } = await importRows(rows, {
      fullSync: true,
      deleteIds: confirmed,
      keepIds: [extra.id],
    });
    expect(job).toMatchObject({ status: 'Complete', deleted: confirmed.length });
    expect(findPlacement(extra.id)).toBeDefined();
  });

  it('fails a line confirmed as new whose placement a colleague made since, leaving it as it is (newExternalIds)', async () => {
    const rows = [...exportRows(), row('NEW-Z', { name: 'From the file' })];
    const deleteIds = confirmedDeletes(rows);
    // The colleague's screen, made while the confirmation was open.
    const colleague = {
      ...northwind()[1]!,
      id: 'pl_colleague',
      externalId: 'NEW-Z',
      name: 'Colleague Lobby Screen',
      placementKey: 'pk_colleague',
    };
    savePlacement(colleague);
    const { job } = await importRows(rows, {
      fullSync: true,
      deleteIds,
      newExternalIds: ['NEW-Z'],
    });
    expect(job).toMatchObject({ status: 'Complete', created: 0, failed: 1 });
    expect(job.errors).toEqual([
      { line: rows.length + 1, message: BATCH_MESSAGES.createdSinceConfirmed },
    ]);
    expect(findPlacement('pl_colleague')).toMatchObject({ name: 'Colleague Lobby Screen' });
  });

  it('answers 409 when deleteIds names a placement that no longer exists', async () => {
    const rows = [row(northwind()[0]!.externalId)];
    const token = await tokenFor(SSP);
    const deleteIds = [...confirmedDeletes(rows), 'pl_gone'];
    const reply = await start(batchBody(rows, { fullSync: true, deleteIds }), token);
    expect(reply.status).toBe(409);
  });

  it('answers 409 when deleteIds names a placement the file lists', async () => {
    const rows = [row(northwind()[0]!.externalId)];
    const token = await tokenFor(SSP);
    const deleteIds = [...confirmedDeletes(rows), northwind()[0]!.id];
    const reply = await start(batchBody(rows, { fullSync: true, deleteIds }), token);
    expect(reply.status).toBe(409);
  });

  it('deletes exactly the confirmed placements, not one added while the import runs', async () => {
    const rows = [row(northwind()[0]!.externalId), row('SYNC-NEW')];
    const deleteIds = confirmedDeletes(rows);
    const token = await tokenFor(SSP);
    const { status, data } = await start(batchBody(rows, { fullSync: true, deleteIds }), token);
    expect(status).toBe(202);
    const addedMeanwhile = {
      ...northwind()[1]!,
      id: 'pl_added_meanwhile',
      externalId: 'MEANWHILE',
    };
    savePlacement(addedMeanwhile);
    const job = (await runToEnd(data.jobId, token)).at(-1)!;
    expect(job).toMatchObject({ status: 'Complete', created: 1, deleted: deleteIds.length });
    for (const id of deleteIds) expect(findPlacement(id)).toBeUndefined();
    expect(findPlacement('pl_added_meanwhile')).toBeDefined();
    expect(countPlacements(ACCOUNT_IDS.northwind)).toBe(3);
  });

  it('compares external IDs trimmed and in Unicode NFC: the same screen is updated, not deleted and made again', async () => {
    const [cafe] = northwind();
    savePlacement({ ...cafe!, externalId: 'CAF\u00c9-01' });
    // The file's cell: padded, and É as E plus a combining accent (NFD).
    const rows = [row(' CAFE\u0301-01 ', { name: 'Café lobby' })];
    const deleteIds = confirmedDeletes(rows);
    expect(deleteIds).not.toContain(cafe!.id);
    const { job } = await importRows(rows, { fullSync: true, deleteIds });
    expect(job).toMatchObject({ status: 'Complete', created: 0, updated: 1 });
    expect(findPlacement(cafe!.id)?.name).toBe('Café lobby');
    expect(byExternalId('CAF\u00c9-01')?.id).toBe(cafe!.id);
    expect(
      getDb().placements.filter((placement) => placement.accountId === ACCOUNT_IDS.northwind),
    ).toHaveLength(1);
  });
});
