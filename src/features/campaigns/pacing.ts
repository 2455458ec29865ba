// Pacing at a glance (PACE-FLIGHT, PACE-EXPECTED, PACE-BAND, PACE-NONE; docs/decisions.md,
// "Pacing"), one pure rule that the
// list's Pacing column, the detail page's line and the tests all read: the campaign's spend so
// far against its budget spent evenly over the flight days elapsed (today included), within a
// 10% band either way. A daily budget's even spend by today is the daily budget times those
// days. Outside the flight: `Not started` before its first day, `Ended` after its last.
import { windowDays } from '@/features/campaigns/estimates';
import type { Campaign } from '@/types/api';

export type PacingStatus = 'On track' | 'Behind' | 'Ahead' | 'Not started' | 'Ended';

/** Within this share of the expected spend, either way, a campaign is `On track`. */
export const PACING_BAND = 0.1;

export interface Pacing {
  status: PacingStatus;
  budgetType: 'lifetime' | 'daily';
  /** The lifetime budget, or the daily one (dollars); 0 when the campaign has none. */
  budget: number;
  /** Spend so far (statsLifetime.spend, current as of today). */
  spend: number;
  /** YYYY-MM-DD, the flight's first and last day (both included). */
  dateStart: string;
  dateEnd: string;
  flightDays: number;
  /** Flight days up to and including today: 0 before the flight, flightDays after it. */
  elapsedDays: number;
  /** What an even spend would have spent by today (dollars, to the cent). */
  expected: number;
  /** spend / expected - 1 (-0.14 is 14% behind); null when nothing is expected yet. */
  deviation: number | null;
}

type PacingInput = Partial<Pick<Campaign, 'budgets' | 'schedule' | 'statsLifetime'>>;

const cents = (dollars: number) => Math.round(dollars * 100);
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const amount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** `2024-03-05T00:00:00` -> `2024-03-05`; anything else -> null. */
function day(value: string | undefined): string | null {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

/**
 * In flight: `On track` while the spend is within PACING_BAND of the expected spend (in whole
 * cents, the band rounded to the cent, its edge included), else `Behind` or `Ahead`. A flight
 * without a budget has nothing to pace against: null (shown as `—`), as has a campaign without
 * readable dates. `today` is YYYY-MM-DD in local time, the calendar the window is written in.
 */
export function campaignPacing(campaign: PacingInput, today: string): Pacing | null {
  const dateStart = day(campaign.schedule?.window?.dateStart);
  const dateEnd = day(campaign.schedule?.window?.dateEnd);
  const flightDays = dateStart && dateEnd ? windowDays(dateStart, dateEnd) : 0;
  if (!dateStart || !dateEnd || flightDays === 0 || day(today) !== today) return null;
  const lifetime = amount(campaign.budgets?.spendLifetime);
  const daily = amount(campaign.budgets?.spendDaily);
  // As the list's Budget column reads it: the lifetime budget when there is one.
  const budgetType = lifetime === 0 && daily > 0 ? 'daily' : 'lifetime';
  const budget = budgetType === 'daily' ? daily : lifetime;
  const spend = amount(campaign.statsLifetime?.spend);
  const elapsedDays =
    today < dateStart ? 0 : today > dateEnd ? flightDays : windowDays(dateStart, today);
  const expectedCents = cents(
    budgetType === 'daily' ? budget * elapsedDays : (budget * elapsedDays) / flightDays,
  );
  const pacing = {
    budgetType,
    budget,
    spend,
    dateStart,
    dateEnd,
    flightDays,
    elapsedDays,
    expected: expectedCents / 100,
    deviation: expectedCents > 0 ? round4(cents(spend) / expectedCents - 1) : null,
  } as const;
  if (today < dateStart) return { ...pacing, status: 'Not started' };
  if (today > dateEnd) return { ...pacing, status: 'Ended' };
  if (budget === 0) return null;
  const gap = cents(spend) - expectedCents;
  const band = Math.round(expectedCents * PACING_BAND);
  const status: PacingStatus = Math.abs(gap) <= band ? 'On track' : gap < 0 ? 'Behind' : 'Ahead';
  return { ...pacing, status };
}
