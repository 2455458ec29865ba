// How the change history shows a list-valued field (HIST-RECORD): short enough to read in a row,
// precise enough that two different values rarely read the same (a change is recorded on the raw
// value all the same: src/mocks/history/fields.ts).
import { venueTypeById } from '@/data/venue-types';
import { formatMoney } from '@/lib/text/format';
import type { DbState } from '@/mocks/records';

/** How many items a list shows before `and N more`. */
const SHOWN_ITEMS = 5;

/** `a, b, c and 4 more`; null for none. */
export function someOf(items: readonly string[] | undefined): string | null {
  if (!items || items.length === 0) return null;
  const shown = items.slice(0, SHOWN_ITEMS).join(', ');
  const more = items.length - SHOWN_ITEMS;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The hours of the week by day, as ranges: `Mon 07:00-10:00, 17:00-20:00; Sat 10:00-22:00`. */
export function weekHoursText(
  hours: readonly { weekday: number; hour: number }[] | undefined,
): string | null {
  if (!hours || hours.length === 0) return null;
  const days: string[] = [];
  WEEKDAYS.forEach((name, weekday) => {
    const on = [...new Set(hours.filter((h) => h.weekday === weekday).map((h) => h.hour))].sort(
      (a, b) => a - b,
    );
    const ranges: string[] = [];
    for (let i = 0; i < on.length;) {
      let end = i;
      while (end + 1 < on.length && on[end + 1] === on[end]! + 1) end += 1;
      ranges.push(`${clock(on[i]!)}-${clock(on[end]! + 1)}`);
      i = end + 1;
    }
    if (ranges.length > 0) days.push(`${name} ${ranges.join(', ')}`);
  });
  return days.join('; ');
}

const TARGET_LABELS: Record<string, string> = {
  AllowStates: 'States',
  AllowZips: 'ZIP codes',
  AllowVenueTypes: 'Venue types',
  AllowPublishers: 'Publishers',
  AllowPlacements: 'Placements',
  AllowDeals: 'Deals',
};

/** A targeting rule's items by name where there is one (venue types, publishers, placements, deals). */
function namesOf(kind: string, items: readonly unknown[], db: DbState): string[] {
  const ids = items.map(String);
  if (kind === 'AllowVenueTypes')
    return items.map((id) => venueTypeById(Number(id))?.label ?? String(id));
  const find = (list: readonly { id: string; name: string }[]) =>
    ids.map((id) => list.find((row) => row.id === id)?.name ?? id);
  if (kind === 'AllowPublishers') return find(db.accounts);
  if (kind === 'AllowPlacements') return find(db.placements);
  if (kind === 'AllowDeals') return find(db.deals);
  return ids;
}

/**
 * Targeting rules in one order, by kind as TARGET_LABELS lists them: the rules are a set, and a
 * save that sends them in another order changes nothing (the console builds them by kind).
 */
export function inKindOrder<T extends object>(rules: readonly T[]): T[] {
  const kinds = Object.keys(TARGET_LABELS);
  const rank = (rule: T) => {
    const at = kinds.indexOf(Object.keys(rule)[0] ?? '');
    return at < 0 ? kinds.length : at;
  };
  return rules
    .map((rule, index) => ({ rule, index }))
    .sort((a, b) => rank(a.rule) - rank(b.rule) || a.index - b.index)
    .map(({ rule }) => rule);
}

/** Targeting rules: `States: CA, NY; Placements: Lobby, Gate 4`; null for none. */
export function targetsText(rules: readonly object[], db: DbState): string | null {
  const parts = inKindOrder(rules).flatMap((rule) =>
    Object.entries(rule).map(([kind, items]) => {
      const list = Array.isArray(items) ? namesOf(kind, items, db) : [String(items)];
      return `${TARGET_LABELS[kind] ?? kind}: ${someOf(list) ?? 'none'}`;
    }),
  );
  return parts.length > 0 ? parts.join('; ') : null;
}

/** One compared field of a kind of record: its label, how it reads, and what a restore sets. */
export interface FieldSpec<T> {
  field: string;
  label: string;
  show: (record: T, db: DbState) => string | null;
  /** Compared on its raw value, recorded as changed without values. */
  secret?: (record: T) => unknown;
  /** What the record's save takes for this field (Restore previous values); none: not restored. */
  value?: (record: T) => unknown;
}

export const onOff = (on: boolean | undefined) => (on ? 'On' : 'Off');
export const yesNo = (yes: boolean | undefined) => (yes ? 'Yes' : 'No');
export const money = (dollars: number | undefined | null) =>
  dollars === undefined || dollars === null ? null : formatMoney(dollars);
export const day = (stamp: string | undefined) => (stamp ? stamp.slice(0, 10) : null);
