import { venueTypeWithDescendants } from '@/data/venue-types';
import { getDb, persist } from '@/mocks/db';
import { addDays, today } from '@/lib/text/dates';
import { setKnobs } from '@/mocks/knobs';
import { savePlacement } from '@/mocks/queries';
import { applyHostileKnob } from '@/mocks/seed';
import { HOSTILE_HTML } from '@/mocks/seed/hostile';
import type {
  Campaign,
  CampaignList,
  Clip,
  CreativeList,
  ErrorBody,
  InventoryReport,
  InventoryResult,
  Report,
  ReportSummary,
} from '@/types/api';
import { ADMIN, call, DSP, MISCONFIGURED, SSP, tokenFor } from './helpers';

// Requirements checked here: RPT-NOT-FOUND, RPT-CALLS, RPT-ACCOUNT-SCOPE, CNT-CLIPS, INV-SEARCH,
// INV-FEATURED, INV-CALLS.
describe('GET /content/clips', () => {
  it('lists the twelve clips for a buyer, and refuses a publisher', async () => {
    const { status, data } = await call<{ clips: Clip[] }>('/content/clips', {
      token: await tokenFor(DSP),
    });
    expect(status).toBe(200);
    expect(data.clips).toHaveLength(12);
    expect(data.clips[0]).toMatchObject({ key: 'wow_1', duration: '00:00:15' });
    expect((await call('/content/clips', { token: await tokenFor(SSP) })).status).toBe(403);
  });
});

