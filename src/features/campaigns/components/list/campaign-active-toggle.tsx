import { Toggle } from '@/components/ui/toggle';
import { useInBulkToggle, useToggleCampaign } from '@/api/campaigns';
import type { Campaign } from '@/types/api';

/**
 * A row's Active switch. It shows isPublished as the server last reported it: a click sends
 * GET /campaigns/{id}/togglePublished and the reply's isPublished updates the list and the
 * detail (src/api/campaigns.ts); the switch is disabled while that request runs, or a bulk
 * Activate or Pause that includes the campaign. A failure leaves it as it was (and is toasted
 * once by the query client).
 */
export function CampaignActiveToggle({
  campaign,
}: {
  campaign: Pick<Campaign, 'id' | 'name' | 'isPublished'>;
}) {
  const toggle = useToggleCampaign();
  const inBulk = useInBulkToggle(campaign.id);
  return (
    <Toggle
      checked={campaign.isPublished}
      label={`Active: ${campaign.name}`}
      disabled={toggle.isPending || inBulk}
      onChange={() => toggle.mutate(campaign.id)}
    />
  );
}
