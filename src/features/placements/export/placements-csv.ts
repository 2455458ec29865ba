// `Export CSV` on /placements (PLC-EXPORT; issue 21, item 4): the placements as a file the bulk
// import takes back unchanged. The import's columns in its order, then `placement_key` (which the
// import ignores), `placement_version` and `exported_at` (what the import merges from: BATCH-MERGE),
// each cell written by the import's own writer (src/lib/csv/csv-export.ts: formulas
// neutralised, RFC 4180 quoting, CRLF), so a round trip changes nothing. Loaded when the user heads
// for the button, never with the list: the list's first load stays as it was.
import {
  CSV_COLUMNS,
  EXPORTED_AT_COLUMN,
  PLACEMENT_KEY_COLUMN,
  PLACEMENT_VERSION_COLUMN,
} from '@/rules/placement-csv';
import { csvLine, safeFileName } from '@/lib/csv/csv-export';
import { localIsoDate } from '@/lib/text/dates';
import { downloadText } from '@/lib/http/download';
import { placementCsvValues } from '@/lib/csv/placement-csv-values';
import type { Placement } from '@/types/api';

const EXPORT_HEADER: readonly string[] = [
  ...CSV_COLUMNS,
  PLACEMENT_KEY_COLUMN,
  PLACEMENT_VERSION_COLUMN,
  EXPORTED_AT_COLUMN,
];

/**
 * One placement's line (without its line end). Its version is empty when the API sends none:
 * the file then imports as one made by hand.
 */
function placementRow(placement: Placement, exportedAt: string): string {
  const values = placementCsvValues(placement);
  return csvLine([
    ...CSV_COLUMNS.map((column) => values[column]),
    placement.placementKey,
    placement.version === undefined ? '' : String(placement.version),
    exportedAt,
  ]);
}

/** Work per task before the page gets its turn: a task stays well under 50 ms. */
const SLICE_MS = 8;
/** Rows between two looks at the clock. */
const ROWS_PER_LOOK = 200;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The file in parts (the header, then one part per task), built a slice at a time so the page
 * answers input meanwhile: 50,000 placements (6.7 MB) take about 200 ms in all. Each slice's
 * text becomes a Blob in its own task (encoded to UTF-8 there): one Blob made of the whole text
 * at the end was a task of 70-120 ms in the bench (bench/lib/placements-export.js).
 */
export async function placementsCsvParts(
  placements: readonly Placement[],
  signal?: AbortSignal,
  exportedAt: string = new Date().toISOString(),
): Promise<(string | Blob)[]> {
  const parts: (string | Blob)[] = [`${csvLine(EXPORT_HEADER)}\r\n`];
  let at = 0;
  while (at < placements.length) {
    signal?.throwIfAborted();
    const until = performance.now() + SLICE_MS;
    const rows: string[] = [];
    do {
      const end = Math.min(placements.length, at + ROWS_PER_LOOK);
      for (; at < end; at += 1) rows.push(placementRow(placements[at]!, exportedAt));
    } while (at < placements.length && performance.now() < until);
    parts.push(new Blob([`${rows.join('\r\n')}\r\n`]));
    if (at < placements.length) await nextTask();
  }
  return parts;
}

/**
 * `placements_{date}.csv`, or with a filter `placements_{filter}_{date}.csv` (the filter's safe
 * characters; `filtered` when none is left). The date is today's, local time.
 */
export function placementsFileName(search: string, today: Date = new Date()): string {
  const filter = search.trim() ? `_${safeFileName(search.trim(), 'filtered')}` : '';
  return `placements${filter}_${localIsoDate(today)}.csv`;
}

/** Builds the file of `placements` (the list as the table shows it) and saves it. */
export async function exportPlacementsCsv(
  placements: readonly Placement[],
  search: string,
  signal?: AbortSignal,
): Promise<void> {
  const parts = await placementsCsvParts(placements, signal);
  signal?.throwIfAborted();
  downloadText(placementsFileName(search), parts, 'text/csv');
}
