// The demo's delivery history: how many impressions, plays and dollars a campaign or a
// placement produced on a given day. A pure function of the record and the date, so reports
// need no stored rows and stay consistent with campaigns' statsLifetime.
import {
  addDays,
  daysBetween,
  eachDay,
  type IsoDate,
  localIsoDate,
  weekdayIndex,
} from '@/lib/text/dates';
import { createRandom } from '@/mocks/random';
import type { CampaignRecord, PlacementRecord } from '@/mocks/records';

export interface Delivery {
  impressions: number;
  plays: number;
  spend: number;
}

export const NO_DELIVERY: Readonly<Delivery> = { impressions: 0, plays: 0, spend: 0 };

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The first day a campaign may serve: its window start, but never the day it was created or
 * earlier (a campaign launched today has no delivery yet; every seeded one predates its window).
 */
export function firstDeliveryDay(campaign: CampaignRecord): IsoDate {
  const start = campaign.schedule.window.dateStart.slice(0, 10);
  const created = new Date(campaign.createdAt);
  if (isNaN(created.getTime())) return start;
  const dayAfterCreation = addDays(localIsoDate(created), 1);
  return dayAfterCreation > start ? dayAfterCreation : start;
}

/** The last day a campaign served, capped at `today`; null if it never served. */
export function lastDeliveryDay(campaign: CampaignRecord, today: IsoDate): IsoDate | null {
  if (!campaign.deliveredUntil) return null;
  const end = [
    campaign.deliveredUntil,
    campaign.schedule.window.dateEnd.slice(0, 10),
    today,
  ].sort()[0];
  return end && end >= firstDeliveryDay(campaign) ? end : null;
}

function dailySpendTarget(campaign: CampaignRecord): number {
  if (campaign.budgets.spendDaily) return campaign.budgets.spendDaily;
  const start = campaign.schedule.window.dateStart.slice(0, 10);
  const end = campaign.schedule.window.dateEnd.slice(0, 10);
  return (campaign.budgets.spendLifetime ?? 0) / Math.max(1, daysBetween(start, end) + 1);
}

/** Share of a weekday's hours a day-parted campaign may serve (1 without restriction). */
function dayPartShare(campaign: CampaignRecord, date: IsoDate): number {
  const { dayParts, dayPartFallbackStrategy } = campaign.schedule;
  if (dayPartFallbackStrategy !== 'dayPartsOnly' || dayParts.length === 0) return 1;
  const weekday = weekdayIndex(date);
  return dayParts.filter((part) => part.weekday === weekday).length / 8;
}

export function campaignDelivery(
  campaign: CampaignRecord,
  date: IsoDate,
  today: IsoDate,
): Delivery {
  const last = lastDeliveryDay(campaign, today);
  if (!last || date > last || date < firstDeliveryDay(campaign)) {
    return NO_DELIVERY;
  }
  const random = createRandom(`delivery:${campaign.id}:${date}`);
  const weekend = weekdayIndex(date) >= 5 ? 0.8 : 1;
  const share = Math.min(1, dayPartShare(campaign, date));
  const clearingCpm = Math.max(0.5, campaign.bidCpm * random.float(0.78, 0.95));
  const spend = round2(dailySpendTarget(campaign) * random.float(0.82, 1) * weekend * share);
  const impressions = Math.round((spend / clearingCpm) * 1000);
  return { impressions, plays: Math.round(impressions / random.float(2.8, 4.2)), spend };
}

export function campaignLifetimeStats(
  campaign: CampaignRecord,
  today: IsoDate,
): { impressions: number; spend: number } {
  const last = lastDeliveryDay(campaign, today);
  if (!last) return { impressions: 0, spend: 0 };
  let impressions = 0;
  let spend = 0;
  for (const day of eachDay(firstDeliveryDay(campaign), last)) {
    const delivery = campaignDelivery(campaign, day, today);
    impressions += delivery.impressions;
    spend += delivery.spend;
  }
  return { impressions, spend: round2(spend) };
}

/** Weekly impressions a screen offers: 30 plays an open hour times the audience per play. */
export function weeklyImpressions(placement: PlacementRecord): number {
  const openHours = placement.audience?.operatingHours.length || 168;
  const multiplier = placement.audience?.impressionMultiplier ?? 1;
  return Math.round(openHours * 30 * multiplier);
}

/** What a placement sold on a day (spend is the publisher's revenue). */
export function placementDelivery(placement: PlacementRecord, date: IsoDate): Delivery {
  if (date < placement.createdAt.slice(0, 10)) return NO_DELIVERY;
  const random = createRandom(`delivery:${placement.id}:${date}`);
  const fill = random.float(0.25, 0.7);
  const impressions = Math.round((weeklyImpressions(placement) / 7) * fill);
  const multiplier = placement.audience?.impressionMultiplier ?? 1;
  const cpm = placement.bidFloorCpm * random.float(1.05, 1.6);
  return {
    impressions,
    plays: Math.round(impressions / multiplier),
    spend: round2((impressions * cpm) / 1000),
  };
}
