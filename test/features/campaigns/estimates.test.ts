// The four estimate rules (EST-GROSS, EST-FEES, EST-AVG-CPM and EST-DAYPARTS-ONLY,
// EST-IMPRESSIONS), one table each (one row per case), after the window's days (EST-WINDOW-DAYS)
// and with the fee cap (EST-FEE-CAP), then the whole estimate end to end and the capacity side
// (EST-CAPACITY), which counts serving hours rather than price.
import { describe, expect, it } from 'vitest';
import {
  averageCpm,
  deliverableImpressions,
  estimateCampaign,
  estimatedImpressions,
  exceedsCapacity,
  feeAmounts,
  grossBudget,
  servingSlots,
  windowDays,
  type EstimateDayPart,
  type EstimateInput,
  type Estimates,
} from '@/features/campaigns/estimates';

const base: EstimateInput = {
  budgetType: 'lifetime',
  budget: 1000,
  dateStart: '2026-12-01',
  dateEnd: '2026-12-30',
  fees: { dsp: 0, agency: 0 },
  bidCpm: 10,
  dayParts: [],
  fallback: 'campaignDefault',
};

const part = (weekday: number, hour: number, bidCpmOverride: number | null): EstimateDayPart => ({
  weekday,
  hour,
  bidCpmOverride,
});
/** Monday and Tuesday 06-09 at $20: 6 overridden slots. */
const sixAt20 = [0, 1].flatMap((weekday) => [6, 7, 8].map((hour) => part(weekday, hour, 20)));
/** Friday 17 at $20, Friday 18 at $30, and Saturday 10 as a day-part without an override. */
const mixed = [part(4, 17, 20), part(4, 18, 30), part(5, 10, null)];
const noOverrides = [part(0, 9, null), part(3, 12, null)];

describe('the window in days (both ends included: 00:00:00 to 23:59:59, rounded up)', () => {
  it.each([
    ['a 30-day window', '2026-12-01', '2026-12-30', 30],
    ['a one-day window', '2026-12-01', '2026-12-01', 1],
    ['an end before the start', '2026-12-05', '2026-12-01', 0],
    ['a missing start', '', '2026-12-01', 0],
    ['a leap-year February and a DST change', '2028-02-27', '2028-03-13', 16],
  ])('%s: %s to %s is %i days', (_label, start, end, days) => {
    expect(windowDays(start, end)).toBe(days);
  });
});

describe('rule 1: gross budget = (daily x days, or lifetime) / (1 - fees), rounded', () => {
  it.each<[string, Partial<EstimateInput>, number]>([
    [
      'a lifetime budget as it is, whatever the window',
      { budget: 25_000, dateEnd: '2027-03-01' },
      25_000,
    ],
    ['a daily budget times the 30 days of the window', { budgetType: 'daily', budget: 100 }, 3000],
    [
      'a daily budget over a one-day window',
      { budgetType: 'daily', budget: 100, dateEnd: '2026-12-01' },
      100,
    ],
    [
      'a daily budget over no window (end before start)',
      { budgetType: 'daily', budget: 100, dateEnd: '2026-11-30' },
      0,
    ],
    [
      'both fees: 25000 / (1 - 0.25) = 33333.33',
      { budget: 25_000, fees: { dsp: 0.15, agency: 0.1 } },
      33_333,
    ],
    [
      'a daily budget with both fees: 3000 / 0.75',
      { budgetType: 'daily', budget: 100, fees: { dsp: 0.15, agency: 0.1 } },
      4000,
    ],
    [
      'rounded to the nearest dollar: 1000 / 0.85 = 1176.47',
      { fees: { dsp: 0.15, agency: 0 } },
      1176,
    ],
    ['a negative DSP fee as 0: 1000 / 0.9 = 1111.11', { fees: { dsp: -0.2, agency: 0.1 } }, 1111],
    ['both fees negative: no gross-up', { fees: { dsp: -0.1, agency: -0.1 } }, 1000],
  ])('%s', (_label, overrides, gross) => {
    expect(grossBudget({ ...base, ...overrides })).toBe(gross);
  });
});

