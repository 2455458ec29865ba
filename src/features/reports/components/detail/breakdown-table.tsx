import type { SortState } from '@/types/sort';
import { useMemo } from 'react';
import { Card } from '@/components/ui/card';
import { DataTable, type Column } from '@/components/ui/table';
import { formatCount, formatMoney } from '@/lib/text/format';
import type { ReportBreakdownRow } from '@/types/api';
import { REPORT_TEXT } from '@/features/reports/messages';
import {
  BREAKDOWN_SORT_VALUES,
  breakdownNameHeader,
  breakdownTitle,
  ecpm,
  moneyLabel,
  type BreakdownId,
} from '@/features/reports/report-metrics';

function columnsFor(id: BreakdownId, kind: string): Column<ReportBreakdownRow>[] {
  const number = 'text-right tabular-nums whitespace-nowrap';
  return [
    {
      id: 'label',
      header: breakdownNameHeader(id, kind),
      cell: (row) => <span className="block min-w-32 [overflow-wrap:anywhere]">{row.label}</span>,
      sortValue: BREAKDOWN_SORT_VALUES.label,
    },
    {
      id: 'impressions',
      header: 'Impressions',
      cell: (row) => formatCount(row.impressions),
      sortValue: BREAKDOWN_SORT_VALUES.impressions,
      className: number,
    },
    {
      id: 'plays',
      header: 'Plays',
      cell: (row) => formatCount(row.plays),
      sortValue: BREAKDOWN_SORT_VALUES.plays,
      className: number,
      hideOnMobile: true,
    },
    {
      id: 'spend',
      header: moneyLabel(kind),
      cell: (row) => formatMoney(row.spend),
      sortValue: BREAKDOWN_SORT_VALUES.spend,
      className: number,
    },
    {
      id: 'ecpm',
      header: 'eCPM',
      cell: (row) => formatMoney(ecpm(row.spend, row.impressions)),
      sortValue: BREAKDOWN_SORT_VALUES.ecpm,
      className: number,
      hideOnMobile: true,
    },
  ];
}

export interface BreakdownTableProps {
  id: BreakdownId;
  kind: string;
  /** Already in `sort`'s order (the CSV export writes the same order). */
  rows: readonly ReportBreakdownRow[];
  sort: SortState;
  onSortChange: (sort: SortState) => void;
}

/** One breakdown (by item, venue type or state) as a sortable table in its own card. */
export function BreakdownTable({ id, kind, rows, sort, onSortChange }: BreakdownTableProps) {
  const title = breakdownTitle(id, kind);
  const columns = useMemo(() => columnsFor(id, kind), [id, kind]);
  return (
    <Card title={title}>
      {rows.length === 0 ? (
        <p className="py-4 text-center text-sm text-gray-600">{REPORT_TEXT.noRows}</p>
      ) : (
        <DataTable
          caption={title}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.key}
          sort={sort}
          onSortChange={onSortChange}
          presorted
          maxHeight={480}
        />
      )}
    </Card>
  );
}
