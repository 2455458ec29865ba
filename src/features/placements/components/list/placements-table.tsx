// The publisher's placements with a text filter (name, key, external ID, city); the filter and
// the sort live in the URL (`?q=chicago&sort=-cityState`), so a link or a reload shows the same
// view. Built for 50,000 rows: the list is sorted once per sort, a keystroke only filters the
// sorted list (deferred, so typing never waits for it), and the table renders a window of rows.
// `Export CSV` saves what the table shows (components/list/export-button.tsx).
import { useDeferredValue } from 'react';
import { SearchInput } from '@/components/ui/search-input';
import { EmptyState } from '@/components/ui/empty-state';
import { DataTable, VIRTUALIZE_ABOVE } from '@/components/ui/table';
import { useListParams } from '@/hooks/use-list-params';
import { formatCount } from '@/lib/text/format';
import type { Placement } from '@/types/api';
import { Button } from '@/components/ui/button';
import {
  LOADING_MORE_PLACEMENTS,
  PLACEMENTS_INCOMPLETE,
  SEARCH_LABEL,
  SEARCH_PLACEHOLDER,
} from '@/features/placements/list-messages';
import {
  PLACEMENT_COLUMNS,
  placementEditPath,
  placementKeyOf,
} from '@/features/placements/components/list/placement-columns';
import { needleOf } from '@/features/placements/placement-search';
import { usePlacementRows } from '@/features/placements/hooks/use-placement-rows';
import { ExportPlacementsButton } from '@/features/placements/components/list/export-button';

const SORT_COLUMNS = PLACEMENT_COLUMNS.map((column) => column.id);
const DEFAULT_SORT = { columnId: 'name', direction: 'asc' } as const;

/** A list still arriving: its rest is coming (`fetching`), or the reply stopped short. */
export interface ArrivingList {
  fetching: boolean;
  retry: () => void;
}

export function PlacementsTable({
  placements,
  arriving = null,
}: {
  placements: readonly Placement[];
  arriving?: ArrivingList | null;
}) {
  const { search, setSearch, sort, setSort } = useListParams({
    defaultSort: DEFAULT_SORT,
    sortColumns: SORT_COLUMNS,
  });
  const deferredSearch = useDeferredValue(search);
  const needle = needleOf(deferredSearch);
  const visible = usePlacementRows(PLACEMENT_COLUMNS, placements, sort, needle);
  const total = placements.length;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchInput
          label={SEARCH_LABEL}
          placeholder={SEARCH_PLACEHOLDER}
          value={search}
          onChange={setSearch}
        />
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-gray-600" aria-live="polite">
            {visible.length === total
              ? `${formatCount(total)} placements`
              : `${formatCount(visible.length)} of ${formatCount(total)} placements`}
          </p>
          <ExportPlacementsButton
            placements={visible}
            search={deferredSearch}
            complete={arriving === null}
          />
        </div>
        {arriving && <ArrivingNote arriving={arriving} />}
      </div>
      {visible.length === 0 ? (
        <EmptyState
          title={`No placements match “${deferredSearch.trim()}”.`}
          description="Search by name, placement key, external ID or city."
        />
      ) : (
        <DataTable
          caption="Placements"
          columns={PLACEMENT_COLUMNS}
          rows={visible}
          rowKey={placementKeyOf}
          rowHref={placementEditPath}
          sort={sort}
          onSortChange={setSort}
          presorted
          // Decided by the whole list, so narrowing the filter never switches the layout.
          virtualize={total > VIRTUALIZE_ABOVE}
        />
      )}
    </div>
  );
}

function ArrivingNote({ arriving }: { arriving: ArrivingList }) {
  if (arriving.fetching) {
    return (
      <p role="status" className="text-sm text-gray-600">
        {LOADING_MORE_PLACEMENTS}
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
      {PLACEMENTS_INCOMPLETE}
      <Button variant="secondary" onClick={arriving.retry}>
        Retry
      </Button>
    </div>
  );
}