describe('rule 2: fee amounts = gross x fee (negative as 0); net = gross - both', () => {
  it.each<[string, number, EstimateInput['fees'], number, number, number]>([
    ['no fees', 1000, { dsp: 0, agency: 0 }, 0, 0, 1000],
    ['both fees', 33_333, { dsp: 0.15, agency: 0.1 }, 3333.3, 4999.95, 24_999.75],
    ['a negative DSP fee as 0', 1111, { dsp: -0.2, agency: 0.1 }, 111.1, 0, 999.9],
    ['a negative agency fee as 0', 1000, { dsp: 0.15, agency: -0.5 }, 0, 150, 850],
    ['both fees negative', 1000, { dsp: -0.15, agency: -0.1 }, 0, 0, 1000],
  ])('%s', (_label, gross, fees, agencyFee, dspFee, netBudget) => {
    const amounts = feeAmounts(gross, fees);
    expect(amounts.agencyFee).toBeCloseTo(agencyFee, 6);
    expect(amounts.dspFee).toBeCloseTo(dspFee, 6);
    expect(amounts.netBudget).toBeCloseTo(netBudget, 6);
  });

  it('scales fees above 99% down together, so the gross stays finite and adds up', () => {
    const result = estimateCampaign({ ...base, fees: { dsp: 0.6, agency: 0.6 } });
    expect(result.grossBudget).toBe(100_000);
    expect(result.agencyFee + result.dspFee + result.netBudget).toBeCloseTo(result.grossBudget, 6);
  });
});

describe('rule 3: average CPM over the 168-slot week (slot = weekday x 24 + hour)', () => {
  it.each<[string, EstimateDayPart[], EstimateInput['fallback'], number, number]>([
    [
      'campaignDefault without day-parts: every slot at the campaign CPM',
      [],
      'campaignDefault',
      10,
      168,
    ],
    ['campaignDefault with day-parts but no override', noOverrides, 'campaignDefault', 10, 168],
    [
      'campaignDefault with overrides: (162 x 10 + 6 x 20) / 168',
      sixAt20,
      'campaignDefault',
      1740 / 168,
      168,
    ],
    [
      'campaignDefault, a day-part without override at the campaign CPM',
      mixed,
      'campaignDefault',
      (166 * 10 + 20 + 30) / 168,
      168,
    ],
    [
      'dayPartsOnly with overrides: only the overridden slots, (20 + 30) / 2',
      mixed,
      'dayPartsOnly',
      25,
      2,
    ],
    ['dayPartsOnly, every slot overridden at $20', sixAt20, 'dayPartsOnly', 20, 6],
    ['dayPartsOnly with day-parts but no override: 0', noOverrides, 'dayPartsOnly', 0, 0],
    ['dayPartsOnly without day-parts: 0', [], 'dayPartsOnly', 0, 0],
    [
      'dayPartsOnly, an override of $0 counts',
      [part(0, 0, 0), part(0, 1, 30)],
      'dayPartsOnly',
      15,
      2,
    ],
    [
      'slots outside the week left out, a repeated slot counted once',
      [part(7, 0, 99), part(0, 24, 99), part(0, 0, 30), part(0, 0, 30)],
      'dayPartsOnly',
      30,
      1,
    ],
  ])('%s', (_label, dayParts, fallback, cpm, pricedSlots) => {
    const result = averageCpm(10, dayParts, fallback);
    expect(result.averageCpm).toBeCloseTo(cpm, 10);
    expect(result.pricedSlots).toBe(pricedSlots);
  });
});

