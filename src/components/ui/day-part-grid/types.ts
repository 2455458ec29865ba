// The public contract of the day-part grid. Campaign day-parts ('override') and placement
// operating hours ('hours') are both written against it, so change it only with them.

/** One hour of the week: weekday 0 = Monday ... 6 = Sunday, hour 0-23. */
export interface DayPartCell {
  weekday: number;
  hour: number;
  value: number | null;
}

export interface DayPartGridProps {
  /** Accessible name of the grid, also shown as its caption. */
  label: string;
  /** The included cells; every other cell is not included. */
  cells: readonly DayPartCell[];
  /** Omitted = a read-only heatmap (no toolbar, no selection). */
  onChange?: (cells: DayPartCell[]) => void;
  /** 'override' (campaign day-parts, default) or 'hours' (placement operating hours). */
  mode?: 'override' | 'hours';
  /** Formats a value for labels, tooltips and the legend; String by default. */
  formatValue?: (value: number) => string;
  /** 'override' mode: the value an included cell without its own value runs at (campaign CPM). */
  baseValue?: number | null;
  disabled?: boolean;
  /** Called when focus leaves the whole widget (react-hook-form's touched state). */
  onBlur?: () => void;
  id?: string;
  'aria-describedby'?: string;
}

export type DayPartMode = NonNullable<DayPartGridProps['mode']>;
