// Display formatting for every screen, in one place: en-US through Intl, each formatter built
// once (constructing Intl formatters is slow, and tables call these per cell).

/** What a cell shows for a missing or unreadable value. */
export const MISSING = '—';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
// FORM-NEGATIVE-ZERO: signDisplay 'negative', no sign on -0, nor on a negative amount that
// rounds to zero (`$0.00`, never `-$0.00`).
const countFormat = new Intl.NumberFormat('en-US', { signDisplay: 'negative' });
const moneyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  signDisplay: 'negative',
});
const amountFormat = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});
// No grouping and no sign on -0: the same text as the template `${percent}%` it replaces.
const percentFormat = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 2,
  useGrouping: false,
  signDisplay: 'negative',
});

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** `2024-03-05T10:00:00Z` -> `Mar 5, 2024` (local time); missing or unreadable -> `—`. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : MISSING;
}

/** `2024-03-05T10:00:00Z` -> `Mar 5, 2024, 10:00 AM` (local time); missing -> `—`. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : MISSING;
}

const timeFormat = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment as a sentence says it after `at`: today's as `10:02`, another day's as
 * `Nov 28, 2026, 10:02 AM` (local time); missing -> `—`.
 */
export function formatMoment(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return MISSING;
  return date.toDateString() === now.toDateString()
    ? timeFormat.format(date)
    : dateTimeFormat.format(date);
}

/** 1234 -> `1,234`; missing, NaN or infinite -> `—`. */
export function formatCount(value: number | null | undefined): string {
  return isNumber(value) ? countFormat.format(value) : MISSING;
}

/** US dollars: 1234.5 -> `$1,234.50`, -3 -> `-$3.00`; missing -> `—`. */
export function formatMoney(dollars: number | null | undefined): string {
  return isNumber(dollars) ? moneyFormat.format(dollars) : MISSING;
}

/**
 * A plain amount with up to two decimals, as in the bidders' "Daily Budget($)" column:
 * 1234.5 -> `1,234.5`, 10 -> `10`, 0.125 -> `0.13`; missing -> `—`.
 */
export function formatAmount(value: number | null | undefined): string {
  return isNumber(value) ? amountFormat.format(value) : MISSING;
}

/** 15 (%) -> 0.15: fees travel as fractions (API-MONEY), rounded to 4 decimals. */
export function percentToFraction(percent: number): number {
  return Math.round(percent * 100) / 10000;
}

/** 0.15 -> 15 (%), without floating-point noise (0.15 * 100 is 15.000000000000002). */
export function fractionToPercent(fraction: number): number {
  return Math.round(fraction * 10000) / 100;
}

/**
 * A fee fraction as a percentage: 0.15 -> `15%`, 0.125 -> `12.5%`; missing -> `—`.
 * Rounded with fractionToPercent, as the fee fields are, so the text matches the forms.
 */
export function formatFeePercent(fraction: number | null | undefined): string {
  if (!isNumber(fraction)) return MISSING;
  return `${percentFormat.format(fractionToPercent(fraction))}%`;
}

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

/** The en-US formatter of a date, a time and the zone's abbreviation, one per zone. */
function zonedFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = zonedFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone,
    });
    zonedFormats.set(key, format);
  }
  return format;
}

const zonedTimeFormat = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** A moment's time of day in the viewer's zone, with the zone: `10:42 AM EST`. */
export function formatZonedTime(value: DateInput): string {
  const date = toDate(value);
  return date ? zonedTimeFormat.format(date) : MISSING;
}

/**
 * HIST-PANEL-TIME: a moment in the viewer's zone with the zone's abbreviation,
 * `2026-03-05T15:42:00Z` -> `Mar 5, 2026, 10:42 AM EST` (in New York); `timeZone` names another
 * zone (an IANA name). Missing or unreadable -> `—`.
 */
export function formatZonedDateTime(value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  return date ? zonedFormat(timeZone).format(date) : MISSING;
}
