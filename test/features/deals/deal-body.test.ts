// Deal form values <-> the wire: a new deal's defaults, the body for both ways of choosing
// screens, a saved deal as values, and Duplicate's copy (DEAL-DEFAULTS, DEAL-SAVE-SCREENS,
// DEAL-SCREEN-MODE, DEAL-DUPLICATE).
import { DEAL_PRIORITY_DEFAULT } from '@/rules/deal-rules';
import { dealBody, dealToValues, duplicateValues, newDealValues } from '@/features/deals/deal-body';
import type { DealFormValues } from '@/features/deals/deal-schema';
import type { Deal } from '@/types/api';

const TODAY = '2026-03-01';

function savedDeal(overrides: Partial<Deal> = {}): Deal {
  return {
    id: 'deal_1',
    dealId: 'MQ-ABCDEFGH12',
    name: 'Morning Rush',
    publisher: { id: 'acc_nw', name: 'Northwind Screens' },
    auctionType: 'FirstPrice',
    floorCpm: 6.5,
    priority: 2,
    seats: ['acc_acme'],
    venueTypes: [203, 205],
    states: ['NY', 'NJ'],
    window: { dateStart: '2026-02-01', dateEnd: '2026-04-01' },
    dayParts: [
      { weekday: 1, hour: 7 },
      { weekday: 0, hour: 6 },
    ],
    isActive: true,
    createdAt: '2026-01-31T14:02:00.000Z',
    stats: { requests: 1, bids: 1, wins: 1, impressions: 1, spend: 1, lossReasons: [] },
    ...overrides,
  };
}

function typed(overrides: Partial<DealFormValues>): DealFormValues {
  return {
    ...newDealValues(TODAY),
    name: '  Spring Rush ',
    floorCpm: '4.50',
    seats: [' acc_acme', 'acc_acme', 'seat_other', ''],
    ...overrides,
  };
}

describe('deal body', () => {
  it('deal body: a new deal is First price, priority 5, active, every hour, today to +30 days', () => {
    const values = newDealValues(TODAY);
    expect(values).toMatchObject({
      name: '',
      auctionType: 'FirstPrice',
      floorCpm: '',
      priority: String(DEAL_PRIORITY_DEFAULT),
      seats: [],
      screenMode: 'venues',
      dateStart: '2026-03-01',
      dateEnd: '2026-03-31',
      dayParts: [],
      isActive: true,
    });
  });

  it('deal body: by venue type, the body has venue types and states and no placements', () => {
    const body = dealBody(
      typed({
        screenMode: 'venues',
        venueTypes: [203],
        states: ['NY'],
        placements: ['pl_left_over'],
        dayParts: [
          { weekday: 2, hour: 9 },
          { weekday: 0, hour: 23 },
        ],
      }),
    );
    expect(body).toEqual({
      name: 'Spring Rush',
      auctionType: 'FirstPrice',
      floorCpm: 4.5,
      priority: 5,
      seats: ['acc_acme', 'seat_other'],
      venueTypes: [203],
      states: ['NY'],
      window: { dateStart: '2026-03-01', dateEnd: '2026-03-31' },
      dayParts: [
        { weekday: 0, hour: 23 },
        { weekday: 2, hour: 9 },
      ],
      isActive: true,
    });
  });

  it('deal body: by placement, the body has the placements and no venue types or states', () => {
    const body = dealBody(
      typed({
        screenMode: 'placements',
        placements: ['pl_1', 'pl_2'],
        venueTypes: [203],
        states: ['NY'],
        auctionType: 'FixedPrice',
        priority: '1',
        isActive: false,
      }),
    );
    expect(body.placements).toEqual(['pl_1', 'pl_2']);
    expect(body).not.toHaveProperty('venueTypes');
    expect(body).not.toHaveProperty('states');
    expect(body).toMatchObject({ auctionType: 'FixedPrice', priority: 1, isActive: false });
  });

  it('deal body: a saved deal by venue type becomes the venue-type form with sorted day-parts', () => {
    expect(dealToValues(savedDeal())).toEqual({
      name: 'Morning Rush',
      auctionType: 'FirstPrice',
      floorCpm: '6.5',
      priority: '2',
      seats: ['acc_acme'],
      screenMode: 'venues',
      placements: [],
      venueTypes: [203, 205],
      states: ['NY', 'NJ'],
      dateStart: '2026-02-01',
      dateEnd: '2026-04-01',
      dayParts: [
        { weekday: 0, hour: 6 },
        { weekday: 1, hour: 7 },
      ],
      isActive: true,
    });
  });

  it('deal body: a saved deal by placement becomes the placement form, and saving it unchanged sends the same deal', () => {
    const deal = savedDeal({
      placements: ['pl_4', 'pl_5'],
      venueTypes: undefined,
      states: undefined,
      auctionType: 'FixedPrice',
      floorCpm: 9,
    });
    const values = dealToValues(deal);
    expect(values).toMatchObject({
      screenMode: 'placements',
      placements: ['pl_4', 'pl_5'],
      venueTypes: [],
      states: [],
      floorCpm: '9',
    });
    expect(dealBody(values)).toEqual({
      name: deal.name,
      auctionType: 'FixedPrice',
      floorCpm: 9,
      priority: 2,
      seats: ['acc_acme'],
      placements: ['pl_4', 'pl_5'],
      window: deal.window,
      dayParts: [
        { weekday: 0, hour: 6 },
        { weekday: 1, hour: 7 },
      ],
      isActive: true,
    });
  });

  it('deal body: Duplicate copies the terms as "Copy of …" and never the ids', () => {
    const values = duplicateValues(savedDeal(), TODAY);
    expect(values.name).toBe('Copy of Morning Rush');
    expect(values).toMatchObject({ seats: ['acc_acme'], venueTypes: [203, 205], floorCpm: '6.5' });
    expect(values.dateStart).toBe('2026-02-01');
    expect(JSON.stringify(dealBody(values))).not.toMatch(/MQ-|deal_1/);
  });

  it('deal body: Duplicate of an ended deal starts a new flight from today for 30 days', () => {
    const ended = savedDeal({ window: { dateStart: '2026-01-01', dateEnd: '2026-02-15' } });
    expect(duplicateValues(ended, TODAY)).toMatchObject({
      dateStart: '2026-03-01',
      dateEnd: '2026-03-31',
    });
  });

  it('deal body: Duplicate keeps the copied name within 200 characters', () => {
    expect(duplicateValues(savedDeal({ name: 'x'.repeat(200) }), TODAY).name).toHaveLength(200);
  });
});
