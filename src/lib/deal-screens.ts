// Which screens a deal covers (DEAL-SCREENS): its `placements` when it names any, else
// every placement of its publisher whose venue type is (under) one of `venueTypes` and, when
// `states` names any, whose state is one of them. One function for the deal form's live count,
// the buyer's map, the campaign forecast and the demo server's auction.
import { venueTypeWithDescendants } from '@/data/venue-types';

/** The screen selection of a deal (or of a deal form being typed). */
export interface DealScreenSelection {
  placements?: readonly string[];
  venueTypes?: readonly number[];
  states?: readonly string[];
}

/** What the match reads of a placement. */
export interface DealScreenCandidate {
  id: string;
  kind: number;
  accountId?: string;
  location?: { address?: { state?: string } };
}

/** Whether the deal names its placements one by one (else it selects by venue type and state). */
export function selectsByPlacement(selection: DealScreenSelection): boolean {
  return (selection.placements?.length ?? 0) > 0;
}

/** A predicate over the publisher's placements: those the deal covers. */
export function dealScreenMatcher(
  selection: DealScreenSelection,
): (placement: DealScreenCandidate) => boolean {
  if (selectsByPlacement(selection)) {
    const ids = new Set(selection.placements);
    return (placement) => ids.has(placement.id);
  }
  const kinds = new Set((selection.venueTypes ?? []).flatMap(venueTypeWithDescendants));
  const states = new Set(selection.states ?? []);
  if (kinds.size === 0) return () => false;
  return (placement) =>
    kinds.has(placement.kind) &&
    (states.size === 0 || states.has(placement.location?.address?.state ?? ''));
}

/** The placements among `placements` (the publisher's) that the deal covers. */
export function dealScreens<T extends DealScreenCandidate>(
  selection: DealScreenSelection,
  placements: readonly T[],
): T[] {
  return placements.filter(dealScreenMatcher(selection));
}
