// The campaign estimates, as one pure module: the wizard's live forecast (beside every step,
// Launch included; EST-FORECAST) and the tests all read these functions. The four rules:
//   1. EST-GROSS: gross budget = round(base / (1 - (DSP fee + agency fee))), where base is
//      spendDaily times the window's days (rounded up) or else spendLifetime.  -> grossBudget()
//   2. EST-FEES: agency fee = gross x agency fee; DSP fee = gross x DSP fee; a negative fee
//      counts as 0; net = gross - both.                                     -> feeAmounts()
//   3. EST-AVG-CPM, EST-DAYPARTS-ONLY: average CPM over the 168-slot week (slot = weekday x 24 +
//      hour), each slot at its day-part override if it has one. campaignDefault: every other
//      slot counts at the campaign bidCpm. dayPartsOnly: only slots with an override count (a
//      day-part without one does not); none: an average of 0.               -> averageCpm()
//   4. EST-IMPRESSIONS: impressions = floor(net / (average CPM / 1000)); null, shown as
//      `N/A (free campaign)`, when the average CPM is 0.          -> estimatedImpressions()
// Capacity (EST-CAPACITY, not one of the four) counts the hours the campaign serves in, day-parts
// with or without an override: servingSlots(). Every input may be half-typed (NaN, a negative
// number, an end before the start): it then counts as 0, and nothing throws or returns NaN
// (EST-SAFE-INPUT).
import { dayNumber } from '@/lib/text/dates';
import type { DayPartFallbackStrategy } from '@/types/wire';

export const HOURS_PER_DAY = 24;
export const DAYS_PER_WEEK = 7;
/** The week the average CPM is taken over: 24 hours times 7 weekdays. */
export const SLOTS_PER_WEEK = HOURS_PER_DAY * DAYS_PER_WEEK;
/**
 * Fees at or above 100% would make the gross budget infinite. The schema rejects them; the
 * estimates cap their total here so a half-typed fee still gives a finite figure.
 */
export const MAX_FEE_SHARE = 0.99;

export type BudgetType = 'lifetime' | 'daily';

export interface EstimateDayPart {
  weekday: number;
  hour: number;
  bidCpmOverride: number | null;
}

export interface EstimateInput {
  budgetType: BudgetType;
  /** spendLifetime or spendDaily, by budgetType (dollars). */
  budget: number;
  /** YYYY-MM-DD, the first and last day of the window (both included). */
  dateStart: string;
  dateEnd: string;
  /** Fractions: 0.15 is 15%. */
  fees: { dsp: number; agency: number };
  bidCpm: number;
  dayParts: readonly EstimateDayPart[];
  fallback: DayPartFallbackStrategy;
}

export interface Estimates {
  /** Days in the window (0 when a date is missing or the end is before the start). */
  days: number;
  grossBudget: number;
  agencyFee: number;
  dspFee: number;
  netBudget: number;
  averageCpm: number;
  /** Slots of the week the average CPM is taken over (rule 3). */
  pricedSlots: number;
  /** Slots of the week the campaign serves in, for capacity: 168, or its day-parts' hours. */
  activeSlots: number;
  /** null: a free campaign (average CPM 0), shown as `N/A (free campaign)`. */
  impressions: number | null;
}

/** Beyond any real budget or CPM: larger inputs are held here so sums stay finite. */
export const MAX_AMOUNT = 1e12;

/**
 * A number from 0 to MAX_AMOUNT; NaN, negatives and -Infinity count as 0, and so do amounts too
 * small to divide by (a CPM of 5e-324 would underflow to 0 per impression).
 */
export function nonNegative(value: number | null | undefined): number {
  if (typeof value !== 'number' || Number.isNaN(value) || value < 1e-9) return 0;
  return Math.min(value, MAX_AMOUNT);
}

/**
 * EST-WINDOW-DAYS: the window runs from dateStart 00:00:00 to dateEnd 23:59:59, so its length in
 * days, rounded up, is the number of calendar days from the first to the last, both included.
 */
export function windowDays(dateStart: string, dateEnd: string): number {
  const start = dayNumber(dateStart);
  const end = dayNumber(dateEnd);
  if (start === null || end === null || end < start) return 0;
  return end - start + 1;
}

/** Rule 1's base: a daily budget times the window's days, or the lifetime budget. */
export function baseBudget(
  input: Pick<EstimateInput, 'budgetType' | 'budget' | 'dateStart' | 'dateEnd'>,
): number {
  const budget = nonNegative(input.budget);
  return input.budgetType === 'daily'
    ? budget * windowDays(input.dateStart, input.dateEnd)
    : budget;
}

/**
 * EST-FEE-CAP: the fee fractions the estimates use: negative fees count as 0, and fees totalling
 * more than MAX_FEE_SHARE are scaled down to it together, so gross = net + both fees always holds.
 */
export function feeShares(fees: { dsp: number; agency: number }): { dsp: number; agency: number } {
  const dsp = nonNegative(fees.dsp);
  const agency = nonNegative(fees.agency);
  const total = dsp + agency;
  if (total <= MAX_FEE_SHARE) return { dsp, agency };
  const scale = MAX_FEE_SHARE / total;
  return { dsp: dsp * scale, agency: agency * scale };
}

