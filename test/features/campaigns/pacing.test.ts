// The pacing rule (src/features/campaigns/pacing.ts; PACE-FLIGHT, PACE-EXPECTED, PACE-BAND,
// PACE-NONE, and the tooltip figures of PACE-TOOLTIP), one row per case: spend so far against the
// budget spent evenly over the flight days elapsed (today included), On track within 10% either
// way (the edge included), a daily budget times the days elapsed, Not started and Ended outside
// the flight, and nothing to say without dates or a budget.
import { describe, expect, it } from 'vitest';
import { pacingDetails } from '@/features/campaigns/components/pacing-badge';
import { campaignPacing, type PacingStatus } from '@/features/campaigns/pacing';
import type { Campaign } from '@/types/api';

const TODAY = '2026-03-10';

function campaign(
  budgets: Campaign['budgets'],
  spend: number,
  [dateStart, dateEnd] = ['2026-03-01', '2026-03-30'],
): Pick<Campaign, 'budgets' | 'schedule' | 'statsLifetime'> {
  return {
    budgets,
    schedule: {
      window: { dateStart: `${dateStart}T00:00:00`, dateEnd: `${dateEnd}T23:59:59` },
      dayParts: [],
      dayPartFallbackStrategy: 'campaignDefault',
    },
    statsLifetime: { impressions: 0, spend },
  };
}

// A 30-day flight from Mar 1 to Mar 30; on Mar 10 ten days have elapsed (Mar 1 to 10).
const LIFETIME_3000 = { spendLifetime: 3000 }; // $100 a day: $1,000.00 expected by Mar 10
const DAILY_50 = { spendDaily: 50 }; // $50 a day: $500.00 expected by Mar 10

describe('campaignPacing', () => {
  it.each<[string, Pick<Campaign, 'budgets' | 'schedule' | 'statsLifetime'>, PacingStatus, number]>(
    [
      ['lifetime, exactly on the even spend', campaign(LIFETIME_3000, 1000), 'On track', 1000],
      ['lifetime, 10% under: the edge is on track', campaign(LIFETIME_3000, 900), 'On track', 1000],
      ['lifetime, a cent past 10% under', campaign(LIFETIME_3000, 899.99), 'Behind', 1000],
      ['lifetime, 10% over: the edge is on track', campaign(LIFETIME_3000, 1100), 'On track', 1000],
      ['lifetime, a cent past 10% over', campaign(LIFETIME_3000, 1100.01), 'Ahead', 1000],
      ['lifetime, nothing spent yet', campaign(LIFETIME_3000, 0), 'Behind', 1000],
      ['daily, today’s expected spend: budget x 10 days', campaign(DAILY_50, 500), 'On track', 500],
      ['daily, 20% under', campaign(DAILY_50, 400), 'Behind', 500],
      ['daily, 20% over', campaign(DAILY_50, 600), 'Ahead', 500],
      [
        'the first day of the flight counts as one day elapsed',
        campaign(LIFETIME_3000, 100, ['2026-03-10', '2026-04-08']),
        'On track',
        100,
      ],
      [
        'the last day of the flight: the whole budget is expected',
        campaign(LIFETIME_3000, 2950, ['2026-02-09', '2026-03-10']),
        'On track',
        3000,
      ],
      [
        'both budgets: the lifetime one counts, as the Budget column shows',
        campaign({ spendLifetime: 3000, spendDaily: 10 }, 1000),
        'On track',
        1000,
      ],
      [
        'before the first day: Not started, nothing expected',
        campaign(LIFETIME_3000, 0, ['2026-03-11', '2026-04-09']),
        'Not started',
        0,
      ],
      [
        'after the last day: Ended, the whole budget expected',
        campaign(LIFETIME_3000, 2500, ['2026-02-01', '2026-03-09']),
        'Ended',
        3000,
      ],
      [
        'a daily budget that ended: daily budget x flight days',
        campaign(DAILY_50, 100, ['2026-03-01', '2026-03-04']),
        'Ended',
        200,
      ],
      ['Ended needs no budget', campaign({}, 0, ['2026-02-01', '2026-03-09']), 'Ended', 0],
    ],
  )('%s', (_case, input, status, expected) => {
    const pacing = campaignPacing(input, TODAY);
    expect(pacing?.status).toBe(status);
    expect(pacing?.expected).toBe(expected);
  });

  it('keeps the figures the tooltip shows', () => {
    expect(campaignPacing(campaign(LIFETIME_3000, 860), TODAY)).toEqual({
      status: 'Behind',
      budgetType: 'lifetime',
      budget: 3000,
      spend: 860,
      dateStart: '2026-03-01',
      dateEnd: '2026-03-30',
      flightDays: 30,
      elapsedDays: 10,
      expected: 1000,
      deviation: -0.14,
    });
  });

  it.each([
    ['no budget in the flight', campaign({}, 100)],
    ['a zero budget in the flight', campaign({ spendLifetime: 0 }, 100)],
    ['no start date', { ...campaign(LIFETIME_3000, 1), schedule: undefined }],
    ['an end before the start', campaign(LIFETIME_3000, 1, ['2026-03-30', '2026-03-01'])],
  ])('has nothing to say with %s', (_case, input) => {
    expect(campaignPacing(input, TODAY)).toBeNull();
  });

  it('reads a negative or unreadable spend as nothing spent', () => {
    expect(campaignPacing(campaign(LIFETIME_3000, Number.NaN), TODAY)?.spend).toBe(0);
    expect(campaignPacing(campaign(LIFETIME_3000, -5), TODAY)?.status).toBe('Behind');
  });
});

describe('the tooltip figures', () => {
  it.each([
    [
      'lifetime in flight',
      campaign(LIFETIME_3000, 860),
      [
        'Spent $860.00 of $1,000.00 expected by today: 14% under.',
        'Day 10 of 30; budget $3,000 lifetime.',
        'On track within 10% either way.',
      ],
    ],
    [
      'daily in flight',
      campaign(DAILY_50, 525),
      [
        'Spent $525.00 of $500.00 expected by today: 5% over.',
        'Day 10 of 30; budget $50/day × 10 days.',
        'On track within 10% either way.',
      ],
    ],
    [
      'not started',
      campaign(LIFETIME_3000, 0, ['2026-03-11', '2026-03-11']),
      ['Starts Mar 11, 2026; a flight of 1 day.', 'Budget $3,000 lifetime.'],
    ],
    [
      'ended',
      campaign(DAILY_50, 150.5, ['2026-03-01', '2026-03-04']),
      ['Ended Mar 4, 2026, after 4 days.', 'Spent $150.50 of $200.00.'],
    ],
  ])('%s', (_case, input, lines) => {
    const pacing = campaignPacing(input, TODAY);
    expect(pacing && pacingDetails(pacing)).toEqual(lines);
  });
});
