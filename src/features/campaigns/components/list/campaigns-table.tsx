// CMP-LIST-FILTERS: the campaigns with a name filter and a status filter; both, and the sort, live
// in the URL (`?q=brew&status=paused&sort=-spend`), so a link or a reload shows the same view. Rows
// can be selected for a bulk Activate or Pause; the selection survives sorting and filtering, and
// the header checkbox selects what the filters show.
import { useDeferredValue, useMemo, useState } from 'react';
import { SelectField } from '@/components/ui/fields';
import { SearchInput } from '@/components/ui/search-input';
import { EmptyState } from '@/components/ui/empty-state';
import { DataTable } from '@/components/ui/table';
import { useListParams } from '@/hooks/use-list-params';
import { formatCount } from '@/lib/text/format';
import type { Campaign } from '@/types/api';
import { BulkActions } from '@/features/campaigns/components/list/bulk-actions';
import {
  CAMPAIGN_COLUMNS,
  campaignPath,
} from '@/features/campaigns/components/list/campaign-columns';
import { campaignStatus } from '@/features/campaigns/campaign-format';
import { searchText } from '@/lib/text/search-text';

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
  const selection = useMemo(
    () => ({
      selected,
      onChange: (next: Set<string>) => setSelected(next),
      rowLabel: (campaign: Campaign) => campaign.name,
    }),
    [selected],
  );

  return (
    <div className="space-y-4">
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
      {/* Always in place, above the table: a bar that came with the first selection pushed the
          rows down under the next click (the e2e suite's second of two quick checks landed on
          another row). */}
      <BulkActions
        campaigns={campaigns}
        visible={visible}
        selected={selected}
        onSelectedChange={setSelected}
      />
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
