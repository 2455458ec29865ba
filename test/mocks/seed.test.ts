import { isIabCategoryCode } from '@/data/iab-categories';
import { isUsStateCode } from '@/data/us-states';
import { isVenueTypeId } from '@/data/venue-types';
import { getDb, resetDb } from '@/mocks/db';
import { listPlacements } from '@/mocks/queries';
import { createSeed } from '@/mocks/seed';
import { listInventoryScreens } from '@/mocks/serializers';

describe('demo seed (DEMO-SEED)', () => {
  // DEMO-LOGINS
  it('has the five demo logins with the shared password, roles and accounts', () => {
    const users = getDb().users;
    const login = (email: string) => users.find((user) => user.email === email);
    expect(login('admin@demo.test')).toMatchObject({
      name: 'Avery Admin',
      roles: ['Admin'],
      accountId: 'acc_exchange',
      password: 'demo1234',
    });
    expect(login('dsp@demo.test')).toMatchObject({
      name: 'Dana Buyer',
      roles: ['DSP'],
      accountId: 'acc_acme',
    });
    expect(login('ssp@demo.test')).toMatchObject({
      name: 'Sam Publisher',
      roles: ['SSP'],
      accountId: 'acc_northwind',
    });
    expect(login('multi@demo.test')).toMatchObject({
      name: 'Morgan Multi',
      roles: ['Admin', 'DSP', 'SSP'],
      accountId: 'acc_exchange',
    });
    expect(login('misconfigured@demo.test')).toMatchObject({
      name: 'Riley Nobody',
      roles: [],
      accountId: 'acc_acme',
    });
  });

  // DEMO-SEED-ACCOUNTS
  it('has at least 6 accounts, 3 of them publishers, with the demo ids', () => {
    const { accounts } = getDb();
    expect(accounts.length).toBeGreaterThanOrEqual(6);
    expect(
      accounts.filter((account) => account.kind === 'Publisher').length,
    ).toBeGreaterThanOrEqual(3);
    expect(accounts.map((account) => account.id)).toEqual(
      expect.arrayContaining(['acc_exchange', 'acc_acme', 'acc_northwind']),
    );
    expect(accounts.find((account) => account.id === 'acc_acme')?.name).toBe('Acme Coffee Co.');
  });

  // DEMO-SEED-BIDDERS
  it('has one bidder per protocol, Aniview included, active and inactive', () => {
    const { bidders } = getDb();
    expect(bidders.map((bidder) => bidder.id)).toEqual([
      'bid_adomni',
      'bid_vast',
      'bid_broadsign',
      'bid_openrtb',
      'bid_aniview',
    ]);
    expect(bidders.map((bidder) => Object.keys(bidder.protocol)[0])).toEqual([
      'Adomni',
      'Vast',
      'Broadsign',
      'OpenRtb',
      'Aniview',
    ]);
    expect(new Set(bidders.map((bidder) => bidder.isActive))).toEqual(new Set([true, false]));
  });

  // DEMO-SEED-CAMPAIGNS
  it('has Acme’s five campaigns in varied states with stats, fees and seeded creatives', () => {
    const db = getDb();
    const acme = db.campaigns.filter((campaign) => campaign.accountId === 'acc_acme');
    expect(acme.map((campaign) => campaign.id)).toEqual([
      'cmp_1',
      'cmp_2',
      'cmp_3',
      'cmp_4',
      'cmp_5',
    ]);
    const [running, paused, ended, draft, dayParted] = acme;
    expect(running).toMatchObject({ isPublished: true, fees: { dsp: 0.15 } });
    expect(running!.statsLifetime.impressions).toBeGreaterThan(0);
    expect(paused!.isPublished).toBe(false);
    expect(paused!.statsLifetime.spend).toBeGreaterThan(0);
    expect(new Date(ended!.schedule.window.dateEnd).getTime()).toBeLessThan(Date.now());
    expect(draft).toMatchObject({
      isPublished: false,
      statsLifetime: { impressions: 0, spend: 0 },
    });
    expect(dayParted!.schedule.dayParts.some((part) => part.bidCpmOverride !== null)).toBe(true);
    const creativeIds = new Set(db.creatives.map((creative) => creative.id));
    for (const campaign of acme) {
      expect(campaign.categories.every(isIabCategoryCode)).toBe(true);
      expect(campaign.ads.every((ad) => creativeIds.has(ad.creative.id))).toBe(true);
    }
  });

  // DEMO-SEED-MEDIA
  it('has 8 Acme creatives (banners and 15 s videos) and 12 clips, 3 per category', () => {
    const db = getDb();
    const acme = db.creatives.filter((creative) => creative.accountId === 'acc_acme');
    expect(acme).toHaveLength(8);
    expect(
      acme
        .filter((creative) => creative.descriptor.type === 'video')
        .every((creative) => creative.descriptor.duration_secs === 15),
    ).toBe(true);
    expect(acme.every((creative) => creative.url.startsWith('/demo/creatives/'))).toBe(true);
    expect(db.clips).toHaveLength(12);
    const perCategory = new Map<string, number>();
    for (const clip of db.clips)
      perCategory.set(clip.category, (perCategory.get(clip.category) ?? 0) + 1);
    expect(Object.fromEntries(perCategory)).toEqual({
      'Window to Our World': 3,
      'Mountain Sports': 3,
      Numbers: 3,
      Inspirations: 3,
    });
    expect(
      db.clips.every((clip) => clip.resolution === '1920x1080' && clip.duration === '00:00:15'),
    ).toBe(true);
  });

  // DEMO-SEED-PLACEMENTS
  it('has 40 valid Northwind placements across several venue types and states', () => {
    const northwind = listPlacements('acc_northwind');
    expect(northwind).toHaveLength(40);
    expect(new Set(northwind.map((placement) => placement.kind)).size).toBeGreaterThanOrEqual(5);
    expect(
      new Set(northwind.map((placement) => placement.location.address?.state)).size,
    ).toBeGreaterThanOrEqual(5);
    for (const placement of northwind) {
      expect(isVenueTypeId(placement.kind)).toBe(true);
      expect(isUsStateCode(placement.location.address?.state)).toBe(true);
      expect(placement.placementKey).toMatch(/^pk_[0-9a-f]{20}$/);
      expect(placement.externalId).toMatch(/^NW-[A-Z]{3}-\d{4}$/);
      expect(placement.audience?.impressionMultiplier).toBeGreaterThan(0);
    }
    expect(new Set(northwind.map((placement) => placement.externalId)).size).toBe(40);
  });

  // DEMO-SEED-REVIEWS
  it('has pending, approved and rejected reviews for Northwind', () => {
    const reviews = getDb().reviews.filter(
      (review) => review.publisherAccountId === 'acc_northwind',
    );
    expect(new Set(reviews.map((review) => review.status))).toEqual(
      new Set(['Pending', 'Approved', 'Rejected']),
    );
    expect(
      reviews.filter((review) => review.status === 'Rejected').every((review) => review.reason),
    ).toBe(true);
  });

  // DEMO-SEED-REPORTS
  it('has the report lists and the featured inventory report', () => {
    const { reports, inventoryReports } = getDb();
    const of = (accountId: string) => reports.filter((report) => report.accountId === accountId);
    expect(of('acc_acme').map((report) => report.id)).toEqual(
      expect.arrayContaining(['rpt_all_campaigns', 'rpt_cmp_1', 'rpt_cmp_5']),
    );
    expect(reports.find((report) => report.id === 'rpt_all_campaigns')?.kind).toBe('AllCampaigns');
    expect(of('acc_northwind')).toEqual([
      expect.objectContaining({ id: 'rpt_all_placements', kind: 'AllPlacements' }),
    ]);
    expect(inventoryReports.find((report) => report.id === 'featured')?.accountId).toBeNull();
  });

  // DEMO-SEED-INVENTORY
  it('has at least 300 inventory screens from 3 publishers in at least 20 states', () => {
    const screens = listInventoryScreens();
    expect(screens.length).toBeGreaterThanOrEqual(300);
    expect(new Set(screens.map((screen) => screen.publisher.id)).size).toBe(3);
    expect(new Set(screens.map((screen) => screen.state)).size).toBeGreaterThanOrEqual(20);
  });

  // DEMO-SEED
  it('is deterministic and resetDb gives a fresh copy', () => {
    expect(JSON.stringify(createSeed({ seedDay: '2025-03-01' }))).toBe(
      JSON.stringify(createSeed({ seedDay: '2025-03-01' })),
    );
    getDb().bidders.length = 0;
    expect(resetDb().bidders).toHaveLength(5);
    expect(getDb().bidders).toHaveLength(5);
  });
});
