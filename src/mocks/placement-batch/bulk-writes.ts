// Many placement writes at once, with the storage rules of savePlacement/deletePlacement in
// src/mocks/queries.ts (stored rows in db.placements, demo-scale rows as overrides) but one pass
// over db.placements per call: a row-by-row save scans the list each time, O(n²) at 100000.
import { normalizeExternalId } from '@/mocks/placement-batch/request';
import { nextVersion } from '@/mocks/placement-versions';
import { listPlacements, saveGeneratedPlacement } from '@/mocks/queries';
import type { DbState, PlacementRecord } from '@/mocks/records';
import { copyRepliesOf } from '@/mocks/reply-refs';
import { generatedPlacementIndex } from '@/mocks/scale';

/**
 * Insert or replace each placement, one version on, the replaced record kept as an earlier
 * version (BATCH-MERGE): the positions give it without a scan.
 */
export function savePlacements(placements: readonly PlacementRecord[], db: DbState): void {
  if (placements.length === 0) return;
  const positions = new Map(db.placements.map((placement, index) => [placement.id, index]));
  for (const placement of placements) {
    const generated = generatedPlacementIndex(placement.id);
    if (generated !== null) {
      saveGeneratedPlacement(placement, generated, db);
      continue;
    }
    const position = positions.get(placement.id);
    if (position === undefined) {
      positions.set(placement.id, db.placements.length);
      db.placements.push(nextVersion(placement, undefined, db));
    } else {
      db.placements[position] = nextVersion(placement, db.placements[position], db);
    }
  }
}

/** Delete the account's placements of these ids (those still there); returns those that went. */
export function deletePlacementsById(
  accountId: string,
  ids: ReadonlySet<string>,
  db: DbState,
): PlacementRecord[] {
  if (ids.size === 0) return [];
  const storedIds = new Set<string>();
  const deleted: PlacementRecord[] = [];
  for (const placement of listPlacements(accountId, db)) {
    if (!ids.has(placement.id)) continue;
    deleted.push(placement);
    if (generatedPlacementIndex(placement.id) !== null) {
      db.generatedPlacementOverrides[placement.id] = null;
    } else {
      storedIds.add(placement.id);
    }
  }
  // Their current versions are kept nowhere else: replies kept by id become copies first.
  copyRepliesOf(ids, db);
  if (storedIds.size > 0) {
    db.placements = db.placements.filter((placement) => !storedIds.has(placement.id));
  }
  return deleted;
}

/** The account's placements by external ID, trimmed and NFC (those without one never match). */
export function placementsByExternalId(
  accountId: string,
  db: DbState,
): Map<string, PlacementRecord> {
  const index = new Map<string, PlacementRecord>();
  for (const placement of listPlacements(accountId, db)) {
    const externalId = normalizeExternalId(placement.externalId ?? '');
    if (externalId) index.set(externalId, placement);
  }
  return index;
}
