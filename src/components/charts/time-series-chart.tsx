// A daily time-series chart that every reader can use: a visible title, a legend, labelled axes,
// a tooltip on hover and on keyboard focus (arrow keys step through the days), and a
// `Show data table` toggle exposing the same numbers in a real <table>. Generic over the series,
// so the campaign detail (impressions and spend) and the reports screens share it.
// The SVG drawing (and its chart library) is a lazy chunk; see docs/charts.md.
import { useId, useMemo, useState } from 'react';
import {
  formatChartDay,
  seriesStyle,
  toPlotRows,
  type PlotRow,
  type TimeSeriesChartProps,
} from '@/components/charts/chart-types';
import { LazyPanel } from '@/components/ui/lazy-part';
import { Spinner } from '@/components/ui/spinner';
import { lazyComponent } from '@/lib/versions/lazy-component';

export type { ChartSeries, TimeSeriesChartProps } from '@/components/charts/chart-types';

// A failed download shows in the chart's place with Retry; the screen stays (ROUTE-PART-FAILS).
const plot = lazyComponent(
  () => import('@/components/charts/time-series-plot').then((module) => module.default),
  'chart',
);

function defaultDescription(
  rows: readonly PlotRow[],
  labels: readonly string[],
  xLabel: string,
): string {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return 'No data.';
  return `${labels.join(' and ')} by ${xLabel.toLocaleLowerCase()}, ${rows.length} days from ${formatChartDay(first.date)} to ${formatChartDay(last.date)}. The data table below the chart lists every value.`;
}

export function TimeSeriesChart<K extends string>({
  title,
  description,
  data,
  series,
  xLabel,
  yLabel,
  y2Label,
  height = 280,
  markers,
}: TimeSeriesChartProps<K>) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const rows = useMemo(() => toPlotRows(data, series), [data, series]);
  const labels = series.map((line) => line.label);
  const titleId = `${id}-title`;
  const tableId = `${id}-table`;

  return (
    <figure aria-labelledby={titleId} className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <figcaption id={titleId} className="text-sm font-semibold text-gray-900">
            {title}
          </figcaption>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-600">
            {series.map((line, i) => {
              const style = seriesStyle(i);
              return (
                <li key={line.key} className="inline-flex items-center gap-1.5">
                  <svg aria-hidden="true" width="20" height="8" className={style.className}>
                    <line
                      x1="0"
                      x2="20"
                      y1="4"
                      y2="4"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeDasharray={style.dash}
                    />
                  </svg>
                  {line.label}
                  {line.axis === 'right' ? ' (right axis)' : ''}
                </li>
              );
            })}
          </ul>
        </div>
        <button
          type="button"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
          className="text-brand-700 hover:text-brand-800 focus-visible:outline-brand-600 rounded text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {showTable ? 'Hide data table' : 'Show data table'}
        </button>
      </div>

      {rows.length === 0 ? (
        <p className="py-8 text-center text-sm text-gray-600">No data to chart.</p>
      ) : (
        <LazyPanel
          part={plot}
          fallback={
            <div
              className="flex items-center justify-center gap-2 text-sm text-gray-600"
              style={{ height }}
            >
              <Spinner className="text-brand-600 size-4" />
              Loading the chart…
            </div>
          }
        >
          <plot.Component
            title={title}
            description={description ?? defaultDescription(rows, labels, xLabel)}
            rows={rows}
            series={series}
            xLabel={xLabel}
            yLabel={yLabel}
            y2Label={y2Label}
            height={height}
            markers={markers}
          />
        </LazyPanel>
      )}

      {/* A scrolling region keyboard users can reach and scroll (axe scrollable-region-focusable). */}
      <div
        id={tableId}
        hidden={!showTable}
        role="region"
        aria-label={`${title}: data table`}
        tabIndex={showTable ? 0 : undefined}
        className="focus-visible:outline-brand-600 max-h-96 overflow-auto rounded-md ring-1 ring-gray-200 focus-visible:outline-2"
      >
        {showTable ? (
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-gray-50">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold text-gray-900">
                  {xLabel}
                </th>
                {series.map((line) => (
                  <th
                    key={line.key}
                    scope="col"
                    className="px-3 py-2 text-right font-semibold text-gray-900"
                  >
                    {line.label}
                  </th>
                ))}
                {markers ? (
                  <th scope="col" className="px-3 py-2 text-left font-semibold text-gray-900">
                    Changes
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 bg-white">
              {rows.map((row) => (
                <tr key={row.date}>
                  <th scope="row" className="px-3 py-1.5 text-left font-normal text-gray-900">
                    {formatChartDay(row.date)}
                  </th>
                  {series.map((line, i) => (
                    <td
                      key={line.key}
                      className="px-3 py-1.5 text-right text-gray-700 tabular-nums"
                    >
                      {line.format(row.values[i] ?? 0)}
                    </td>
                  ))}
                  {markers ? (
                    <td className="px-3 py-1.5 text-left break-words text-gray-700">
                      {(markers[row.date] ?? []).map((change) => (
                        <p key={change}>{change}</p>
                      ))}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
    </figure>
  );
}
