import { getDb, reloadStoredDb } from '@/mocks/db';
import { asInTheBrowser, storedDb } from './other-tab';
import { addDays, today, windowEnd, windowStart } from '@/lib/text/dates';
import type { Campaign, ReportSummary } from '@/types/api';
import { campaignBody, createCampaign, type Body, type ErrorBody } from './campaign-fixtures';
import { ADMIN, call, DSP, tokenFor } from './helpers';

/** cmp_1 as the edit wizard would send it back: its own fields, ads by id. */
async function ownBody(id: string, email = DSP): Promise<Body> {
  const { data } = await call<Campaign>(`/campaigns/${id}`, { token: await tokenFor(email) });
  const { id: _id, statsLifetime: _stats, accountId: _account, ...input } = data;
  return { ...input, ads: data.ads.map((ad) => ({ creative: { id: ad.creative.id } })) };
}

async function update(id: string, body: Body, email = DSP) {
  return call<Campaign & ErrorBody>(`/campaigns/${id}/update`, {
    token: await tokenFor(email),
    body,
  });
}

function reviewsOf(campaignId: string) {
  return getDb().reviews.filter((review) => review.campaign.id === campaignId);
}

describe('campaigns: updating', () => {
  it('saves a running campaign whose start is in the past, and renames its report', async () => {
    const body = { ...(await ownBody('cmp_1')), name: 'Morning Rush, renamed' };
    const { status, data } = await update('cmp_1', body);
    expect(status).toBe(200);
    expect(data).toMatchObject({ id: 'cmp_1', name: 'Morning Rush, renamed' });
    expect(data.statsLifetime.impressions).toBeGreaterThan(0);
    const reports = await call<{ reports: ReportSummary[] }>('/reports', {
      token: await tokenFor(DSP),
    });
    expect(reports.data.reports.find((report) => report.id === 'rpt_cmp_1')?.name).toBe(
      'Morning Rush, renamed',
    );
    // Its pending reviews show the new name too.
    expect(reviewsOf('cmp_1').every((review) => review.campaign.name === body.name)).toBe(true);
  });

  it('still checks the other dates rules on update', async () => {
    const body = await ownBody('cmp_1');
    const schedule = body.schedule as Body;
    const window = { dateStart: windowStart(today()), dateEnd: windowEnd(addDays(today(), -1)) };
    const { status, data } = await update('cmp_1', { ...body, schedule: { ...schedule, window } });
    expect(status).toBe(400);
    expect(data.error.message).toBe('End date must be on or after the start date');
  });

  it("answers 404 for another account's campaign; an admin may save it", async () => {
    const foreign = await update('cmp_6', campaignBody());
    expect(foreign.status).toBe(404);
    expect(foreign.data.error.message).toBe('Campaign not found');
    const body = await ownBody('cmp_6', ADMIN);
    const { status, data } = await update(
      'cmp_6',
      { ...body, fees: { dsp: 0.2, agency: 0.1 } },
      ADMIN,
    );
    expect(status).toBe(200);
    expect(data).toMatchObject({ accountId: 'acc_bluebird', fees: { dsp: 0.2, agency: 0.1 } });
  });

  it("checks ads against the campaign's account, not the admin's", async () => {
    const body = await ownBody('cmp_6', ADMIN);
    const { data } = await update('cmp_6', { ...body, ads: [{ creative: { id: 'cr_1' } }] }, ADMIN);
    expect(data.error.message).toBe('Unknown ad creative');
  });
});

describe('campaigns: togglePublished', () => {
  it('flips isPublished, answers the whole campaign and keeps the change', async () => {
    const token = await tokenFor(DSP);
    const first = await call<Campaign>('/campaigns/cmp_1/togglePublished', { token });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ id: 'cmp_1', name: 'Morning Rush Commuters' });
    expect(first.data.isPublished).toBe(false);
    expect((await call<Campaign>('/campaigns/cmp_1', { token })).data.isPublished).toBe(false);
    const second = await call<Campaign>('/campaigns/cmp_1/togglePublished', { token });
    expect(second.data.isPublished).toBe(true);
  });

  it('pauses delivery: a paused campaign serves no more days', () => {
    const record = getDb().campaigns.find((campaign) => campaign.id === 'cmp_1');
    expect(record?.deliveredUntil).not.toBe(today());
    return tokenFor(DSP).then(async (token) => {
      await call('/campaigns/cmp_1/togglePublished', { token });
      expect(record?.deliveredUntil).toBe(today());
      await call('/campaigns/cmp_1/togglePublished', { token });
      expect(record?.deliveredUntil).toBe(record?.schedule.window.dateEnd.slice(0, 10));
    });
  });

  it("answers 404 for another account's campaign", async () => {
    const { status } = await call('/campaigns/cmp_6/togglePublished', {
      token: await tokenFor(DSP),
    });
    expect(status).toBe(404);
    expect(getDb().campaigns.find((campaign) => campaign.id === 'cmp_6')?.isPublished).toBe(true);
  });

  describe('in the browser', () => {
    asInTheBrowser();

    it('is stored, though it is a GET', async () => {
      const token = await tokenFor(DSP);
      await call('/campaigns/cmp_2/togglePublished', { token });
      const stored = await storedDb();
      expect(stored.campaigns.find((campaign) => campaign.id === 'cmp_2')?.isPublished).toBe(true);
      const reloaded = await reloadStoredDb();
      expect(reloaded.campaigns.find((campaign) => campaign.id === 'cmp_2')?.isPublished).toBe(
        true,
      );
    });
  });
});

