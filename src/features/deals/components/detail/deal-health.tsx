// The deal's health (DEAL-HEALTH, DEAL-NO-TRAFFIC): requests, bids, win rate, impressions and spend
// over its flight up to today (GET /deals/{id}/stats with the server's default range), why bids
// lost, and the days. Its own loading, error and empty states, so a failed read never hides the
// deal's facts.
import { useDealStats } from '@/api/deals';
import { formatChartDay } from '@/components/charts/chart-types';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { formatCount, formatMoney } from '@/lib/text/format';
import type { DealStats, DealStatsReport } from '@/types/api';
import { formatWinRate } from '@/features/deals/deal-format';
import { DEAL_TEXT } from '@/features/deals/messages';
import { Panel } from '@/features/deals/components/detail/panel';
import { DailyHealth } from '@/features/deals/components/detail/daily-health';
import { LossReasons } from '@/features/deals/components/detail/loss-reasons';

/** The headline numbers, in the order a deal's traffic flows. */
export function healthFigures(totals: DealStats): { label: string; value: string }[] {
  return [
    { label: 'Requests', value: formatCount(totals.requests) },
    { label: 'Bids', value: formatCount(totals.bids) },
    { label: 'Win rate', value: formatWinRate(totals.wins, totals.bids) },
    { label: 'Impressions', value: formatCount(totals.impressions) },
    { label: 'Spend', value: formatMoney(totals.spend) },
  ];
}

function Figures({ totals }: { totals: DealStats }) {
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {healthFigures(totals).map((figure) => (
        <div key={figure.label} className="rounded-md bg-gray-50 px-4 py-3">
          <dt className="text-xs font-medium text-gray-600">{figure.label}</dt>
          <dd className="mt-1 text-lg font-semibold text-gray-900 tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Health({ dealId, report }: { dealId: string; report: DealStatsReport }) {
  const { totals } = report;
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <p className="text-sm text-gray-600">
          {report.start === report.end
            ? formatChartDay(report.start)
            : `${formatChartDay(report.start)} – ${formatChartDay(report.end)}`}
          {` · ${formatCount(totals.wins)} of ${formatCount(totals.bids)} bids won`}
        </p>
        <Figures totals={totals} />
      </div>
      <LossReasons reasons={totals.lossReasons} />
      <DailyHealth dealId={dealId} days={report.days} />
    </div>
  );
}

export function DealHealth({ dealId }: { dealId: string }) {
  const stats = useDealStats(dealId);
  return (
    <Panel title="Health">
      <QueryState
        query={stats}
        loadingLabel={DEAL_TEXT.loadingHealth}
        errorTitle={DEAL_TEXT.statsLoadFailed}
        isEmpty={(report) => report.totals.requests === 0 && report.totals.bids === 0}
        empty={<EmptyState title={DEAL_TEXT.noTraffic} description={DEAL_TEXT.noTrafficHint} />}
      >
        {(report) => <Health dealId={dealId} report={report} />}
      </QueryState>
    </Panel>
  );
}
