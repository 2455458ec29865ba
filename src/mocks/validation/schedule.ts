// A campaign's schedule (CMP-WINDOW, MANY-LOCAL-TIME): the window in the wire's local-time format
// (`YYYY-MM-DDT00:00:00` to `YYYY-MM-DDT23:59:59`, no zone), day-parts on the 7 x 24 grid
// (weekday 0 = Monday) and the fallback strategy outside them.
import { BOUND_LABELS as L } from '@/rules/field-bounds';
import { CAMPAIGN_RULE_MESSAGES as C } from '@/rules/campaign-rules';
import { type IsoDate, isDay, today as localToday } from '@/lib/text/dates';
import { fail } from '@/mocks/http';
import { boundedMoney, isRecord, oneOf, toNumber } from '@/mocks/validation/common';
import type { CampaignSchedule, DayPart } from '@/types/api';
import type { DayPartFallbackStrategy } from '@/types/wire';

export const SCHEDULE_MESSAGES = {
  startRequired: C.startRequired,
  startFormat: 'Start date must be YYYY-MM-DDT00:00:00 (local time, no zone)',
  startPast: C.startPast,
  endRequired: C.endRequired,
  endFormat: 'End date must be YYYY-MM-DDT23:59:59 (local time, no zone)',
  endBeforeStart: C.endBeforeStart,
  dayPartsList: 'Day-parts must be a list of {weekday, hour, bidCpmOverride}',
  weekday: 'Day-part weekday must be 0 (Monday) to 6 (Sunday)',
  hour: 'Day-part hour must be 0 to 23',
  duplicate: 'Each day-part weekday and hour may appear only once',
  overrideMin: C.overrideMin,
  strategy: 'Day-part fallback strategy must be campaignDefault or dayPartsOnly',
  dayPartsRequired: C.dayPartsRequired,
} as const;

const M = SCHEDULE_MESSAGES;
const STRATEGIES: readonly DayPartFallbackStrategy[] = ['campaignDefault', 'dayPartsOnly'];

/** The day of a window bound with this time of day; null when malformed or not a real date. */
function windowDay(value: string, time: string): IsoDate | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})$/.exec(value);
  if (!match || match[2] !== time) return null;
  const day = match[1] ?? '';
  return isDay(day) ? day : null;
}

function parseWindow(value: unknown, isNew: boolean, today: IsoDate) {
  const window = isRecord(value) ? value : {};
  if (typeof window.dateStart !== 'string' || window.dateStart === '') fail(M.startRequired);
  const start = windowDay(window.dateStart, '00:00:00') ?? fail(M.startFormat);
  if (typeof window.dateEnd !== 'string' || window.dateEnd === '') fail(M.endRequired);
  const end = windowDay(window.dateEnd, '23:59:59') ?? fail(M.endFormat);
  if (end < start) fail(M.endBeforeStart);
  // An edited campaign may have started already (it may be running).
  if (isNew && start < today) fail(M.startPast);
  return { dateStart: window.dateStart, dateEnd: window.dateEnd };
}

function integerIn(value: unknown, min: number, max: number, message: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    fail(message);
  }
  return value;
}

function parseDayParts(value: unknown): DayPart[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) fail(M.dayPartsList);
  const seen = new Set<number>();
  return value.map((entry): DayPart => {
    if (!isRecord(entry)) fail(M.dayPartsList);
    const weekday = integerIn(entry.weekday, 0, 6, M.weekday);
    const hour = integerIn(entry.hour, 0, 23, M.hour);
    const slot = weekday * 24 + hour;
    if (seen.has(slot)) fail(M.duplicate);
    seen.add(slot);
    const raw = entry.bidCpmOverride;
    if (raw === null || raw === undefined || raw === '') {
      return { weekday, hour, bidCpmOverride: null };
    }
    const override = toNumber(raw);
    if (override === undefined || override < 0) fail(M.overrideMin);
    boundedMoney(override, L.dayPartOverride, 'cpm');
    return { weekday, hour, bidCpmOverride: override };
  });
}

/** `schedule` of a campaign body; `isNew` applies the no-start-in-the-past rule. */
export function parseSchedule(
  value: unknown,
  isNew: boolean,
  today: IsoDate = localToday(),
): CampaignSchedule {
  const schedule = isRecord(value) ? value : {};
  const window = parseWindow(schedule.window, isNew, today);
  const dayParts = parseDayParts(schedule.dayParts);
  const dayPartFallbackStrategy = oneOf(
    schedule.dayPartFallbackStrategy ?? 'campaignDefault',
    STRATEGIES,
    M.strategy,
  );
  // Only day-parts and none chosen: the campaign could never serve.
  if (dayPartFallbackStrategy === 'dayPartsOnly' && dayParts.length === 0) {
    fail(M.dayPartsRequired);
  }
  return { window, dayParts, dayPartFallbackStrategy };
}