describe('campaigns: creative reviews', () => {
  it('submits each creative to each targeted publisher, once', async () => {
    const body = campaignBody({
      targets: [{ AllowPublishers: ['acc_metro'] }],
      ads: [{ creative: { id: 'cr_1' } }, { creative: { id: 'cr_7' } }],
    });
    const { data } = await createCampaign(body);
    const reviews = reviewsOf(data.id);
    expect(reviews).toHaveLength(2);
    expect(reviews[0]).toMatchObject({
      id: expect.stringMatching(/^rev_/),
      status: 'Pending',
      publisherAccountId: 'acc_metro',
      advertiser: { id: 'acc_acme', name: 'Acme Coffee Co.' },
      campaign: { id: data.id, name: 'Test Campaign' },
      creative: { id: 'cr_1', name: 'Morning Brew – Landscape' },
    });
    // A re-save submits only what is new.
    const ads = [...(body.ads as Body[]), { creative: { id: 'cr_5' } }];
    await update(data.id, { ...body, ads });
    expect(reviewsOf(data.id).map((review) => review.creative.id)).toEqual([
      'cr_1',
      'cr_7',
      'cr_5',
    ]);
  });

  it("goes to the owners of AllowPlacements, within AllowPublishers' publishers", async () => {
    const placements = await createCampaign(
      campaignBody({ targets: [{ AllowPlacements: ['pl_nw_001', 'pl_nope'] }] }),
    );
    expect(reviewsOf(placements.data.id).map((review) => review.publisherAccountId)).toEqual([
      'acc_northwind',
    ]);
    const both = await createCampaign(
      campaignBody({
        targets: [
          { AllowPublishers: ['acc_metro', 'acc_northwind'] },
          { AllowPlacements: ['pl_nw_002'] },
        ],
      }),
    );
    expect(reviewsOf(both.data.id).map((review) => review.publisherAccountId)).toEqual([
      'acc_northwind',
    ]);
  });

  it('goes to every publisher when the targets name none', async () => {
    const { data } = await createCampaign(campaignBody({ targets: [{ AllowStates: ['CA'] }] }));
    expect(reviewsOf(data.id).map((review) => review.publisherAccountId)).toEqual([
      'acc_northwind',
      'acc_metro',
      'acc_summit',
    ]);
  });

  it('leaves existing reviews alone on a re-save of a seeded campaign', async () => {
    const before = reviewsOf('cmp_1').filter((r) => r.publisherAccountId === 'acc_northwind');
    await update('cmp_1', await ownBody('cmp_1'));
    const after = reviewsOf('cmp_1');
    expect(after.filter((r) => r.publisherAccountId === 'acc_northwind')).toEqual(before);
    // cmp_1 targets states and venue types: Metro and Summit now review its three creatives.
    expect(after.filter((r) => r.publisherAccountId !== 'acc_northwind')).toHaveLength(6);
  });
});

// DEAL-CAMPAIGN-DEALS with DEAL-CHOOSABLE: the publisher took the buyer off a deal the campaign
// holds. The campaign may keep it (the wizard sends it back untouched), so a rename is saved; a
// deal it does not hold must still be offered.
describe('campaigns: a held deal no longer offered', () => {
  it('saves a change elsewhere with the held deal, and still refuses adding an unoffered one', async () => {
    const deal = getDb().deals.find((candidate) => candidate.dealId === 'MQ-7K2P9X4M1Q')!;
    const held = { ...(await ownBody('cmp_1')), targets: [{ AllowDeals: [deal.dealId] }] };
    expect((await update('cmp_1', held)).status).toBe(200);
    deal.seats = deal.seats.filter((seat) => seat !== 'acc_acme');

    const renamed = await update('cmp_1', { ...held, name: 'Renamed with a held deal' });
    expect(renamed.status).toBe(200);
    expect(renamed.data.targets).toContainEqual({ AllowDeals: [deal.dealId] });

    const fresh = await update('cmp_5', {
      ...(await ownBody('cmp_5')),
      targets: [{ AllowDeals: [deal.dealId] }],
    });
    expect(fresh.status).toBe(400);
    expect(fresh.data.error.message).toBe(`Deal ${deal.dealId} is not offered to this account`);
  });
});
