// Campaigns: Acme's five (DEMO-SEED-CAMPAIGNS: running, paused, ended, a draft-like
// unpublished one, one with day-parts and overrides) and one for Bluebird, whose creatives
// wait in Northwind's review queue. Windows are relative to the seed day; statsLifetime is
// summed from the same delivery model the reports use.
import { addDays, type IsoDate, timestampOn, windowEnd, windowStart } from '@/lib/text/dates';
import { campaignLifetimeStats } from '@/mocks/delivery';
import type { CampaignRecord, CreativeRecord } from '@/mocks/records';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import type { Creative, DayPart } from '@/types/api';

function toCreative({ id, name, url, mimeType, descriptor }: CreativeRecord): Creative {
  return { id, name, url, mimeType, descriptor };
}

/** Weekday breakfast (06-09) at a premium and lunch (12-13) at the campaign CPM, Mon-Fri. */
function breakfastDayParts(): DayPart[] {
  const parts: DayPart[] = [];
  for (let weekday = 0; weekday < 5; weekday += 1) {
    for (const hour of [6, 7, 8]) parts.push({ weekday, hour, bidCpmOverride: 14 });
    for (const hour of [12, 13]) parts.push({ weekday, hour, bidCpmOverride: null });
  }
  // Saturday brunch at a small premium.
  for (const hour of [9, 10]) parts.push({ weekday: 5, hour, bidCpmOverride: 10.5 });
  return parts;
}

type Draft = Omit<
  CampaignRecord,
  'statsLifetime' | 'fees' | 'schedule' | 'ads' | 'accountId' | 'deliveredUntil'
> & {
  accountId?: string;
  start: number;
  end: number;
  /** days relative to the seed day; undefined = still serving (capped at today) */
  deliveredUntilDay?: number | null;
  creativeIds: string[];
  agencyFee: number;
  dayParts?: DayPart[];
  fallback?: CampaignRecord['schedule']['dayPartFallbackStrategy'];
};

export function seedCampaigns(
  seedDay: IsoDate,
  creatives: readonly CreativeRecord[],
  dspFees: Record<string, number>,
): CampaignRecord[] {
  const day = (offset: number) => addDays(seedDay, offset);
  const drafts: Draft[] = [
    {
      id: 'cmp_1',
      name: 'Morning Rush Commuters',
      isPublished: true,
      bidCpm: 12,
      budgets: { spendDaily: 800 },
      enablePacing: true,
      start: -45,
      end: 45,
      creativeIds: ['cr_1', 'cr_2', 'cr_7'],
      agencyFee: 0.1,
      targets: [{ AllowStates: ['NY', 'NJ', 'MA', 'PA', 'IL'] }, { AllowVenueTypes: [1, 2] }],
      categories: ['IAB8', 'IAB8-6'],
      contentClips: ['insp_1'],
      createdAt: timestampOn(day(-50)),
    },
    {
      id: 'cmp_2',
      name: 'Cold Brew Summer',
      isPublished: false,
      bidCpm: 9.5,
      budgets: { spendLifetime: 25000 },
      enablePacing: true,
      start: -60,
      end: 30,
      deliveredUntilDay: -12,
      creativeIds: ['cr_3', 'cr_4'],
      agencyFee: 0.05,
      targets: [{ AllowPublishers: [ACCOUNT_IDS.northwind] }],
      categories: ['IAB8-6', 'IAB8-9'],
      createdAt: timestampOn(day(-65)),
    },
    {
      id: 'cmp_3',
      name: 'Holiday Blend Launch',
      isPublished: true,
      bidCpm: 11,
      budgets: { spendLifetime: 40000 },
      enablePacing: false,
      start: -120,
      end: -20,
      creativeIds: ['cr_1', 'cr_6'],
      agencyFee: 0.12,
      targets: [
        { AllowStates: ['CA', 'WA', 'OR'] },
        { AllowZips: ['94103', '98101', '97204', '90012'] },
      ],
      categories: ['IAB8-6', 'IAB8-8'],
      createdAt: timestampOn(day(-130)),
    },
    {
      id: 'cmp_4',
      name: 'Spring Menu Preview',
      isPublished: false,
      bidCpm: 10,
      budgets: { spendLifetime: 15000 },
      enablePacing: true,
      start: 14,
      end: 74,
      deliveredUntilDay: null,
      creativeIds: ['cr_5'],
      agencyFee: 0,
      targets: [{ AllowVenueTypes: [203, 205] }],
      categories: ['IAB8'],
      createdAt: timestampOn(day(-3)),
    },
    {
      id: 'cmp_5',
      name: 'Weekday Breakfast Day-Parts',
      isPublished: true,
      bidCpm: 8,
      budgets: { spendDaily: 500 },
      enablePacing: true,
      start: -20,
      end: 40,
      creativeIds: ['cr_2', 'cr_8', 'cr_5'],
      agencyFee: 0.08,
      targets: [
        { AllowPlacements: ['pl_nw_001', 'pl_nw_002', 'pl_nw_003', 'pl_nw_007', 'pl_nw_011'] },
        { AllowVenueTypes: [20301, 20302, 40101] },
      ],
      categories: ['IAB8', 'IAB8-1'],
      dayParts: breakfastDayParts(),
      fallback: 'dayPartsOnly',
      createdAt: timestampOn(day(-22)),
    },
    {
      id: 'cmp_6',
      accountId: ACCOUNT_IDS.bluebird,
      name: 'Fly South Winter Sale',
      isPublished: true,
      bidCpm: 14,
      budgets: { spendDaily: 1200 },
      enablePacing: true,
      start: -10,
      end: 50,
      creativeIds: ['cr_9', 'cr_10'],
      agencyFee: 0.1,
      targets: [{ AllowPublishers: [ACCOUNT_IDS.northwind, ACCOUNT_IDS.metro] }],
      categories: ['IAB20-3', 'IAB20-6'],
      createdAt: timestampOn(day(-12)),
    },
  ];

  const creativeById = new Map(creatives.map((creative) => [creative.id, creative]));
  return drafts.map((draft) => {
    const { start, end, deliveredUntilDay, creativeIds, agencyFee, dayParts, fallback, ...rest } =
      draft;
    const accountId = draft.accountId ?? ACCOUNT_IDS.acme;
    const campaign: CampaignRecord = {
      ...rest,
      accountId,
      schedule: {
        window: { dateStart: windowStart(day(start)), dateEnd: windowEnd(day(end)) },
        dayParts: dayParts ?? [],
        dayPartFallbackStrategy: fallback ?? 'campaignDefault',
      },
      fees: { dsp: dspFees[accountId] ?? 0, agency: agencyFee },
      ads: creativeIds.flatMap((id) => {
        const creative = creativeById.get(id);
        return creative ? [{ creative: toCreative(creative) }] : [];
      }),
      // A still-serving campaign's window end; delivery is capped at today when read.
      deliveredUntil: deliveredUntilDay === null ? null : day(deliveredUntilDay ?? end),
      statsLifetime: { impressions: 0, spend: 0 },
    };
    campaign.statsLifetime = campaignLifetimeStats(campaign, seedDay);
    return campaign;
  });
}
