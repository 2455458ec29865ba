// Duplicate a campaign (CMP-DUPLICATE): the values a copy starts from in the new-campaign
// wizard (`/campaigns/create?from={id}`, handover.ts). Kept apart from the hand-over, so the list
// and the detail page, which only link to the copy, do not load the form's code.
import {
  campaignToValues,
  feeText,
  type CampaignFormValues,
} from '@/features/campaigns/campaign-form';
import type { Campaign } from '@/types/api';

/**
 * A new campaign's values from `original`: `Copy of {name}`, unpublished, everything else as
 * the original has it, but the dates are cleared once the original has started (its first day
 * is today or earlier: a new campaign may not start in the past, and a flight already under way
 * is no plan for a copy), and the DSP fee is the one a new campaign takes, the account's. The
 * stats are the server's, so a copy starts without any.
 */
export function duplicateValues(
  original: Campaign,
  { today, dspFee }: { today: string; dspFee: number },
): CampaignFormValues {
  const values = campaignToValues(original);
  const started = values.dateStart === '' || values.dateStart <= today;
  return {
    ...values,
    name: `Copy of ${original.name}`,
    isPublished: false,
    dspFee: feeText(dspFee),
    ...(started ? { dateStart: '', dateEnd: '' } : {}),
  };
}
