// A batch line whose file was exported from an earlier version of its placement (BATCH-MERGE):
// merged three ways with the shared rule of src/lib/csv/placement-csv-merge.ts, which the Launch
// step applies too. The job merges again because a colleague can save between Launch and the
// job reaching the line. The columns the file did not change keep the server's values; a column
// both sides changed to different values fails the line, as does a version no longer kept.
import type { CsvColumn } from '@/rules/placement-csv';
import { mergeCsvLine } from '@/lib/csv/placement-csv-merge';
import { placementCsvValues, sameCsvValues } from '@/lib/csv/placement-csv-values';
import { fail } from '@/mocks/http';
import {
  BATCH_MESSAGES,
  placementBodyOf,
  type BatchCells,
  type BatchDefaults,
} from '@/mocks/placement-batch/request';
import { keptVersion } from '@/mocks/placement-versions';
import type { DbState, PlacementRecord } from '@/mocks/records';
import { parsePlacementInput, type ParsedPlacement } from '@/mocks/validation/placement';

/** A merge's CSV values as a line's cells (cellsOf leaves empty ones out, so this does too). */
function cellsOfValues(values: Record<CsvColumn, string>): BatchCells {
  const cells: BatchCells = {};
  for (const [column, value] of Object.entries(values) as [CsvColumn, string][]) {
    if (value) cells[column] = value;
  }
  return cells;
}

/**
 * The line `input` (as the job parsed it: its cells with the defaults) merged with what the
 * placement became since `version`: the input to save, or 'unchanged' when the merge leaves the
 * placement as it is. Throws the line's 400 on a conflict or when `version` is not kept.
 */
export function mergeLine(
  input: ParsedPlacement,
  externalId: string,
  existing: PlacementRecord,
  version: number,
  defaults: BatchDefaults,
  db: DbState,
): ParsedPlacement | 'unchanged' {
  const original = keptVersion(existing.id, version, db);
  if (!original) fail(BATCH_MESSAGES.versionNotKept);
  const line = placementCsvValues({ ...input, externalId });
  const merge = mergeCsvLine((column) => line[column], original, existing);
  if (merge.conflicts.length > 0) {
    fail(BATCH_MESSAGES.changedSinceExport(merge.conflicts.map(({ column }) => column)));
  }
  if (sameCsvValues((column) => merge.values[column], existing)) return 'unchanged';
  // Parsed again as a line of these values, so the merged placement passes the same checks.
  return parsePlacementInput(placementBodyOf(cellsOfValues(merge.values), defaults), {
    accountId: existing.accountId,
    storedName: existing.name,
  });
}
