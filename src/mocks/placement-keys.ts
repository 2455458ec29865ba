// Placement keys (`pk_` plus 20 hex characters), unique across every account. Shared by the
// single save and the batch import, which draws thousands against one set of taken keys.
import { randomUuid } from '@/mocks/ids';
import { listPlacements } from '@/mocks/queries';
import type { DbState } from '@/mocks/records';

/** Every placement key in use (generated demo-scale rows included). */
export function takenPlacementKeys(db?: DbState): Set<string> {
  return new Set(listPlacements(undefined, db).map((placement) => placement.placementKey));
}

/** A key not in `taken`; it is added there, so one set serves a whole batch. */
export function newPlacementKey(taken: Set<string> = takenPlacementKeys()): string {
  let key: string;
  do key = `pk_${randomUuid().replace(/-/g, '').slice(0, 20)}`;
  while (taken.has(key));
  taken.add(key);
  return key;
}
