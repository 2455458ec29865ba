import { today } from '@/lib/text/dates';
import { campaignLifetimeStats } from '@/mocks/delivery';
import { getDb } from '@/mocks/db';
import type { Campaign, CampaignList, ReportSummary } from '@/types/api';
import { campaignBody, createCampaign, type ErrorBody } from './campaign-fixtures';
import { ADMIN, call, DSP, MISCONFIGURED, SSP, tokenFor } from './helpers';

const ACME_CAMPAIGNS = ['cmp_1', 'cmp_2', 'cmp_3', 'cmp_4', 'cmp_5'];

describe('campaigns: reading', () => {
  it("lists the caller's campaigns with current stats and the snapshot page", async () => {
    const { status, data } = await call<CampaignList>('/campaigns', {
      token: await tokenFor(DSP),
    });
    expect(status).toBe(200);
    expect(data.campaigns.map((campaign) => campaign.id)).toEqual(ACME_CAMPAIGNS);
    expect(data.snapshot_iframe_url).toBe('/demo/snapshot.html');
    const running = getDb().campaigns.find((campaign) => campaign.id === 'cmp_1');
    expect(running && data.campaigns[0]?.statsLifetime).toEqual(
      running && campaignLifetimeStats(running, today()),
    );
    expect(data.campaigns[0]?.statsLifetime.impressions).toBeGreaterThan(0);
    // Demo bookkeeping stays on the server.
    expect(data.campaigns[0]).not.toHaveProperty('deliveredUntil');
  });

  it('gives an account without campaigns an empty snapshot URL', async () => {
    const db = getDb();
    db.campaigns = db.campaigns.filter((campaign) => campaign.accountId !== 'acc_acme');
    const { data } = await call<CampaignList>('/campaigns', {
      token: await tokenFor(DSP),
    });
    expect(data).toEqual({ campaigns: [], snapshot_iframe_url: '' });
  });

  it("shows an admin every account's campaigns", async () => {
    const { data } = await call<CampaignList>('/campaigns', {
      token: await tokenFor(ADMIN),
    });
    expect(data.campaigns.map((campaign) => campaign.id)).toEqual([...ACME_CAMPAIGNS, 'cmp_6']);
    const one = await call<Campaign>('/campaigns/cmp_6', { token: await tokenFor(ADMIN) });
    expect(one.data.accountId).toBe('acc_bluebird');
  });

  it("answers 404 for another account's campaign and for an unknown id", async () => {
    const token = await tokenFor(DSP);
    expect((await call<Campaign>('/campaigns/cmp_5', { token })).data.name).toBe(
      'Weekday Breakfast Day-Parts',
    );
    for (const id of ['cmp_6', 'cmp_nope']) {
      const { status, data } = await call<ErrorBody>(`/campaigns/${id}`, { token });
      expect(status).toBe(404);
      expect(data.error.message).toBe('Campaign not found');
    }
  });

  it('refuses publishers, users without a role and callers without a session', async () => {
    for (const email of [SSP, MISCONFIGURED]) {
      const token = await tokenFor(email);
      expect((await call('/campaigns', { token })).status).toBe(403);
      expect((await call('/campaigns/cmp_1', { token })).status).toBe(403);
      expect((await call('/campaigns/cmp_1/togglePublished', { token })).status).toBe(403);
      expect((await call('/campaigns', { token, body: campaignBody() })).status).toBe(403);
      expect((await call('/campaigns/cmp_1/update', { token, body: campaignBody() })).status).toBe(
        403,
      );
    }
    expect((await call('/campaigns')).status).toBe(401);
  });
});

describe('campaigns: creating', () => {
  it('creates the campaign, its report, with zero stats and the full creatives', async () => {
    const { status, data } = await createCampaign(campaignBody());
    expect(status).toBe(201);
    expect(data).toMatchObject({
      id: expect.stringMatching(/^cmp_/),
      accountId: 'acc_acme',
      name: 'Test Campaign',
      statsLifetime: { impressions: 0, spend: 0 },
      fees: { dsp: 0.15, agency: 0.1 },
      contentClips: ['insp_1'],
    });
    expect(data.ads).toEqual([
      {
        creative: {
          id: 'cr_1',
          accountId: 'acc_acme',
          name: 'Morning Brew – Landscape',
          url: '/demo/creatives/morning-brew-1920x1080.svg',
          mimeType: 'image/svg+xml',
          descriptor: { type: 'banner', width: 1920, height: 1080 },
        },
      },
    ]);
    const token = await tokenFor(DSP);
    const again = await call<Campaign>(`/campaigns/${data.id}`, { token });
    expect(again.data.statsLifetime).toEqual({ impressions: 0, spend: 0 });
    const reports = await call<{ reports: ReportSummary[] }>('/reports', { token });
    expect(reports.data.reports).toContainEqual({
      id: `rpt_${data.id}`,
      name: 'Test Campaign',
      kind: 'Campaign',
      description: 'Daily delivery of the campaign Test Campaign.',
      campaignId: data.id,
    });
  });

  it('drops empty target lists and de-duplicates ads, categories and clips', async () => {
    const { data } = await createCampaign(
      campaignBody({
        targets: [
          { AllowStates: [] },
          { AllowZips: '10001, 10001\n10002' },
          { AllowPlacements: [] },
        ],
        ads: [{ creative: { id: 'cr_2' } }, { creative: { id: 'cr_2', name: 'ignored' } }],
        categories: ['IAB8', 'IAB8'],
        contentClips: ['insp_1', 'insp_1'],
      }),
    );
    expect(data.targets).toEqual([{ AllowZips: ['10001', '10002'] }]);
    expect(data.ads.map((ad) => ad.creative.name)).toEqual(['Morning Brew – Portrait']);
    expect(data.categories).toEqual(['IAB8']);
    expect(data.contentClips).toEqual(['insp_1']);
  });

  it('lets an admin create for any account, at any DSP fee', async () => {
    const { status, data } = await createCampaign(
      campaignBody({
        accountId: 'acc_bluebird',
        ads: [{ creative: { id: 'cr_9' } }],
        fees: { dsp: 0.3, agency: 0 },
      }),
      ADMIN,
    );
    expect(status).toBe(201);
    expect(data).toMatchObject({ accountId: 'acc_bluebird', fees: { dsp: 0.3, agency: 0 } });
    const unknown = await createCampaign(campaignBody({ accountId: 'acc_nope' }), ADMIN);
    expect(unknown.data.error.message).toBe('Unknown account');
  });

  it("fills an omitted DSP fee with the account's", async () => {
    const { data } = await createCampaign(campaignBody({ fees: { agency: 0.05 } }));
    expect(data.fees).toEqual({ dsp: 0.15, agency: 0.05 });
  });
});
