// A loaded report: headline totals, the daily chart, and the three sortable breakdowns.
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { Report } from '@/types/api';
import { BreakdownTable } from '@/features/reports/components/detail/breakdown-table';
import { HeadlineTotals } from '@/features/reports/components/detail/headline-totals';
import { ReportChart } from '@/features/reports/components/detail/report-chart';
import type { ReportView } from '@/features/reports/hooks/use-report-view';
import { REPORT_TEXT } from '@/features/reports/messages';
import {
  BREAKDOWN_IDS,
  type SortedBreakdowns,
  type Totals,
} from '@/features/reports/report-metrics';

export interface ReportBodyProps {
  report: Report;
  totals: Totals;
  breakdowns: SortedBreakdowns;
  view: Pick<ReportView, 'sorts' | 'setSort'>;
}

export function ReportBody({ report, totals, breakdowns, view }: ReportBodyProps) {
  const delivered = totals.impressions > 0 || totals.plays > 0 || totals.spend > 0;
  return (
    <div className="space-y-6">
      <HeadlineTotals totals={totals} kind={report.kind} />
      {delivered ? (
        <>
          <Card title="Daily delivery">
            <ReportChart rows={report.rows} kind={report.kind} />
          </Card>
          <div className="grid min-w-0 gap-6 2xl:grid-cols-2">
            {BREAKDOWN_IDS.map((id) => (
              <div key={id} className={`min-w-0 ${id === 'byItem' ? '2xl:col-span-2' : ''}`}>
                <BreakdownTable
                  id={id}
                  kind={report.kind}
                  rows={breakdowns[id]}
                  sort={view.sorts[id]}
                  onSortChange={(sort) => view.setSort(id, sort)}
                />
              </div>
            ))}
          </div>
        </>
      ) : (
        <EmptyState title={REPORT_TEXT.noDelivery} description={REPORT_TEXT.noDeliveryHint} />
      )}
    </div>
  );
}
