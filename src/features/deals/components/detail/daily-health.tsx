// The deal's health day by day over the range the server chose (its flight up to today): a
// chart of bids, wins and spend (the shared time-series chart), and every day's figures in a
// table, requests to spend, with the day's win rate.
import { useId, useMemo } from 'react';
import { useRecordChangesOver } from '@/api/history';
import { TimeSeriesChart, type ChartSeries } from '@/components/charts/time-series-chart';
import { compactNumber, formatChartDay } from '@/components/charts/chart-types';
import { historyMarkers } from '@/components/history/history-markers';
import { formatCount, formatMoney } from '@/lib/text/format';
import type { DealStatsDay } from '@/types/api';
import { formatWinRate } from '@/features/deals/deal-format';

type DailyKey = 'bids' | 'wins' | 'spend';

const SERIES: readonly ChartSeries<DailyKey>[] = [
  { key: 'bids', label: 'Bids', format: formatCount },
  { key: 'wins', label: 'Wins', format: formatCount },
  {
    key: 'spend',
    label: 'Spend',
    format: formatMoney,
    formatTick: (value) => `$${compactNumber(value)}`,
    axis: 'right',
  },
];

const HEAD = 'px-3 py-2 text-right font-semibold whitespace-nowrap text-gray-900';
const CELL = 'px-3 py-2 text-right whitespace-nowrap text-gray-700 tabular-nums';

export const DAILY_TABLE_CAPTION = 'The deal’s health by day';

function DaysTable({ days }: { days: readonly DealStatsDay[] }) {
  return (
    <div
      className="max-h-96 overflow-auto rounded-md ring-1 ring-gray-200"
      role="region"
      aria-label={`${DAILY_TABLE_CAPTION}, scrollable`}
      tabIndex={0}
    >
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{DAILY_TABLE_CAPTION}</caption>
        <thead className="sticky top-0 bg-gray-50">
          <tr>
            <th scope="col" className={`${HEAD} text-left`}>
              Date
            </th>
            <th scope="col" className={HEAD}>
              Requests
            </th>
            <th scope="col" className={HEAD}>
              Bids
            </th>
            <th scope="col" className={HEAD}>
              Wins
            </th>
            <th scope="col" className={HEAD}>
              Win rate
            </th>
            <th scope="col" className={HEAD}>
              Impressions
            </th>
            <th scope="col" className={HEAD}>
              Spend
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row" className={`${CELL} text-left font-normal`}>
                {formatChartDay(day.date)}
              </th>
              <td className={CELL}>{formatCount(day.requests)}</td>
              <td className={CELL}>{formatCount(day.bids)}</td>
              <td className={CELL}>{formatCount(day.wins)}</td>
              <td className={CELL}>{formatWinRate(day.wins, day.bids)}</td>
              <td className={CELL}>{formatCount(day.impressions)}</td>
              <td className={CELL}>{formatMoney(day.spend)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function DailyHealth({ dealId, days }: { dealId: string; days: readonly DealStatsDay[] }) {
  const headingId = useId();
  // HIST-CHART-MARKERS: the days the deal changed (its floor, its pause) on its chart.
  const changes = useRecordChangesOver('deal', dealId, days);
  const markers = useMemo(() => (changes ? historyMarkers(changes) : undefined), [changes]);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-sm font-semibold text-gray-900">
        Daily over the flight
      </h3>
      <TimeSeriesChart
        title="Daily bids, wins and spend"
        data={days}
        series={SERIES}
        xLabel="Date"
        yLabel="Bids and wins"
        y2Label="Spend"
        height={240}
        markers={markers}
      />
      <DaysTable days={days} />
    </section>
  );
}
