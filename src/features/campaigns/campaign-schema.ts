// Campaign validation (CMP-NAME, CMP-ZIPS, CMP-CREATIVES-STEP, CMP-DATES, CMP-BUDGET,
// CMP-BID-CPM, CMP-DAYPARTS, CMP-FALLBACK, CMP-AGENCY-FEE, CMP-FEES-TOTAL, CMP-DSP-FEE). The
// messages are the ones the mock API answers with, so a rule broken on either side reads the same.
import { BOUND_LABELS as L } from '@/rules/field-bounds';
import * as yup from 'yup';
import { CAMPAIGN_DEAL_MESSAGES } from '@/rules/deal-rules';
import { splitIds } from '@/lib/text/ids';
import { parseNumberText } from '@/lib/text/number-text';
import { moneyBounds, nameBounds } from '@/lib/saving/field-rules';
import type { CampaignFormValues } from '@/features/campaigns/campaign-form';
import { CAMPAIGN_RULE_MESSAGES } from '@/rules/campaign-rules';

export { CAMPAIGN_RULE_MESSAGES as CAMPAIGN_MESSAGES };

export const MIN_BUDGET = 1;
export const MAX_FEE_PERCENT = 99;
const M = CAMPAIGN_RULE_MESSAGES;

export interface CampaignSchemaContext {
  /** A new campaign may not start in the past; an edited one may (it may be running). */
  isNew: boolean;
  /** Today, YYYY-MM-DD in local time. */
  today: string;
}

const isDate = (value: string | undefined) => /^\d{4}-\d{2}-\d{2}$/.test(value ?? '');

/** Required numeric text with a minimum (and maximum). */
function numberText(
  required: string,
  notNumber: string,
  min: number,
  minMessage: string,
  max?: number,
) {
  return yup
    .string()
    .default('')
    .test('required', required, (value) => (value ?? '').trim() !== '')
    .test(
      'number',
      notNumber,
      (value) => (value ?? '').trim() === '' || parseNumberText(value) !== null,
    )
    .test('range', minMessage, (value) => {
      const parsed = parseNumberText(value);
      return parsed === null || (parsed >= min && (max === undefined || parsed <= max));
    });
}

export const campaignSchema: yup.ObjectSchema<CampaignFormValues, CampaignSchemaContext> =
  yup.object({
    // FORM-TEXT-BOUNDS: `Campaign name must be at most 200 characters`.
    name: yup.string().default('').trim().required(M.nameRequired).test(nameBounds(L.campaignName)),
    states: yup.array(yup.string().defined()).default([]),
    zips: yup
      .string()
      .default('')
      .test('zips', M.zips, (value) => splitIds(value).every((zip) => /^\d{5}$/.test(zip))),
    venueTypes: yup.array(yup.number().defined()).default([]),
    publishers: yup.array(yup.string().defined()).default([]),
    placementIds: yup.string().default(''),
    // The error sits on the list, as the day-parts' does: a deal is what is missing.
    deals: yup
      .array(yup.string().defined())
      .default([])
      .test('dealsOnly', CAMPAIGN_DEAL_MESSAGES.dealsOnlyWithoutDeals, (value, { parent }) => {
        return !(parent as CampaignFormValues).dealsOnly || (value ?? []).length > 0;
      }),
    dealsOnly: yup.boolean().default(false),
    categories: yup.array(yup.string().defined()).default([]),
    creativeIds: yup.array(yup.string().defined()).default([]).min(1, M.creativesRequired),
    contentClips: yup.array(yup.string().defined()).default([]),
    dateStart: yup
      .string()
      .default('')
      .required(M.startRequired)
      .test('date', M.startRequired, isDate)
      .test('past', M.startPast, (value, { options }) => {
        const context = options.context as CampaignSchemaContext | undefined;
        return !context?.isNew || !isDate(value) || (value ?? '') >= context.today;
      }),
    dateEnd: yup
      .string()
      .default('')
      .required(M.endRequired)
      .test('date', M.endRequired, isDate)
      .test('order', M.endBeforeStart, (value, { parent }) => {
        const start = (parent as CampaignFormValues).dateStart;
        return !isDate(start) || !isDate(value) || (value ?? '') >= start;
      }),
    budgetType: yup
      .mixed<CampaignFormValues['budgetType']>()
      .oneOf(['lifetime', 'daily'])
      .defined(),
    // FORM-MONEY-BOUNDS: whole cents, at most $1,000,000,000 (budget) and $10,000 (CPM).
    budget: numberText(M.budgetRequired, M.budgetNumber, MIN_BUDGET, M.budgetMin).test(
      moneyBounds(L.budget, 'budget'),
    ),
    bidCpm: numberText(M.bidCpmRequired, M.bidCpmNumber, 0, M.bidCpmMin).test(
      moneyBounds(L.bidCpm, 'cpm'),
    ),
    enablePacing: yup.boolean().defined(),
    dayParts: yup
      .array(
        yup.object({
          weekday: yup.number().defined(),
          hour: yup.number().defined(),
          value: yup
            .number()
            .nullable()
            .defined()
            .min(0, M.overrideMin)
            .test(moneyBounds(L.dayPartOverride, 'cpm')),
        }),
      )
      .default([])
      .test('dayPartsOnly', M.dayPartsRequired, (value, { parent }) => {
        const strategy = (parent as CampaignFormValues).dayPartFallbackStrategy;
        return strategy !== 'dayPartsOnly' || (value ?? []).length > 0;
      }),
    dayPartFallbackStrategy: yup
      .mixed<CampaignFormValues['dayPartFallbackStrategy']>()
      .oneOf(['campaignDefault', 'dayPartsOnly'])
      .defined(),
    agencyFee: numberText(
      M.agencyFeeRequired,
      M.agencyFeeRange,
      0,
      M.agencyFeeRange,
      MAX_FEE_PERCENT,
    ).test('total', M.feesTotal, (value, { parent }) => {
      const agency = parseNumberText(value);
      const dsp = parseNumberText((parent as CampaignFormValues).dspFee);
      return agency === null || dsp === null || agency + dsp < 100;
    }),
    dspFee: numberText(M.dspFeeRange, M.dspFeeRange, 0, M.dspFeeRange, MAX_FEE_PERCENT),
    isPublished: yup.boolean().defined(),
  });
