import {
  bidderBody,
  bidderTargets,
  bidderToFormValues,
  defaultBidderFormValues,
  roundSendRate,
} from '@/features/bidders/bidder-body';
import type { BidderFormValues } from '@/features/bidders/bidder-schema';
import { keptSecret } from '@/lib/saving/secret-value';
import type { Bidder } from '@/types/api';

function form(patch: (values: BidderFormValues) => void): BidderFormValues {
  const values = defaultBidderFormValues();
  values.name = '  Acme DSP  ';
  patch(values);
  return values;
}

const COMMON = {
  name: 'Acme DSP',
  budgets: { spendDaily: 10000 },
  timeoutMs: 500,
  sendRate: 1,
  targets: [],
};

describe('defaultBidderFormValues (BID-DEFAULTS, BID-RTB-DEFAULTS)', () => {
  it('holds the documented defaults', () => {
    const values = defaultBidderFormValues();
    expect(values).toMatchObject({
      name: '',
      spendDaily: '10000',
      timeoutMs: '500',
      sendRate: '1.00',
      placementIds: '',
    });
    expect(values.OpenRtb).toEqual({
      url: '',
      notifSettings: {
        nurl: { callAction: 'BlockingOnWin', includeWinningPrice: false },
        burl: { callAction: 'DumbFireOnPlay', includeWinningPrice: false },
        lurl: {
          callAction: 'DumbFireOnLoss',
          excludeLossReason: false,
          includeWinningPrice: false,
        },
      },
      doohMode: 'OpenRtb2_6Objects',
      minBidFloor: '5',
    });
  });
});

describe('bidderBody (BID-BODY)', () => {
  it('Adomni: the protocol keyed by name with its owner key', () => {
    const body = bidderBody(
      'Adomni',
      form((v) => (v.Adomni.ownerKey = ' own_1 ')),
    );
    expect(body).toEqual({ ...COMMON, protocol: { Adomni: { ownerKey: 'own_1' } } });
  });

  it('Broadsign: the API key', () => {
    const body = bidderBody(
      'Broadsign',
      form((v) => (v.Broadsign.apiKey = 'bs_1')),
    );
    expect(body).toEqual({ ...COMMON, protocol: { Broadsign: { apiKey: 'bs_1' } } });
  });

  it('Vast: url, price settings with an empty fixed CPM sent as null, primary id type', () => {
    const body = bidderBody(
      'Vast',
      form((v) => {
        v.Vast.url = 'https://vast.example/tag?cb=${RANDOM_NUMBER}';
        v.Vast.primaryIdType = 'CreativeId';
      }),
    );
    expect(body).toEqual({
      ...COMMON,
      protocol: {
        Vast: {
          url: 'https://vast.example/tag?cb=${RANDOM_NUMBER}',
          priceSettings: { fixedCpm: null, cpmIncludesMultiplier: false },
          primaryIdType: 'CreativeId',
        },
      },
    });
  });

  it('Vast: a typed fixed CPM is a number', () => {
    const body = bidderBody(
      'Vast',
      form((v) => {
        v.Vast.url = 'https://vast.example';
        v.Vast.priceSettings = { fixedCpm: '7.5', cpmIncludesMultiplier: true };
      }),
    );
    expect(body.protocol).toEqual({
      Vast: {
        url: 'https://vast.example',
        priceSettings: { fixedCpm: 7.5, cpmIncludesMultiplier: true },
        primaryIdType: 'AdId',
      },
    });
  });

  it('OpenRtb: every setting, numbers as numbers, the defaults when untouched', () => {
    const body = bidderBody(
      'OpenRtb',
      form((v) => (v.OpenRtb.url = 'https://rtb.example/bid')),
    );
    expect(body).toEqual({
      ...COMMON,
      protocol: {
        OpenRtb: {
          url: 'https://rtb.example/bid',
          notifSettings: {
            nurl: { callAction: 'BlockingOnWin', includeWinningPrice: false },
            burl: { callAction: 'DumbFireOnPlay', includeWinningPrice: false },
            lurl: {
              callAction: 'DumbFireOnLoss',
              excludeLossReason: false,
              includeWinningPrice: false,
            },
          },
          doohMode: 'OpenRtb2_6Objects',
          minBidFloor: 5,
        },
      },
    });
  });

  it('OpenRtb: changed call actions, flags, DOOH mode and floor', () => {
    const body = bidderBody(
      'OpenRtb',
      form((v) => {
        v.OpenRtb.url = 'https://rtb.example';
        v.OpenRtb.notifSettings.nurl = { callAction: 'Skip', includeWinningPrice: true };
        v.OpenRtb.notifSettings.lurl = {
          callAction: 'Skip',
          excludeLossReason: true,
          includeWinningPrice: true,
        };
        v.OpenRtb.doohMode = 'MarqueeExtension';
        v.OpenRtb.minBidFloor = '0';
      }),
    );
    expect(body.protocol).toMatchObject({
      OpenRtb: {
        notifSettings: {
          nurl: { callAction: 'Skip', includeWinningPrice: true },
          lurl: { callAction: 'Skip', excludeLossReason: true, includeWinningPrice: true },
        },
        doohMode: 'MarqueeExtension',
        minBidFloor: 0,
      },
    });
  });

  it('sends numbers: daily budget, timeout and the send rate rounded to two decimals', () => {
    const body = bidderBody(
      'Adomni',
      form((v) => {
        v.Adomni.ownerKey = 'k';
        v.spendDaily = '250.5';
        v.timeoutMs = '20';
        v.sendRate = '0.5';
      }),
    );
    expect(body).toMatchObject({ budgets: { spendDaily: 250.5 }, timeoutMs: 20, sendRate: 0.5 });
    expect(roundSendRate('0.29')).toBe(0.29);
    expect(roundSendRate(0.333)).toBe(0.33);
    expect(roundSendRate('0.005')).toBe(0.01);
  });

  it('sends AllowPlacements only when ids were given, de-duplicated', () => {
    const none = bidderBody(
      'Adomni',
      form((v) => (v.Adomni.ownerKey = 'k')),
    );
    expect(none.targets).toEqual([]);
    const some = bidderBody(
      'Adomni',
      form((v) => {
        v.Adomni.ownerKey = 'k';
        v.placementIds = 'pl_1, pl_2\npl_1 pl_3';
      }),
    );
    expect(some.targets).toEqual([{ AllowPlacements: ['pl_1', 'pl_2', 'pl_3'] }]);
  });
});

