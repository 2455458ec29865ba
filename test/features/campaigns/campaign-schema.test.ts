import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { newCampaignValues, type CampaignFormValues } from '@/features/campaigns/campaign-form';
import {
  CAMPAIGN_MESSAGES as M,
  campaignSchema,
  type CampaignSchemaContext,
} from '@/features/campaigns/campaign-schema';
import { parseNumberText } from '@/lib/text/number-text';

const TODAY = '2026-11-23';
const valid: CampaignFormValues = {
  ...newCampaignValues(0.15),
  name: 'Winter Warmers',
  creativeIds: ['cr_1'],
  dateStart: '2026-12-01',
  dateEnd: '2026-12-31',
  budget: '5000',
  bidCpm: '9.5',
  agencyFee: '10',
};

async function errorsOf(
  values: Partial<CampaignFormValues>,
  context: Partial<CampaignSchemaContext> = {},
) {
  try {
    await campaignSchema.validate(
      { ...valid, ...values },
      {
        abortEarly: false,
        context: { isNew: true, today: TODAY, ...context },
      },
    );
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // The first message of each path, as the form shows it (src/lib/saving/form-resolver.ts).
    const errors: Record<string, string> = {};
    for (const issue of error.inner) errors[issue.path ?? ''] ??= issue.message;
    return errors;
  }
}

// CMP-NAME, CMP-ZIPS, CMP-CREATIVES-STEP, CMP-DATES, CMP-BUDGET, CMP-BID-CPM, CMP-DAYPARTS,
// CMP-FALLBACK, CMP-AGENCY-FEE, CMP-FEES-TOTAL.
describe('campaign schema', () => {
  it('accepts a complete campaign', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it('requires a name', async () => {
    expect((await errorsOf({ name: '   ' })).name).toBe(M.nameRequired);
  });

  it('refuses an oversized name, counting after the trim', async () => {
    expect((await errorsOf({ name: 'x'.repeat(201) })).name).toBe(M.nameLength);
    expect((await errorsOf({ name: ` ${'x'.repeat(200)} ` })).name).toBeUndefined();
    expect((await errorsOf({ name: '🙂'.repeat(150) })).name).toBe(M.nameLength);
  });

  it('wants zip codes of 5 digits', async () => {
    expect((await errorsOf({ zips: '10001, 1234' })).zips).toBe(M.zips);
    expect((await errorsOf({ zips: '10001\n94103 10001' })).zips).toBeUndefined();
  });

  it('needs at least one ad creative', async () => {
    expect((await errorsOf({ creativeIds: [] })).creativeIds).toBe(M.creativesRequired);
  });

  it('keeps a new campaign from starting in the past, but not an edited one', async () => {
    expect((await errorsOf({ dateStart: '2026-11-22' })).dateStart).toBe(M.startPast);
    expect((await errorsOf({ dateStart: TODAY })).dateStart).toBeUndefined();
    expect(
      (await errorsOf({ dateStart: '2026-01-01' }, { isNew: false })).dateStart,
    ).toBeUndefined();
  });

  it('wants the end on or after the start', async () => {
    expect((await errorsOf({ dateEnd: '2026-11-30' })).dateEnd).toBe(M.endBeforeStart);
    expect((await errorsOf({ dateEnd: '2026-12-01' })).dateEnd).toBeUndefined();
    expect(await errorsOf({ dateStart: '', dateEnd: '' })).toMatchObject({
      dateStart: M.startRequired,
      dateEnd: M.endRequired,
    });
  });

  it('wants a budget of at least $1 and a bid CPM of at least $0', async () => {
    expect((await errorsOf({ budget: '' })).budget).toBe(M.budgetRequired);
    expect((await errorsOf({ budget: 'ten' })).budget).toBe(M.budgetNumber);
    expect((await errorsOf({ budget: '0.99' })).budget).toBe(M.budgetMin);
    expect((await errorsOf({ bidCpm: '-1' })).bidCpm).toBe(M.bidCpmMin);
    expect((await errorsOf({ bidCpm: '0' })).bidCpm).toBeUndefined();
  });

  it('refuses hex and exponent text where money is typed', async () => {
    expect((await errorsOf({ budget: '0x10' })).budget).toBe(M.budgetNumber);
    expect((await errorsOf({ budget: '1e3' })).budget).toBe(M.budgetNumber);
    expect((await errorsOf({ bidCpm: '0x1' })).bidCpm).toBe(M.bidCpmNumber);
    expect((await errorsOf({ agencyFee: '1e1' })).agencyFee).toBe(M.agencyFeeRange);
  });

  it('wants day-part overrides of at least $0, and day-parts when running only in them', async () => {
    const errors = await errorsOf({ dayParts: [{ weekday: 0, hour: 1, value: -2 }] });
    expect(errors['dayParts[0].value']).toBe(M.overrideMin);
    expect((await errorsOf({ dayPartFallbackStrategy: 'dayPartsOnly' })).dayParts).toBe(
      M.dayPartsRequired,
    );
  });

  it('keeps the agency fee from 0 to 99% and the fees under 100% together', async () => {
    expect((await errorsOf({ agencyFee: '-1' })).agencyFee).toBe(M.agencyFeeRange);
    expect((await errorsOf({ agencyFee: '100' })).agencyFee).toBe(M.agencyFeeRange);
    expect((await errorsOf({ agencyFee: '85' })).agencyFee).toBe(M.feesTotal);
    expect((await errorsOf({ agencyFee: '84.99' })).agencyFee).toBeUndefined();
  });

  it('parses typed numbers, and nothing else', () => {
    expect(parseNumberText(' 12.5 ')).toBe(12.5);
    expect(parseNumberText('')).toBeNull();
    expect(parseNumberText('12abc')).toBeNull();
    expect(parseNumberText('Infinity')).toBeNull();
  });
});
