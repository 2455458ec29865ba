// The campaign's daily delivery: its report (GET /reports, the Campaign-kind summary whose
// campaignId is this campaign), loaded over the API's default range (GET /reports/{id}), drawn
// as impressions and spend per day. Loading, empty and error states are the chart's own, so a
// failed report never hides the rest of the campaign.
import { Link } from 'react-router-dom';
import { useMemo } from 'react';
import { useRecordChangesOver } from '@/api/history';
import { useReports, useReport } from '@/api/reports';
import { TimeSeriesChart, type ChartSeries } from '@/components/charts/time-series-chart';
import { compactNumber } from '@/components/charts/chart-types';
import { historyMarkers } from '@/components/history/history-markers';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { routePath } from '@/config/routes';
import { formatCount, formatMoney } from '@/lib/text/format';
import { campaignReportOf } from '@/features/campaigns/campaign-report';
import type { Report } from '@/types/api';

export const NO_DELIVERY = 'No delivery yet';
const LOAD_ERROR = 'The delivery report could not be loaded.';

type DeliveryKey = 'impressions' | 'spend';

const SERIES: readonly ChartSeries<DeliveryKey>[] = [
  { key: 'impressions', label: 'Impressions', format: formatCount },
  {
    key: 'spend',
    label: 'Spend',
    format: formatMoney,
    formatTick: (value) => `$${compactNumber(value)}`,
    axis: 'right',
  },
];

const delivered = (report: Report) =>
  (report.rows ?? []).some((row) => row.impressions > 0 || row.spend > 0);

function NoDelivery() {
  return (
    <EmptyState
      title={NO_DELIVERY}
      description="Daily impressions and spend appear here once the campaign starts serving."
    />
  );
}

/** The chart, with the days the campaign changed marked (HIST-CHART-MARKERS). */
function MarkedChart({ campaignId, report }: { campaignId: string; report: Report }) {
  const changes = useRecordChangesOver('campaign', campaignId, report.rows);
  const markers = useMemo(() => (changes ? historyMarkers(changes) : undefined), [changes]);
  return (
    <TimeSeriesChart
      title="Daily impressions and spend"
      data={report.rows}
      series={SERIES}
      xLabel="Date"
      yLabel="Impressions"
      y2Label="Spend (USD)"
      markers={markers}
    />
  );
}

function ReportChart({ reportId, campaignId }: { reportId: string; campaignId: string }) {
  const report = useReport(reportId);
  return (
    <QueryState
      query={report}
      loadingLabel="Loading delivery…"
      errorTitle={LOAD_ERROR}
      notFound={<NoDelivery />}
      isEmpty={(loaded) => !delivered(loaded)}
      empty={<NoDelivery />}
    >
      {(loaded) => <MarkedChart campaignId={campaignId} report={loaded} />}
    </QueryState>
  );
}

export function DeliveryChart({ campaignId }: { campaignId: string }) {
  const reports = useReports();
  const summary = reports.data ? campaignReportOf(reports.data, campaignId) : undefined;
  return (
    <Card
      title="Daily delivery"
      actions={
        summary ? (
          <Link
            to={routePath('reportDetail', { id: summary.id })}
            className="text-brand-700 hover:text-brand-600 text-sm font-semibold"
          >
            Open report
          </Link>
        ) : null
      }
    >
      <QueryState
        query={reports}
        loadingLabel="Loading delivery…"
        errorTitle={LOAD_ERROR}
        isEmpty={() => false}
      >
        {() =>
          summary ? <ReportChart reportId={summary.id} campaignId={campaignId} /> : <NoDelivery />
        }
      </QueryState>
    </Card>
  );
}
