// Create Campaign: opens the campaign wizard with the selected screens (or every screen shown)
// as AllowPlacements, through its `?placements=` parameter (src/features/inventory/
// campaign-handover.ts says why the list has a limit).
import { PlusIcon } from '@heroicons/react/20/solid';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { campaignPath, type Handover } from '@/features/inventory/campaign-handover';
import { CREATE_CAMPAIGN } from '@/features/inventory/messages';

/** The id of the line that says what Create Campaign takes (ScreensSection shows it). */
export const HANDOVER_HINT_ID = 'inventory-handover-hint';

export function CreateCampaignButton({
  handover,
  disabled = false,
}: {
  handover: Handover;
  disabled?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Button
      disabled={disabled || handover.ids.length === 0 || handover.tooMany}
      aria-describedby={disabled ? undefined : HANDOVER_HINT_ID}
      onClick={() => void navigate(campaignPath(handover.ids))}
    >
      <PlusIcon aria-hidden="true" className="size-4" />
      {CREATE_CAMPAIGN}
    </Button>
  );
}