const OPENRTB_BIDDER: Bidder = {
  id: 'bid_x',
  name: 'Beacon',
  isActive: true,
  protocol: {
    OpenRtb: {
      url: 'https://rtb.example/bid?ip=${IP_ADDR}',
      notifSettings: {
        nurl: { callAction: 'DumbFireOnWin', includeWinningPrice: true },
        burl: { callAction: 'Skip', includeWinningPrice: false },
        lurl: { callAction: 'DumbFireOnLoss', excludeLossReason: true, includeWinningPrice: false },
      },
      doohMode: 'None',
      minBidFloor: 2.5,
    },
  },
  budgets: { spendDaily: 1500 },
  timeoutMs: 300,
  sendRate: 0.9,
  targets: [{ AllowStates: ['CA'] }, { AllowPlacements: ['pl_1', 'pl_2'] }],
};

describe('editing: bidder <-> form values', () => {
  it('reads an OpenRtb bidder into the form', () => {
    const values = bidderToFormValues(OPENRTB_BIDDER);
    expect(values).toMatchObject({
      name: 'Beacon',
      spendDaily: '1500',
      timeoutMs: '300',
      sendRate: '0.90',
      placementIds: 'pl_1\npl_2',
      OpenRtb: {
        url: 'https://rtb.example/bid?ip=${IP_ADDR}',
        notifSettings: {
          nurl: { callAction: 'DumbFireOnWin', includeWinningPrice: true },
          burl: { callAction: 'Skip', includeWinningPrice: false },
          lurl: {
            callAction: 'DumbFireOnLoss',
            excludeLossReason: true,
            includeWinningPrice: false,
          },
        },
        doohMode: 'None',
        minBidFloor: '2.5',
      },
    });
  });

  it('round-trips an unchanged bidder to the same body', () => {
    const { id: _id, isActive: _active, ...input } = OPENRTB_BIDDER;
    expect(bidderBody('OpenRtb', bidderToFormValues(OPENRTB_BIDDER), OPENRTB_BIDDER)).toEqual(
      input,
    );
  });

  it('reads Vast, Adomni and Broadsign settings', () => {
    const vast: Bidder = {
      ...OPENRTB_BIDDER,
      protocol: {
        Vast: {
          url: 'https://v.example',
          priceSettings: { fixedCpm: null, cpmIncludesMultiplier: true },
          primaryIdType: 'CreativeId',
        },
      },
    };
    expect(bidderToFormValues(vast).Vast).toEqual({
      url: 'https://v.example',
      priceSettings: { fixedCpm: '', cpmIncludesMultiplier: true },
      primaryIdType: 'CreativeId',
    });
    // BID-SECRET-WRITE-ONLY: a saved key is read as its last four, kept.
    expect(
      bidderToFormValues({ ...OPENRTB_BIDDER, protocol: { Adomni: { ownerKeyLast4: '1a2b' } } })
        .Adomni,
    ).toEqual({ ownerKey: keptSecret('1a2b') });
    expect(
      bidderToFormValues({ ...OPENRTB_BIDDER, protocol: { Broadsign: { apiKeyLast4: '9e3a' } } })
        .Broadsign,
    ).toEqual({ apiKey: keptSecret('9e3a') });
  });

  it('keeps the other targets of an edited bidder and drops AllowPlacements when emptied', () => {
    const values = bidderToFormValues(OPENRTB_BIDDER);
    values.placementIds = '';
    expect(bidderBody('OpenRtb', values, OPENRTB_BIDDER).targets).toEqual([
      { AllowStates: ['CA'] },
    ]);
    values.placementIds = 'pl_9';
    expect(bidderBody('OpenRtb', values, OPENRTB_BIDDER).targets).toEqual([
      { AllowStates: ['CA'] },
      { AllowPlacements: ['pl_9'] },
    ]);
    expect(bidderTargets(['a'], [{ AllowPlacements: ['x'] }, { AllowZips: ['10001'] }])).toEqual([
      { AllowPlacements: ['a'] },
      { AllowZips: ['10001'] },
    ]);
  });

  it('Aniview: sends its protocol back unchanged with the edited common fields', () => {
    const aniview: Bidder = {
      ...OPENRTB_BIDDER,
      protocol: { Aniview: { publisherId: 'av-1', channelId: 'ch-7' } },
      targets: [],
    };
    const values = bidderToFormValues(aniview);
    values.name = 'Aniview renamed';
    values.sendRate = '0.25';
    expect(bidderBody('Aniview', values, aniview)).toEqual({
      name: 'Aniview renamed',
      protocol: { Aniview: { publisherId: 'av-1', channelId: 'ch-7' } },
      budgets: { spendDaily: 1500 },
      timeoutMs: 300,
      sendRate: 0.25,
      targets: [],
    });
  });

  it('keeps protocol settings the form does not know about', () => {
    const bidder: Bidder = {
      ...OPENRTB_BIDDER,
      protocol: {
        Adomni: { ownerKeyLast4: '1a2b', region: 'us' } as { ownerKeyLast4: string },
      },
    };
    const values = bidderToFormValues(bidder);
    values.Adomni.ownerKey = 'own_2';
    expect(bidderBody('Adomni', values, bidder).protocol).toEqual({
      Adomni: { ownerKey: 'own_2', region: 'us' },
    });
  });

  // BID-SECRET-WRITE-ONLY
  it('sends a key only when typed: a kept key is left out, and its last four never sent', () => {
    const adomni: Bidder = { ...OPENRTB_BIDDER, protocol: { Adomni: { ownerKeyLast4: '1a2b' } } };
    const kept = bidderToFormValues(adomni);
    kept.timeoutMs = '600';
    expect(bidderBody('Adomni', kept, adomni).protocol).toEqual({ Adomni: {} });
    const broadsign: Bidder = {
      ...OPENRTB_BIDDER,
      protocol: { Broadsign: { apiKeyLast4: '9e3a' } },
    };
    const replaced = bidderToFormValues(broadsign);
    replaced.Broadsign.apiKey = ' bs_new_key ';
    expect(bidderBody('Broadsign', replaced, broadsign).protocol).toEqual({
      Broadsign: { apiKey: 'bs_new_key' },
    });
  });
});
