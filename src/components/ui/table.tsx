// A data table: sortable column headers (aria-sort), row click to a detail page with a real
// link in the primary cell for keyboard and screen-reader users, and windowed rendering for
// long lists so thousands of rows stay fast.
import { ChevronDownIcon, ChevronUpDownIcon, ChevronUpIcon } from '@heroicons/react/20/solid';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

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

const VIRTUALIZE_ABOVE = 100;
const ROW_HEIGHT = 49;

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

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowHref,
  initialSort = null,
  maxHeight = 640,
}: {
  /** The table's accessible name (visually hidden). */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A row click (anywhere but a control) opens this path. */
  rowHref?: (row: T) => string;
  initialSort?: SortState;
  maxHeight?: number;
}) {
  const [sort, setSort] = useState<SortState>(initialSort);
  const navigate = useNavigate();
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = sorted.length > VIRTUALIZE_ABOVE;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render only
  const virtualizer = useVirtualizer({
    count: virtual ? sorted.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: { width: 1024, height: maxHeight },
  });

  const toggleSort = (columnId: string) =>
    setSort((current) =>
      current?.columnId === columnId
        ? { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { columnId, direction: 'asc' },
    );

  const items = virtual ? virtualizer.getVirtualItems() : null;
  const visible = items
    ? items.map((item) => ({ row: sorted[item.index] as T, index: item.index }))
    : sorted.map((row, index) => ({ row, index }));
  const padTop = items?.[0]?.start ?? 0;
  const padBottom =
    items && items.length ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  const mobileHidden = (column: Column<T>) => (column.hideOnMobile ? 'hidden sm:table-cell' : '');

  return (
    <div
      ref={scrollRef}
      className="overflow-auto rounded-lg bg-white shadow-xs ring-1 ring-gray-200"
      style={virtual ? { maxHeight } : undefined}
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
                  className={`px-3 py-3 text-left font-semibold whitespace-nowrap text-gray-900 ${mobileHidden(column)} ${column.className ?? ''}`}
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      onClick={() => toggleSort(column.id)}
                      className="group focus-visible:outline-brand-600 inline-flex items-center gap-1 rounded focus-visible:outline-2"
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
            const href = rowHref?.(row);
            return (
              <tr
                key={rowKey(row)}
                aria-rowindex={index + 2}
                style={virtual ? { height: ROW_HEIGHT } : undefined}
                onClick={
                  href
                    ? (event) => {
                        if (
                          (event.target as HTMLElement).closest(
                            'a,button,input,select,textarea,[role="switch"]',
                          )
                        )
                          return;
                        navigate(href);
                      }
                    : undefined
                }
                className={href ? 'cursor-pointer hover:bg-gray-50' : undefined}
              >
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={`px-3 py-3 align-middle text-gray-700 ${mobileHidden(column)} ${column.className ?? ''}`}
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
