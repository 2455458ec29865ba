// The shapes a time-series chart draws: one row per day, one number per series. Shared by the
// chart's always-present parts (title, legend, data table) and its lazily loaded plot.

/** One line of the chart. */
export interface ChartSeries<K extends string = string> {
  /** The row field holding this series' value. */
  key: K;
  label: string;
  /** A value as text, in the tooltip and the data table ("$1,234.50", "12,345"). */
  format: (value: number) => string;
  /** A tick of this series' axis; short, so it fits ("$1.2K"). Defaults to a compact number. */
  formatTick?: (value: number) => string;
  /** Which value axis it is read against; `right` gives a second scale (e.g. spend in dollars). */
  axis?: 'left' | 'right';
}

/** One day: `date` is `YYYY-MM-DD`, the other fields the series' values. */
export type ChartDatum<K extends string> = { readonly date: string } & {
  readonly [key in K]: number;
};

/** A day as the plot draws it: the series' values in the series' order. */
export interface PlotRow {
  date: string;
  values: readonly number[];
}

/** What the plot needs to know of a series. */
export type PlotSeries = Pick<ChartSeries, 'label' | 'format' | 'formatTick' | 'axis'>;

/**
 * HIST-CHART-MARKERS: what changed on a day (`YYYY-MM-DD`, the viewer's local day), one line per
 * change as a person reads it (`Bid CPM $5.00 → $4.00 · Dana Buyer · 10:42 AM EST`).
 */
export type ChartMarkers = Readonly<Record<string, readonly string[]>>;

export interface TimeSeriesChartProps<K extends string> {
  /** The visible title; also the figure's accessible name and the data table's caption. */
  title: string;
  /** One or two sentences for screen readers (the SVG's <desc>); a default is derived. */
  description?: string;
  data: readonly ChartDatum<K>[];
  series: readonly ChartSeries<K>[];
  /** The horizontal axis' label, e.g. `Date`. */
  xLabel: string;
  /** The left value axis' label. */
  yLabel: string;
  /** The right value axis' label, when a series uses `axis: 'right'`. */
  y2Label?: string;
  /** The plot's height in pixels (default 280). */
  height?: number;
  /** Days on which the record changed: marked on the plot, listed in its tooltip and table. */
  markers?: ChartMarkers;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** 1234 -> `1.2K`, the default tick text. */
export function compactNumber(value: number): string {
  return compact.format(value);
}

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const tickDayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** `YYYY-MM-DD` read as that calendar day (local), never shifted by the time zone. */
function calendarDay(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(day.getTime()) ? null : day;
}

/** `2024-03-05` -> `Mar 5, 2024` (the table and the tooltip); unreadable -> as given. */
export function formatChartDay(date: string): string {
  const day = calendarDay(date);
  return day ? dayFormat.format(day) : date;
}

/** `2024-03-05` -> `Mar 5` (axis ticks). */
export function formatTickDay(date: string): string {
  const day = calendarDay(date);
  return day ? tickDayFormat.format(day) : date;
}

/** The rows as the plot and the table read them; a value that is not a finite number is 0. */
export function toPlotRows<K extends string>(
  data: readonly ChartDatum<K>[],
  series: readonly ChartSeries<K>[],
): PlotRow[] {
  return data.map((row) => ({
    date: row.date,
    values: series.map((line) => {
      const value: unknown = row[line.key];
      return typeof value === 'number' && Number.isFinite(value) ? value : 0;
    }),
  }));
}

/** The line styles, told apart by dash pattern as well as by colour (WCAG 1.4.1). */
export const SERIES_STYLES = [
  { className: 'text-brand-600', dash: undefined },
  { className: 'text-amber-600', dash: '6 4' },
  { className: 'text-emerald-600', dash: '2 3' },
  { className: 'text-fuchsia-600', dash: '10 3 2 3' },
] as const;

export function seriesStyle(index: number) {
  return SERIES_STYLES[index % SERIES_STYLES.length] ?? SERIES_STYLES[0];
}
