// `Download CSV` on /activity (HIST-EXPORT): every entry the filters keep (not grouped), one
// line per change (an entry without changes: one line, its field empty), times in UTC as
// ISO 8601, each cell written by the console's CSV writer (src/lib/csv/csv-export.ts: formulas
// neutralised, RFC 4180 quoting, CRLF). The pages are walked one after another (GET /history,
// 500 entries a page), each page's lines kept as a Blob; the progress is reported after each
// page and Cancel stops the walk, saving nothing. Loaded when the user heads for the button.
import { historyPages, type HistoryFilters } from '@/api/history';
import { csvLine, type CsvCell } from '@/lib/csv/csv-export';
import { downloadText } from '@/lib/http/download';
import { localIsoDate } from '@/lib/text/dates';
import type { HistoryEntry } from '@/types/api';

export const ACTIVITY_CSV_HEADER: readonly string[] = [
  'at',
  'person',
  'on behalf of',
  'via',
  'record kind',
  'record id',
  'record name',
  'action',
  'field',
  'old',
  'new',
];

/** What a secret's `new` cell says: it changed, never its value. */
const SECRET_CHANGED = 'changed';

/** `at` as UTC ISO 8601 (`2026-03-05T15:42:00.000Z`); text the API sent that is no time, as sent. */
function utc(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : date.toISOString();
}

/** An entry's lines (cells), one per change. */
export function entryRows(entry: HistoryEntry): CsvCell[][] {
  const common: CsvCell[] = [
    utc(entry.at),
    entry.actor.name,
    entry.onBehalfOf?.name ?? '',
    entry.via,
    entry.record.kind,
    entry.record.id,
    entry.record.name,
    entry.action,
  ];
  if (entry.changes.length === 0) return [[...common, '', '', '']];
  return entry.changes.map((change) =>
    change.secret
      ? [...common, change.field, '', SECRET_CHANGED]
      : [...common, change.field, change.old ?? '', change.new ?? ''],
  );
}

/** `activity_{date}.csv`, today's date in local time. */
export const activityFileName = (today: Date = new Date()) => `activity_${localIsoDate(today)}.csv`;

/**
 * Reads every page of `filters` and saves the file. `onProgress` hears the entries read so far
 * after each page; an aborted `signal` stops it (rejects with the abort) and saves nothing.
 */
export async function exportActivityCsv(
  filters: HistoryFilters,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (entries: number) => void } = {},
): Promise<void> {
  const parts: (string | Blob)[] = [`${csvLine(ACTIVITY_CSV_HEADER)}\r\n`];
  let read = 0;
  for await (const entries of historyPages(filters, signal)) {
    const lines = entries.flatMap(entryRows).map(csvLine);
    if (lines.length > 0) parts.push(new Blob([`${lines.join('\r\n')}\r\n`]));
    read += entries.length;
    onProgress?.(read);
  }
  signal?.throwIfAborted();
  downloadText(activityFileName(), parts, 'text/csv');
}
