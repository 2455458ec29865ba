// The campaign rules' words that the console and the demo server both say (CMP-NAME, CMP-ZIPS,
// CMP-CREATIVES-STEP, CMP-DATES, CMP-BUDGET, CMP-BID-CPM, CMP-DAYPARTS, CMP-FALLBACK,
// CMP-AGENCY-FEE, CMP-DSP-FEE, CMP-FEES-TOTAL):
// the wizard's schema (src/features/campaigns/campaign-schema.ts) and the mock's campaign and
// schedule validation (src/mocks/validation/campaign.ts, schedule.ts) use these; the server adds
// only the checks of a body's shape that no form can break.
import { BOUND_LABELS, TEXT_MESSAGES } from '@/rules/field-bounds';
export const CAMPAIGN_RULE_MESSAGES = {
  nameRequired: 'Campaign name is required',
  /** `Campaign name must be at most 200 characters` (FORM-TEXT-BOUNDS). */
  nameLength: TEXT_MESSAGES.tooLong(BOUND_LABELS.campaignName),
  zips: 'Zip codes must be 5 digits',
  creativesRequired: 'Select at least one ad creative',
  startRequired: 'Start date is required',
  startPast: 'Start date cannot be in the past',
  endRequired: 'End date is required',
  endBeforeStart: 'End date must be on or after the start date',
  budgetRequired: 'Budget is required',
  budgetNumber: 'Budget must be a number',
  budgetMin: 'Budget must be at least $1',
  bidCpmRequired: 'Bid CPM is required',
  bidCpmNumber: 'Bid CPM must be a number',
  bidCpmMin: 'Bid CPM must be at least $0',
  overrideMin: 'Day-part CPM overrides must be at least $0',
  dayPartsRequired: 'Select at least one day-part to run only during day-parts',
  agencyFeeRequired: 'Agency fee is required',
  agencyFeeRange: 'Agency fee must be between 0% and 99%',
  dspFeeRange: 'DSP fee must be between 0% and 99%',
  feesTotal: 'Agency and DSP fees must total less than 100%',
} as const;
