// How a deal's edit merges with a colleague's save (MANY-MERGE-UNITS): the way of choosing
// screens and the lists of that way are one unit, so `Keep mine` never sends my way with their
// lists (or theirs with mine); and the conflict view says every field in words: the way, venue
// types, buyers (`Name (Seat ID)`), dates and day-parts, never ids or the form's raw values.
import { formatChartDay } from '@/components/charts/chart-types';
import { EMPTY_VALUE_TEXT } from '@/components/form/merged-save';
import type { MergeUnits } from '@/lib/saving/three-way-merge';
import {
  dayPartsSummary,
  screensSummary,
  seatText,
  venueTypeName,
} from '@/features/deals/deal-format';
import type { DealFormValues } from '@/features/deals/deal-schema';
import { DEAL_FORM_TEXT as T } from '@/features/deals/form-messages';

type ScreenChoice = Pick<DealFormValues, 'screenMode' | 'placements' | 'venueTypes' | 'states'>;

export const DEAL_MERGE_UNITS: MergeUnits = [['screenMode', 'placements', 'venueTypes', 'states']];

const venueNames = (ids: readonly number[]) =>
  ids.length > 0 ? ids.map(venueTypeName).join(', ') : EMPTY_VALUE_TEXT;

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/**
 * A deal field's value as the conflict view says it, where the raw value would be ids or JSON;
 * `names`: the buyer seats' names (useSeatNames).
 */
export function describeDealValue(
  path: string,
  value: unknown,
  names: ReadonlyMap<string, string> = NO_NAMES,
): string | undefined {
  if (path === 'venueTypes' && Array.isArray(value)) return venueNames(value as number[]);
  if (path === 'seats' && Array.isArray(value)) {
    const seats = value as string[];
    return seats.length > 0 ? seats.map((seat) => seatText(seat, names)).join(', ') : undefined;
  }
  if (path === 'dayParts' && Array.isArray(value)) {
    return dayPartsSummary(value as DealFormValues['dayParts']);
  }
  if ((path === 'dateStart' || path === 'dateEnd') && typeof value === 'string' && value) {
    return formatChartDay(value);
  }
  if (path !== 'screenMode' || typeof value !== 'object' || value === null) return undefined;
  const choice = value as ScreenChoice;
  if (choice.screenMode === 'placements') {
    return `${T.byPlacement}: ${screensSummary({ placements: choice.placements })}`;
  }
  const states = choice.states.length > 0 ? ` in ${choice.states.join(', ')}` : '';
  return `${T.byVenue}: ${venueNames(choice.venueTypes)}${states}`;
}
