// Day-part grid cells in words: a deal's day-parts (DEAL-DAY-PARTS-WORDS; the deal page, and the
// form before its grid is opened), and any grid's cells in the conflict view. Pure, no grid code.
import type { DayPartCell } from '@/components/ui/day-part-grid/types';

type Hour = Pick<DayPartCell, 'weekday' | 'hour'>;

const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const HOURS_IN_WEEK = 7 * 24;
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** One weekday's hours as ranges: `06:00–10:00, 17:00–21:00` (`all day` for all 24). */
function hoursText(hours: ReadonlySet<number>): string {
  if (hours.size === 24) return 'all day';
  const ranges: string[] = [];
  for (let hour = 0; hour < 24; hour += 1) {
    if (!hours.has(hour)) continue;
    let end = hour;
    while (hours.has(end + 1)) end += 1;
    ranges.push(`${hourText(hour)}–${hourText(end + 1 === 24 ? 0 : end + 1)}`);
    hour = end;
  }
  return ranges.join(', ');
}

/**
 * The day-parts in words, consecutive weekdays with the same hours grouped:
 * `Mon–Fri 06:00–10:00`; none (or every hour) -> `Every hour`; `Mon–Fri 06:00–10:00; Sat 12:00–14:00`.
 */
export function dayPartsSummary(dayParts: readonly Hour[]): string {
  const byDay = Array.from({ length: 7 }, () => new Set<number>());
  for (const { weekday, hour } of dayParts) byDay[weekday]?.add(hour);
  const total = byDay.reduce((sum, hours) => sum + hours.size, 0);
  if (total === 0 || total === HOURS_IN_WEEK) return 'Every hour';
  const texts = byDay.map((hours) => (hours.size ? hoursText(hours) : null));
  const groups: string[] = [];
  for (let day = 0; day < 7; day += 1) {
    const text = texts[day];
    if (!text) continue;
    let last = day;
    while (last + 1 < 7 && texts[last + 1] === text) last += 1;
    const days =
      last === day
        ? WEEKDAY_SHORT[day]
        : `${WEEKDAY_SHORT[day]}${last === day + 1 ? ', ' : '–'}${WEEKDAY_SHORT[last]}`;
    groups.push(`${days} ${text}`);
    day = last;
  }
  return groups.join('; ');
}

const isCell = (item: unknown): item is Hour & { value?: unknown } =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as Hour).weekday === 'number' &&
  typeof (item as Hour).hour === 'number';

/**
 * A grid's cells in words, or null when `value` is no list of cells: the hours by value
 * (`Mon–Fri 06:00–10:00; Sat 12:00–14:00 at $4.50`), those without a value first.
 */
export function dayPartCellsText(
  value: unknown,
  valueText: (cellValue: number) => string = String,
): string | null {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isCell)) return null;
  const byValue = new Map<number | null, Hour[]>();
  for (const cell of value) {
    const key = typeof cell.value === 'number' ? cell.value : null;
    const hours = byValue.get(key);
    if (hours) hours.push(cell);
    else byValue.set(key, [cell]);
  }
  return [...byValue.entries()]
    .sort(([a], [b]) => (a === null ? -1 : b === null ? 1 : a - b))
    .map(([key, hours]) =>
      key === null ? dayPartsSummary(hours) : `${dayPartsSummary(hours)} at ${valueText(key)}`,
    )
    .join('; ');
}
