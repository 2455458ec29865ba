// The campaign wizard's stored draft, for tests that start on a later step (the wizard reads
// it on mount, as after a reload).
import {
  CAMPAIGN_DRAFT_VERSION,
  newCampaignValues,
  type CampaignFormValues,
} from '@/features/campaigns/campaign-form';
import { localIsoDate } from '@/lib/text/dates';

/** The DSP demo user's new-campaign draft (src/lib/saving/draft-storage.ts). */
export const DRAFT_KEY = 'marquee.draft.usr_dsp/campaign.new';
export const ALL_STEPS = ['general', 'audience', 'creatives', 'plus', 'schedule', 'launch'];

export function addDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localIsoDate(date);
}

/** Every required value, valid: such a draft can be launched. */
export const LAUNCHABLE: Partial<CampaignFormValues> = {
  name: 'Winter Warmers',
  creativeIds: ['cr_1'],
  dateStart: addDays(1),
  dateEnd: addDays(30),
  budget: '3000',
  bidCpm: '10',
  agencyFee: '10',
};

/** A draft as the wizard stores it (the account's 15% DSP fee), these steps visited. */
export function seedDraft(values: Partial<CampaignFormValues>, visited = ALL_STEPS) {
  const draft = {
    version: CAMPAIGN_DRAFT_VERSION,
    values: { ...newCampaignValues(0.15), ...values },
    visited,
  };
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
}
