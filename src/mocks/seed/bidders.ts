// One bidder per protocol, Aniview included (listable and editable, never creatable), a mix of
// active and inactive. Bidder URLs use the `${MACRO}` style for the macros of BID-URL-MACROS
// (the same style as OpenRTB's `${AUCTION_PRICE}`); the exchange fills them per request.
// BID-SECRET-WRITE-ONLY: Adomni's and Broadsign's keys are stored in full here, as a real backend
// keeps them; the API answers only their last four (toBidder, src/mocks/serializers.ts).
import type { BidderRecord } from '@/mocks/records';
import type { OpenRtbSettings } from '@/types/api';

export const BIDDER_IDS = {
  adomni: 'bid_adomni',
  vast: 'bid_vast',
  broadsign: 'bid_broadsign',
  openRtb: 'bid_openrtb',
  aniview: 'bid_aniview',
} as const;

/** BID-RTB-DEFAULTS: the notification defaults of a new OpenRtb bidder. */
export function defaultOpenRtbNotifSettings(): OpenRtbSettings['notifSettings'] {
  return {
    nurl: { callAction: 'BlockingOnWin', includeWinningPrice: false },
    burl: { callAction: 'DumbFireOnPlay', includeWinningPrice: false },
    lurl: { callAction: 'DumbFireOnLoss', excludeLossReason: false, includeWinningPrice: false },
  };
}

export function seedBidders(): BidderRecord[] {
  return [
    {
      id: BIDDER_IDS.adomni,
      name: 'Adomni Marketplace',
      isActive: true,
      protocol: { Adomni: { ownerKey: 'own_4f9c2a7e1b3d' } },
      budgets: { spendDaily: 10000 },
      timeoutMs: 500,
      sendRate: 1,
      targets: [],
    },
    {
      id: BIDDER_IDS.vast,
      name: 'Streamline VAST Feed',
      isActive: false,
      protocol: {
        Vast: {
          url: 'https://ads.streamline-vast.example/vast/4.2?w=${SCREEN_WIDTH}&h=${SCREEN_HEIGHT}&lat=${DEVICE_LATITUDE}&lon=${DEVICE_LONGITUDE}&cb=${RANDOM_NUMBER}',
          priceSettings: { fixedCpm: 7.5, cpmIncludesMultiplier: false },
          primaryIdType: 'CreativeId',
        },
      },
      budgets: { spendDaily: 2500 },
      timeoutMs: 1200,
      sendRate: 0.5,
      targets: [],
    },
    {
      id: BIDDER_IDS.broadsign,
      name: 'Broadsign Reach',
      isActive: true,
      protocol: { Broadsign: { apiKey: 'bs_live_8b1e57d0c24a4f6f9e3a' } },
      budgets: { spendDaily: 6000 },
      timeoutMs: 750,
      sendRate: 0.75,
      // Broadsign buys only part of Northwind's network.
      targets: [
        {
          AllowPlacements: [
            'pl_nw_001',
            'pl_nw_002',
            'pl_nw_003',
            'pl_nw_004',
            'pl_nw_005',
            'pl_nw_006',
          ],
        },
      ],
    },
    {
      id: BIDDER_IDS.openRtb,
      name: 'Beacon DSP (OpenRTB)',
      isActive: true,
      protocol: {
        OpenRtb: {
          url: 'https://rtb.beacon-dsp.example/openrtb2/bid?pub=${PUBLISHER_ID}&ip=${IP_ADDR}&ua=${USER_AGENT}&ifa=${DEVICE_IFA}&make=${DEVICE_MAKE}&model=${DEVICE_MODEL}&os=${DEVICE_OS}&osv=${DEVICE_OSV}&schain=${SUPPLY_CHAIN}&rnd=${RANDOM_STRING}',
          notifSettings: defaultOpenRtbNotifSettings(),
          doohMode: 'OpenRtb2_6Objects',
          minBidFloor: 5,
        },
      },
      budgets: { spendDaily: 15000 },
      timeoutMs: 300,
      sendRate: 0.9,
      targets: [],
    },
    {
      id: BIDDER_IDS.aniview,
      name: 'Aniview Video Demand',
      isActive: false,
      protocol: { Aniview: { publisherId: 'av-pub-20931', channelId: 'dooh-ch-7' } },
      budgets: { spendDaily: 3000 },
      timeoutMs: 900,
      sendRate: 0.25,
      targets: [],
    },
  ];
}
