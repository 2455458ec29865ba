// The forecast's inventory side: which of the screens GET /inventory answers the campaign can
// reach (zip codes and placement ids narrow it further on the client: the call has no such
// filters) and what they offer over the flight.
import type { InventoryFilters, InventoryScreen } from '@/types/api';
import { splitIds } from '@/lib/ids';
import type { CampaignFormValues } from '@/features/campaigns/campaign-form';

/** The audience filters GET /inventory takes, sorted so equal filters share one cache entry. */
export function inventoryFiltersOf(
  values: Pick<CampaignFormValues, 'states' | 'venueTypes' | 'publishers'>,
): Partial<InventoryFilters> {
  return {
    states: [...values.states].sort(),
    venueTypes: [...values.venueTypes].sort((a, b) => a - b),
    publishers: [...values.publishers].sort(),
  };
}

export interface TargetedInventory {
  screens: number;
  weeklyImpressions: number;
}

export function targetedInventory(
  screens: readonly InventoryScreen[],
  values: Pick<CampaignFormValues, 'zips' | 'placementIds'>,
): TargetedInventory {
  const zips = new Set(splitIds(values.zips));
  const placements = new Set(splitIds(values.placementIds));
  let count = 0;
  let weekly = 0;
  for (const screen of screens) {
    if (zips.size > 0 && !zips.has(screen.zip)) continue;
    if (placements.size > 0 && !placements.has(screen.id)) continue;
    count += 1;
    weekly += Number.isFinite(screen.weeklyImpressions) ? screen.weeklyImpressions : 0;
  }
  return { screens: count, weeklyImpressions: weekly };
}
