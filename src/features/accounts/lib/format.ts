import { fractionToPercent } from '@/features/accounts/account-schema';

export const MISSING = '—';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const numberFormat = new Intl.NumberFormat('en-US');

/** `2024-03-05T10:00:00Z` -> `Mar 5, 2024`; a missing or unreadable date -> `—`. */
export function formatDate(iso: string | undefined | null): string {
  if (!iso) return MISSING;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? MISSING : dateFormat.format(date);
}

export function formatCount(value: number | undefined | null): string {
  return typeof value === 'number' && Number.isFinite(value) ? numberFormat.format(value) : MISSING;
}

/** 0.15 -> `15%`. */
export function formatFee(fraction: number | undefined | null): string {
  return typeof fraction === 'number' && Number.isFinite(fraction)
    ? `${fractionToPercent(fraction)}%`
    : MISSING;
}
