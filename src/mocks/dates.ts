// Calendar days as `YYYY-MM-DD` strings in local time. Arithmetic goes through UTC so that
// daylight-saving changes never skip or repeat a day.

export type IsoDate = string;

export function localIsoDate(date: Date): IsoDate {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function today(): IsoDate {
  return localIsoDate(new Date());
}

function toUtc(date: IsoDate): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(toUtc(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

/** Every day from `start` to `end`, both included. */
export function eachDay(start: IsoDate, end: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** 0 = Monday ... 6 = Sunday, the weekday numbering of campaign day-parts. */
export function weekdayIndex(date: IsoDate): number {
  return (new Date(toUtc(date)).getUTCDay() + 6) % 7;
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !isNaN(toUtc(value));
}

/** The campaign window's wire format: local time without a zone (MANY-LOCAL-TIME). */
export function windowStart(date: IsoDate): string {
  return `${date}T00:00:00`;
}

export function windowEnd(date: IsoDate): string {
  return `${date}T23:59:59`;
}

/** A timestamp on a given day, for createdAt-style fields. */
export function timestampOn(date: IsoDate, hour = 9, minute = 0): string {
  return `${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;
}
