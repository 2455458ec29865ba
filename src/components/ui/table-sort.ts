// The table's columns and sorting, shared by DataTable and the URL list state
// (src/hooks/use-list-params.ts).
import type { ReactNode } from 'react';

export interface Column<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** When set, the header sorts by this value. */
  sortValue?: (row: T) => string | number | boolean | null | undefined;
  className?: string;
  /** Hide below the `sm` breakpoint to fit 375 px screens. */
  hideOnMobile?: boolean;
}

export type SortState = { columnId: string; direction: 'asc' | 'desc' } | null;

/** Ascending order, with missing values last; text in natural order (`a2` before `a10`). */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? -1 : 1;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

export function sortRows<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  sort: SortState,
): T[] {
  const column = sort && columns.find((c) => c.id === sort.columnId);
  if (!sort || !column?.sortValue) return [...rows];
  const value = column.sortValue;
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => factor * compareValues(value(a), value(b)));
}

/** A header click: a new column sorts ascending, the sorted column flips its direction. */
export function nextSort(current: SortState, columnId: string): SortState {
  return current?.columnId === columnId
    ? { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { columnId, direction: 'asc' };
}
