// HIST-CHART-MARKERS: a record's changes as the days a daily chart marks, each change as one
// line (`Bid CPM $5.00 → $4.00 · Dana Buyer · 10:42 AM EST`), on the viewer's local day.
import type { ChartMarkers } from '@/components/charts/chart-types';
import { actionLabel, changeValue, personLabel } from '@/components/history/history-text';
import { isolateText } from '@/lib/text/bidi-text';
import { localIsoDate } from '@/lib/text/dates';
import { formatZonedTime } from '@/lib/text/format';
import type { HistoryEntry } from '@/types/api';

/** The lines of one entry: one per change, or its action when it lists none (`Created`). */
function entryLines(entry: HistoryEntry): string[] {
  const tail = ` · ${personLabel(entry)} · ${formatZonedTime(entry.at)}`;
  if (entry.changes.length === 0) return [`${actionLabel(entry.action)}${tail}`];
  return entry.changes.map((change) =>
    change.secret
      ? `${isolateText(change.label)} changed${tail}`
      : `${isolateText(change.label)} ${changeValue(change.old)} → ${changeValue(change.new)}${tail}`,
  );
}

/** The entries by local day, oldest change of the day first. */
export function historyMarkers(entries: readonly HistoryEntry[]): ChartMarkers {
  const days: Record<string, string[]> = {};
  for (const entry of [...entries].reverse()) {
    const at = new Date(entry.at);
    if (Number.isNaN(at.getTime())) continue;
    (days[localIsoDate(at)] ??= []).push(...entryLines(entry));
  }
  return days;
}
