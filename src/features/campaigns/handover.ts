// Selections handed over from other screens through the URL (features never import each other):
// /content opens `/campaigns/create?clips=k1,k2`, the inventory explorer `?placements=id1,id2`.
import { joinIds, splitIds } from '@/lib/ids';
import type { CampaignFormValues } from '@/features/campaigns/campaign-form';

export const CLIPS_PARAM = 'clips';
export const PLACEMENTS_PARAM = 'placements';

export function handoverValues(params: URLSearchParams): Partial<CampaignFormValues> {
  const values: Partial<CampaignFormValues> = {};
  const clips = splitIds(params.get(CLIPS_PARAM));
  const placements = splitIds(params.get(PLACEMENTS_PARAM));
  if (clips.length) values.contentClips = clips;
  if (placements.length) values.placementIds = joinIds(placements);
  return values;
}
