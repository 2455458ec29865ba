// Shared display piece (data by props): the sandbox picks a placement with it today; the
// campaign targeting and the placement screens reuse it.
import { SearchCombobox } from '@/components/ui/search-combobox';
import type { Placement } from '@/types/api';

const keyOf = (placement: Placement) => placement.id;
const labelOf = (placement: Placement) => placement.name || placement.id;
const searchTextOf = (placement: Placement) =>
  [placement.id, placement.externalId, placement.placementKey, placement.accountId]
    .filter(Boolean)
    .join(' ');
const detailOf = (placement: Placement) =>
  [placement.externalId && `External ID ${placement.externalId}`, placement.id]
    .filter(Boolean)
    .join(' · ');

/** A searchable placement picker: name, id, external id and placement key all match. */
export function PlacementPicker({
  placements,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: {
  placements: readonly Placement[];
  value: string | null;
  onChange: (id: string | null) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <SearchCombobox
      label="Placement"
      required
      noun="placements"
      placeholder="Search by name, ID or external ID"
      items={placements}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
      getKey={keyOf}
      getLabel={labelOf}
      getSearchText={searchTextOf}
      renderDetail={detailOf}
    />
  );
}
