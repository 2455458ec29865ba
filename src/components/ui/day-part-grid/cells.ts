// Pure conversions between the grid's value list (the public DayPartCell[]) and cell indexes,
// and the edits the toolbar applies to the selected cells.
import { CELL_COUNT, DAYS, HOURS, cellIndex, hourOf, weekdayOf } from './selection';
import type { DayPartCell } from './types';

/** Included cells by index; a null value = included at the base value (or "open"). */
export type CellValues = ReadonlyMap<number, number | null>;

const isValidCell = (cell: DayPartCell) =>
  Number.isInteger(cell.weekday) &&
  Number.isInteger(cell.hour) &&
  cell.weekday >= 0 &&
  cell.weekday < DAYS &&
  cell.hour >= 0 &&
  cell.hour < HOURS;

/** Indexes the cells, dropping out-of-range ones; a later duplicate wins. */
export function toCellValues(cells: readonly DayPartCell[]): Map<number, number | null> {
  const values = new Map<number, number | null>();
  for (const cell of cells) {
    if (!isValidCell(cell)) continue;
    const value = typeof cell.value === 'number' && Number.isFinite(cell.value) ? cell.value : null;
    values.set(cellIndex(cell.weekday, cell.hour), value);
  }
  return values;
}

/** The list onChange receives: sorted by weekday then hour, one entry per cell. */
export function fromCellValues(values: CellValues): DayPartCell[] {
  const cells: DayPartCell[] = [];
  for (let index = 0; index < CELL_COUNT; index++) {
    const value = values.get(index);
    if (value !== undefined) cells.push({ weekday: weekdayOf(index), hour: hourOf(index), value });
  }
  return cells;
}

export const normalizeCells = (cells: readonly DayPartCell[]): DayPartCell[] =>
  fromCellValues(toCellValues(cells));

export type DayPartEdit = { type: 'include'; value: number | null } | { type: 'exclude' };

/** The complete new list after applying an edit to the selected cells. */
export function applyEdit(
  cells: readonly DayPartCell[],
  selected: Iterable<number>,
  edit: DayPartEdit,
): DayPartCell[] {
  const values = toCellValues(cells);
  for (const index of selected) {
    if (index < 0 || index >= CELL_COUNT) continue;
    if (edit.type === 'include') values.set(index, edit.value);
    else values.delete(index);
  }
  return fromCellValues(values);
}

/** The range of the overrides (included cells with their own value), or null when none. */
export function valueRange(values: CellValues): { min: number; max: number } | null {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values.values()) {
    if (value === null) continue;
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  return min <= max ? { min, max } : null;
}

export function countOverrides(values: CellValues): number {
  let count = 0;
  for (const value of values.values()) if (value !== null) count++;
  return count;
}
