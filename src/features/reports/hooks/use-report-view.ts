// The report screen's view in the URL: the date range (src/features/reports/report-range.ts)
// and each breakdown's sort (`itemSort=-spend`), so a link or a reload shows the same view.
// Updates replace the history entry, as the list screens' filters do.
import type { SortState } from '@/types/sort';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { formatSort, parseSort } from '@/hooks/use-list-params';
import { localIsoDate } from '@/lib/text/dates';
import {
  BREAKDOWN_COLUMN_IDS,
  DEFAULT_BREAKDOWN_SORT,
  SORT_PARAMS,
  type BreakdownColumnId,
  type BreakdownId,
} from '@/features/reports/report-metrics';
import {
  rangeParams,
  resolveRange,
  type DateRange,
  type RangeChoice,
  type ResolvedRange,
} from '@/features/reports/report-range';

export interface ReportView {
  today: string;
  range: ResolvedRange;
  setRange: (choice: RangeChoice, custom?: DateRange) => void;
  sorts: Record<BreakdownId, SortState>;
  setSort: (id: BreakdownId, sort: SortState) => void;
}

function readSort(param: string | null): SortState {
  const sort = parseSort(param);
  return sort && BREAKDOWN_COLUMN_IDS.includes(sort.columnId as BreakdownColumnId)
    ? sort
    : DEFAULT_BREAKDOWN_SORT;
}

export function useReportView(): ReportView {
  const [params, setParams] = useSearchParams();
  const today = localIsoDate();
  // One object while the URL's sort params stay the same, so sorting runs only when they change.
  const itemSort = params.get(SORT_PARAMS.byItem);
  const venueSort = params.get(SORT_PARAMS.byVenueType);
  const stateSort = params.get(SORT_PARAMS.byState);
  const sorts = useMemo<Record<BreakdownId, SortState>>(
    () => ({
      byItem: readSort(itemSort),
      byVenueType: readSort(venueSort),
      byState: readSort(stateSort),
    }),
    [itemSort, venueSort, stateSort],
  );

  return {
    today,
    range: resolveRange(params, today),
    setRange: (choice, custom) => setParams(rangeParams(params, choice, custom), { replace: true }),
    sorts,
    setSort: (id, sort) => {
      const next = new URLSearchParams(params);
      const value = formatSort(sort);
      if (value === '' || value === formatSort(DEFAULT_BREAKDOWN_SORT))
        next.delete(SORT_PARAMS[id]);
      else next.set(SORT_PARAMS[id], value);
      setParams(next, { replace: true });
    },
  };
}
