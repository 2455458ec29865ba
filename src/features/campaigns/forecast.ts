// The forecast's inventory side: which of the screens GET /inventory answers the campaign can
// reach (zip codes and placement ids narrow it further on the client: the call has no such
// filters) and what they offer over the flight.
import type { InventoryFilters, InventoryScreen } from '@/types/api';
import { splitIds } from '@/lib/text/ids';
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

/** A screen's weekly impressions, 0 where the figure is missing or not a number. */
export function weeklyOf(screen: Pick<InventoryScreen, 'weeklyImpressions'>): number {
  return Number.isFinite(screen.weeklyImpressions) ? screen.weeklyImpressions : 0;
}

/** The screens of the inventory answer that the zip codes and placement ids also allow. */
export function targetedScreens(
  screens: readonly InventoryScreen[],
  values: Pick<CampaignFormValues, 'zips' | 'placementIds'>,
): InventoryScreen[] {
  const zips = new Set(splitIds(values.zips));
  const placements = new Set(splitIds(values.placementIds));
  return screens.filter(
    (screen) =>
      (zips.size === 0 || zips.has(screen.zip)) &&
      (placements.size === 0 || placements.has(screen.id)),
  );
}

export function targetedInventory(
  screens: readonly InventoryScreen[],
  values: Pick<CampaignFormValues, 'zips' | 'placementIds'>,
): TargetedInventory {
  const targeted = targetedScreens(screens, values);
  return {
    screens: targeted.length,
    weeklyImpressions: targeted.reduce((sum, screen) => sum + weeklyOf(screen), 0),
  };
}
