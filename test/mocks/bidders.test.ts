import { getDb } from '@/mocks/db';
import type { Bidder, BidderInput, ErrorBody, OpenRtbSettings, RequestOutcome } from '@/types/api';
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

  // BID-SECRET-WRITE-ONLY
  describe('write-only keys', () => {
    const SEED_KEY = 'own_4f9c2a7e1b3d';
    const storedKey = (id: string) => {
      const protocol = getDb().bidders.find((bidder) => bidder.id === id)?.protocol;
      return protocol && 'Adomni' in protocol ? protocol.Adomni.ownerKey : undefined;
    };
    const adomni = (protocol: unknown): BidderInput =>
      ({ ...openRtb, name: 'Keyed', targets: [], protocol }) as BidderInput;

    it('answers only the last four of a key, in every reply', async () => {
      const token = await tokenFor(ADMIN);
      const adomni = await call<Bidder>('/bidders/bid_adomni', { token });
      const broadsign = await call<Bidder>('/bidders/bid_broadsign', { token });
      const replies = [
        await call<Bidder[]>('/bidders', { token }),
        adomni,
        broadsign,
        await call<Bidder>('/bidders/bid_adomni/toggleActive', { token }),
      ];
      for (const reply of replies) {
        const text = JSON.stringify(reply.data);
        expect(text).not.toContain(SEED_KEY);
        expect(text).not.toContain('bs_live_8b1e57d0c24a4f6f9e3a');
      }
      expect(adomni.data.protocol).toEqual({ Adomni: { ownerKeyLast4: '1b3d' } });
      expect(broadsign.data.protocol).toEqual({ Broadsign: { apiKeyLast4: '9e3a' } });
    });

    it('stores a new key in full and answers its last four, never more than half of it', async () => {
      const created = await post('/bidders', adomni({ Adomni: { ownerKey: 'own_created_7c1f' } }));
      expect(created.status).toBe(201);
      expect(created.data.protocol).toEqual({ Adomni: { ownerKeyLast4: '7c1f' } });
      expect(JSON.stringify(created.data)).not.toContain('own_created');
      expect(storedKey(created.data.id)).toBe('own_created_7c1f');
      const short = await post('/bidders', adomni({ Adomni: { ownerKey: 'abcdef' } }));
      expect(short.data.protocol).toEqual({ Adomni: { ownerKeyLast4: 'def' } });
    });

    it('keeps the stored key on an update without it, and replaces it when one is sent', async () => {
      const kept = await post('/bidders/bid_adomni/update', adomni({ Adomni: {} }));
      expect(kept.status).toBe(200);
      expect(kept.data.protocol).toEqual({ Adomni: { ownerKeyLast4: '1b3d' } });
      expect(storedKey('bid_adomni')).toBe(SEED_KEY);
      // The read-only last four sent back is ignored, never taken for a key.
      const echoed = await post(
        '/bidders/bid_adomni/update',
        adomni({ Adomni: { ownerKeyLast4: '1b3d' } }),
      );
      expect(echoed.status).toBe(200);
      expect(storedKey('bid_adomni')).toBe(SEED_KEY);
      const replaced = await post(
        '/bidders/bid_adomni/update',
        adomni({ Adomni: { ownerKey: 'own_replaced_9a9a' } }),
      );
      expect(replaced.data.protocol).toEqual({ Adomni: { ownerKeyLast4: '9a9a' } });
      expect(storedKey('bid_adomni')).toBe('own_replaced_9a9a');
    });

    it('still requires the key on create, when sent blank, and for another protocol', async () => {
      expect((await post('/bidders', adomni({ Adomni: {} }))).data.error.message).toBe(
        'Owner Key is required',
      );
      const blank = await post('/bidders/bid_adomni/update', adomni({ Adomni: { ownerKey: ' ' } }));
      expect(blank.data.error.message).toBe('Owner Key is required');
      const other = await post('/bidders/bid_adomni/update', adomni({ Broadsign: {} }));
      expect(other.data.error.message).toBe('API Key is required');
      expect(storedKey('bid_adomni')).toBe(SEED_KEY);
    });

    it('keeps no key in an idempotent reply, nor in what a lost reply asks back', async () => {
      const token = await tokenFor(ADMIN);
      const headers = { 'Idempotency-Key': 'secret-replay-0001' };
      const body = adomni({ Adomni: { ownerKey: 'own_replayed_5e5e' } });
      const first = await call<Bidder>('/bidders', { token, body, headers });
      const again = await call<Bidder>('/bidders', { token, body, headers });
      expect(again.data).toEqual(first.data);
      expect(JSON.stringify(again.data)).not.toContain('own_replayed');
      expect(JSON.stringify(getDb().idempotentReplies)).not.toContain('own_replayed');
      const outcome = await call<RequestOutcome>('/requests/secret-replay-0001', { token });
      expect(outcome.status).toBe(200);
      expect(JSON.stringify(outcome.data)).not.toContain('own_replayed');
    });
  });
});
