// A data table: sortable column headers (aria-sort), controlled or not; optional row selection
// with checkboxes; row click to a detail page with a real link in the primary cell for keyboard
// and screen-reader users; and windowed rendering for long lists so thousands of rows stay fast.
import { ChevronDownIcon, ChevronUpDownIcon, ChevronUpIcon } from '@heroicons/react/20/solid';
import { measureElement, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  RowCheckbox,
  SelectAllCheckbox,
  type TableSelection,
} from '@/components/ui/table-selection';
import { nextSort, sortRows, type Column } from '@/components/ui/table-sort';
import type { SortState } from '@/types/sort';

export { compareValues, sortRows } from '@/components/ui/table-sort';
export type { Column } from '@/components/ui/table-sort';
export type { TableSelection } from '@/components/ui/table-selection';

/**
 * Past this many rows only the rows in view (and a margin) are rendered. Below it every row is
 * in the DOM, so the browser's find-in-page and plain scrolling work as usual.
 */
export const VIRTUALIZE_ABOVE = 200;
/** A one-line row; taller rows (wrapped text) are measured once rendered. */
const ROW_HEIGHT = 49;
const OVERSCAN = 12;
/**
 * 8 px each side between columns, 12 px at the table's edges: a ten-column list (the campaigns)
 * fits 1280 px with room left for its names (issue 27).
 */
const CELL_PAD = 'px-2 py-3 first:pl-3 last:pr-3';
/**
 * A column of API text (Column.apiText): at least 6rem wide, and a word longer than that wraps
 * anywhere. Only there: a number or a status squeezed to one character a line would be unreadable.
 */
const API_TEXT_CELL = 'min-w-24 [overflow-wrap:anywhere]';

/**
 * A rendered row's height. Without layout (jsdom) there is none to measure: the estimate
 * stands, or every row would count as 0 px tall and the whole list would be rendered.
 */
function rowHeight(
  row: HTMLTableRowElement,
  entry: ResizeObserverEntry | undefined,
  virtualizer: Virtualizer<HTMLDivElement, HTMLTableRowElement>,
): number {
  return measureElement(row, entry, virtualizer) || ROW_HEIGHT;
}

// A click on one of these inside a row is the control's own, never the row's navigation.
const OWN_CLICK = 'a,button,input,select,textarea,label,[role="switch"],[data-no-row-click]';

