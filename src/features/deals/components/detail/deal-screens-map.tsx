// The buyer's view of a deal's screens: a buyer cannot read /placements, so the publisher's
// screens come from the inventory (GET /inventory?publishers={publisher}) and the deal's own
// rule (src/lib/deal-screens.ts) keeps those it covers. Shown on the shared US map, counted,
// and listed.
import { useMemo } from 'react';
import { useInventory } from '@/api/inventory';
import { UsMap } from '@/components/map/us-map';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { DataTable, type Column } from '@/components/ui/table';
import { usStateName } from '@/data/us-states';
import { dealScreens, type DealScreenCandidate } from '@/lib/deal-screens';
import { formatMoney } from '@/lib/text/format';
import type { Deal, InventoryScreen } from '@/types/api';
import { venueTypeName } from '@/features/deals/deal-format';
import { DEAL_TEXT } from '@/features/deals/messages';
import { dealInventoryFilters } from '@/features/deals/deal-inventory';
import { Panel } from '@/features/deals/components/detail/panel';

export const SCREENS_MAP_LABEL = 'The deal’s screens by state';

/** `1 screen`, `12 screens`. */
export const dealScreensCount = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'screen' : 'screens'}`;

/** An inventory screen as the deal's match reads a placement. */
const asCandidate = (
  screen: InventoryScreen,
): DealScreenCandidate & { screen: InventoryScreen } => ({
  id: screen.id,
  kind: screen.venueType,
  location: { address: { state: screen.state } },
  screen,
});

/** The screens among the publisher's inventory that the deal covers. */
export function coveredScreens(
  deal: Pick<Deal, 'placements' | 'venueTypes' | 'states'>,
  inventory: readonly InventoryScreen[],
): InventoryScreen[] {
  return dealScreens(deal, inventory.map(asCandidate)).map((candidate) => candidate.screen);
}

function ScreenDetails({ screen }: { screen: InventoryScreen }) {
  return (
    <>
      <span className="block font-semibold">{screen.name || screen.id}</span>
      <span className="block">{venueTypeName(screen.venueType)}</span>
      <span className="block">
        {screen.city}, {screen.state}
      </span>
    </>
  );
}

const describe = (screen: InventoryScreen) => <ScreenDetails screen={screen} />;

const COLUMNS: readonly Column<InventoryScreen>[] = [
  {
    id: 'name',
    header: 'Screen',
    cell: (s) => <span className="font-medium break-words text-gray-900">{s.name || s.id}</span>,
    sortValue: (s) => s.name || s.id,
  },
  {
    id: 'venue',
    header: 'Venue type',
    cell: (s) => venueTypeName(s.venueType),
    sortValue: (s) => venueTypeName(s.venueType),
    hideOnMobile: true,
  },
  {
    id: 'place',
    header: 'Location',
    cell: (s) => `${s.city}, ${usStateName(s.state)}`,
    sortValue: (s) => `${s.state} ${s.city}`,
  },
  {
    id: 'floor',
    header: 'Screen floor CPM',
    cell: (s) => <span className="tabular-nums">{formatMoney(s.floorCpm)}</span>,
    sortValue: (s) => s.floorCpm,
    hideOnMobile: true,
  },
];

function Screens({ screens }: { screens: readonly InventoryScreen[] }) {
  if (screens.length === 0) return <EmptyState title={DEAL_TEXT.noScreens} />;
  return (
    <div className="space-y-6">
      <p className="text-sm font-medium text-gray-900" aria-live="polite">
        {`${dealScreensCount(screens.length)} on this deal`}
      </p>
      <UsMap
        items={screens}
        label={SCREENS_MAP_LABEL}
        unit="Screens"
        countLabel={dealScreensCount}
        describe={describe}
      />
      <DataTable
        caption="The deal’s screens"
        columns={COLUMNS}
        rows={screens}
        rowKey={(s) => s.id}
        initialSort={{ columnId: 'name', direction: 'asc' }}
      />
    </div>
  );
}

export function DealScreensMap({ deal }: { deal: Deal }) {
  const inventory = useInventory(dealInventoryFilters(deal));
  const screens = useMemo(
    () => (inventory.data ? coveredScreens(deal, inventory.data.screens) : []),
    [deal, inventory.data],
  );
  return (
    <Panel title="Screens">
      <QueryState
        query={inventory}
        loadingLabel={DEAL_TEXT.loadingScreens}
        errorTitle={DEAL_TEXT.screensFailed}
      >
        {() => <Screens screens={screens} />}
      </QueryState>
    </Panel>
  );
}
