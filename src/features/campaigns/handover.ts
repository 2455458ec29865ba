// Selections handed over from other screens through the URL (CMP-HANDOVER; features never import
// each other):
// /content opens `/campaigns/create?clips=k1,k2`, the inventory explorer `?placements=id1,id2`,
// a deal's page `?deals=MQ-...` (chosen, with `Only run on these deals` on: a buyer who starts a
// campaign from a deal means to buy that deal; deals-handover-notice.tsx leaves out what is not
// offered),
// and Duplicate (the detail page, a row's menu) `?from={id}`: a new campaign pre-filled from that
// one (CMP-DUPLICATE; its values: duplicate.ts), saved only by Launch.
import { DEAL_ID_PATTERN } from '@/rules/deal-rules';
import { routePath } from '@/config/routes';
import { joinIds, splitIds } from '@/lib/text/ids';
import type { CampaignFormValues } from '@/features/campaigns/campaign-form';
import type { Campaign } from '@/types/api';

export const CLIPS_PARAM = 'clips';
export const PLACEMENTS_PARAM = 'placements';
export const FROM_PARAM = 'from';
export const DEALS_PARAM = 'deals';

/** Every entry of the link's `?deals=`, as typed (the notice names the ones left out). */
export function handoverDealEntries(params: URLSearchParams): string[] {
  return splitIds(params.get(DEALS_PARAM));
}

export function handoverValues(params: URLSearchParams): Partial<CampaignFormValues> {
  const values: Partial<CampaignFormValues> = {};
  const clips = splitIds(params.get(CLIPS_PARAM));
  const placements = splitIds(params.get(PLACEMENTS_PARAM));
  if (clips.length) values.contentClips = clips;
  if (placements.length) values.placementIds = joinIds(placements);
  // Deal IDs are upper-case: a link typed in lower case still names its deals.
  const deals = [
    ...new Set(handoverDealEntries(params).map((entry) => entry.toUpperCase())),
  ].filter((dealId) => DEAL_ID_PATTERN.test(dealId));
  if (deals.length) {
    values.deals = deals;
    values.dealsOnly = true;
  }
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
