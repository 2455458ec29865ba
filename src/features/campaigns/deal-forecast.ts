// The forecast of a campaign that runs only on its deals (`Only run on these deals`,
// DEAL-FORECAST): it reaches only the deals' screens among those its targeting reaches, in the
// hours both the campaign and a deal serve (deal day-parts, like the campaign's, are
// screen-local), and it pays no less than a deal's floor:
//   - a First price deal: the campaign's CPM for the hour, raised to the floor when below it
//     (a bid under the floor loses, so buying there costs at least the floor);
//   - a Fixed price deal: its fixed price (the floor), whatever the bid.
// A screen in more than one chosen deal is bought through the cheapest one open in that hour.
// The average CPM weighs each screen by its weekly impressions, over the hours the estimates
// price (rule 3: with dayPartsOnly, only the overridden hours). Without deals-only, deals add
// nothing to the forecast: the campaign still bids in the open auction on every screen its
// targeting reaches, and a deal only widens what it may win there.
import type { Deal, InventoryScreen } from '@/types/api';
import { dealScreenMatcher } from '@/lib/deal-screens';
import {
  HOURS_PER_DAY,
  nonNegative,
  slotCpms as campaignSlotCpms,
  SLOTS_PER_WEEK,
  type EstimateInput,
} from '@/features/campaigns/estimates';
import { weeklyOf } from '@/features/campaigns/forecast';

/** What the deal forecast reads of a deal. */
export type ForecastDeal = Pick<
  Deal,
  | 'dealId'
  | 'publisher'
  | 'auctionType'
  | 'floorCpm'
  | 'placements'
  | 'venueTypes'
  | 'states'
  | 'dayParts'
>;

export interface DealForecast {
  /** The targeted screens some chosen deal covers. */
  screens: number;
  weeklyImpressions: number;
  /** Weekly impressions in the hours the campaign and a covering deal both serve. */
  servedWeeklyImpressions: number;
  /** The impressions-weighted average CPM at no less than the floors; 0 when nothing is priced. */
  averageCpm: number;
}

/** The screens a deal covers: its publisher's, by placement or by venue type and state. */
export function dealCoversScreen(deal: ForecastDeal): (screen: InventoryScreen) => boolean {
  const matches = dealScreenMatcher(deal);
  return (screen) =>
    screen.publisher.id === deal.publisher.id &&
    matches({
      id: screen.id,
      kind: screen.venueType,
      location: { address: { state: screen.state } },
    });
}

/** The hours of the week (slot = weekday * 24 + hour) a deal serves in: its day-parts, or all. */
function dealSlots(deal: ForecastDeal): Set<number> | null {
  if (deal.dayParts.length === 0) return null;
  return new Set(deal.dayParts.map((part) => part.weekday * HOURS_PER_DAY + part.hour));
}

/** What the campaign pays on a deal in an hour it prices at `cpm`: no less than the floor. */
export function dealPrice(deal: Pick<Deal, 'auctionType' | 'floorCpm'>, cpm: number): number {
  const floor = nonNegative(deal.floorCpm);
  return deal.auctionType === 'FixedPrice' ? floor : Math.max(nonNegative(cpm), floor);
}

interface Weighted {
  weight: number;
  deals: readonly ForecastDeal[];
}

/**
 * @param slotCpms the campaign's price per hour of the week (estimates' slotCpms: null where
 *   the hour does not count in the average)
 * @param servedSlots the hours the campaign serves in (null: every hour)
 */
export function dealForecast(
  screens: readonly InventoryScreen[],
  deals: readonly ForecastDeal[],
  slotCpms: readonly (number | null)[],
  servedSlots: ReadonlySet<number> | null,
): DealForecast {
  const covers = deals.map((deal) => ({
    deal,
    covers: dealCoversScreen(deal),
    slots: dealSlots(deal),
  }));
  const covered: Weighted[] = [];
  let weeklyImpressions = 0;
  let served = 0;
  for (const screen of screens) {
    const open = covers.filter((entry) => entry.covers(screen));
    if (open.length === 0) continue;
    const weight = weeklyOf(screen);
    weeklyImpressions += weight;
    covered.push({ weight, deals: open.map((entry) => entry.deal) });
    let hours = 0;
    for (let slot = 0; slot < SLOTS_PER_WEEK; slot += 1) {
      if (servedSlots && !servedSlots.has(slot)) continue;
      if (open.some((entry) => !entry.slots || entry.slots.has(slot))) hours += 1;
    }
    served += (weight * hours) / SLOTS_PER_WEEK;
  }
  // No covered screen reports impressions: price the deals themselves, each alike.
  const priced =
    weeklyImpressions > 0 ? covered : deals.map((deal) => ({ weight: 1, deals: [deal] }));
  return {
    screens: covered.length,
    weeklyImpressions,
    servedWeeklyImpressions: served,
    averageCpm: weightedAverageCpm(priced, slotCpms, servedSlots),
  };
}

function weightedAverageCpm(
  entries: readonly Weighted[],
  slotCpms: readonly (number | null)[],
  servedSlots: ReadonlySet<number> | null,
): number {
  const slots = new Map(
    [...new Set(entries.flatMap((entry) => entry.deals))].map((deal) => [deal, dealSlots(deal)]),
  );
  let total = 0;
  let weights = 0;
  for (const { weight, deals } of entries) {
    if (weight <= 0) continue;
    for (let slot = 0; slot < SLOTS_PER_WEEK; slot += 1) {
      const cpm = slotCpms[slot];
      if (cpm === null || cpm === undefined || (servedSlots && !servedSlots.has(slot))) continue;
      let cheapest: number | null = null;
      for (const deal of deals) {
        const open = slots.get(deal);
        if (open && !open.has(slot)) continue;
        const price = dealPrice(deal, cpm);
        cheapest = cheapest === null ? price : Math.min(cheapest, price);
      }
      if (cheapest === null) continue;
      total += weight * cheapest;
      weights += weight;
    }
  }
  return weights > 0 ? total / weights : 0;
}

/** The hours the campaign serves in: every hour, or with dayPartsOnly its day-parts' hours. */
export function campaignServedSlots(
  input: Pick<EstimateInput, 'dayParts' | 'fallback'>,
): Set<number> | null {
  if (input.fallback === 'campaignDefault') return null;
  return new Set(input.dayParts.map((part) => part.weekday * HOURS_PER_DAY + part.hour));
}

/** The deal forecast of the wizard's values (the estimates' input). */
export function forecastOnDeals(
  screens: readonly InventoryScreen[],
  deals: readonly ForecastDeal[],
  input: Pick<EstimateInput, 'bidCpm' | 'dayParts' | 'fallback'>,
): DealForecast {
  return dealForecast(
    screens,
    deals,
    campaignSlotCpms(input.bidCpm, input.dayParts, input.fallback),
    campaignServedSlots(input),
  );
}
