// Full DB Sync deletes only what the user confirmed and the file can name (BATCH-DELETE-IDS): the
// file would delete the account's placements whose external ID is set and listed neither by a line
// of the file (a failing line too) nor by a skipped line, external IDs compared trimmed and in NFC
// (BATCH-ID-COMPARE). A placement without an external ID is never deleted: no file can name it
// (BATCH-SYNC-NO-ID). The request's `deleteIds` (with `keepIds`) must be exactly that set when the import starts
// (409 otherwise, BATCH-409: the account changed since the user confirmed), and then exactly those
// are deleted.
import { fail } from '@/mocks/http';
import {
  BATCH_MESSAGES,
  normalizeExternalId,
  type BatchRequest,
} from '@/mocks/placement-batch/request';
import { listPlacements } from '@/mocks/queries';
import type { DbState } from '@/mocks/records';

/** Every external ID the file's lines give (failing lines too) and the skipped lines'. */
function listedExternalIds(request: BatchRequest): Set<string> {
  const listed = new Set(request.skippedExternalIds);
  for (const row of request.rows) {
    const cell = row.external_id;
    if (typeof cell !== 'string' && typeof cell !== 'number') continue;
    const id = normalizeExternalId(String(cell));
    if (id) listed.add(id);
  }
  return listed;
}

/** The ids of the account's placements a full sync of this file would delete. */
export function fullSyncDeletes(
  accountId: string,
  request: BatchRequest,
  db: DbState,
): Set<string> {
  const listed = listedExternalIds(request);
  const deletes = new Set<string>();
  for (const placement of listPlacements(accountId, db)) {
    const externalId = normalizeExternalId(placement.externalId ?? '');
    if (externalId && !listed.has(externalId)) deletes.add(placement.id);
  }
  return deletes;
}

/**
 * A 409 unless `deleteIds` and `keepIds` (placements made after a re-imported export that the
 * user kept: BATCH-MERGE) are together exactly what the file would delete now (a full sync only).
 */
export function checkDeleteIds(accountId: string, request: BatchRequest, db: DbState): void {
  if (!request.fullSync) return;
  const expected = fullSyncDeletes(accountId, request, db);
  const { deleteIds, keepIds } = request;
  const confirmed = new Set([...deleteIds, ...keepIds]);
  const overlap = [...keepIds].some((id) => deleteIds.has(id));
  const same =
    !overlap && expected.size === confirmed.size && [...confirmed].every((id) => expected.has(id));
  if (!same) fail(BATCH_MESSAGES.deleteIdsChanged, 409);
}
