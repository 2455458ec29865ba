import { Toggle } from '@/components/ui/toggle';
import { setCampaignPublishedMutation, useInBulkToggle } from '@/api/campaigns';
import { useSetStateToggle } from '@/api/toggle-state';
import type { Campaign } from '@/types/api';
import { campaignAlready, campaignToggleFailed } from '@/features/campaigns/messages';

/**
 * A row's Active switch. It shows isPublished as the server last reported it. A click asks for
 * the other state: the campaign is read first and GET /campaigns/{id}/togglePublished is sent
 * only if it is not in that state yet (src/api/toggle-state.ts); every state the server reports
 * updates the list and the detail. Already in the asked state (a colleague set it): said in a
 * toast, never flipped back. The switch is disabled while the read and flip run, or a bulk
 * Activate or Pause that includes the campaign. A failure is toasted once by the query client.
 */
export function CampaignActiveToggle({
  campaign,
}: {
  campaign: Pick<Campaign, 'id' | 'name' | 'isPublished'>;
}) {
  const { name } = campaign;
  const set = useSetStateToggle(setCampaignPublishedMutation, {
    already: (state) => campaignAlready(name, state),
    failed: (state) => campaignToggleFailed(name, state),
  });
  const inBulk = useInBulkToggle(campaign.id);
  return (
    <Toggle
      checked={campaign.isPublished}
      label={`Active: ${name}`}
      disabled={set.isPending || inBulk}
      onChange={() => set.mutate({ id: campaign.id, isPublished: !campaign.isPublished })}
    />
  );
}