export interface DataTableProps<T> {
  /** The table's accessible name (visually hidden). */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A row click (anywhere but a control) opens this path. */
  rowHref?: (row: T) => string;
  /** The first sort when the table keeps its own (uncontrolled) sort. */
  initialSort?: SortState;
  /** Controlled sort (e.g. from the URL): the table shows this and reports header clicks. */
  sort?: SortState;
  onSortChange?: (next: SortState) => void;
  /** Controlled row selection: adds a leading checkbox column. */
  selection?: TableSelection<T>;
  /** The scroll area's height once the rows are virtualized. */
  maxHeight?: number;
  /**
   * Windowed rendering: `'auto'` (the default) past VIRTUALIZE_ABOVE rows, `true` always (a
   * list that can grow large keeps one layout), `false` never (every row in the DOM).
   */
  virtualize?: boolean | 'auto';
  /**
   * The rows already come in `sort`'s order (the screen sorted them once and filtered the
   * sorted list): the table shows `sort` in its headers but does not sort again.
   */
  presorted?: boolean;
}

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowHref,
  initialSort = null,
  sort: controlledSort,
  onSortChange,
  selection,
  maxHeight = 640,
  virtualize = 'auto',
  presorted = false,
}: DataTableProps<T>) {
  const [ownSort, setOwnSort] = useState<SortState>(initialSort);
  const sort = controlledSort === undefined ? ownSort : controlledSort;
  const navigate = useNavigate();
  const sorted = useMemo(
    () => (presorted ? rows : sortRows(rows, columns, sort)),
    [presorted, rows, columns, sort],
  );
  // Only "Select all" needs every key; 50,000 rows need not pay for it otherwise.
  const keys = useMemo(() => (selection ? rows.map(rowKey) : []), [selection, rows, rowKey]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = virtualize === 'auto' ? sorted.length > VIRTUALIZE_ABOVE : virtualize;
  // Measured heights follow their row (not its position) through sorting and filtering.
  const getItemKey = useCallback(
    (index: number) => {
      const row = sorted[index];
      return row === undefined ? index : rowKey(row);
    },
    [sorted, rowKey],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render only
  const virtualizer = useVirtualizer({
    count: virtual ? sorted.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey,
    measureElement: rowHeight,
    overscan: OVERSCAN,
    initialRect: { width: 1024, height: maxHeight },
  });

  const changeSort = (columnId: string) => {
    const next = nextSort(sort, columnId);
    if (controlledSort === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  const items = virtual ? virtualizer.getVirtualItems() : null;
  const visible = items
    ? items.flatMap((item) => {
        const row = sorted[item.index];
        return row === undefined ? [] : [{ row, index: item.index }];
      })
    : sorted.map((row, index) => ({ row, index }));
  const padTop = items?.[0]?.start ?? 0;
  const padBottom =
    items && items.length ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  const hidden = (column: Column<T>) =>
    column.hideBelowWide
      ? 'hidden 2xl:table-cell'
      : column.hideOnMobile
        ? 'hidden sm:table-cell'
        : '';
  const openRow = (href: string) => (event: MouseEvent<HTMLTableRowElement>) => {
    if (event.target instanceof Element && event.target.closest(OWN_CLICK)) return;
    void navigate(href);
  };

  return (
    <div
      ref={scrollRef}
      className="overflow-auto rounded-lg bg-white shadow-xs ring-1 ring-gray-200"
      style={virtual ? { maxHeight } : undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable only as the scrollable region (role region) of a virtualized table
      tabIndex={virtual ? 0 : undefined}
      aria-label={virtual ? `${caption}, scrollable` : undefined}
      role={virtual ? 'region' : undefined}
    >
      <table
        className="min-w-full divide-y divide-gray-200 text-sm"
        aria-rowcount={sorted.length + 1}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-gray-50">
          <tr>
            {selection ? (
              <th scope="col" className="w-10 py-3 pr-1 pl-3 text-left">
                <SelectAllCheckbox
                  keys={keys}
                  selected={selection.selected}
                  onChange={selection.onChange}
                />
              </th>
            ) : null}
            {columns.map((column) => {
              const active = sort?.columnId === column.id ? sort.direction : null;
              const Icon =
                active === 'asc'
                  ? ChevronUpIcon
                  : active === 'desc'
                    ? ChevronDownIcon
                    : ChevronUpDownIcon;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={
                    active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined
                  }
                  className={`${CELL_PAD} text-left font-semibold whitespace-nowrap text-gray-900 ${hidden(column)} ${column.className ?? ''}`}
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      onClick={() => changeSort(column.id)}
                      className="group focus-visible:outline-brand-600 inline-flex items-center gap-0.5 rounded focus-visible:outline-2"
                    >
                      {column.header}
                      <Icon
                        aria-hidden="true"
                        className={`size-4 ${active ? 'text-gray-900' : 'text-gray-400'}`}
                      />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {padTop > 0 ? <tr aria-hidden="true" style={{ height: padTop }} /> : null}
          {visible.map(({ row, index }) => {
            const key = rowKey(row);
            const href = rowHref?.(row);
            const checked = selection?.selected.has(key) ?? false;
            return (
              <tr
                key={key}
                ref={virtual ? virtualizer.measureElement : undefined}
                data-index={virtual ? index : undefined}
                aria-rowindex={index + 2}
                style={virtual ? { height: ROW_HEIGHT } : undefined}
                onClick={href ? openRow(href) : undefined}
                // What the row opens, for intent (the app warms that screen on hover or focus).
                data-href={href}
                className={`${href ? 'cursor-pointer hover:bg-gray-50' : ''} ${checked ? 'bg-brand-50' : ''}`}
              >
                {selection ? (
                  // The whole cell is the checkbox's: a near miss must not open the row.
                  <td data-no-row-click="" className="w-10 py-3 pr-1 pl-3 align-middle">
                    <RowCheckbox
                      rowKey={key}
                      label={selection.rowLabel?.(row) ?? key}
                      selected={selection.selected}
                      onChange={selection.onChange}
                    />
                  </td>
                ) : null}
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={`${CELL_PAD} align-middle text-gray-700 ${hidden(column)} ${column.apiText ? API_TEXT_CELL : ''} ${column.className ?? ''}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
          {padBottom > 0 ? <tr aria-hidden="true" style={{ height: padBottom }} /> : null}
        </tbody>
      </table>
    </div>
  );
}
