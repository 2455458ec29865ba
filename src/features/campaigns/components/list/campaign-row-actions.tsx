// A row's `⋮` menu itself (loaded on intent by campaign-row-menu.tsx): Duplicate opens the wizard
// as a new campaign pre-filled from this one.
import { EllipsisVerticalIcon } from '@heroicons/react/20/solid';
import { DropdownMenu } from '@/components/ui/dropdown-menu';
import type { Campaign } from '@/types/api';
import { duplicatePath } from '@/features/campaigns/handover';

export interface CampaignRowActionsProps {
  campaign: Pick<Campaign, 'id' | 'name'>;
  /** How the stand-in button was left: focused, or pressed before the menu had loaded. */
  mountWith?: 'focus' | 'open';
}

export function CampaignRowActions({ campaign, mountWith }: CampaignRowActionsProps) {
  return (
    <DropdownMenu
      label={<span className="sr-only">Actions for {campaign.name}</span>}
      icon={<EllipsisVerticalIcon aria-hidden="true" className="size-5" />}
      variant="ghost"
      chevron={false}
      autoFocus={mountWith === 'focus'}
      openOnMount={mountWith === 'open'}
      items={[{ key: 'duplicate', label: 'Duplicate', to: duplicatePath(campaign) }]}
    />
  );
}
