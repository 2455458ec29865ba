// Deleted placements are kept 30 days (HIST-RESTORE-DELETED): a Full DB Sync's deletion moves
// each placement to db.deletedPlacements with its `deleted` entry, the lists no longer show it,
// and POST /placements/{id}/restore puts it back as it was (one version on), recorded as
// `restored`. Idempotent: a placement that is there already is answered as it is.
import { fail, notFound } from '@/mocks/http';
import { nowIso } from '@/mocks/ids';
import { savePlacements } from '@/mocks/placement-batch/bulk-writes';
import { normalizeExternalId } from '@/mocks/placement-batch/request';
import { findPlacement, listPlacements } from '@/mocks/queries';
import type { DbState, PlacementRecord } from '@/mocks/records';
import { recordSave, type ChangeContext } from '@/mocks/history/writer';

export const RESTORE_DAYS = 30;
const RESTORE_MS = RESTORE_DAYS * 24 * 60 * 60 * 1000;

export const RESTORE_MESSAGES = {
  externalIdTaken: (externalId: string) =>
    `Another placement now has the external ID ${externalId}. Change its external ID, then restore this one.`,
} as const;

const stillKept = (deletedAt: string, now = Date.now()) => now - Date.parse(deletedAt) < RESTORE_MS;

/** Forget deletions older than 30 days (on every deletion). */
function prune(db: DbState): void {
  const now = Date.now();
  db.deletedPlacements = db.deletedPlacements.filter((kept) => stillKept(kept.deletedAt, now));
}

/** Record each deleted placement's entry and keep it for Restore. */
export function keepDeleted(
  placements: readonly PlacementRecord[],
  change: ChangeContext,
  db: DbState,
): void {
  prune(db);
  const deletedAt = nowIso();
  for (const placement of placements) {
    const entry = recordSave(db, change, {
      kind: 'placement',
      before: placement,
      after: null,
      id: placement.id,
      accountId: placement.accountId,
    });
    if (entry) db.deletedPlacements.push({ placement, deletedAt, entryId: entry.id });
  }
}

/** The ids of `deleted` entries whose placement can still be restored. */
export function restorableIds(db: DbState): Set<string> {
  const now = Date.now();
  return new Set(
    db.deletedPlacements
      .filter((kept) => stillKept(kept.deletedAt, now))
      .map((kept) => kept.entryId),
  );
}

/**
 * Bring a deleted placement back (the caller's account's; 404 otherwise, or past 30 days).
 * A placement that is there is answered as it is: a second restore changes nothing.
 */
export function restorePlacement(
  id: string,
  visible: (placement: PlacementRecord) => boolean,
  change: ChangeContext,
  db: DbState,
): PlacementRecord {
  const present = findPlacement(id, db);
  if (present && visible(present)) return present;
  const index = db.deletedPlacements.findIndex(
    (kept) => kept.placement.id === id && stillKept(kept.deletedAt),
  );
  const kept = index < 0 ? undefined : db.deletedPlacements[index];
  if (!kept || !visible(kept.placement)) throw notFound('Placement');
  const externalId = normalizeExternalId(kept.placement.externalId ?? '');
  if (
    externalId &&
    listPlacements(kept.placement.accountId, db).some(
      (other) => normalizeExternalId(other.externalId ?? '') === externalId,
    )
  ) {
    fail(RESTORE_MESSAGES.externalIdTaken(kept.placement.externalId), 409);
  }
  savePlacements([kept.placement], db);
  db.deletedPlacements.splice(index, 1);
  const restored = findPlacement(id, db)!;
  recordSave(
    db,
    { ...change, via: change.via === 'api' ? 'restore' : change.via },
    {
      kind: 'placement',
      before: null,
      after: restored,
      id,
      accountId: restored.accountId,
      action: 'restored',
    },
  );
  return restored;
}
