// CMP-LIST-FILTERS: the campaigns with a name filter and a status filter; both, and the sort, live
// in the URL (`?q=brew&status=paused&sort=-spend`), so a link or a reload shows the same view. Rows
// can be selected for a bulk Activate or Pause; the selection survives sorting and filtering, and
// the header checkbox selects what the filters show.
import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { SelectField } from '@/components/ui/fields';
import { SearchInput } from '@/components/ui/search-input';
import { EmptyState } from '@/components/ui/empty-state';
import { DataTable } from '@/components/ui/table';
import { useListParams } from '@/hooks/use-list-params';
import { formatCount } from '@/lib/text/format';
import { lazyComponent } from '@/lib/versions/lazy-component';
import type { Campaign } from '@/types/api';
import {
  CAMPAIGN_COLUMNS,
  campaignPath,
} from '@/features/campaigns/components/list/campaign-columns';
import { campaignStatus } from '@/features/campaigns/campaign-format';
import { searchText } from '@/lib/text/search-text';

// The bulk bar comes with the first selection (most visits select nothing). Its code loads when
// a pointer or the focus reaches the table, before a checkbox is pressed: loaded only after the
// press, the bar would push the table down under the next click (the e2e suite saw the second
// of two quick clicks land on the row above).
const bulkActions = lazyComponent(() =>
  import('@/features/campaigns/components/list/bulk-actions').then((m) => m.BulkActions),
);
const BulkActions = bulkActions.Component;
const preloadBulkActions = () => void bulkActions.preload().catch(() => undefined);

/** The status filter's choices: URL value -> label ('' = All, left out of the URL). */
export const STATUS_FILTERS = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
] as const;

const SORT_COLUMNS = CAMPAIGN_COLUMNS.filter((column) => column.sortValue).map((c) => c.id);
const DEFAULT_SORT = { columnId: 'name', direction: 'asc' } as const;

function matchesStatus(campaign: Campaign, status: string): boolean {
  if (status === 'active' || status === 'paused') {
    return campaignStatus(campaign).toLowerCase() === status;
  }
  return true; // '' and anything unknown in the URL: every campaign
}

export function CampaignsTable({ campaigns }: { campaigns: readonly Campaign[] }) {
  const { search, setSearch, sort, setSort, filters, setFilter } = useListParams({
    defaultSort: DEFAULT_SORT,
    sortColumns: SORT_COLUMNS,
    filters: { status: '' },
  });
  const deferredSearch = useDeferredValue(search);
  const needle = searchText(deferredSearch.trim());
  const status = STATUS_FILTERS.some((f) => f.value === filters.status) ? filters.status : '';
  const visible = useMemo(
    () =>
      campaigns.filter(
        (c) => matchesStatus(c, status) && (!needle || searchText(c.name).includes(needle)),
      ),
    [campaigns, needle, status],
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  // Once anything was selected the bulk bar stays mounted: its summary outlives the selection.
  const [bulkUsed, setBulkUsed] = useState(false);
  const selection = useMemo(
    () => ({
      selected,
      onChange: (next: Set<string>) => {
        setSelected(next);
        if (next.size > 0) setBulkUsed(true);
      },
      rowLabel: (campaign: Campaign) => campaign.name,
    }),
    [selected],
  );

  return (
    <div className="space-y-4" onPointerOver={preloadBulkActions} onFocus={preloadBulkActions}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
          <SearchInput label="Filter by name" value={search} onChange={setSearch} />
          <SelectField
            label="Status"
            value={status}
            onChange={(event) => setFilter('status', event.target.value)}
            containerClassName="w-40"
          >
            {STATUS_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        </div>
        <p className="text-sm text-gray-600" aria-live="polite">
          {visible.length === campaigns.length
            ? `${formatCount(campaigns.length)} campaigns`
            : `${formatCount(visible.length)} of ${formatCount(campaigns.length)} campaigns`}
        </p>
      </div>
      {bulkUsed ? (
        <Suspense fallback={null}>
          <BulkActions
            campaigns={campaigns}
            visible={visible}
            selected={selected}
            onSelectedChange={setSelected}
          />
        </Suspense>
      ) : null}
      {visible.length === 0 ? (
        <EmptyState
          title="No campaigns match"
          description="Change the name or status filter to see more campaigns."
        />
      ) : (
        <DataTable
          caption="Campaigns"
          columns={CAMPAIGN_COLUMNS}
          rows={visible}
          rowKey={(c) => c.id}
          rowHref={campaignPath}
          sort={sort}
          onSortChange={setSort}
          selection={selection}
        />
      )}
    </div>
  );
}