describe('demo-hostile through the buying handlers', () => {
  it('serves the hostile clip, campaign, creative and report, and saves the campaign', async () => {
    applyHostileKnob(getDb(), true);
    const token = await tokenFor(DSP);
    const clips = await call<{ clips: Clip[] }>('/content/clips', { token });
    expect(clips.data.clips.find((clip) => clip.key === 'clip_hostile')?.name).toContain(
      HOSTILE_HTML,
    );
    const campaigns = await call<CampaignList>('/campaigns', { token });
    expect(campaigns.data.campaigns.map((campaign) => campaign.id)).toContain('cmp_hostile');
    const creatives = await call<CreativeList>('/creatives', { token });
    expect(creatives.data.creatives.map((creative) => creative.id)).toContain('cr_hostile');
    const { data: hostile } = await call<Campaign>('/campaigns/cmp_hostile', { token });
    const { id: _id, statsLifetime: _stats, accountId: _account, ...input } = hostile;
    const saved = await call<Campaign>('/campaigns/cmp_hostile/update', {
      token,
      body: { ...input, contentClips: ['clip_hostile'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.data.name).toBe(hostile.name);
    const report = await call<Report>('/reports/rpt_cmp_hostile', { token });
    expect(report.data.name).toBe(hostile.name);
    applyHostileKnob(getDb(), false);
    expect(getDb().clips.some((clip) => clip.key === 'clip_hostile')).toBe(false);
  });
});

describe('GET /reports', () => {
  it("lists a buyer's reports, campaign ones with their campaignId", async () => {
    const { data } = await call<{ reports: ReportSummary[] }>('/reports', {
      token: await tokenFor(DSP),
    });
    expect(data.reports.map((report) => report.id)).toEqual([
      'rpt_all_campaigns',
      'rpt_cmp_1',
      'rpt_cmp_2',
      'rpt_cmp_3',
      'rpt_cmp_4',
      'rpt_cmp_5',
    ]);
    expect(data.reports[0]).not.toHaveProperty('campaignId');
    expect(data.reports[1]).toEqual({
      id: 'rpt_cmp_1',
      name: 'Morning Rush Commuters',
      kind: 'Campaign',
      description: 'Daily delivery of the campaign Morning Rush Commuters.',
      campaignId: 'cmp_1',
    });
  });

  it("lists a publisher's own, every one for an admin, none without a role", async () => {
    const ssp = await call<{ reports: ReportSummary[] }>('/reports', {
      token: await tokenFor(SSP),
    });
    expect(ssp.data.reports.map((report) => report.id)).toEqual(['rpt_all_placements']);
    const admin = await call<{ reports: ReportSummary[] }>('/reports', {
      token: await tokenFor(ADMIN),
    });
    expect(admin.data.reports).toHaveLength(getDb().reports.length);
    expect((await call('/reports', { token: await tokenFor(MISCONFIGURED) })).status).toBe(403);
  });
});

describe('GET /reports/{id}', () => {
  it('covers the last 90 days by default', async () => {
    const { status, data } = await call<Report>('/reports/rpt_cmp_1', {
      token: await tokenFor(DSP),
    });
    expect(status).toBe(200);
    expect(data.rows).toHaveLength(90);
    expect(data.rows.at(-1)?.date).toBe(today());
    expect(data.totals.impressions).toBeGreaterThan(0);
  });

  it('covers the range asked, or the 90 days up to an end alone', async () => {
    const token = await tokenFor(SSP);
    const week = await call<Report>('/reports/rpt_all_placements?start=2025-03-01&end=2025-03-07', {
      token,
    });
    expect(week.data.rows.map((row) => row.date)).toEqual([
      '2025-03-01',
      '2025-03-02',
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
    ]);
    const oneDay = await call<Report>(
      `/reports/rpt_all_placements?start=${today()}&end=${today()}`,
      {
        token,
      },
    );
    expect(oneDay.data.rows).toHaveLength(1);
    const endOnly = await call<Report>('/reports/rpt_all_placements?end=2025-03-31', { token });
    expect(endOnly.data.rows[0]?.date).toBe(addDays('2025-03-31', -89));
  });

  it.each([
    ['?start=2025-3-1&end=2025-03-07', 'Report dates must be YYYY-MM-DD'],
    ['?start=2025-02-30&end=2025-03-07', 'Report dates must be YYYY-MM-DD'],
    ['?start=2025-03-08&end=2025-03-07', 'The start date must be on or before the end date'],
  ])('answers 400 for %s', async (query, message) => {
    const { status, data } = await call<ErrorBody>(`/reports/rpt_all_placements${query}`, {
      token: await tokenFor(SSP),
    });
    expect(status).toBe(400);
    expect(data.error.message).toBe(message);
  });

  it("answers 404 for another account's report and an unknown one", async () => {
    const token = await tokenFor(DSP);
    for (const id of ['rpt_all_placements', 'rpt_cmp_6', 'rpt_nope']) {
      const { status, data } = await call<ErrorBody>(`/reports/${id}`, { token });
      expect(status).toBe(404);
      expect(data.error.message).toBe('Report not found');
    }
  });
});

describe('GET /inventory', () => {
  async function inventory(query = '') {
    return call<InventoryResult & ErrorBody>(`/inventory${query}`, { token: await tokenFor(DSP) });
  }

  it('lists every screen with a summary of them', async () => {
    const { status, data } = await inventory();
    expect(status).toBe(200);
    expect(data.screens.length).toBeGreaterThanOrEqual(300);
    const floors = data.screens.map((screen) => screen.floorCpm);
    expect(data.summary).toEqual({
      screens: data.screens.length,
      publishers: 3,
      weeklyImpressions: data.screens.reduce((sum, screen) => sum + screen.weeklyImpressions, 0),
      avgFloorCpm:
        Math.round((floors.reduce((sum, floor) => sum + floor, 0) / floors.length) * 100) / 100,
    });
  });

  it('filters by state, publisher and venue type with its descendants', async () => {
    const states = await inventory('?states=NY,ca');
    expect(states.data.screens.length).toBeGreaterThan(0);
    expect(new Set(states.data.screens.map((screen) => screen.state))).toEqual(
      new Set(['NY', 'CA']),
    );
    const metro = await inventory('?publishers=acc_metro');
    expect(metro.data.summary.publishers).toBe(1);
    expect(metro.data.screens.every((screen) => screen.publisher.id === 'acc_metro')).toBe(true);
    const retail = await inventory('?venueTypes=2');
    const allowed = new Set(venueTypeWithDescendants(2));
    expect(retail.data.screens.length).toBeGreaterThan(0);
    expect(retail.data.screens.every((screen) => allowed.has(screen.venueType))).toBe(true);
    expect(retail.data.screens.some((screen) => screen.venueType !== 2)).toBe(true);
  });

  it('searches name, city and zip without regard to case', async () => {
    const all = (await inventory()).data.screens;
    const sample = all[0];
    if (!sample) throw new Error('no screens');
    const byCity = await inventory(`?q=${encodeURIComponent(sample.city.toUpperCase())}`);
    expect(byCity.data.screens.map((screen) => screen.id)).toContain(sample.id);
    const byZip = await inventory(`?q=${sample.zip}`);
    expect(byZip.data.screens.every((screen) => screen.zip.includes(sample.zip))).toBe(true);
    const nothing = await inventory('?q=no-such-screen-anywhere');
    expect(nothing.data).toEqual({
      summary: { screens: 0, publishers: 0, weeklyImpressions: 0, avgFloorCpm: 0 },
      screens: [],
    });
  });

  it('answers 400 for an unknown state or venue type', async () => {
    expect((await inventory('?states=ZZ')).data.error.message).toBe('Unknown state code');
    expect((await inventory('?venueTypes=abc')).data.error.message).toBe('Unknown venue type');
  });

  it('follows saved changes and the demo scale', async () => {
    const before = (await inventory()).data.summary.screens;
    const placement = getDb().placements[0];
    if (placement) savePlacement({ ...placement, enableProgrammaticPartners: false });
    persist();
    expect((await inventory()).data.summary.screens).toBe(before - 1);
    setKnobs({ scale: 500 });
    expect((await inventory()).data.summary.screens).toBe(before - 1 + 500);
  });

  it('refuses a publisher', async () => {
    expect((await call('/inventory', { token: await tokenFor(SSP) })).status).toBe(403);
  });
});

describe('saved inventory reports', () => {
  it('serves the featured report to every buyer with its screens', async () => {
    const token = await tokenFor(DSP);
    const { status, data } = await call<InventoryReport>('/inventory/featured', { token });
    expect(status).toBe(200);
    expect(data).toMatchObject({ id: 'featured', name: 'Northeast commuters' });
    const same = await call<InventoryResult>('/inventory?states=NY,NJ,MA,PA&venueTypes=1,2', {
      token,
    });
    expect(data.summary).toEqual(same.data.summary);
    expect(data.screens).toEqual(same.data.screens);
  });

  it('saves a report and reads it back; other accounts get a 404', async () => {
    const token = await tokenFor(DSP);
    const saved = await call<{ id: string }>('/inventory', {
      token,
      body: {
        name: ' Chicago malls ',
        description: 'Retail in Illinois',
        filters: { states: ['IL'], venueTypes: [2], publishers: [], q: 'chicago' },
      },
    });
    expect(saved.status).toBe(201);
    expect(saved.data).toEqual({ id: expect.stringMatching(/^inv_/) });
    const { data } = await call<InventoryReport>(`/inventory/${saved.data.id}`, { token });
    expect(data).toMatchObject({
      name: 'Chicago malls',
      description: 'Retail in Illinois',
      filters: { states: ['IL'], venueTypes: [2], publishers: [], q: 'chicago' },
    });
    expect(data.summary.screens).toBe(data.screens.length);
    const admin = await call<{ id: string }>('/inventory', {
      token: await tokenFor(ADMIN),
      body: { name: 'Exchange only', filters: {} },
    });
    const foreign = await call<ErrorBody>(`/inventory/${admin.data.id}`, { token });
    expect(foreign.status).toBe(404);
    expect(foreign.data.error.message).toBe('Inventory report not found');
  });

  it('requires a name and known filters', async () => {
    const token = await tokenFor(DSP);
    const noName = await call<ErrorBody>('/inventory', { token, body: { filters: {} } });
    expect(noName.data.error.message).toBe('Report name is required');
    const badState = await call<ErrorBody>('/inventory', {
      token,
      body: { name: 'x', filters: { states: ['XX'] } },
    });
    expect(badState.data.error.message).toBe('Unknown state code');
  });
});
