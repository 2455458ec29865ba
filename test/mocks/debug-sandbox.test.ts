import { getDb } from '@/mocks/db';
import type { ErrorBody, SandboxResult } from '@/types/api';
import { ADMIN, call, SSP, tokenFor } from './helpers';

// DBG-SERVER-RULES
describe('POST /debug/session', () => {
  it('starts a session for a bidder or a publisher and answers a UUID', async () => {
    const token = await tokenFor(ADMIN);
    const bidder = await call<{ session_id: string }>('/debug/session', {
      token,
      body: { durationMinutes: 10, bidderId: 'bid_openrtb' },
    });
    expect(bidder.status).toBe(200);
    expect(bidder.data.session_id).toMatch(/^[0-9a-f-]{36}$/);
    const publisher = await call('/debug/session', {
      token,
      body: { durationMinutes: 6, publisherId: 'acc_northwind' },
    });
    expect(publisher.status).toBe(200);
    expect(getDb().debugSessions).toHaveLength(2);
  });

  it.each([
    [{ durationMinutes: 0, bidderId: 'bid_openrtb' }],
    [{ durationMinutes: 2.5, bidderId: 'bid_openrtb' }],
    [{ durationMinutes: '10', bidderId: 'bid_openrtb' }],
    [{ durationMinutes: 10 }],
    [{ durationMinutes: 10, bidderId: 'bid_openrtb', publisherId: 'acc_northwind' }],
    [{ durationMinutes: 10, bidderId: 'bid_nope' }],
    [{ durationMinutes: 10, publisherId: 'acc_acme' }],
  ])('rejects %j', async (body) => {
    expect((await call('/debug/session', { token: await tokenFor(ADMIN), body })).status).toBe(400);
  });

  it('is admin only', async () => {
    expect(
      (
        await call('/debug/session', {
          token: await tokenFor(SSP),
          body: { durationMinutes: 10, bidderId: 'bid_openrtb' },
        })
      ).status,
    ).toBe(403);
  });
});

// SBX-CALL, SBX-SERVER-RULES, SBX-REPLAY, SBX-FILTER-INACTIVE, SBX-FILTER-PLACEMENTS,
// SBX-FILTER-FLOOR, SBX-WIN-RULE
describe('POST /sandbox/ad-request', () => {
  async function adRequest(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    return call<SandboxResult & ErrorBody & { debugSessionId?: string }>('/sandbox/ad-request', {
      token: await tokenFor(ADMIN),
      body,
      headers,
    });
  }

  it('answers every bidder’s result, replayable by request id', async () => {
    const first = await adRequest({ placementId: 'pl_nw_001', requestId: 'req-1' });
    expect(first.status).toBe(200);
    // Deal bids (test/mocks/deal-auction.test.ts) come first; every bidder answers after them.
    expect(first.data.bids.filter((bid) => !bid.dealId).map((bid) => bid.bidderId)).toEqual(
      getDb().bidders.map((bidder) => bidder.id),
    );
    expect((await adRequest({ placementId: 'pl_nw_001', requestId: 'req-1' })).data).toEqual(
      first.data,
    );
  });

  it('filters inactive bidders and bidders whose AllowPlacements exclude the placement', async () => {
    for (let index = 0; index < 20; index += 1) {
      const { data } = await adRequest({ placementId: 'pl_mt_001', requestId: `r${index}` });
      const status = (id: string) => data.bids.find((bid) => bid.bidderId === id);
      expect(status('bid_vast')).toMatchObject({
        status: 'Filtered',
        reason: 'Bidder is inactive',
      });
      expect(status('bid_aniview')?.status).toBe('Filtered');
      expect(status('bid_broadsign')?.status).toBe('Filtered');
      if (data.winner) expect(['bid_adomni', 'bid_openrtb']).toContain(data.winner.bidderId);
    }
  });

  it('honours isActive after a toggle', async () => {
    await call('/bidders/bid_vast/toggleActive', { token: await tokenFor(ADMIN) });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        adRequest({ placementId: 'pl_mt_002', requestId: `t${index}` }),
      ),
    );
    const vast = results.map(({ data }) => data.bids.find((bid) => bid.bidderId === 'bid_vast'));
    expect(vast.some((bid) => bid?.reason !== 'Bidder is inactive')).toBe(true);
  });

  it('filters an OpenRtb bidder whose minimum floor is above the placement’s floor', async () => {
    const placement = getDb().placements.find((candidate) => candidate.bidFloorCpm < 5);
    expect(placement).toBeDefined();
    const { data } = await adRequest({ placementId: placement!.id, requestId: 'floor' });
    expect(data.bids.find((bid) => bid.bidderId === 'bid_openrtb')).toMatchObject({
      status: 'Filtered',
      reason: expect.stringContaining('minimum bid floor $5.00'),
    });
  });

  it('picks the highest bid at or above the floor as the winner', async () => {
    for (let index = 0; index < 30; index += 1) {
      const { data } = await adRequest({ placementId: 'pl_nw_002', requestId: `w${index}` });
      const floor = getDb().placements.find((p) => p.id === 'pl_nw_002')!.bidFloorCpm;
      const eligible = data.bids.filter((bid) => bid.cpm !== undefined && bid.cpm >= floor);
      if (!data.winner) {
        expect(eligible).toHaveLength(0);
        continue;
      }
      expect(data.winner.cpm).toBe(Math.max(...eligible.map((bid) => bid.cpm!)));
      expect(data.bids.filter((bid) => bid.status === 'Won')).toHaveLength(1);
      expect(data.winner.creative.url).toMatch(/^\/demo\/creatives\//);
    }
  });

  it('accepts a debug session id header and validates it', async () => {
    const id = '6f1c2f1e-3b7a-4c55-9a2b-0d7e4b1f9a10';
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const ok = await adRequest({ placementId: 'pl_nw_001' }, { 'x-debug-session-id': id });
    expect(ok.data.debugSessionId).toBe(id);
    expect(info).toHaveBeenCalled();
    info.mockRestore();
    expect(
      (await adRequest({ placementId: 'pl_nw_001' }, { 'x-debug-session-id': 'nope' })).status,
    ).toBe(400);
  });

  it('rejects a missing or unknown placement', async () => {
    expect((await adRequest({})).data.error.message).toBe('placementId is required');
    expect((await adRequest({ placementId: 'pl_nope' })).status).toBe(400);
  });
});

describe('GET /placements (for the sandbox picker)', () => {
  it('lists every placement for an admin and the account’s own for an SSP', async () => {
    const admin = await call<{ placements: { id: string }[] }>('/placements', {
      token: await tokenFor(ADMIN),
    });
    expect(admin.data.placements.length).toBe(getDb().placements.length);
    const ssp = await call<{ placements: { accountId: string; createdAt?: string }[] }>(
      '/placements',
      { token: await tokenFor(SSP) },
    );
    expect(ssp.data.placements).toHaveLength(40);
    expect(
      ssp.data.placements.every(
        (placement) =>
          placement.accountId === 'acc_northwind' && typeof placement.createdAt === 'string',
      ),
    ).toBe(true);
    expect((await call('/placements/pl_mt_001', { token: await tokenFor(SSP) })).status).toBe(404);
    expect((await call('/placements/pl_nw_001', { token: await tokenFor(SSP) })).status).toBe(200);
  });
});
