// Create Campaign: opens the campaign wizard with the selected screens (or every screen shown)
// as AllowPlacements, through its `?placements=` parameter (src/features/inventory/
// campaign-handover.ts says why the list has a limit).
import { PlusIcon } from '@heroicons/react/20/solid';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { sortRows } from '@/components/ui/table';
import { campaignPath, type Handover } from '@/features/inventory/campaign-handover';
import { SCREEN_COLUMNS } from '@/features/inventory/components/screen-columns';
import { CREATE_CAMPAIGN } from '@/features/inventory/messages';
import type { InventoryScreen } from '@/types/api';
import type { SortState } from '@/types/sort';

/** INV-HANDOVER: the handed-over screens in list order (the list's sort), not the server's. */
function inListOrder(
  ids: readonly string[],
  screens: readonly InventoryScreen[],
  sort: SortState,
): string[] {
  const chosen = new Set(ids);
  const shown = screens.filter((screen) => chosen.has(screen.id));
  return sortRows(shown, SCREEN_COLUMNS, sort).map((screen) => screen.id);
}

/** The id of the line that says what Create Campaign takes (ScreensSection shows it). */
export const HANDOVER_HINT_ID = 'inventory-handover-hint';

export function CreateCampaignButton({
  handover,
  screens,
  sort,
  disabled = false,
}: {
  handover: Handover;
  /** The list the screens were picked from, and its sort. */
  screens: readonly InventoryScreen[];
  sort: SortState;
  disabled?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Button
      disabled={disabled || handover.ids.length === 0 || handover.tooMany}
      aria-describedby={disabled ? undefined : HANDOVER_HINT_ID}
      onClick={() => void navigate(campaignPath(inListOrder(handover.ids, screens, sort)))}
    >
      <PlusIcon aria-hidden="true" className="size-4" />
      {CREATE_CAMPAIGN}
    </Button>
  );
}
