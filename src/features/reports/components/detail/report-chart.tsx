// RPT-CHART: the daily line chart and its data table.
import { useMemo } from 'react';
import { compactNumber } from '@/components/charts/chart-types';
import { TimeSeriesChart, type ChartSeries } from '@/components/charts/time-series-chart';
import { formatCount, formatMoney } from '@/lib/text/format';
import type { ReportRow } from '@/types/api';
import { moneyLabel } from '@/features/reports/report-metrics';

type DailyKey = 'impressions' | 'plays' | 'spend';

/** The daily rows as a line chart (impressions and plays left, money on the right axis). */
export function ReportChart({ rows, kind }: { rows: readonly ReportRow[]; kind: string }) {
  const money = moneyLabel(kind);
  const series = useMemo<ChartSeries<DailyKey>[]>(
    () => [
      { key: 'impressions', label: 'Impressions', format: formatCount },
      { key: 'plays', label: 'Plays', format: formatCount },
      {
        key: 'spend',
        label: money,
        format: formatMoney,
        formatTick: (value) => `$${compactNumber(value)}`,
        axis: 'right',
      },
    ],
    [money],
  );
  return (
    <TimeSeriesChart
      title={`Daily impressions, plays and ${money.toLowerCase()}`}
      data={rows}
      series={series}
      xLabel="Date"
      yLabel="Impressions and plays"
      y2Label={`${money} (USD)`}
    />
  );
}
