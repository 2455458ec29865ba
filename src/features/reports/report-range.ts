// A report's date range as the URL keeps it (so a link reproduces the view): `?range=7d`,
// `30d` (the default, left out of the URL) or `90d`, each ending today; or
// `?range=custom&start=YYYY-MM-DD&end=YYYY-MM-DD`. Days are local calendar days.
import { addDays, daysBetween, isDay } from '@/lib/text/dates';
import { RANGE_TEXT } from '@/features/reports/messages';

// RPT-RANGE: presets and the URL; RPT-RANGE-CUSTOM: validateCustom; RPT-RANGE-LINK: resolveRange.
export const RANGE_PARAM = 'range';
export const START_PARAM = 'start';
export const END_PARAM = 'end';

export const PRESETS = [
  { id: '7d', days: 7, label: 'Last 7 days' },
  { id: '30d', days: 30, label: 'Last 30 days' },
  { id: '90d', days: 90, label: 'Last 90 days' },
] as const;

export type PresetId = (typeof PRESETS)[number]['id'];
export type RangeChoice = PresetId | 'custom';

export const DEFAULT_PRESET: PresetId = '30d';
export const CUSTOM_LABEL = 'Custom';
/** The longest custom range: a year of daily rows, leap day included. */
export const MAX_CUSTOM_DAYS = 366;

export interface DateRange {
  start: string;
  end: string;
}

export interface ResolvedRange extends DateRange {
  choice: RangeChoice;
  /** The URL asked for a range that cannot be shown (the default is shown instead). */
  invalidLink: boolean;
}

/** Days from `start` to `end`, both included (0 when either is no real day). */
export function dayCount({ start, end }: DateRange): number {
  return isDay(start) && isDay(end) ? daysBetween(start, end) + 1 : 0;
}

export function presetRange(id: PresetId, today: string): DateRange {
  const preset = PRESETS.find((candidate) => candidate.id === id) ?? PRESETS[1];
  return { start: addDays(today, -(preset.days - 1)), end: today };
}

export function isPreset(value: string | null): value is PresetId {
  return PRESETS.some((preset) => preset.id === value);
}

export interface CustomErrors {
  start?: string;
  end?: string;
}

/** A custom range's errors by field; none: it can be shown. */
export function validateCustom(start: string, end: string, today: string): CustomErrors {
  const errors: CustomErrors = {};
  if (start.trim() === '') errors.start = RANGE_TEXT.startRequired;
  else if (!isDay(start)) errors.start = RANGE_TEXT.invalidDay;
  if (end.trim() === '') errors.end = RANGE_TEXT.endRequired;
  else if (!isDay(end)) errors.end = RANGE_TEXT.invalidDay;
  else if (end > today) errors.end = RANGE_TEXT.future;
  if (errors.start || errors.end) return errors;
  if (start > end) errors.start = RANGE_TEXT.order;
  else if (dayCount({ start, end }) > MAX_CUSTOM_DAYS) errors.start = RANGE_TEXT.tooLong;
  return errors;
}

export const hasErrors = (errors: CustomErrors) => Boolean(errors.start ?? errors.end);

/** What the URL's params show; a link that cannot be shown falls back to the default range. */
export function resolveRange(params: URLSearchParams, today: string): ResolvedRange {
  const choice = params.get(RANGE_PARAM);
  if (choice === null || choice === '') {
    return { choice: DEFAULT_PRESET, ...presetRange(DEFAULT_PRESET, today), invalidLink: false };
  }
  if (isPreset(choice)) return { choice, ...presetRange(choice, today), invalidLink: false };
  const start = params.get(START_PARAM) ?? '';
  const end = params.get(END_PARAM) ?? '';
  if (choice === 'custom' && !hasErrors(validateCustom(start, end, today))) {
    return { choice, start, end, invalidLink: false };
  }
  return { choice: DEFAULT_PRESET, ...presetRange(DEFAULT_PRESET, today), invalidLink: true };
}

/** The URL's params for a choice; other params (a sort, the demo knobs) are kept. */
export function rangeParams(
  current: URLSearchParams,
  choice: RangeChoice,
  custom?: DateRange,
): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(START_PARAM);
  next.delete(END_PARAM);
  if (choice === DEFAULT_PRESET) next.delete(RANGE_PARAM);
  else next.set(RANGE_PARAM, choice);
  if (choice === 'custom' && custom) {
    next.set(START_PARAM, custom.start);
    next.set(END_PARAM, custom.end);
  }
  return next;
}
