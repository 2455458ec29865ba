// The drawing of a TimeSeriesChart: an SVG line per series with labelled axes (visx: d3 scales
// and React SVG, see docs/charts.md), and a tooltip that follows the pointer and the keyboard.
// Loaded lazily by time-series-chart.tsx, so the chart library is fetched only by screens that
// draw a chart; the title, legend and data table never wait for it.
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  compactNumber,
  formatChartDay,
  formatTickDay,
  seriesStyle,
  type ChartMarkers,
  type PlotRow,
  type PlotSeries,
} from '@/components/charts/chart-types';

export interface TimeSeriesPlotProps {
  title: string;
  description: string;
  rows: readonly PlotRow[];
  series: readonly PlotSeries[];
  xLabel: string;
  yLabel: string;
  y2Label?: string;
  height: number;
  markers?: ChartMarkers;
}

const FALLBACK_WIDTH = 640;
const AXIS_GREY = '#9ca3af';
const TICK_LABEL = { fill: '#4b5563', fontSize: 11, fontFamily: 'inherit' } as const;
const AXIS_LABEL = { fill: '#111827', fontSize: 12, fontWeight: 600, fontFamily: 'inherit' };

/** The container's width, followed as it resizes (the plot is as wide as the card). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Up to `count` evenly spread row indices, first and last included. */
function tickIndices(length: number, count: number): number[] {
  if (length <= 0) return [];
  const n = Math.max(2, Math.min(length, count));
  const picked = Array.from({ length: n }, (_, i) => Math.round((i * (length - 1)) / (n - 1)));
  return [...new Set(picked)];
}

function valueScale(rows: readonly PlotRow[], indices: readonly number[], height: number) {
  let max = 0;
  for (const row of rows) for (const i of indices) max = Math.max(max, row.values[i] ?? 0);
  return scaleLinear<number>({ domain: [0, max > 0 ? max : 1], range: [height, 0], nice: true });
}