/** Rule 1: the base budget grossed up by both fees, rounded to whole dollars. */
export function grossBudget(
  input: Pick<EstimateInput, 'budgetType' | 'budget' | 'dateStart' | 'dateEnd' | 'fees'>,
): number {
  const { dsp, agency } = feeShares(input.fees);
  return Math.round(baseBudget(input) / (1 - (dsp + agency)));
}

export interface FeeAmounts {
  agencyFee: number;
  dspFee: number;
  netBudget: number;
}

/** Rule 2: each fee's share of the gross (negative fees as 0) and the net left after both. */
export function feeAmounts(gross: number, fees: { dsp: number; agency: number }): FeeAmounts {
  const shares = feeShares(fees);
  const agencyFee = gross * shares.agency;
  const dspFee = gross * shares.dsp;
  return { agencyFee, dspFee, netBudget: gross - agencyFee - dspFee };
}

function isSlot(weekday: number, hour: number): boolean {
  return (
    Number.isInteger(weekday) &&
    Number.isInteger(hour) &&
    weekday >= 0 &&
    weekday < DAYS_PER_WEEK &&
    hour >= 0 &&
    hour < HOURS_PER_DAY
  );
}

const slotOf = (part: EstimateDayPart) => part.weekday * HOURS_PER_DAY + part.hour;

/**
 * Rule 3, per slot (slot = weekday * 24 + hour): the CPM a slot counts at in the average, or
 * null where it does not count. An override prices its slot; any other slot is at the campaign
 * CPM with campaignDefault and left out with dayPartsOnly (a day-part without an override too).
 */
export function slotCpms(
  bidCpm: number,
  dayParts: readonly EstimateDayPart[],
  fallback: DayPartFallbackStrategy,
): (number | null)[] {
  const slots: (number | null)[] = new Array<number | null>(SLOTS_PER_WEEK).fill(
    fallback === 'campaignDefault' ? nonNegative(bidCpm) : null,
  );
  for (const part of dayParts) {
    if (!isSlot(part.weekday, part.hour) || part.bidCpmOverride === null) continue;
    slots[slotOf(part)] = nonNegative(part.bidCpmOverride);
  }
  return slots;
}

/** Rule 3: the average CPM over the slots that count (0 when none does), and how many count. */
export function averageCpm(
  bidCpm: number,
  dayParts: readonly EstimateDayPart[],
  fallback: DayPartFallbackStrategy,
): { averageCpm: number; pricedSlots: number } {
  const counted = slotCpms(bidCpm, dayParts, fallback).filter((cpm): cpm is number => cpm !== null);
  if (counted.length === 0) return { averageCpm: 0, pricedSlots: 0 };
  const total = counted.reduce((sum, cpm) => sum + cpm, 0);
  return { averageCpm: total / counted.length, pricedSlots: counted.length };
}

/** Rule 4: impressions the net budget buys at the average CPM; null for a free campaign. */
export function estimatedImpressions(netBudget: number, cpm: number): number | null {
  if (cpm === 0) return null;
  return Math.floor(netBudget / (cpm / 1000));
}

/**
 * The hours of the week the campaign serves in, for capacity (not price): every hour with
 * campaignDefault; with dayPartsOnly its day-parts' hours, whether or not they have an override.
 */
export function servingSlots(
  dayParts: readonly EstimateDayPart[],
  fallback: DayPartFallbackStrategy,
): number {
  if (fallback === 'campaignDefault') return SLOTS_PER_WEEK;
  const slots = new Set<number>();
  for (const part of dayParts) if (isSlot(part.weekday, part.hour)) slots.add(slotOf(part));
  return slots.size;
}

export function estimateCampaign(input: EstimateInput): Estimates {
  const gross = grossBudget(input);
  const fees = feeAmounts(gross, input.fees);
  const cpm = averageCpm(input.bidCpm, input.dayParts, input.fallback);
  return {
    days: windowDays(input.dateStart, input.dateEnd),
    grossBudget: gross,
    ...fees,
    averageCpm: cpm.averageCpm,
    pricedSlots: cpm.pricedSlots,
    activeSlots: servingSlots(input.dayParts, input.fallback),
    impressions: estimatedImpressions(fees.netBudget, cpm.averageCpm),
  };
}

/**
 * What the targeted screens can deliver over the flight: their weekly impressions times the
 * flight's weeks, counting only the share of the week the campaign serves in (its day-parts).
 */
export function deliverableImpressions(
  weeklyImpressions: number,
  days: number,
  activeSlots: number,
): number {
  const share = Math.min(SLOTS_PER_WEEK, nonNegative(activeSlots)) / SLOTS_PER_WEEK;
  return Math.floor((nonNegative(weeklyImpressions) * nonNegative(days) * share) / DAYS_PER_WEEK);
}

/** The max-capacity signal: the estimate buys more than the screens offer over the flight. */
export function exceedsCapacity(estimated: number | null, deliverable: number): boolean {
  return estimated !== null && estimated > deliverable;
}
