// What the campaign wizard's one form holds: numbers as the text typed into them (the schema
// parses them, the body builder converts them), fees as percentages, dates as YYYY-MM-DD.
import type { BudgetType } from '@/features/campaigns/estimates';
import { fractionToPercent } from '@/lib/text/format';
import { joinIds } from '@/lib/text/ids';
import type { Campaign, Target } from '@/types/api';
import type { DayPartFallbackStrategy } from '@/types/wire';

export interface DayPartValue {
  weekday: number;
  hour: number;
  /** The CPM override; null runs at the campaign CPM. */
  value: number | null;
}

/**
 * The wizard's draft format: bump when CampaignFormValues changes shape, and older drafts are
 * then ignored (2: the deals).
 */
export const CAMPAIGN_DRAFT_VERSION = 2;

export interface CampaignFormValues {
  name: string;
  states: string[];
  zips: string;
  venueTypes: number[];
  publishers: string[];
  placementIds: string;
  /** Deal IDs (`MQ-...`) of the deals offered to the account: the AllowDeals target. */
  deals: string[];
  /** `Only run on these deals`: bid on the chosen deals only, never in the open auction. */
  dealsOnly: boolean;
  categories: string[];
  creativeIds: string[];
  contentClips: string[];
  dateStart: string;
  dateEnd: string;
  budgetType: BudgetType;
  budget: string;
  bidCpm: string;
  enablePacing: boolean;
  dayParts: DayPartValue[];
  dayPartFallbackStrategy: DayPartFallbackStrategy;
  /** Percent, 0-99. */
  agencyFee: string;
  /**
   * Percent, editable by an Admin only: the account's fee for a new campaign, the campaign's own
   * saved fee when editing. Other users never send it (the server applies the same fee).
   */
  dspFee: string;
  isPublished: boolean;
}

/** Fractions on the wire, percentages in the form: 0.15 -> "15"; missing -> "0". */
export function feeText(fraction: number | undefined): string {
  return typeof fraction === 'number' && Number.isFinite(fraction)
    ? String(fractionToPercent(fraction))
    : '0';
}

export function newCampaignValues(dspFee: number): CampaignFormValues {
  return {
    name: '',
    states: [],
    zips: '',
    venueTypes: [],
    publishers: [],
    placementIds: '',
    deals: [],
    dealsOnly: false,
    categories: [],
    creativeIds: [],
    contentClips: [],
    dateStart: '',
    dateEnd: '',
    budgetType: 'lifetime',
    budget: '',
    bidCpm: '',
    enablePacing: true,
    dayParts: [],
    dayPartFallbackStrategy: 'campaignDefault',
    agencyFee: '0',
    dspFee: feeText(dspFee),
    isPublished: true,
  };
}

/** The ids of one kind of target (targets are externally tagged: {"AllowStates": [...]}). */
function targetList(targets: readonly Target[], kind: string): unknown[] {
  for (const target of targets) {
    for (const [key, list] of Object.entries(target)) {
      if (key === kind && Array.isArray(list)) return list;
    }
  }
  return [];
}

const strings = (list: unknown[]) =>
  list.filter((item): item is string => typeof item === 'string');
const numbers = (list: unknown[]) =>
  list.filter((item): item is number => typeof item === 'number');

const numberText = (value: number | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** The form values of a saved campaign (the edit wizard's starting point). */
export function campaignToValues(campaign: Campaign): CampaignFormValues {
  const { budgets, schedule, targets } = campaign;
  const daily = typeof budgets.spendDaily === 'number';
  return {
    name: campaign.name,
    states: strings(targetList(targets, 'AllowStates')),
    zips: joinIds(strings(targetList(targets, 'AllowZips'))),
    venueTypes: numbers(targetList(targets, 'AllowVenueTypes')),
    publishers: strings(targetList(targets, 'AllowPublishers')),
    placementIds: joinIds(strings(targetList(targets, 'AllowPlacements'))),
    deals: strings(targetList(targets, 'AllowDeals')),
    dealsOnly: campaign.dealsOnly === true,
    categories: [...campaign.categories],
    creativeIds: campaign.ads.map((ad) => ad.creative.id),
    contentClips: [...(campaign.contentClips ?? [])],
    dateStart: schedule.window.dateStart.slice(0, 10),
    dateEnd: schedule.window.dateEnd.slice(0, 10),
    budgetType: daily ? 'daily' : 'lifetime',
    budget: numberText(daily ? budgets.spendDaily : budgets.spendLifetime),
    bidCpm: numberText(campaign.bidCpm),
    enablePacing: campaign.enablePacing,
    dayParts: schedule.dayParts.map(({ weekday, hour, bidCpmOverride }) => ({
      weekday,
      hour,
      value: bidCpmOverride,
    })),
    dayPartFallbackStrategy: schedule.dayPartFallbackStrategy,
    agencyFee: feeText(campaign.fees.agency),
    dspFee: feeText(campaign.fees.dsp),
    isPublished: campaign.isPublished,
  };
}

/** The fields' labels, for the conflict view of an edit (a step not on screen has no label). */
export const CAMPAIGN_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Campaign name',
  states: 'States',
  zips: 'Zip codes',
  venueTypes: 'Venue types',
  publishers: 'Publishers',
  placementIds: 'Placement IDs',
  deals: 'Deals',
  dealsOnly: 'Only run on these deals',
  categories: 'Categories',
  creativeIds: 'Ad creatives',
  contentClips: 'Content clips',
  dateStart: 'Start date',
  dateEnd: 'End date',
  budgetType: 'Budget type',
  budget: 'Budget ($)',
  bidCpm: 'Bid CPM ($)',
  enablePacing: 'Pace spend evenly over the flight',
  dayParts: 'Day-parts',
  dayPartFallbackStrategy: 'Outside day-parts',
  agencyFee: 'Agency fee (%)',
  dspFee: 'DSP fee (%)',
  isPublished: 'Publish the campaign',
};
