// How a deal's edit merges with a colleague's save (MANY-MERGE-UNITS): the way of choosing
// screens and the lists of that way are one unit, so `Keep mine` never sends my way with their
// lists (or theirs with mine); and the conflict view names venue types and the way in words.
import { EMPTY_VALUE_TEXT } from '@/components/form/merged-save';
import type { MergeUnits } from '@/lib/saving/three-way-merge';
import { screensSummary, venueTypeName } from '@/features/deals/deal-format';
import type { DealFormValues } from '@/features/deals/deal-schema';
import { DEAL_FORM_TEXT as T } from '@/features/deals/form-messages';

type ScreenChoice = Pick<DealFormValues, 'screenMode' | 'placements' | 'venueTypes' | 'states'>;

export const DEAL_MERGE_UNITS: MergeUnits = [['screenMode', 'placements', 'venueTypes', 'states']];

const venueNames = (ids: readonly number[]) =>
  ids.length > 0 ? ids.map(venueTypeName).join(', ') : EMPTY_VALUE_TEXT;

/** A deal field's value as the conflict view says it, where the raw value would be ids. */
export function describeDealValue(path: string, value: unknown): string | undefined {
  if (path === 'venueTypes' && Array.isArray(value)) return venueNames(value as number[]);
  if (path !== 'screenMode' || typeof value !== 'object' || value === null) return undefined;
  const choice = value as ScreenChoice;
  if (choice.screenMode === 'placements') {
    return `${T.byPlacement}: ${screensSummary({ placements: choice.placements })}`;
  }
  const states = choice.states.length > 0 ? ` in ${choice.states.join(', ')}` : '';
  return `${T.byVenue}: ${venueNames(choice.venueTypes)}${states}`;
}