export default function TimeSeriesPlot({
  title,
  description,
  rows,
  series,
  xLabel,
  yLabel,
  y2Label,
  height,
  markers,
}: TimeSeriesPlotProps) {
  const id = useId();
  const { ref, width } = useWidth();
  const [active, setActive] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);

  const onRight = series.map((line) => line.axis === 'right');
  const hasRight = onRight.some(Boolean);
  const margin = { top: 20, right: hasRight ? 72 : 20, bottom: 52, left: 72 };
  const innerWidth = Math.max(width - margin.left - margin.right, 40);
  const innerHeight = Math.max(height - margin.top - margin.bottom, 40);
  const last = rows.length - 1;

  const x = scaleLinear<number>({ domain: [0, Math.max(last, 1)], range: [0, innerWidth] });
  const leftSeries = series.flatMap((_, i) => (onRight[i] ? [] : [i]));
  const rightSeries = series.flatMap((_, i) => (onRight[i] ? [i] : []));
  const yLeft = valueScale(rows, leftSeries, innerHeight);
  const yRight = valueScale(rows, rightSeries, innerHeight);
  const yOf = (i: number) => (onRight[i] ? yRight : yLeft);
  const tickOf = (i: number | undefined) => {
    const line = i === undefined ? undefined : series[i];
    return line?.formatTick ?? compactNumber;
  };

  const clamp = (index: number) => Math.min(Math.max(index, 0), last);
  const activeRow = active === null ? undefined : rows[active];
  const activeChanges = (activeRow && markers?.[activeRow.date]) || [];
  // HIST-CHART-MARKERS: the days with changes, in order, for the marks and the `C` key.
  const marked = markers ? rows.flatMap((row, index) => (markers[row.date] ? [index] : [])) : [];

  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = box.width > 0 ? innerWidth / box.width : 1;
    setActive(clamp(Math.round(x.invert((event.clientX - box.left) * scale))));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = active ?? last;
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: last,
      PageUp: current - 7,
      PageDown: current + 7,
    };
    // `c` / `C`: the next / previous day with changes.
    if ((event.key === 'c' || event.key === 'C') && marked.length > 0) {
      event.preventDefault();
      const ahead = event.key === 'c';
      const found = ahead
        ? marked.find((index) => index > current)
        : [...marked].reverse().find((index) => index < current);
      setActive(found ?? (ahead ? marked[0]! : marked[marked.length - 1]!));
      return;
    }
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(clamp(next));
    } else if (event.key === 'Escape') setActive(null);
  };

  const tipLeft = active === null ? 0 : margin.left + x(active);
  const tipOnLeft = tipLeft > width / 2;

  return (
    <div ref={ref} className="relative">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the chart is read day by day with the arrow keys: the keyboard twin of its pointer tooltip */}
      <div
        role="group"
        tabIndex={0}
        aria-label={`${title}: use the arrow keys to read the values of each day${
          marked.length > 0
            ? `; ${marked.length} ${marked.length === 1 ? 'day has' : 'days have'} changes, C goes to the next one`
            : ''
        }`}
        aria-describedby={activeRow ? `${id}-tip` : undefined}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setFocused(true);
          setActive((current) => current ?? last);
        }}
        onBlur={() => {
          setFocused(false);
          setActive(null);
        }}
        className="focus-visible:outline-brand-600 rounded focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        <svg
          width={width}
          height={height}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="block max-w-full"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          <Group left={margin.left} top={margin.top}>
            {yLeft.ticks(5).map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={innerWidth}
                y1={yLeft(tick)}
                y2={yLeft(tick)}
                stroke="#e5e7eb"
              />
            ))}
            {series.map((line, i) => {
              const style = seriesStyle(i);
              return (
                <g key={line.label} className={style.className}>
                  <LinePath<PlotRow>
                    data={[...rows]}
                    x={(_, index) => x(index)}
                    y={(row) => yOf(i)(row.values[i] ?? 0)}
                    stroke="currentColor"
                    strokeWidth={2}
                    strokeDasharray={style.dash}
                    fill="none"
                  />
                  {activeRow && active !== null ? (
                    <circle
                      cx={x(active)}
                      cy={yOf(i)(activeRow.values[i] ?? 0)}
                      r={4}
                      fill="currentColor"
                      stroke="#fff"
                      strokeWidth={1.5}
                    />
                  ) : null}
                </g>
              );
            })}
            {marked.map((index) => (
              <path
                key={`mark-${index}`}
                data-change-marker={rows[index]?.date}
                d={`M ${x(index)} -2 l 5 -7 h -10 z`}
                className="fill-violet-600"
                stroke="#fff"
              />
            ))}
            {active !== null ? (
              <line
                x1={x(active)}
                x2={x(active)}
                y1={0}
                y2={innerHeight}
                stroke="#6b7280"
                strokeDasharray="3 3"
              />
            ) : null}
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={tickIndices(rows.length, Math.floor(innerWidth / 90) + 1)}
              tickFormat={(value) => formatTickDay(rows[Number(value)]?.date ?? '')}
              label={xLabel}
              labelProps={{ ...AXIS_LABEL, textAnchor: 'middle' }}
              stroke={AXIS_GREY}
              tickStroke={AXIS_GREY}
              tickLabelProps={{ ...TICK_LABEL, textAnchor: 'middle' }}
            />
            <AxisLeft
              scale={yLeft}
              numTicks={5}
              tickFormat={(value) => tickOf(leftSeries[0])(Number(value))}
              label={yLabel}
              labelOffset={44}
              labelProps={{ ...AXIS_LABEL, textAnchor: 'middle' }}
              stroke={AXIS_GREY}
              tickStroke={AXIS_GREY}
              tickLabelProps={{ ...TICK_LABEL, textAnchor: 'end', dx: -4, dy: 4 }}
            />
            {hasRight ? (
              <AxisRight
                left={innerWidth}
                scale={yRight}
                numTicks={5}
                tickFormat={(value) => tickOf(rightSeries[0])(Number(value))}
                label={y2Label ?? rightSeries.map((i) => series[i]?.label).join(', ')}
                labelOffset={44}
                labelProps={{ ...AXIS_LABEL, textAnchor: 'middle' }}
                stroke={AXIS_GREY}
                tickStroke={AXIS_GREY}
                tickLabelProps={{ ...TICK_LABEL, textAnchor: 'start', dx: 4, dy: 4 }}
              />
            ) : null}
            <rect
              width={innerWidth}
              height={innerHeight}
              fill="transparent"
              onPointerMove={onPointerMove}
              onPointerLeave={() => {
                if (!focused) setActive(null);
              }}
            />
          </Group>
        </svg>
      </div>
      {activeRow ? (
        <div
          id={`${id}-tip`}
          role="tooltip"
          aria-live="polite"
          className="pointer-events-none absolute top-2 z-10 min-w-40 rounded-md bg-gray-900 px-3 py-2 text-xs text-white shadow-lg"
          style={tipOnLeft ? { right: width - tipLeft + 12 } : { left: tipLeft + 12 }}
        >
          <p className="font-semibold">{formatChartDay(activeRow.date)}</p>
          <dl className="mt-1 space-y-0.5">
            {series.map((line, i) => (
              <div key={line.label} className="flex justify-between gap-4">
                <dt>{line.label}</dt>
                <dd className="font-medium tabular-nums">
                  {line.format(activeRow.values[i] ?? 0)}
                </dd>
              </div>
            ))}
          </dl>
          {activeChanges.length > 0 ? (
            <div className="mt-2 border-t border-gray-700 pt-1.5">
              <p className="font-semibold">Changes</p>
              <ul className="mt-0.5 space-y-0.5">
                {activeChanges.map((change) => (
                  <li key={change} className="max-w-72 break-words">
                    {change}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
