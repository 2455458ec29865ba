// The sandbox's deal auction (src/mocks/deal-auction.ts through runAuction): which deals a
// request lists, who bids on them, and how a deal bid wins before the open auction
// (DEAL-SANDBOX-LIST, DEAL-SANDBOX-BID, DEAL-SANDBOX-WIN, DEAL-SANDBOX-LOSS).
import { runAuction } from '@/mocks/auction';
import { addDays, localIsoDate, windowEnd, windowStart } from '@/lib/text/dates';
import { weekHour } from '@/mocks/deal-auction';
import { getDb } from '@/mocks/db';
import type {
  BidderRecord,
  CampaignRecord,
  DbState,
  DealRecord,
  PlacementRecord,
} from '@/mocks/records';
import type { SandboxResult } from '@/types/api';

/** Today at 08:00 local time: the request's moment in every test. */
const NOW = new Date();
NOW.setHours(8, 0, 0, 0);
const TODAY = localIsoDate(NOW);

let db: DbState;
beforeEach(() => {
  db = getDb();
});

const placement = (id: string): PlacementRecord => {
  const found = db.placements.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no placement ${id}`);
  return found;
};

/** A published Acme campaign in flight today, bidding on the given deals. */
function dealCampaign(
  id: string,
  dealIds: string[],
  overrides: Partial<CampaignRecord> = {},
): CampaignRecord {
  const base = db.campaigns.find((campaign) => campaign.id === 'cmp_1')!;
  return {
    ...base,
    id,
    name: `Campaign ${id}`,
    accountId: 'acc_acme',
    isPublished: true,
    bidCpm: 10,
    targets: [{ AllowDeals: dealIds }],
    schedule: {
      window: { dateStart: windowStart(addDays(TODAY, -1)), dateEnd: windowEnd(addDays(TODAY, 9)) },
      dayParts: [],
      dayPartFallbackStrategy: 'campaignDefault',
    },
    ...overrides,
  };
}

/** A deal of Northwind's on the given placements, active and in flight, every hour. */
function newDeal(id: string, dealId: string, overrides: Partial<DealRecord> = {}): DealRecord {
  return {
    id,
    dealId,
    name: `Deal ${id}`,
    accountId: 'acc_northwind',
    auctionType: 'FirstPrice',
    floorCpm: 5,
    priority: 3,
    seats: ['acc_acme', 'acc_bluebird'],
    placements: ['pl_nw_004'],
    window: { dateStart: TODAY, dateEnd: addDays(TODAY, 30) },
    dayParts: [],
    isActive: true,
    createdAt: NOW.toISOString(),
    pausedOn: null,
    ...overrides,
  };
}

function auction(placementId: string, requestId = 'req-deal', bidders = db.bidders) {
  return runAuction({
    requestId,
    placement: placement(placementId),
    bidders,
    creatives: db.creatives,
    market: db,
    now: NOW,
  });
}

const bidOf = (result: SandboxResult, bidderId: string, dealId?: string) =>
  result.bids.find((bid) => bid.bidderId === bidderId && bid.dealId === dealId);

describe('the deal auction: which deals an ad request lists', () => {
  it('lists the placement’s active deals in flight, priority first, and no paused, ended or other publisher’s deal', () => {
    expect(auction('pl_nw_004').deals).toEqual([
      {
        dealId: 'MQ-4F8J2N6R0T',
        name: 'Northwind Mall Screens Fixed',
        auctionType: 'FixedPrice',
        floorCpm: 9,
        priority: 1,
        seats: ['acc_acme', 'acc_bluebird'],
      },
      expect.objectContaining({ dealId: 'MQ-7K2P9X4M1Q', priority: 2 }),
    ]);
    // Evening Bars is paused, Holiday Preview ended 11 days ago.
    expect(auction('pl_nw_010').deals).toBeUndefined();
    expect(auction('pl_nw_006').deals).toBeUndefined();
    // Not covered: another Northwind placement, and a Metro placement named by a Northwind deal.
    expect(auction('pl_nw_002').deals).toBeUndefined();
    db.deals.push(newDeal('deal_x', 'MQ-XXXXXXXXX1', { placements: ['pl_mt_001'] }));
    db.deals.push(
      newDeal('deal_future', 'MQ-XXXXXXXXX2', {
        window: { dateStart: addDays(TODAY, 1), dateEnd: addDays(TODAY, 5) },
      }),
    );
    expect(auction('pl_mt_001').deals).toBeUndefined();
    expect(auction('pl_nw_004').deals?.map((listed) => listed.dealId)).toEqual([
      'MQ-4F8J2N6R0T',
      'MQ-7K2P9X4M1Q',
    ]);
  });

  it('lists a deal created today whose flight starts today, with no past traffic', () => {
    db.deals.push(newDeal('deal_new', 'MQ-NEW0000001', { priority: 1, placements: ['pl_nw_002'] }));
    db.campaigns.push(dealCampaign('cmp_new', ['MQ-NEW0000001']));
    const result = auction('pl_nw_002');
    expect(result.deals?.map((listed) => listed.dealId)).toEqual(['MQ-NEW0000001']);
    expect(result.winner).toMatchObject({ bidderId: 'cmp_new', cpm: 10, dealId: 'MQ-NEW0000001' });
  });
});

describe('the deal auction: who bids and who wins', () => {
  it('has a published campaign in flight naming the deal bid its CPM on it, named after the campaign and its account', () => {
    db.campaigns.push(
      dealCampaign('cmp_a', ['MQ-7K2P9X4M1Q'], { bidCpm: 7.25 }),
      dealCampaign('cmp_draft', ['MQ-7K2P9X4M1Q'], { isPublished: false }),
      dealCampaign('cmp_over', ['MQ-7K2P9X4M1Q'], {
        schedule: {
          window: {
            dateStart: windowStart(addDays(TODAY, -9)),
            dateEnd: windowEnd(addDays(TODAY, -1)),
          },
          dayParts: [],
          dayPartFallbackStrategy: 'campaignDefault',
        },
      }),
    );
    db.deals.find((candidate) => candidate.id === 'deal_nw_morning')!.dayParts = [];
    const result = auction('pl_nw_013');
    const dealBids = result.bids.filter((bid) => bid.dealId);
    expect(dealBids).toEqual([
      expect.objectContaining({
        bidderId: 'cmp_a',
        bidderName: 'Campaign cmp_a (Acme Coffee Co.)',
        dealId: 'MQ-7K2P9X4M1Q',
        status: 'Won',
        cpm: 7.25,
      }),
    ]);
    expect(result.winner?.dealId).toBe('MQ-7K2P9X4M1Q');
  });

  it('ranks qualified deal bids by priority before price', () => {
    db.deals.push(newDeal('deal_p3', 'MQ-PRIORITY03', { priority: 3, floorCpm: 5 }));
    db.campaigns.push(
      dealCampaign('cmp_rich', ['MQ-PRIORITY03'], { bidCpm: 30 }),
      dealCampaign('cmp_fixed', ['MQ-4F8J2N6R0T'], { bidCpm: 9.5 }),
    );
    const result = auction('pl_nw_004');
    expect(result.winner).toMatchObject({ bidderId: 'cmp_fixed', dealId: 'MQ-4F8J2N6R0T', cpm: 9 });
    expect(bidOf(result, 'cmp_rich', 'MQ-PRIORITY03')).toMatchObject({
      status: 'Lost',
      cpm: 30,
      reason: 'Lower priority than deal MQ-4F8J2N6R0T (priority 1)',
    });
  });

  it('ranks bids of the same priority by price', () => {
    db.deals.push(newDeal('deal_a', 'MQ-SAMEPRIOA1', { priority: 2, placements: ['pl_nw_002'] }));
    db.deals.push(newDeal('deal_b', 'MQ-SAMEPRIOB2', { priority: 2, placements: ['pl_nw_002'] }));
    db.campaigns.push(
      dealCampaign('cmp_low', ['MQ-SAMEPRIOA1'], { bidCpm: 8 }),
      dealCampaign('cmp_high', ['MQ-SAMEPRIOB2'], { bidCpm: 11 }),
    );
    const result = auction('pl_nw_002');
    expect(result.winner).toMatchObject({ bidderId: 'cmp_high', dealId: 'MQ-SAMEPRIOB2', cpm: 11 });
    expect(bidOf(result, 'cmp_low', 'MQ-SAMEPRIOA1')?.reason).toBe(
      'Outbid by Campaign cmp_high (Acme Coffee Co.) on deal MQ-SAMEPRIOB2',
    );
  });

  it('clears a fixed-price deal at its fixed price and loses a bid below it', () => {
    db.campaigns.push(
      dealCampaign('cmp_above', ['MQ-4F8J2N6R0T'], { bidCpm: 12 }),
      dealCampaign('cmp_under', ['MQ-4F8J2N6R0T'], { bidCpm: 8.99 }),
    );
    const result = auction('pl_nw_040');
    expect(result.winner).toMatchObject({ bidderId: 'cmp_above', cpm: 9, dealId: 'MQ-4F8J2N6R0T' });
    expect(bidOf(result, 'cmp_above', 'MQ-4F8J2N6R0T')).toMatchObject({ status: 'Won', cpm: 9 });
    expect(bidOf(result, 'cmp_under', 'MQ-4F8J2N6R0T')).toMatchObject({
      status: 'Lost',
      cpm: 8.99,
      reason: 'Below the deal floor $9.00',
    });
  });

  it('loses a first-price bid below the deal floor and lets the open auction run', () => {
    db.deals.find((candidate) => candidate.id === 'deal_nw_morning')!.dayParts = [];
    db.campaigns.push(dealCampaign('cmp_cheap', ['MQ-7K2P9X4M1Q'], { bidCpm: 6.49 }));
    const result = auction('pl_nw_013');
    expect(bidOf(result, 'cmp_cheap', 'MQ-7K2P9X4M1Q')).toMatchObject({
      status: 'Lost',
      cpm: 6.49,
      reason: 'Below the deal floor $6.50',
    });
    expect(result.winner?.dealId).toBeUndefined();
  });

  it('loses the bid of a campaign whose account is not one of the deal’s seats', () => {
    db.campaigns.push(
      dealCampaign('cmp_orchard', ['MQ-4F8J2N6R0T'], { accountId: 'acc_orchard', bidCpm: 20 }),
    );
    const result = auction('pl_nw_004');
    expect(bidOf(result, 'cmp_orchard', 'MQ-4F8J2N6R0T')).toMatchObject({
      status: 'Lost',
      reason: 'Seat acc_orchard is not allowed on deal MQ-4F8J2N6R0T',
    });
    expect(result.winner?.dealId).toBeUndefined();
  });

  it('lists a deal outside its day-parts at the request’s hour and loses its bids', () => {
    const { weekday } = weekHour(NOW);
    db.deals.push(
      newDeal('deal_evening', 'MQ-EVENING001', {
        placements: ['pl_nw_002'],
        dayParts: [{ weekday, hour: 18 }],
      }),
    );
    db.campaigns.push(dealCampaign('cmp_evening', ['MQ-EVENING001'], { bidCpm: 20 }));
    const result = auction('pl_nw_002');
    expect(result.deals?.map((listed) => listed.dealId)).toEqual(['MQ-EVENING001']);
    expect(bidOf(result, 'cmp_evening', 'MQ-EVENING001')).toMatchObject({
      status: 'Lost',
      reason: 'Outside the day-parts of deal MQ-EVENING001',
    });
    // At 18:00 the same deal bid wins.
    const evening = new Date(NOW);
    evening.setHours(18);
    const later = runAuction({
      requestId: 'req-deal',
      placement: placement('pl_nw_002'),
      bidders: db.bidders,
      creatives: db.creatives,
      market: db,
      now: evening,
    });
    expect(later.winner).toMatchObject({ bidderId: 'cmp_evening', dealId: 'MQ-EVENING001' });
  });

  it('bids a campaign’s day-part override at this hour and passes outside day-parts-only hours', () => {
    const { weekday } = weekHour(NOW);
    db.deals.push(newDeal('deal_dp', 'MQ-DAYPARTS01', { placements: ['pl_nw_002'] }));
    db.campaigns.push(
      dealCampaign('cmp_override', ['MQ-DAYPARTS01'], {
        schedule: {
          window: { dateStart: windowStart(TODAY), dateEnd: windowEnd(TODAY) },
          dayParts: [{ weekday, hour: 8, bidCpmOverride: 13.5 }],
          dayPartFallbackStrategy: 'campaignDefault',
        },
      }),
      dealCampaign('cmp_nights', ['MQ-DAYPARTS01'], {
        bidCpm: 50,
        schedule: {
          window: { dateStart: windowStart(TODAY), dateEnd: windowEnd(TODAY) },
          dayParts: [{ weekday, hour: 22, bidCpmOverride: null }],
          dayPartFallbackStrategy: 'dayPartsOnly',
        },
      }),
    );
    const result = auction('pl_nw_002');
    expect(result.winner).toMatchObject({ bidderId: 'cmp_override', cpm: 13.5 });
    expect(bidOf(result, 'cmp_nights', 'MQ-DAYPARTS01')).toMatchObject({
      status: 'NoBid',
      reason: 'Outside the campaign’s day-parts',
    });
  });

  it('loses a deal bid whose every creative the publisher rejected', () => {
    db.campaigns.push(dealCampaign('cmp_rejected', ['MQ-4F8J2N6R0T'], { bidCpm: 10 }));
    const campaign = db.campaigns.at(-1)!;
    for (const { creative } of campaign.ads) {
      db.reviews.push({
        id: `rev_${creative.id}`,
        status: 'Rejected',
        reason: 'Not for malls',
        submittedAt: NOW.toISOString(),
        advertiser: { id: 'acc_acme', name: 'Acme Coffee Co.' },
        campaign: { id: campaign.id, name: campaign.name },
        creative,
        publisherAccountId: 'acc_northwind',
      });
    }
    const result = auction('pl_nw_004');
    expect(bidOf(result, 'cmp_rejected', 'MQ-4F8J2N6R0T')).toMatchObject({
      status: 'Lost',
      reason: 'No ad creative approved by Northwind Screens',
    });
    expect(result.winner?.dealId).toBeUndefined();
  });

  it('lets a qualified deal bid beat a higher open-auction bid, which says it was outbid by the deal', () => {
    const bigSpender: BidderRecord = {
      ...db.bidders.find((bidder) => bidder.id === 'bid_vast')!,
      id: 'bid_big',
      name: 'Big Spender',
      isActive: true,
      sendRate: 1,
      timeoutMs: 5000,
      targets: [],
    };
    if (!('Vast' in bigSpender.protocol)) throw new Error('bid_vast is a VAST bidder');
    bigSpender.protocol = {
      Vast: {
        ...bigSpender.protocol.Vast,
        priceSettings: { fixedCpm: 50, cpmIncludesMultiplier: false },
      },
    };
    // A request id on which the big spender answers (it passes one time in five).
    const requestId = ['r0', 'r1', 'r2', 'r3', 'r4', 'r5'].find(
      (id) => auction('pl_nw_004', id, [bigSpender]).winner?.bidderId === 'bid_big',
    )!;
    expect(requestId).toBeDefined();
    db.campaigns.push(dealCampaign('cmp_mall', ['MQ-4F8J2N6R0T'], { bidCpm: 9 }));
    const result = auction('pl_nw_004', requestId, [bigSpender]);
    expect(result.winner).toMatchObject({ bidderId: 'cmp_mall', cpm: 9, dealId: 'MQ-4F8J2N6R0T' });
    expect(bidOf(result, 'bid_big')).toMatchObject({
      status: 'Lost',
      cpm: 50,
      reason: 'Outbid by deal MQ-4F8J2N6R0T (priority 1)',
    });
    // The winning creative is one of the campaign's own ads.
    const ads = db.campaigns.at(-1)!.ads.map((ad) => ad.creative.id);
    expect(ads).toContain(result.winner?.creative.id);
  });

  it('runs the open auction unchanged when no campaign bids on the placement’s deals', () => {
    for (const id of ['q1', 'q2', 'q3', 'q4', 'q5']) {
      const withDeals = auction('pl_nw_004', id);
      const open = runAuction({
        requestId: id,
        placement: placement('pl_nw_004'),
        bidders: db.bidders,
        creatives: db.creatives,
        now: NOW,
      });
      expect(withDeals.deals).toHaveLength(2);
      const { deals: _deals, ...rest } = withDeals;
      expect(rest).toEqual(open);
    }
  });

  it('replays the same result, deal bids and winner included, for the same request id', () => {
    db.campaigns.push(
      dealCampaign('cmp_one', ['MQ-4F8J2N6R0T'], { bidCpm: 9 }),
      dealCampaign('cmp_two', ['MQ-4F8J2N6R0T'], { bidCpm: 9, accountId: 'acc_bluebird' }),
    );
    const first = auction('pl_nw_004', 'same-id');
    expect(first.winner?.dealId).toBe('MQ-4F8J2N6R0T');
    expect(auction('pl_nw_004', 'same-id')).toEqual(first);
    // Both at the fixed price: the faster answer won, the other says who beat it.
    const loser = first.bids.find((bid) => bid.dealId && bid.status === 'Lost');
    expect(loser?.reason).toMatch(
      /^Outbid by Campaign cmp_(one|two) \(.+\) on deal MQ-4F8J2N6R0T$/,
    );
  });
});
