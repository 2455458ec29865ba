// HIST-CHART-MARKERS: the changes of a record over a chart's days, read once the chart has its
// days. A failed read leaves the chart without marks (the History section says the failure).
import { useMemo } from 'react';
import { useHistoryList } from '@/api/history';
import type { ChartMarkers } from '@/components/charts/chart-types';
import { daysRange, historyMarkers } from '@/components/history/history-markers';
import type { HistoryRecordKind } from '@/types/api';

export function useChangeMarkers(
  kind: HistoryRecordKind,
  recordId: string,
  days: readonly { date: string }[],
): ChartMarkers | undefined {
  const range = days.length > 0 ? daysRange(days[0]!.date, days[days.length - 1]!.date) : null;
  const history = useHistoryList({ kind, recordId, ...(range ?? {}) }, { enabled: range !== null });
  const entries = history.data;
  return useMemo(() => (entries ? historyMarkers(entries) : undefined), [entries]);
}
