// How a campaign's figures read on the list and the detail screen.
import { formatMoney, MISSING } from '@/lib/text/format';
import type { Campaign } from '@/types/api';

export type CampaignStatus = 'Active' | 'Paused';

/**
 * The status shown by the badge and the list's status filter: the published flag the Active
 * toggle sets (CMP-STATUS). Decision: no `Scheduled` or `Ended` status derived from the
 * window. A published campaign outside its window is still "Active" (it will serve, or would
 * have, and the Start and End columns show the window, sortable); a derived status would
 * disagree with the toggle beside it and with the server, which knows nothing of it.
 */
export function campaignStatus(campaign: Pick<Campaign, 'isPublished'>): CampaignStatus {
  return campaign.isPublished ? 'Active' : 'Paused';
}

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * A window bound (`2024-03-05T00:00:00`, local time by CMP-WINDOW) as its calendar day,
 * `Mar 5, 2024` (CMP-LIST-FORMAT): read from the text, so no time zone can move it to another day.
 */
export function formatWindowDay(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return MISSING;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(day.getTime()) ? MISSING : dayFormat.format(day);
}

/** `YYYY-MM-DD` of a window bound, for sorting; missing -> undefined (sorted last). */
export function windowDay(value: string | null | undefined): string | undefined {
  return value ? /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] : undefined;
}

/** The budget as a figure: a lifetime budget when there is one, else the daily one. */
export function budgetAmount(budgets: Campaign['budgets'] | undefined): number | undefined {
  return budgets?.spendLifetime ?? budgets?.spendDaily;
}

/** Whole dollars unless there are cents: 25000 -> `$25,000`, 12.5 -> `$12.50`. */
export function formatDollars(value: number | null | undefined): string {
  const text = formatMoney(value);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** CMP-LIST-FORMAT: lifetime `$25,000` or daily `$800/day`; none -> `—`. */
export function formatBudget(budgets: Campaign['budgets'] | undefined): string {
  if (typeof budgets?.spendLifetime === 'number') return formatDollars(budgets.spendLifetime);
  if (typeof budgets?.spendDaily === 'number') return `${formatDollars(budgets.spendDaily)}/day`;
  return MISSING;
}

/**
 * CMP-DETAIL-STATS: what was paid per thousand impressions: spend / impressions * 1000; none
 * delivered -> null.
 */
export function effectiveCpm(stats: Campaign['statsLifetime'] | undefined): number | null {
  if (!stats || !(stats.impressions > 0)) return null;
  return (stats.spend / stats.impressions) * 1000;
}
