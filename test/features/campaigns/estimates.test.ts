import { describe, expect, it } from 'vitest';
import {
  averageCpm,
  deliverableImpressions,
  estimateCampaign,
  exceedsCapacity,
  windowDays,
  type EstimateInput,
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

describe('campaign estimates (spec section 9)', () => {
  it('counts a window from its first to its last day, both included', () => {
    expect(windowDays('2026-12-01', '2026-12-30')).toBe(30);
    expect(windowDays('2026-12-01', '2026-12-01')).toBe(1);
    expect(windowDays('2026-12-05', '2026-12-01')).toBe(0);
    expect(windowDays('', '2026-12-01')).toBe(0);
    // Across the end of February in a leap year and a DST change.
    expect(windowDays('2028-02-27', '2028-03-13')).toBe(16);
  });

  it('multiplies a daily budget by the days of a 30-day window', () => {
    const result = estimateCampaign({ ...base, budgetType: 'daily', budget: 100 });
    expect(result.days).toBe(30);
    expect(result.grossBudget).toBe(3000);
    expect(result.netBudget).toBe(3000);
    expect(result.averageCpm).toBe(10);
    // 3000 / (10 / 1000)
    expect(result.impressions).toBe(300_000);
  });

  it('takes a lifetime budget as it is, whatever the window', () => {
    const result = estimateCampaign({ ...base, budget: 25_000, dateEnd: '2027-03-01' });
    expect(result.grossBudget).toBe(25_000);
    expect(result.impressions).toBe(2_500_000);
  });

  it('grosses the budget up by fees of 0.15 (DSP) and 0.10 (agency)', () => {
    const result = estimateCampaign({
      ...base,
      budget: 25_000,
      bidCpm: 12.5,
      fees: { dsp: 0.15, agency: 0.1 },
    });
    // 25000 / (1 - 0.25) = 33333.33 -> 33333
    expect(result.grossBudget).toBe(33_333);
    expect(result.agencyFee).toBeCloseTo(3333.3, 6);
    expect(result.dspFee).toBeCloseTo(4999.95, 6);
    expect(result.netBudget).toBeCloseTo(24_999.75, 6);
    // floor(24999.75 / 0.0125) = 1999980
    expect(result.impressions).toBe(1_999_980);
  });

  it('counts a negative fee as 0', () => {
    const result = estimateCampaign({ ...base, fees: { dsp: -0.2, agency: 0.1 } });
    // 1000 / 0.9 = 1111.11 -> 1111
    expect(result.grossBudget).toBe(1111);
    expect(result.dspFee).toBe(0);
    expect(result.agencyFee).toBeCloseTo(111.1, 6);
    expect(result.netBudget).toBeCloseTo(999.9, 6);
  });

  it('averages day-part overrides over the 168-slot week with campaignDefault', () => {
    const dayParts = [
      // Monday 06-09 at $20, Tuesday 06-09 at $20 (6 slots), and a day-part at the campaign CPM.
      ...[0, 1].flatMap((weekday) =>
        [6, 7, 8].map((hour) => ({ weekday, hour, bidCpmOverride: 20 })),
      ),
      { weekday: 2, hour: 12, bidCpmOverride: null },
    ];
    const result = averageCpm(10, dayParts, 'campaignDefault');
    // (162 * 10 + 6 * 20) / 168 = 1740 / 168
    expect(result.activeSlots).toBe(168);
    expect(result.averageCpm).toBeCloseTo(1740 / 168, 10);
    const estimate = estimateCampaign({ ...base, dayParts });
    expect(estimate.impressions).toBe(Math.floor(1000 / (1740 / 168 / 1000)));
  });

  it('counts only the day-part slots with dayPartsOnly (a cleared override at the campaign CPM)', () => {
    const dayParts = [
      { weekday: 4, hour: 17, bidCpmOverride: 20 },
      { weekday: 4, hour: 18, bidCpmOverride: 20 },
      { weekday: 5, hour: 10, bidCpmOverride: null },
    ];
    const result = estimateCampaign({ ...base, dayParts, fallback: 'dayPartsOnly' });
    // (20 + 20 + 10) / 3
    expect(result.activeSlots).toBe(3);
    expect(result.averageCpm).toBeCloseTo(50 / 3, 10);
    expect(result.impressions).toBe(Math.floor(1000 / (50 / 3 / 1000)));
  });

  it('ignores slots outside the week and counts a repeated slot once', () => {
    const dayParts = [
      { weekday: 7, hour: 0, bidCpmOverride: 99 },
      { weekday: 0, hour: 24, bidCpmOverride: 99 },
      { weekday: 0, hour: 0, bidCpmOverride: 30 },
      { weekday: 0, hour: 0, bidCpmOverride: 30 },
    ];
    expect(averageCpm(10, dayParts, 'dayPartsOnly')).toEqual({ averageCpm: 30, activeSlots: 1 });
  });

  it('shows a bid CPM of 0 as a free campaign (no impressions figure)', () => {
    expect(estimateCampaign({ ...base, bidCpm: 0 }).impressions).toBeNull();
  });

  it('estimates 0 impressions when running only during day-parts with none chosen', () => {
    const result = estimateCampaign({ ...base, fallback: 'dayPartsOnly' });
    expect(result.activeSlots).toBe(0);
    expect(result.impressions).toBe(0);
  });

  it('scales fees above 99% together so the gross stays finite', () => {
    const result = estimateCampaign({ ...base, fees: { dsp: 0.6, agency: 0.6 } });
    expect(result.grossBudget).toBe(100_000);
    expect(result.agencyFee + result.dspFee + result.netBudget).toBeCloseTo(result.grossBudget, 6);
  });

  it('finds what the screens deliver over the flight and flags a budget beyond it', () => {
    // 70,000 a week over 14 days, all week: 140,000; half the week's hours: 70,000.
    expect(deliverableImpressions(70_000, 14, 168)).toBe(140_000);
    expect(deliverableImpressions(70_000, 14, 84)).toBe(70_000);
    expect(exceedsCapacity(140_001, 140_000)).toBe(true);
    expect(exceedsCapacity(140_000, 140_000)).toBe(false);
    expect(exceedsCapacity(null, 0)).toBe(false);
  });
});
