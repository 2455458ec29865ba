// The table's columns and sorting (the sort's shape is src/types/sort.ts, which the URL list
// state shares).
import type { ReactNode } from 'react';
import type { SortState } from '@/types/sort';

export interface Column<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** When set, the header sorts by this value. */
  sortValue?: (row: T) => string | number | boolean | null | undefined;
  className?: string;
  /**
   * The cell shows text from the API (a name, a reason, an address): a word longer than the
   * column wraps inside it instead of widening the table (ROUTE-API-TEXT-FITS).
   */
  apiText?: boolean;
  /** Hide below the `sm` breakpoint to fit 375 px screens. */
  hideOnMobile?: boolean;
  /**
   * Hide below the `2xl` breakpoint (1536 px): a column the table can spare where it shares a
   * 1280 px screen with a side panel (issue 27: every column fits, none clipped).
   */
  hideBelowWide?: boolean;
}

// The same order as `a.localeCompare(b, undefined, options)`, built once: localeCompare with
// options sets up a collator on every call, about 20 times slower (3.5 s to sort 50,000 names).
// Built at the first text sort, not when a table's code loads (1-5 ms at 4x CPU in a screen's
// first render, for a table that may never sort by text).
let collator: Intl.Collator | null = null;
const textOrder = () =>
  (collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }));

const isMissing = (value: unknown) => value === null || value === undefined || value === '';

/** Ascending order, with missing values last; text in natural order (`a2` before `a10`). */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  // Two missing values tie (null against '' too), so the order stays consistent.
  if (isMissing(a)) return isMissing(b) ? 0 : 1;
  if (isMissing(b)) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? -1 : 1;
  return textOrder().compare(String(a), String(b));
}

/** Missing values last in either direction (PLC-LIST-SORT); null when neither is missing. */
function missingLast(a: unknown, b: unknown): number | null {
  const [aMissing, bMissing] = [isMissing(a), isMissing(b)];
  if (aMissing === bMissing) return null;
  return aMissing ? 1 : -1;
}

interface Keyed<T> {
  row: T;
  index: number;
  value: unknown;
  /** The lower-cased text, for the cheap first pass over text values. */
  folded: string | null;
}

/** Code-unit order of the lower-cased text, missing values last: close to textOrder, cheap. */
function compareFolded(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/**
 * The rows in the sort's order; rows with equal values keep their order (a stable sort).
 * Each row's value is read once, not twice per comparison.
 */
export function sortRows<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  sort: SortState,
): T[] {
  const column = sort && columns.find((c) => c.id === sort.columnId);
  if (!sort || !column?.sortValue) return [...rows];
  const read = column.sortValue;
  const factor = sort.direction === 'asc' ? 1 : -1;
  let text = true;
  const keyed = rows.map((row, index): Keyed<T> => {
    const value = read(row);
    const folded = typeof value === 'string' && value !== '' ? value.toLowerCase() : null;
    if (folded === null && !isMissing(value)) text = false;
    return { row, index, value, folded };
  });
  if (text) {
    // Collating is slow (about 0.3 s for 50,000 names in Chromium). A first pass in code-unit
    // order leaves the rows nearly in collation order, so the collating pass below only checks
    // neighbours and mends the few places where the two orders differ: the same result, about
    // 3 times sooner.
    keyed.sort(
      (a, b) =>
        missingLast(a.value, b.value) ??
        (factor * compareFolded(a.folded, b.folded) || a.index - b.index),
    );
  }
  keyed.sort(
    (a, b) =>
      missingLast(a.value, b.value) ??
      (factor * compareValues(a.value, b.value) || a.index - b.index),
  );
  return keyed.map((entry) => entry.row);
}

/** A header click: a new column sorts ascending, the sorted column flips its direction. */
export function nextSort(current: SortState, columnId: string): SortState {
  return current?.columnId === columnId
    ? { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { columnId, direction: 'asc' };
}
