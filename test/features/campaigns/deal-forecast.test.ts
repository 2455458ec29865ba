// The forecast with `Only run on these deals` (DEAL-FORECAST,
// src/features/campaigns/deal-forecast.ts): only the deals' screens among the targeted ones, in the
// hours a deal serves, and each hour priced at no less than the deal's floor (First price: max(CPM,
// floor); Fixed price: the fixed price).
import { describe, expect, it } from 'vitest';
import { dealForecast, dealPrice, forecastOnDeals } from '@/features/campaigns/deal-forecast';
import { SLOTS_PER_WEEK } from '@/features/campaigns/estimates';
import type { Deal, InventoryScreen } from '@/types/api';

const NORTHWIND = { id: 'acc_northwind', name: 'Northwind Screens' };
const OTHER = { id: 'acc_other', name: 'Other Screens' };

function screen(
  id: string,
  venueType: number,
  state: string,
  weekly: number,
  publisher = NORTHWIND,
) {
  return { id, venueType, state, weeklyImpressions: weekly, publisher } as InventoryScreen;
}

type TestDeal = Pick<
  Deal,
  | 'dealId'
  | 'publisher'
  | 'auctionType'
  | 'floorCpm'
  | 'placements'
  | 'venueTypes'
  | 'states'
  | 'dayParts'
>;

const firstPrice: TestDeal = {
  dealId: 'MQ-FIRST00000',
  publisher: NORTHWIND,
  auctionType: 'FirstPrice',
  floorCpm: 6.5,
  venueTypes: [203],
  states: ['NY'],
  dayParts: [],
};
const fixedPrice: TestDeal = {
  dealId: 'MQ-FIXED00000',
  publisher: NORTHWIND,
  auctionType: 'FixedPrice',
  floorCpm: 9,
  placements: ['pl_mall'],
  dayParts: [],
};

const SCREENS = [
  screen('pl_ny_203', 203, 'NY', 1000),
  screen('pl_nj_203', 203, 'NJ', 2000),
  screen('pl_mall', 402, 'PA', 3000),
  screen('pl_other_203', 203, 'NY', 4000, OTHER),
];

const ALL_DAY = { dayParts: [], fallback: 'campaignDefault' as const };

describe('the forecast on deals only', () => {
  it('counts only the deals’ screens of their own publisher among the targeted screens', () => {
    const forecast = forecastOnDeals(SCREENS, [firstPrice, fixedPrice], { bidCpm: 10, ...ALL_DAY });
    // pl_nj_203 is outside the deal's states; pl_other_203 is another publisher's.
    expect(forecast.screens).toBe(2);
    expect(forecast.weeklyImpressions).toBe(4000);
    expect(forecast.servedWeeklyImpressions).toBe(4000);
    expect(forecastOnDeals(SCREENS, [], { bidCpm: 10, ...ALL_DAY }).screens).toBe(0);
  });

  it('raises a First price deal’s hours to its floor and prices a Fixed price deal at its fixed price', () => {
    expect(dealPrice(firstPrice, 4)).toBe(6.5);
    expect(dealPrice(firstPrice, 8)).toBe(8);
    expect(dealPrice(fixedPrice, 4)).toBe(9);
    expect(dealPrice(fixedPrice, 12)).toBe(9);
    // A $4 bid: the NY screen at the $6.50 floor (1000 a week), the mall at $9 (3000 a week).
    const low = forecastOnDeals(SCREENS, [firstPrice, fixedPrice], { bidCpm: 4, ...ALL_DAY });
    expect(low.averageCpm).toBeCloseTo((1000 * 6.5 + 3000 * 9) / 4000, 10);
    // A $12 bid: first price pays the bid, fixed price its $9.
    const high = forecastOnDeals(SCREENS, [firstPrice, fixedPrice], { bidCpm: 12, ...ALL_DAY });
    expect(high.averageCpm).toBeCloseTo((1000 * 12 + 3000 * 9) / 4000, 10);
  });

  it('never prices an hour below the floor, day-part overrides included', () => {
    const forecast = forecastOnDeals([SCREENS[0]!], [firstPrice], {
      bidCpm: 10,
      dayParts: [{ weekday: 0, hour: 7, bidCpmOverride: 1 }],
      fallback: 'campaignDefault',
    });
    // 167 hours at $10 and the overridden hour at the $6.50 floor, not $1.
    expect(forecast.averageCpm).toBeCloseTo((167 * 10 + 6.5) / SLOTS_PER_WEEK, 10);
  });

  it('buys a screen two chosen deals cover through the cheaper one', () => {
    const cheapFixed: TestDeal = { ...fixedPrice, placements: ['pl_ny_203'], floorCpm: 7 };
    const forecast = forecastOnDeals([SCREENS[0]!], [firstPrice, cheapFixed], {
      bidCpm: 8,
      ...ALL_DAY,
    });
    expect(forecast.screens).toBe(1);
    expect(forecast.averageCpm).toBe(7);
  });

  it('serves only in the hours both the campaign and a deal serve', () => {
    const mornings: TestDeal = {
      ...firstPrice,
      dayParts: [0, 1, 2, 3, 4].flatMap((weekday) =>
        [6, 7, 8, 9].map((hour) => ({ weekday, hour })),
      ),
    };
    const forecast = forecastOnDeals([SCREENS[0]!], [mornings], { bidCpm: 10, ...ALL_DAY });
    expect(forecast.servedWeeklyImpressions).toBeCloseTo((1000 * 20) / SLOTS_PER_WEEK, 10);
    expect(forecast.averageCpm).toBe(10);
    // The campaign runs Monday 7:00 only (dayPartsOnly): one hour shared with the deal.
    const oneHour = forecastOnDeals([SCREENS[0]!], [mornings], {
      bidCpm: 10,
      dayParts: [
        { weekday: 0, hour: 7, bidCpmOverride: 5 },
        { weekday: 6, hour: 7, bidCpmOverride: 20 },
      ],
      fallback: 'dayPartsOnly',
    });
    expect(oneHour.servedWeeklyImpressions).toBeCloseTo(1000 / SLOTS_PER_WEEK, 10);
    expect(oneHour.averageCpm).toBe(6.5);
  });

  it('prices the deals themselves when none of their screens reports impressions', () => {
    const forecast = dealForecast(
      [],
      [firstPrice, fixedPrice],
      new Array(SLOTS_PER_WEEK).fill(5),
      null,
    );
    expect(forecast.screens).toBe(0);
    expect(forecast.averageCpm).toBeCloseTo((6.5 + 9) / 2, 10);
  });
});
