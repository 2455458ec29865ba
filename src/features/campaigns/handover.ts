// Selections handed over from other screens through the URL (features never import each other):
// /content opens `/campaigns/create?clips=k1,k2`, the inventory explorer `?placements=id1,id2`,
// and Duplicate (the detail page, a row's menu) `?from={id}`: a new campaign pre-filled from that
// one (decisions section 7; its values: duplicate.ts), saved only by Launch.
import { routePath } from '@/config/routes';
import { joinIds, splitIds } from '@/lib/ids';
import type { CampaignFormValues } from '@/features/campaigns/campaign-form';
import type { Campaign } from '@/types/api';

export const CLIPS_PARAM = 'clips';
export const PLACEMENTS_PARAM = 'placements';
export const FROM_PARAM = 'from';

export function handoverValues(params: URLSearchParams): Partial<CampaignFormValues> {
  const values: Partial<CampaignFormValues> = {};
  const clips = splitIds(params.get(CLIPS_PARAM));
  const placements = splitIds(params.get(PLACEMENTS_PARAM));
  if (clips.length) values.contentClips = clips;
  if (placements.length) values.placementIds = joinIds(placements);
  return values;
}

/** The campaign `?from=` names, if any. */
export function duplicateSource(params: URLSearchParams): string | null {
  return params.get(FROM_PARAM)?.trim() || null;
}

/** Where Duplicate goes: the new-campaign wizard, pre-filled from this campaign. */
export function duplicatePath(campaign: Pick<Campaign, 'id'>): string {
  return `${routePath('campaignCreate')}?${new URLSearchParams({ [FROM_PARAM]: campaign.id })}`;
}
