// INV-FILTERS
// The explorer's filters: states, venue types (the 3-level OpenOOH tree), publishers and a
// text search (name, city or zip). The screen keeps them in the URL.
import { usePublishers } from '@/api/accounts';
import { StateSelect } from '@/components/taxonomy/state-select';
import { VenueTypeSelect } from '@/components/taxonomy/venue-type-select';
import { Button } from '@/components/ui/button';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { MultiSelect } from '@/components/ui/multi-select';
import { SearchInput } from '@/components/ui/search-input';
import type { InventoryFilters } from '@/types/api';
import {
  CLEAR_FILTERS,
  FILTERS_LABEL,
  PUBLISHERS_LOAD_ERROR,
  SEARCH_LABEL,
  SEARCH_PLACEHOLDER,
} from '@/features/inventory/messages';

export interface FiltersPanelProps {
  /** the list filters as the URL has them (the search box shows `search`, as typed) */
  filters: InventoryFilters;
  search: string;
  onSearch: (text: string) => void;
  onStates: (states: string[]) => void;
  onVenueTypes: (ids: number[]) => void;
  onPublishers: (ids: string[]) => void;
  onClear: () => void;
}

function PublisherSelect({
  value,
  onChange,
}: {
  value: string[];
  onChange: (v: string[]) => void;
}) {
  const publishers = usePublishers();
  if (publishers.isError && !publishers.data) {
    return (
      <InlineLoadError
        message={PUBLISHERS_LOAD_ERROR}
        retrying={publishers.isFetching}
        onRetry={() => void publishers.refetch()}
      />
    );
  }
  const options = (publishers.data ?? []).map((account) => ({
    value: account.id,
    label: account.name,
  }));
  return (
    <MultiSelect<string>
      label="Publishers"
      options={options}
      value={value}
      onChange={onChange}
      placeholder={publishers.isPending ? 'Loading publishers…' : 'Search publishers'}
      disabled={publishers.isPending}
    />
  );
}

export function FiltersPanel({
  filters,
  search,
  onSearch,
  onStates,
  onVenueTypes,
  onPublishers,
  onClear,
}: FiltersPanelProps) {
  const any =
    search.trim() !== '' ||
    filters.states.length > 0 ||
    filters.venueTypes.length > 0 ||
    filters.publishers.length > 0;
  return (
    <section aria-label={FILTERS_LABEL} className="min-w-0 space-y-5">
      <div className="space-y-1">
        <SearchInput
          label={SEARCH_LABEL}
          placeholder={SEARCH_PLACEHOLDER}
          value={search}
          onChange={onSearch}
        />
      </div>
      <StateSelect value={filters.states} onChange={onStates} placeholder="Search states" />
      <VenueTypeSelect
        value={filters.venueTypes}
        onChange={onVenueTypes}
        placeholder="Search venue types"
      />
      <PublisherSelect value={filters.publishers} onChange={onPublishers} />
      {any ? (
        <Button variant="secondary" onClick={onClear}>
          {CLEAR_FILTERS}
        </Button>
      ) : null}
    </section>
  );
}
