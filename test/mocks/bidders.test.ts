import type { Bidder, BidderInput, ErrorBody, OpenRtbSettings } from '@/types/api';
import { ADMIN, call, DSP, tokenFor } from './helpers';

const openRtb: BidderInput = {
  name: 'Test OpenRTB',
  protocol: {
    OpenRtb: {
      url: 'https://bid.example/rtb?ip=${IP_ADDR}',
      notifSettings: {
        nurl: { callAction: 'BlockingOnWin', includeWinningPrice: false },
        burl: { callAction: 'DumbFireOnPlay', includeWinningPrice: false },
        lurl: {
          callAction: 'DumbFireOnLoss',
          excludeLossReason: false,
          includeWinningPrice: false,
        },
      },
      doohMode: 'MarqueeExtension',
      minBidFloor: 5,
    },
  },
  budgets: { spendDaily: 10000 },
  timeoutMs: 500,
  sendRate: 1,
  targets: [{ AllowPlacements: ['pl_nw_001', 'pl_nw_001', 'pl_nw_002'] }],
};

const openRtbSettings = (openRtb.protocol as { OpenRtb: OpenRtbSettings }).OpenRtb;

async function post(path: string, body: unknown) {
  return call<Bidder & ErrorBody>(path, { token: await tokenFor(ADMIN), body });
}

// BID-SERVER-RULES (the bidder rules on the demo server), BID-ANIVIEW, BID-PROTOCOL-FIXED,
// BID-TOGGLE
describe('bidders', () => {
  it('lists and reads bidders for an admin only', async () => {
    const token = await tokenFor(ADMIN);
    const list = await call<Bidder[]>('/bidders', { token });
    expect(list.data.map((bidder) => bidder.id)).toContain('bid_openrtb');
    const one = await call<Bidder>('/bidders/bid_openrtb', { token });
    expect(one.data).toMatchObject({
      id: 'bid_openrtb',
      protocol: { OpenRtb: { minBidFloor: 5 } },
    });
    expect((await call('/bidders/bid_nope', { token })).status).toBe(404);
    expect((await call('/bidders', { token: await tokenFor(DSP) })).status).toBe(403);
  });

  it('creates a bidder, active, with de-duplicated placement ids', async () => {
    const { status, data } = await post('/bidders', openRtb);
    expect(status).toBe(201);
    expect(data).toMatchObject({
      id: expect.stringMatching(/^bid_/),
      isActive: true,
      name: 'Test OpenRTB',
    });
    expect(data.targets).toEqual([{ AllowPlacements: ['pl_nw_001', 'pl_nw_002'] }]);
  });

  it.each([
    [{ timeoutMs: 10 }, 'Timeout must be at least 20ms'],
    [{ timeoutMs: 7501 }, 'Timeout must be at most 7500ms'],
    [{ name: ' ' }, 'Bidder Name is required'],
    [{ budgets: { spendDaily: 0.5 } }, 'Budget must be atleast $1'],
    [{ sendRate: -0.1 }, 'Send rate must be at least 0.00'],
    [{ sendRate: 1.01 }, 'Send rate must be at most 1.00'],
    [{ sendRate: 0.555 }, 'Send rate must have at most two decimal places'],
    [{ protocol: { Adomni: { ownerKey: '' } } }, 'Owner Key is required'],
    [{ protocol: { Broadsign: { apiKey: '' } } }, 'API Key is required'],
    [
      { protocol: { OpenRtb: { ...openRtbSettings, url: '' } } },
      'Bidder URL is required. Enter the OpenRTB URL for the service',
    ],
    [{ protocol: { Aniview: {} } }, 'Aniview bidders cannot be created'],
    [
      { protocol: { Adomni: { ownerKey: 'a' }, Broadsign: { apiKey: 'b' } } },
      'A bidder has exactly one protocol: Adomni, Vast, Broadsign, OpenRtb, Aniview',
    ],
  ])('rejects %j', async (change, message) => {
    const { status, data } = await post('/bidders', { ...openRtb, ...change });
    expect(status).toBe(400);
    expect(data.error.message).toBe(message);
  });

  it.each([
    ['nurl', { callAction: 'Nope' }, 'Invalid option for NURL call action'],
    ['burl', { callAction: 'BlockingOnWin' }, 'Invalid option for BURL call action'],
    ['lurl', { callAction: 'DumbFireOnWin' }, 'Invalid option for LURL call action'],
  ])('rejects an OpenRtb %s %j', async (key, value, message) => {
    const notifSettings = { ...openRtbSettings.notifSettings, [key]: value };
    const { data } = await post('/bidders', {
      ...openRtb,
      protocol: { OpenRtb: { ...openRtbSettings, notifSettings } },
    });
    expect(data.error.message).toBe(message);
  });

  it('rejects a bad DOOH mode and a negative min bid floor', async () => {
    const base = openRtbSettings;
    expect(
      (await post('/bidders', { ...openRtb, protocol: { OpenRtb: { ...base, doohMode: 'X' } } }))
        .data.error.message,
    ).toBe('Invalid option for DOOH mode');
    expect(
      (await post('/bidders', { ...openRtb, protocol: { OpenRtb: { ...base, minBidFloor: -1 } } }))
        .data.error.message,
    ).toBe('Budget must be greater than or equal to $0');
  });

  it('accepts a Vast bidder whose empty fixed CPM becomes none', async () => {
    const { status, data } = await post('/bidders', {
      ...openRtb,
      protocol: {
        Vast: {
          url: 'https://vast.example',
          priceSettings: { fixedCpm: '', cpmIncludesMultiplier: true },
          primaryIdType: 'AdId',
        },
      },
    });
    expect(status).toBe(201);
    expect(data.protocol).toEqual({
      Vast: {
        url: 'https://vast.example',
        priceSettings: { fixedCpm: null, cpmIncludesMultiplier: true },
        primaryIdType: 'AdId',
      },
    });
  });

  it('updates a bidder (Aniview included) but never changes its protocol', async () => {
    const aniview = await post('/bidders/bid_aniview/update', {
      ...openRtb,
      name: 'Aniview 2',
      protocol: { Aniview: { channel: 'x' } },
    });
    expect(aniview.status).toBe(200);
    expect(aniview.data).toMatchObject({ id: 'bid_aniview', name: 'Aniview 2', isActive: false });
    const changed = await post('/bidders/bid_adomni/update', openRtb);
    expect(changed.status).toBe(400);
  });

  it('toggleActive flips isActive and answers the whole bidder', async () => {
    const token = await tokenFor(ADMIN);
    const first = await call<Bidder>('/bidders/bid_adomni/toggleActive', { token });
    expect(first.data).toMatchObject({
      id: 'bid_adomni',
      name: 'Adomni Marketplace',
      isActive: false,
    });
    const second = await call<Bidder>('/bidders/bid_adomni/toggleActive', { token });
    expect(second.data.isActive).toBe(true);
  });
});
