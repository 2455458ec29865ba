// A re-imported export merged with what colleagues saved since (BATCH-MERGE). Each line of a file
// from `Export CSV` names the version its placement had then; where the placement is at a newer
// version now, the line is merged three ways (src/lib/csv/placement-csv-merge.ts): the columns the
// file did not change take the server's values, so a colleague's change is never reverted, and a
// column changed on both sides is a conflict the user decides on Launch before anything is sent.
// A merged line goes out at the current version, so the job applies it as it is (and merges
// again only if the placement changes once more before the job reaches it).
import {
  mergeCsvLine,
  resolveCsvLine,
  type ConflictChoice,
  type CsvFieldConflict,
} from '@/lib/csv/placement-csv-merge';
import type { CsvPlacement } from '@/lib/csv/placement-csv-values';
import { cellOf } from './import-model';
import { cellsWithDefaults, externalIdKey, type LineDefaults } from './sync-diff';
import type { CsvLine } from './validate';

/** A placement as the merge reads it: its id and version name the one the export wrote. */
export type VersionedPlacement = CsvPlacement & { id: string; version?: number };

/** The placement at an earlier version, as `POST /placements/versions` answers it. */
export interface VersionRef {
  id: string;
  version: number;
}

const refKey = (id: string, version: number) => `${id}@${version}`;

/** The current placement a versioned line names, when the server has moved on since. */
function staleTarget<P extends VersionedPlacement>(
  line: CsvLine,
  current: ReadonlyMap<string, P>,
): P | null {
  const version = line.version;
  if (!version) return null;
  const placement = current.get(externalIdKey(cellOf(line, 'external_id')));
  return placement && (placement.version ?? 1) > version ? placement : null;
}

function byExternalId<P extends VersionedPlacement>(existing: readonly P[]): Map<string, P> {
  const current = new Map<string, P>();
  for (const placement of existing) {
    const key = externalIdKey(placement.externalId);
    if (key && !current.has(key)) current.set(key, placement);
  }
  return current;
}

/** The earlier versions the merge needs: one per line whose placement changed since the export. */
export function staleVersionRefs(
  lines: readonly CsvLine[],
  existing: readonly VersionedPlacement[],
): VersionRef[] {
  const current = byExternalId(existing);
  const refs = new Map<string, VersionRef>();
  for (const line of lines) {
    const placement = staleTarget(line, current);
    if (placement)
      refs.set(refKey(placement.id, line.version!), { id: placement.id, version: line.version! });
  }
  return [...refs.values()];
}

export interface LineConflict<P extends VersionedPlacement = VersionedPlacement> {
  line: number;
  placement: P;
  conflicts: CsvFieldConflict[];
}

/**
 * A conflicting line's choice is made against what it showed: the line and the values theirs
 * held. When a colleague saves again before the launch, the key changes and the line asks again,
 * so `Keep mine` never overwrites a value the user was not shown.
 */
export function conflictKey(row: Pick<LineConflict, 'line' | 'conflicts'>): string {
  return `${row.line}|${row.conflicts.map((c) => `${c.column}=${c.theirs}`).join('|')}`;
}

export interface ImportMerge<P extends VersionedPlacement = VersionedPlacement> {
  /** The lines to send: merged ones at the current version, the rest as the file has them. */
  lines: CsvLine[];
  /** Lines whose placement changed since the export and was merged (conflicting ones too). */
  merged: number;
  /** The lines with a column changed on both sides, in file order. */
  conflicts: LineConflict<P>[];
  /** Lines whose exported version the server no longer keeps: sent as they are (the job refuses them). */
  lost: number;
}

/**
 * `lines` against the account's placements now (`existing`) and the earlier versions fetched for
 * them (`originals`). `choice` gives a conflicting line's decision by its conflictKey: keep mine or take theirs
 * (undefined: undecided, which holds mine, as the figures count it).
 */
export function mergeImport<P extends VersionedPlacement>(
  lines: readonly CsvLine[],
  existing: readonly P[],
  originals: readonly VersionedPlacement[],
  defaults: LineDefaults,
  choice: (key: string) => ConflictChoice | undefined = () => undefined,
): ImportMerge<P> {
  const current = byExternalId(existing);
  const earlier = new Map(originals.map((p) => [refKey(p.id, p.version ?? 1), p]));
  const out: CsvLine[] = [];
  const conflicts: LineConflict<P>[] = [];
  let merged = 0;
  let lost = 0;
  for (const line of lines) {
    const placement = staleTarget(line, current);
    const original = placement && earlier.get(refKey(placement.id, line.version!));
    if (!placement || !original) {
      if (placement) lost += 1;
      out.push(line);
      continue;
    }
    merged += 1;
    const merge = mergeCsvLine(cellsWithDefaults(line, defaults), original, placement);
    let decided: ConflictChoice = 'mine';
    if (merge.conflicts.length > 0) {
      const row = { line: line.line, placement, conflicts: merge.conflicts };
      conflicts.push(row);
      decided = choice(conflictKey(row)) ?? 'mine';
    }
    const cells = resolveCsvLine(merge, () => decided);
    out.push({ line: line.line, cells, version: placement.version ?? 1 });
  }
  return { lines: out, merged, conflicts, lost };
}
