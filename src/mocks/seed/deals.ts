// Deals (DEAL-SEED): Northwind Screens has four, two offered to Acme Coffee Co.
// (Seat ID acc_acme): one active FirstPrice and one active FixedPrice; a paused one and an
// ended one go to other buyers. Windows are relative to the seed day so each has 30 days of
// traffic (src/mocks/deal-stats.ts) whatever day the demo starts.
import { addDays, type IsoDate } from '@/lib/text/dates';
import type { DealRecord } from '@/mocks/records';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import type { DealDayPart } from '@/types/api';

/** Every hour from `from` to `to` (excluded) of the given weekdays (0 = Monday). */
function hours(weekdays: readonly number[], from: number, to: number): DealDayPart[] {
  return weekdays.flatMap((weekday) =>
    Array.from({ length: to - from }, (_, index) => ({ weekday, hour: from + index })),
  );
}

const WEEKDAYS = [0, 1, 2, 3, 4];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

export const DEAL_IDS = {
  morning: 'deal_nw_morning',
  malls: 'deal_nw_malls',
  bars: 'deal_nw_bars',
  holiday: 'deal_nw_holiday',
} as const;

/** The created day of a deal that starts on `start`: the day before. */
const createdBefore = (start: IsoDate) => `${addDays(start, -1)}T14:02:00.000Z`;

export function seedDeals(seedDay: IsoDate): DealRecord[] {
  const day = (offset: number) => addDays(seedDay, offset);
  return [
    {
      id: DEAL_IDS.morning,
      dealId: 'MQ-7K2P9X4M1Q',
      name: 'Northwind Morning Rush',
      accountId: ACCOUNT_IDS.northwind,
      auctionType: 'FirstPrice',
      floorCpm: 6.5,
      priority: 2,
      seats: [ACCOUNT_IDS.acme],
      venueTypes: [203, 205],
      states: ['NY', 'NJ', 'PA', 'MA'],
      window: { dateStart: day(-30), dateEnd: day(35) },
      dayParts: hours(WEEKDAYS, 6, 10),
      isActive: true,
      createdAt: createdBefore(day(-30)),
      pausedOn: null,
    },
    {
      id: DEAL_IDS.malls,
      dealId: 'MQ-4F8J2N6R0T',
      name: 'Northwind Mall Screens Fixed',
      accountId: ACCOUNT_IDS.northwind,
      auctionType: 'FixedPrice',
      floorCpm: 9,
      priority: 1,
      seats: [ACCOUNT_IDS.acme, ACCOUNT_IDS.bluebird],
      placements: ['pl_nw_004', 'pl_nw_005', 'pl_nw_016', 'pl_nw_017', 'pl_nw_028', 'pl_nw_040'],
      window: { dateStart: day(-30), dateEnd: day(60) },
      dayParts: [],
      isActive: true,
      createdAt: createdBefore(day(-30)),
      pausedOn: null,
    },
    {
      id: DEAL_IDS.bars,
      dealId: 'MQ-9B3D5H7L1V',
      name: 'Northwind Evening Bars',
      accountId: ACCOUNT_IDS.northwind,
      auctionType: 'FirstPrice',
      floorCpm: 5.5,
      priority: 4,
      seats: [ACCOUNT_IDS.bluebird],
      venueTypes: [804, 806],
      states: [],
      window: { dateStart: day(-35), dateEnd: day(25) },
      dayParts: hours(EVERY_DAY, 17, 21),
      isActive: false,
      createdAt: createdBefore(day(-35)),
      pausedOn: day(-6),
    },
    {
      id: DEAL_IDS.holiday,
      dealId: 'MQ-2C6G0K4P8S',
      name: 'Northwind Holiday Preview',
      accountId: ACCOUNT_IDS.northwind,
      auctionType: 'FixedPrice',
      floorCpm: 7.5,
      priority: 3,
      seats: [ACCOUNT_IDS.orchard],
      placements: ['pl_nw_006', 'pl_nw_018', 'pl_nw_030'],
      window: { dateStart: day(-40), dateEnd: day(-11) },
      dayParts: [],
      isActive: true,
      createdAt: createdBefore(day(-40)),
      pausedOn: null,
    },
  ];
}
