// Spec section 9, the campaign estimates, as one pure module: the wizard's live forecast, its
// Launch step and the tests all read these functions. Every input may be half-typed (NaN, a
// negative number, an end before the start): the estimates then count it as 0 and never throw
// or return NaN.
import type { DayPartFallbackStrategy } from '@/types/api';

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
  /** Slots of the week the campaign may serve in (168 unless it runs only during day-parts). */
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

function dayNumber(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isFinite(time) ? Math.round(time / 86_400_000) : null;
}

/**
 * The window runs from dateStart 00:00:00 to dateEnd 23:59:59, so its length in days, rounded
 * up, is the number of calendar days from the first to the last, both included.
 */
export function windowDays(dateStart: string, dateEnd: string): number {
  const start = dayNumber(dateStart);
  const end = dayNumber(dateEnd);
  if (start === null || end === null || end < start) return 0;
  return end - start + 1;
}

/** The budget before fees: a daily budget times the window's days, or the lifetime budget. */
export function baseBudget(
  input: Pick<EstimateInput, 'budgetType' | 'budget' | 'dateStart' | 'dateEnd'>,
): number {
  const budget = nonNegative(input.budget);
  return input.budgetType === 'daily'
    ? budget * windowDays(input.dateStart, input.dateEnd)
    : budget;
}

/** The CPM of each of the 168 slots (slot = weekday * 24 + hour); null where it does not serve. */
export function slotCpms(
  bidCpm: number,
  dayParts: readonly EstimateDayPart[],
  fallback: DayPartFallbackStrategy,
): (number | null)[] {
  const campaignCpm = nonNegative(bidCpm);
  const slots: (number | null)[] = new Array<number | null>(SLOTS_PER_WEEK).fill(
    fallback === 'campaignDefault' ? campaignCpm : null,
  );
  for (const part of dayParts) {
    if (!isSlot(part.weekday, part.hour)) continue;
    // A day-part without an override serves at the campaign CPM.
    slots[part.weekday * HOURS_PER_DAY + part.hour] =
      part.bidCpmOverride === null ? campaignCpm : nonNegative(part.bidCpmOverride);
  }
  return slots;
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

/** The average CPM over the slots that count, and how many count. */
export function averageCpm(
  bidCpm: number,
  dayParts: readonly EstimateDayPart[],
  fallback: DayPartFallbackStrategy,
): { averageCpm: number; activeSlots: number } {
  const counted = slotCpms(bidCpm, dayParts, fallback).filter((cpm): cpm is number => cpm !== null);
  if (counted.length === 0) return { averageCpm: 0, activeSlots: 0 };
  const total = counted.reduce((sum, cpm) => sum + cpm, 0);
  return { averageCpm: total / counted.length, activeSlots: counted.length };
}

/**
 * The fee fractions the estimates use: negative fees count as 0, and fees totalling more than
 * MAX_FEE_SHARE are scaled down to it together, so gross = net + both fees always holds.
 */
export function feeShares(fees: { dsp: number; agency: number }): { dsp: number; agency: number } {
  const dsp = nonNegative(fees.dsp);
  const agency = nonNegative(fees.agency);
  const total = dsp + agency;
  if (total <= MAX_FEE_SHARE) return { dsp, agency };
  const scale = MAX_FEE_SHARE / total;
  return { dsp: dsp * scale, agency: agency * scale };
}

export function estimateCampaign(input: EstimateInput): Estimates {
  const { dsp: dspShare, agency: agencyShare } = feeShares(input.fees);
  const grossBudget = Math.round(baseBudget(input) / (1 - (dspShare + agencyShare)));
  const agencyFee = grossBudget * agencyShare;
  const dspFee = grossBudget * dspShare;
  const netBudget = grossBudget - agencyFee - dspFee;
  const cpm = averageCpm(input.bidCpm, input.dayParts, input.fallback);
  let impressions: number | null;
  if (cpm.activeSlots === 0) impressions = 0;
  else if (cpm.averageCpm === 0) impressions = null;
  else impressions = Math.floor(netBudget / (cpm.averageCpm / 1000));
  return {
    days: windowDays(input.dateStart, input.dateEnd),
    grossBudget,
    agencyFee,
    dspFee,
    netBudget,
    averageCpm: cpm.averageCpm,
    activeSlots: cpm.activeSlots,
    impressions,
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
