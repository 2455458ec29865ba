// Text of the grid: day and hour names, cell names, the summary and the selection status.
import { CELL_COUNT } from './selection';
import type { DayPartMode } from './types';

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const weekdayName = (weekday: number): string => WEEKDAY_NAMES[weekday] ?? '';
export const weekdayShort = (weekday: number): string => weekdayName(weekday).slice(0, 3);

/** Compact 12-hour column label: 12a, 1a ... 11a, 12p, 1p ... 11p. */
export function hourShort(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${hour < 12 ? 'a' : 'p'}`;
}

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Unambiguous 24-hour range for screen readers: "06:00–07:00", "23:00–24:00". */
export const hourRange = (hour: number): string => `${clock(hour)}–${clock(hour + 1)}`;

/**
 * The value as it fits in a 2rem cell: whole numbers from 10 up, one decimal below
 * ("14", "8.5", "0.3"); the full formatted value is in the cell's name and tooltip.
 */
export function compactValue(value: number): string {
  if (Math.abs(value) >= 10) return String(Math.round(value));
  return String(Math.round(value * 10) / 10);
}

export interface LabelOptions {
  mode: DayPartMode;
  format: (value: number) => string;
  baseValue: number | null;
}

/** A cell's accessible name and tooltip, e.g. "Monday 06:00–07:00, $14.00 override". */
export function cellLabel(
  weekday: number,
  hour: number,
  value: number | null | undefined,
  { mode, format, baseValue }: LabelOptions,
): string {
  const where = `${weekdayName(weekday)} ${hourRange(hour)}`;
  if (mode === 'hours') return `${where}, ${value === undefined ? 'closed' : 'open'}`;
  if (value === undefined) return `${where}, not included`;
  if (value === null) return `${where}, ${atBase(format, baseValue)}`;
  return `${where}, ${format(value)} override`;
}

export const atBase = (format: (value: number) => string, baseValue: number | null): string =>
  baseValue === null ? 'at campaign CPM' : `at campaign CPM (${format(baseValue)})`;

export function summaryText(mode: DayPartMode, included: number, overrides: number): string {
  if (mode === 'hours') return `${included} of ${CELL_COUNT} hours open`;
  return `${included} of ${CELL_COUNT} hours in day-parts, ${overrides} with a CPM override`;
}

export function selectionText(count: number): string {
  if (count === 0) return 'No cells selected';
  return count === 1 ? '1 cell selected' : `${count} cells selected`;
}
