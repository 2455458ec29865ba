// The Inventory Explorer (INV-EXPLORER): filters kept in the URL (INV-FILTER-URL) (`?states=NY,NJ&
// venueTypes=1&publishers=acc_metro&q=mall&sort=-floorCpm`), filtered on the server (GET
// /inventory), then the summary, the map and the screen list of the reply. Typing never waits
// for the search: the box shows what is typed at once, the request follows 300 ms after the
// last keystroke, the render of a new reply is deferred, and the previous reply stays on
// screen meanwhile, so the list, the dots and the figures change together.
import { BookmarkIcon } from '@heroicons/react/20/solid';
import { useDeferredValue, useMemo, useState } from 'react';
import { LazyPart } from '@/components/ui/lazy-part';
import { lazyComponent } from '@/lib/versions/lazy-component';
import { useSearchParams } from 'react-router-dom';
import { useInventory } from '@/api/inventory';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { ROUTES } from '@/config/routes';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { SORT_PARAM, useListParams } from '@/hooks/use-list-params';
import { CreateCampaignButton } from '@/features/inventory/components/create-campaign-button';
import { useFilterLines } from '@/features/inventory/hooks/use-filter-lines';
import { FiltersPanel } from '@/features/inventory/components/filters-panel';
import { InventoryResults } from '@/features/inventory/components/inventory-results';
import { DEFAULT_SORT, SORT_COLUMNS } from '@/features/inventory/components/screen-columns';
import { useScreenSelection } from '@/features/inventory/hooks/use-screen-selection';
import {
  EMPTY_FILTER_PARAMS,
  type FilterName,
  inventoryQuery,
  listParam,
  readFilters,
  toggleState,
} from '@/features/inventory/inventory-filters';
import {
  INVENTORY_LOAD_ERROR,
  LOADING_INVENTORY,
  NO_SCREENS,
  NO_SCREENS_HINT,
  SAVE_AS_REPORT,
  UPDATING,
} from '@/features/inventory/messages';
import type { InventoryFilters } from '@/types/api';

// INV-SEARCH
const SEARCH_DELAY_MS = 300;

// The dialog and its form library load when first wanted (a hover or focus on the button
// starts it), keeping the explorer's own download within the route budget; its own boundary
// (LazyPart) keeps the explorer on screen when the download fails.
const saveDialog = lazyComponent(() =>
  import('@/features/inventory/components/save-report-dialog').then((m) => m.SaveReportDialog),
);

function saveDescription(lines: { term: string; value: string }[]): string {
  if (lines.length === 0) return 'The report keeps every screen: no filters are set.';
  return `The report keeps these filters. ${lines.map((l) => `${l.term}: ${l.value}.`).join(' ')}`;
}

export default function InventoryExplorerRoute() {
  const list = useListParams<FilterName>({
    filters: EMPTY_FILTER_PARAMS,
    defaultSort: DEFAULT_SORT,
    sortColumns: SORT_COLUMNS,
  });
  const [params, setParams] = useSearchParams();
  const { states, venueTypes, publishers } = list.filters;
  const urlFilters = useMemo(
    () => readFilters({ states, venueTypes, publishers }, ''),
    [states, venueTypes, publishers],
  );
  const typed = useDebouncedValue(list.search, SEARCH_DELAY_MS);
  const applied = useMemo<InventoryFilters>(
    () => ({ ...urlFilters, q: typed.trim() }),
    [urlFilters, typed],
  );
  const deferred = useDeferredValue(applied);
  const inventory = useInventory(inventoryQuery(deferred));
  const selection = useScreenSelection(inventory.data?.screens);
  const [saving, setSaving] = useState(false);
  const toSave = useMemo(
    () => ({ ...urlFilters, q: list.search.trim() }),
    [urlFilters, list.search],
  );
  const saveLines = useFilterLines(toSave);
  const updating =
    inventory.data !== undefined &&
    (inventory.isPlaceholderData || deferred !== applied || typed !== list.search);

  const clear = () => {
    // One write for every filter (the sort stays): separate writes would each start from the
    // same old URL and undo one another.
    const next = new URLSearchParams();
    const sort = params.get(SORT_PARAM);
    if (sort) next.set(SORT_PARAM, sort);
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={ROUTES.inventory.title}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => setSaving(true)}
              onPointerEnter={() => void saveDialog.preload()}
              onFocus={() => void saveDialog.preload()}
            >
              <BookmarkIcon aria-hidden="true" className="size-4" />
              {SAVE_AS_REPORT}
            </Button>
            <CreateCampaignButton
              handover={selection.handover}
              screens={inventory.data?.screens ?? []}
              sort={list.sort}
              disabled={inventory.data === undefined || updating}
            />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <FiltersPanel
          filters={urlFilters}
          search={list.search}
          onSearch={list.setSearch}
          onStates={(next) => list.setFilter('states', listParam(next))}
          onVenueTypes={(next) => list.setFilter('venueTypes', listParam(next))}
          onPublishers={(next) => list.setFilter('publishers', listParam(next))}
          onClear={clear}
        />
        <div className="min-w-0 space-y-3" aria-busy={updating || undefined}>
          <p role="status" className={`text-sm text-gray-600 ${updating ? '' : 'sr-only'}`}>
            {updating ? UPDATING : ''}
          </p>
          <QueryState
            query={inventory}
            loadingLabel={LOADING_INVENTORY}
            errorTitle={INVENTORY_LOAD_ERROR}
          >
            {(result) => (
              <InventoryResults
                result={result}
                selection={selection}
                sort={list.sort}
                onSortChange={list.setSort}
                selectedStates={urlFilters.states}
                onStateToggle={(code) =>
                  list.setFilter('states', listParam(toggleState(urlFilters.states, code)))
                }
                emptyTitle={NO_SCREENS}
                emptyDescription={NO_SCREENS_HINT}
              />
            )}
          </QueryState>
        </div>
      </div>
      {saving ? (
        <LazyPart part={saveDialog} onCancel={() => setSaving(false)}>
          <saveDialog.Component
            open
            onClose={() => setSaving(false)}
            filters={toSave}
            description={saveDescription(saveLines)}
          />
        </LazyPart>
      ) : null}
    </>
  );
}
