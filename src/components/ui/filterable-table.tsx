// A list screen's table with its search box and row count, the search and sort kept in the
// URL (useListParams) so a link reproduces the view. Filtering is deferred, so typing never
// waits for a long list to re-render.
import type { SortState } from '@/types/sort';
import { useDeferredValue, useMemo } from 'react';
import { SearchInput } from '@/components/ui/search-input';
import { EmptyState } from '@/components/ui/empty-state';
import { DataTable, type DataTableProps } from '@/components/ui/table';

import { formatCount } from '@/lib/text/format';
import { useListParams } from '@/hooks/use-list-params';
import { searchText } from '@/lib/text/search-text';

export interface FilterableTableProps<T> extends Omit<
  DataTableProps<T>,
  'sort' | 'onSortChange' | 'initialSort'
> {
  /** The search box's accessible name. */
  searchLabel: string;
  searchPlaceholder?: string;
  /** Whether a row matches the trimmed search text, as searchText (src/lib/text/search-text.ts) gives it. */
  matches: (row: T, needle: string) => boolean;
  /** What the rows are, plural, for the count and the no-match message ("accounts"). */
  noun: string;
  defaultSort?: SortState;
}

export function FilterableTable<T>({
  searchLabel,
  searchPlaceholder,
  matches,
  noun,
  defaultSort = null,
  rows,
  columns,
  ...table
}: FilterableTableProps<T>) {
  const sortColumns = useMemo(
    () => columns.filter((column) => column.sortValue).map((column) => column.id),
    [columns],
  );
  const { search, setSearch, sort, setSort } = useListParams({ defaultSort, sortColumns });
  const deferredSearch = useDeferredValue(search);
  const needle = searchText(deferredSearch.trim());
  const visible = useMemo(
    () => (needle ? rows.filter((row) => matches(row, needle)) : rows),
    [rows, needle, matches],
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchInput
          label={searchLabel}
          placeholder={searchPlaceholder}
          value={search}
          onChange={setSearch}
        />
        <p className="text-sm text-gray-600" aria-live="polite">
          {visible.length === rows.length
            ? `${formatCount(rows.length)} ${noun}`
            : `${formatCount(visible.length)} of ${formatCount(rows.length)} ${noun}`}
        </p>
      </div>
      {visible.length === 0 ? (
        <EmptyState title={`No ${noun} match “${deferredSearch.trim()}”.`} />
      ) : (
        <DataTable {...table} columns={columns} rows={visible} sort={sort} onSortChange={setSort} />
      )}
    </div>
  );
}
