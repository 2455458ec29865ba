// Placement versions (BATCH-MERGE): a placement is at version 1 when created and one more on
// every save (an edit, an import, a toggle). The record a save replaces is kept, as it was
// stored, in db.placementVersions (oldest first), so the batch import can merge a line from the
// version its file was exported at and POST /placements/versions can say what a placement was.
// Every placement write goes through nextVersion (savePlacement, savePlacements).
import { MAX_CSV_LINES } from '@/rules/placement-csv';
import { onDbReset } from '@/mocks/db';
import { fail } from '@/mocks/http';
import type { DbState, PlacementRecord } from '@/mocks/records';
import { isRecord } from '@/mocks/validation/common';

/** A record's version: one without (the seed's, a demo-scale row) is at 1. */
export function versionOf(placement: PlacementRecord): number {
  return placement.version ?? 1;
}

/**
 * What to store for a save of `placement`: version 1 when it is new (`previous` undefined),
 * else one more than `previous`, which is kept as an earlier version. A copy, never the
 * caller's object: a stored record passed back in must stay as it was in the history.
 */
export function nextVersion(
  placement: PlacementRecord,
  previous: PlacementRecord | undefined,
  db: DbState,
): PlacementRecord {
  if (!previous) return { ...placement, version: 1 };
  const version = versionOf(previous);
  // Kept with its version said, so the index below never has to guess it.
  db.placementVersions.push(previous.version === undefined ? { ...previous, version } : previous);
  return { ...placement, version: version + 1 };
}

const keyOf = (id: string, version: number) => `${version}:${id}`;

interface VersionIndex {
  rows: readonly PlacementRecord[];
  indexed: number;
  byKey: Map<string, PlacementRecord>;
}

let held: VersionIndex | null = null;
onDbReset(() => {
  held = null;
});

/**
 * db.placementVersions by id and version. The list only grows, so the index is built once per
 * list (a reload or reset gives a new one) and then takes in only the rows added since: a
 * 100000-line import looks its lines up in one pass, never a scan per line.
 */
function versionIndex(db: DbState): Map<string, PlacementRecord> {
  const rows = db.placementVersions;
  if (held?.rows !== rows || held.indexed > rows.length) {
    held = { rows, indexed: 0, byKey: new Map() };
  }
  const index = held;
  for (let at = index.indexed; at < rows.length; at += 1) {
    const row = rows[at] as PlacementRecord;
    index.byKey.set(keyOf(row.id, versionOf(row)), row);
  }
  index.indexed = rows.length;
  return index.byKey;
}

/** The kept earlier version `version` of placement `id`, or undefined when none is kept. */
export function keptVersion(id: string, version: number, db: DbState): PlacementRecord | undefined {
  return versionIndex(db).get(keyOf(id, version));
}

/** At most a file's worth of refs: one per line of the largest import. */
export const MAX_VERSION_REFS = MAX_CSV_LINES;

export const VERSION_REFS_MESSAGES = {
  refs: 'refs must be a list of {id, version}',
  refsMax: `refs may list at most ${MAX_VERSION_REFS} placements`,
} as const;

export interface VersionRef {
  id: string;
  version: number;
}

const isVersionRef = (ref: unknown): ref is VersionRef =>
  isRecord(ref) &&
  typeof ref.id === 'string' &&
  typeof ref.version === 'number' &&
  Number.isInteger(ref.version) &&
  ref.version >= 1;

/** POST /placements/versions's body: its refs, or a 400 naming the first problem. */
export function parseVersionRefs(raw: Record<string, unknown>): VersionRef[] {
  const { refs } = raw;
  if (!Array.isArray(refs)) fail(VERSION_REFS_MESSAGES.refs);
  if (refs.length > MAX_VERSION_REFS) fail(VERSION_REFS_MESSAGES.refsMax);
  if (!refs.every(isVersionRef)) fail(VERSION_REFS_MESSAGES.refs);
  return refs;
}
