// Reports (docs/api.md, "Reports"): the account's reports and one report over a date range.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Report, ReportSummary } from '@/types/api';
import { reportKeys, type ReportRange } from '@/api/keys';
import { listFrom, segment } from '@/api/list';

export { reportKeys, type ReportRange };

export async function getReports(): Promise<ReportSummary[]> {
  return listFrom<ReportSummary>(await api.get<unknown>('/reports'), 'reports');
}

export function getReport(id: string, range: ReportRange = {}): Promise<Report> {
  return api.get<Report>(`/reports/${segment(id)}`, {
    query: { start: range.start, end: range.end },
  });
}

export const reportsQueryOptions = () =>
  queryOptions({ queryKey: reportKeys.list(), queryFn: getReports });

export const reportQueryOptions = (id: string, range: ReportRange = {}) =>
  queryOptions({ queryKey: reportKeys.detail(id, range), queryFn: () => getReport(id, range) });

export const useReports = () => useQuery(reportsQueryOptions());