describe('rule 4: impressions = floor(net / (average CPM / 1000)), N/A when the CPM is 0', () => {
  it.each<[string, number, number, number | null]>([
    ['3000 at $10', 3000, 10, 300_000],
    ['24999.75 at $12.50', 24_999.75, 12.5, 1_999_980],
    ['999.60 at $10, floored', 999.6, 10, 99_960],
    ['1000 at a $10.357 average', 1000, 1740 / 168, Math.floor(1000 / (1740 / 168 / 1000))],
    ['a CPM of 0: null, N/A (free campaign)', 1000, 0, null],
  ])('%s', (_label, net, cpm, impressions) => {
    expect(estimatedImpressions(net, cpm)).toBe(impressions);
  });
});

describe('the whole estimate', () => {
  it.each<[string, Partial<EstimateInput>, Partial<Estimates>]>([
    [
      'lifetime budget',
      { budget: 25_000 },
      { grossBudget: 25_000, netBudget: 25_000, averageCpm: 10, impressions: 2_500_000 },
    ],
    [
      'daily budget times 30 days',
      { budgetType: 'daily', budget: 100 },
      { days: 30, grossBudget: 3000, netBudget: 3000, impressions: 300_000 },
    ],
    [
      'both fees',
      { budget: 25_000, bidCpm: 12.5, fees: { dsp: 0.15, agency: 0.1 } },
      { grossBudget: 33_333, impressions: 1_999_980 },
    ],
    [
      'negative fees as 0',
      { fees: { dsp: -0.2, agency: -0.1 } },
      { grossBudget: 1000, agencyFee: 0, dspFee: 0, netBudget: 1000, impressions: 100_000 },
    ],
    [
      'campaignDefault without overrides',
      { dayParts: noOverrides },
      { averageCpm: 10, pricedSlots: 168, activeSlots: 168, impressions: 100_000 },
    ],
    [
      'campaignDefault with overrides',
      { dayParts: sixAt20 },
      { pricedSlots: 168, activeSlots: 168, impressions: Math.floor(1000 / (1740 / 168 / 1000)) },
    ],
    [
      'dayPartsOnly with overrides: priced by 2 slots, serving 3 hours',
      { dayParts: mixed, fallback: 'dayPartsOnly' },
      { averageCpm: 25, pricedSlots: 2, activeSlots: 3, impressions: 40_000 },
    ],
    [
      'dayPartsOnly without overrides: N/A (free campaign), still serving 2 hours',
      { dayParts: noOverrides, fallback: 'dayPartsOnly' },
      { averageCpm: 0, pricedSlots: 0, activeSlots: 2, impressions: null },
    ],
    ['a bid CPM of 0: N/A (free campaign)', { bidCpm: 0 }, { averageCpm: 0, impressions: null }],
  ])('%s', (_label, overrides, expected) => {
    expect(estimateCampaign({ ...base, ...overrides })).toMatchObject(expected);
  });
});

describe('capacity: the hours served, not the price', () => {
  it.each<[string, EstimateDayPart[], EstimateInput['fallback'], number]>([
    ['campaignDefault serves every hour', mixed, 'campaignDefault', 168],
    ['dayPartsOnly serves its day-parts, with or without an override', mixed, 'dayPartsOnly', 3],
    [
      'dayPartsOnly without any override still serves its day-parts',
      noOverrides,
      'dayPartsOnly',
      2,
    ],
    ['dayPartsOnly without day-parts serves no hour', [], 'dayPartsOnly', 0],
  ])('%s', (_label, dayParts, fallback, hours) => {
    expect(servingSlots(dayParts, fallback)).toBe(hours);
  });

  it.each([
    ['all week over 14 days', 70_000, 14, 168, 140_000],
    ['half the week’s hours over 14 days', 70_000, 14, 84, 70_000],
    ['no flight', 70_000, 0, 168, 0],
  ])('%s', (_label, weekly, days, hours, deliverable) => {
    expect(deliverableImpressions(weekly, days, hours)).toBe(deliverable);
  });

  it.each<[number | null, number, boolean]>([
    [140_001, 140_000, true],
    [140_000, 140_000, false],
    [null, 0, false],
  ])('an estimate of %s over %i deliverable exceeds it: %s', (estimated, deliverable, over) => {
    expect(exceedsCapacity(estimated, deliverable)).toBe(over);
  });
});
