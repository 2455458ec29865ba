// RPT-CALLS
// Reports (docs/api.md, "Reports"): the account's reports and one report over a date range.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http/api-client';
import { reportKeys, type ReportRange } from '@/api/keys';
import { listFrom, segment } from '@/api/list';
import type { ListItem, Query, Reply } from '@/api/operations';

export { reportKeys, type ReportRange };

export async function getReports(): Promise<ListItem<'getReports'>[]> {
  return listFrom<ListItem<'getReports'>>(await api.get<unknown>('/reports'), 'reports');
}

export async function getReport(id: string, range: ReportRange = {}): Promise<Reply<'getReport'>> {
  return api.get<Reply<'getReport'>>(`/reports/${segment(id)}`, {
    query: { start: range.start, end: range.end } satisfies Query<'getReport'>,
  });
}

export const reportsQueryOptions = () =>
  queryOptions({ queryKey: reportKeys.list(), queryFn: getReports });

export const reportQueryOptions = (id: string, range: ReportRange = {}) =>
  queryOptions({ queryKey: reportKeys.detail(id, range), queryFn: () => getReport(id, range) });

export const useReports = () => useQuery(reportsQueryOptions());
/**
 * One report over `range`. While another range loads, the last one stays on screen (marked as
 * updating), never a spinner in place of the whole report; only the same report's data may
 * stand in.
 */
export const useReport = (id: string, range: ReportRange = {}) =>
  useQuery({
    ...reportQueryOptions(id, range),
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
