// The screen list's columns. A screen has no page of its own, so rows open nothing; the
// checkbox picks it for Create Campaign.
import type { Column } from '@/components/ui/table';
import { venueTypeLabel } from '@/data/venue-types';
import { formatCount, formatMoney, MISSING } from '@/lib/text/format';
import type { InventoryScreen } from '@/types/api';

// A label per venue type, made once: sorting 200,000 screens reads it for each of them.
const venueLabels = new Map<number, string>();
export function venueOf(screen: Pick<InventoryScreen, 'venueType'>): string {
  let label = venueLabels.get(screen.venueType);
  if (label === undefined) {
    label = venueTypeLabel(screen.venueType);
    venueLabels.set(screen.venueType, label);
  }
  return label;
}

export function placeOf(screen: Pick<InventoryScreen, 'city' | 'state'>): string {
  return [screen.city.trim(), screen.state.trim()].filter(Boolean).join(', ');
}

export const screenKeyOf = (screen: Pick<InventoryScreen, 'id'>) => screen.id;
export const screenLabelOf = (screen: Pick<InventoryScreen, 'id' | 'name'>) =>
  screen.name || screen.id;

// A minimum width keeps words whole; `anywhere` still breaks an unbroken 500-character name.
const WRAP = 'min-w-40 max-w-xs [overflow-wrap:anywhere]';

export const SCREEN_COLUMNS: readonly Column<InventoryScreen>[] = [
  {
    id: 'name',
    header: 'Name',
    sortValue: (s) => s.name,
    cell: (s) => <span className={`font-medium text-gray-900 ${WRAP}`}>{screenLabelOf(s)}</span>,
    className: WRAP,
  },
  {
    id: 'publisher',
    header: 'Publisher',
    sortValue: (s) => s.publisher.name,
    cell: (s) => s.publisher.name || MISSING,
    className: WRAP,
    // Beside the filters panel at 1280 px the table spares it (its filter is there).
    hideBelowWide: true,
  },
  {
    id: 'venueType',
    header: 'Venue Type',
    sortValue: venueOf,
    cell: venueOf,
    className: 'min-w-48 max-w-xs',
    // Beside the filters panel at 1280 px the table spares it (its filter is there).
    hideBelowWide: true,
  },
  {
    id: 'place',
    header: 'City/State',
    sortValue: placeOf,
    cell: (s) => placeOf(s) || MISSING,
    className: WRAP,
  },
  {
    id: 'floorCpm',
    header: 'Floor CPM',
    sortValue: (s) => s.floorCpm,
    cell: (s) => formatMoney(s.floorCpm),
    className: 'whitespace-nowrap text-right tabular-nums',
  },
  {
    id: 'weeklyImpressions',
    header: 'Weekly Impressions',
    sortValue: (s) => s.weeklyImpressions,
    cell: (s) => formatCount(s.weeklyImpressions),
    className: 'whitespace-nowrap text-right tabular-nums',
    hideOnMobile: true,
  },
];

export const SORT_COLUMNS = SCREEN_COLUMNS.map((column) => column.id);
/** By name at first; a header click changes it (kept in the URL as `sort`). */
export const DEFAULT_SORT = { columnId: 'name', direction: 'asc' } as const;
