// What the reports screens read first (ROUTE-LOADERS), as the very query options they use.
import { reportQueryOptions, reportsQueryOptions } from '@/api/reports';
import type { ScreenReads } from '@/config/screen-routes';
import { resolveRange } from '@/features/reports/report-range';
import { localIsoDate } from '@/lib/text/dates';

export const reports: ScreenReads = ({ read }) => read(reportsQueryOptions());

export const reportDetail: ScreenReads = ({ read, params, search }) => {
  const { start, end } = resolveRange(search, localIsoDate());
  return read(reportQueryOptions(params.id ?? '', { start, end }));
};
