// The demo server's side of FORM-TEXT-BOUNDS and FORM-MONEY-BOUNDS: the same bounds the forms
// apply, for every client, and a name saved before a bound kept when it is sent back unchanged.
import { getDb } from '@/mocks/db';
import type { ErrorBody } from '@/types/api';
import { campaignBody, createCampaign, type Body } from './campaign-fixtures';
import { ADMIN, call, DSP, SSP, tokenFor } from './helpers';

type Reply = { id: string; name: string; bidCpm?: number } & Partial<ErrorBody>;

describe('demo server: name bounds (FORM-TEXT-BOUNDS)', () => {
  it.each([
    ['a NUL', 'Spring\u0000Sale', 'Campaign name cannot contain control characters'],
    ['a line break', 'Spring\nSale', 'Campaign name cannot contain control characters'],
    ['201 characters', 'x'.repeat(201), 'Campaign name must be at most 200 characters'],
  ])('refuses a campaign name holding %s', async (_label, name, message) => {
    const { status, data } = await createCampaign(campaignBody({ name }));
    expect(status).toBe(400);
    expect(data.error?.message).toBe(message);
  });

  it('saves a name without zero-width characters and bidi overrides, and counts what is left', async () => {
    const padded = `\u200B${'x'.repeat(200)}\u202E\uFEFF`;
    const { status, data } = await createCampaign(campaignBody({ name: padded }));
    expect(status).toBe(201);
    expect(data.name).toBe('x'.repeat(200));
  });

  it('refuses an account, owner, bidder, deal and report name over 200 characters', async () => {
    const admin = await tokenFor(ADMIN);
    const long = 'n'.repeat(201);
    const account = await call<Reply>('/accounts', {
      token: admin,
      body: {
        name: long,
        kind: 'Advertiser',
        fees: { dsp: 0.1 },
        owner: { name: 'Owner', email: 'owner@long.example', role: 'DSP' },
      },
    });
    expect(account.data.error?.message).toBe('Account name must be at most 200 characters');
    const owner = await call<Reply>('/accounts', {
      token: admin,
      body: {
        name: 'Long Owner Co',
        kind: 'Advertiser',
        fees: { dsp: 0.1 },
        owner: { name: long, email: 'owner@long.example', role: 'DSP' },
      },
    });
    expect(owner.data.error?.message).toBe('Owner name must be at most 200 characters');
    const bidder = await call<Reply>('/bidders', {
      token: admin,
      body: {
        name: long,
        protocol: { Adomni: { ownerKey: 'k' } },
        budgets: { spendDaily: 100 },
        timeoutMs: 500,
        sendRate: 1,
        targets: [],
      },
    });
    expect(bidder.data.error?.message).toBe('Bidder Name must be at most 200 characters');
    const day = new Date().toISOString().slice(0, 10);
    const deal = await call<Reply>('/deals', {
      token: await tokenFor(SSP),
      body: {
        name: long,
        auctionType: 'FixedPrice',
        floorCpm: 8,
        priority: 2,
        seats: ['acc_acme'],
        placements: ['pl_nw_004'],
        window: { dateStart: day, dateEnd: day },
        dayParts: [],
        isActive: true,
      },
    });
    expect(deal.data.error?.message).toBe('Deal name must be at most 200 characters');
    const report = await call<Reply>('/inventory', {
      token: await tokenFor(DSP),
      body: { name: long, filters: {} },
    });
    expect(report.data.error?.message).toBe('Report name must be at most 200 characters');
  });

  it('refuses an account name that is another’s in another Unicode form (FORM-SEARCH-NFC)', async () => {
    const admin = await tokenFor(ADMIN);
    const body = (name: string, email: string) => ({
      name,
      kind: 'Advertiser',
      fees: { dsp: 0.1 },
      owner: { name: 'Owner', email, role: 'DSP' },
    });
    const composed = await call<Reply>('/accounts', {
      token: admin,
      body: body('Caf\u00e9 Lumi\u00e8re', 'a@cafe.example'),
    });
    expect(composed.status).toBe(201);
    const decomposed = await call<Reply>('/accounts', {
      token: admin,
      body: body('Cafe\u0301 Lumie\u0300re', 'b@cafe.example'),
    });
    expect(decomposed.data.error?.message).toBe('An account with this name already exists');
  });

  it('keeps a stored name over the bound when an update sends it back unchanged', async () => {
    const campaign = getDb().campaigns.find((candidate) => candidate.id === 'cmp_1');
    if (!campaign) throw new Error('cmp_1 is not in the demo seed');
    const legacy = `Legacy\u0000${'y'.repeat(250)}`;
    campaign.name = legacy;
    const token = await tokenFor(DSP);
    const path = `/campaigns/${campaign.id}/update`;
    const { id: _id, ...fields } = campaign as unknown as Body;
    void _id;
    const body = { ...campaignBody(), name: legacy, schedule: fields.schedule };
    const kept = await call<Reply>(path, { token, body });
    expect(kept.status).toBe(200);
    expect(kept.data.name).toBe(legacy);
    const changed = await call<Reply>(path, { token, body: { ...body, name: `${legacy}z` } });
    expect(changed.data.error?.message).toBe('Campaign name cannot contain control characters');
  });
});

describe('demo server: money bounds (FORM-MONEY-BOUNDS)', () => {
  it.each([
    ['a bid CPM in fractions of a cent', { bidCpm: 5.125 }, 'Bid CPM must be in whole cents'],
    ['a bid CPM over $10,000', { bidCpm: 10_000.01 }, 'Bid CPM must be at most $10,000'],
    [
      'a budget over $1,000,000,000',
      { budgets: { spendLifetime: 1_000_000_000.01 } },
      'Budget must be at most $1,000,000,000',
    ],
    ['a bid CPM in exponent text', { bidCpm: '1e3' }, 'Bid CPM must be at least $0'],
  ])('refuses %s', async (_label, overrides, message) => {
    const { status, data } = await createCampaign(campaignBody(overrides));
    expect(status).toBe(400);
    expect(data.error?.message).toBe(message);
  });

  it('accepts amounts at the ceilings, in whole cents', async () => {
    const { status, data } = await createCampaign(
      campaignBody({ bidCpm: 10_000, budgets: { spendLifetime: 1_000_000_000 } }),
    );
    expect(status).toBe(201);
    expect(data.bidCpm).toBe(10_000);
  });
});
