// INV-MAP
// The shared US map (src/components/map) with the screens: a dot's details are its name,
// venue type, publisher and floor CPM.
import { UsMap } from '@/components/map/us-map';
import { formatMoney } from '@/lib/text/format';
import type { InventoryScreen } from '@/types/api';
import { MAP_LABEL, screensCount } from '@/features/inventory/messages';
import { screenLabelOf, venueOf } from '@/features/inventory/components/screen-columns';

function ScreenDetails({ screen }: { screen: InventoryScreen }) {
  return (
    <>
      <span className="block font-semibold">{screenLabelOf(screen)}</span>
      <span className="block">{venueOf(screen)}</span>
      <span className="block">{screen.publisher.name}</span>
      <span className="block">Floor {formatMoney(screen.floorCpm)} CPM</span>
    </>
  );
}

const describe = (screen: InventoryScreen) => <ScreenDetails screen={screen} />;

export function InventoryMap({
  screens,
  selectedStates,
  onStateToggle,
}: {
  screens: readonly InventoryScreen[];
  selectedStates?: readonly string[];
  onStateToggle?: (code: string) => void;
}) {
  return (
    <UsMap
      items={screens}
      label={MAP_LABEL}
      unit="Screens"
      countLabel={screensCount}
      describe={describe}
      selectedStates={selectedStates}
      onStateToggle={onStateToggle}
    />
  );
}
