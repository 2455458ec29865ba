// Calendar days as the forms, the API and the demo server write them: `YYYY-MM-DD` in the
// user's local time. Arithmetic goes through UTC, so daylight saving never skips or repeats a day.

export type IsoDate = string;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function localIsoDate(date: Date = new Date()): IsoDate {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function today(): IsoDate {
  return localIsoDate(new Date());
}

/**
 * Days from 1970-01-01 to `date` written `YYYY-MM-DD`, null for anything else. An impossible
 * date rolls over (2025-02-30 counts as 2025-03-02): isDay() tells them apart.
 */
export function dayNumber(date: string): number | null {
  const match = ISO_DAY.exec(date);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** Written `YYYY-MM-DD` (an impossible date such as 2025-02-30 included). */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && dayNumber(value) !== null;
}

/** A real calendar day written `YYYY-MM-DD` (not 2025-02-30, not 2025-3-1). */
export function isDay(value: string): boolean {
  return isIsoDate(value) && addDays(value, 0) === value;
}

/** `date` moved by `days` calendar days (negative: earlier). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const day = dayNumber(date);
  if (day === null) throw new Error(`Not a day: ${date}`);
  return new Date((day + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier; NaN when either is no day). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return (dayNumber(to) ?? NaN) - (dayNumber(from) ?? NaN);
}

/** Every day from `start` to `end`, both included. */
export function eachDay(start: IsoDate, end: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** 0 = Monday ... 6 = Sunday, the weekday numbering of campaign day-parts. */
export function weekdayIndex(date: IsoDate): number {
  return (new Date((dayNumber(date) ?? NaN) * DAY_MS).getUTCDay() + 6) % 7;
}

/** The campaign window's wire format: local time without a zone (MANY-LOCAL-TIME). */
export function windowStart(date: IsoDate): string {
  return `${date}T00:00:00`;
}

export function windowEnd(date: IsoDate): string {
  return `${date}T23:59:59`;
}

/** A timestamp on a given day, for the demo data's createdAt-style fields. */
export function timestampOn(date: IsoDate, hour = 9, minute = 0): string {
  return `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;
}

/** The instants a run of local days spans (HIST-CHART-MARKERS): its first midnight to the one after its last. */
export function daysRange(first: IsoDate, last: IsoDate): { from: string; to: string } | null {
  const start = new Date(`${first}T00:00:00`);
  const end = new Date(`${last}T00:00:00`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  end.setDate(end.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}
