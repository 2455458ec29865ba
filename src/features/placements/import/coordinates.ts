// Coordinates that are in range but surely not the screen's (BATCH-LINE-COORDINATES): 0, 0 (a
// blank location some exports write), coordinates outside the line's state, and latitude and
// longitude swapped. Line issues like any other: fixed in place, or the line skipped. Checked
// against padded bounding boxes (src/data/us-state-bounds.ts), which hold every point of a state:
// a point outside its state's box is outside the state. Written for speed: the worker checks
// every located line here (./validate.ts).
import { STATE_BOX_MARGIN, US_STATE_BOXES } from '@/data/us-state-bounds';
import { usStateName } from '@/data/us-states';
import { CSV_MESSAGES as M } from './messages';

const A = 65;
/** The boxes as numbers: south, west, north, east per box, margins added. */
const BOXES = new Float64Array(US_STATE_BOXES.length * 4);
/** Per two-letter code (26x26 table), the first box's index + 1 and how many boxes (0: none). */
const FIRST_BOX = new Uint8Array(26 * 26);
const BOX_COUNT = new Uint8Array(26 * 26);
US_STATE_BOXES.forEach(([code, south, west, north, east], index) => {
  BOXES.set(
    [
      south - STATE_BOX_MARGIN,
      west - STATE_BOX_MARGIN,
      north + STATE_BOX_MARGIN,
      east + STATE_BOX_MARGIN,
    ],
    index * 4,
  );
  const slot = (code.charCodeAt(0) - A) * 26 + code.charCodeAt(1) - A;
  if (!BOX_COUNT[slot]) FIRST_BOX[slot] = index + 1;
  BOX_COUNT[slot] = BOX_COUNT[slot]! + 1;
});

function inBox(box: number, lat: number, lng: number): boolean {
  const at = box * 4;
  return (
    lat >= BOXES[at]! && lat <= BOXES[at + 2]! && lng >= BOXES[at + 1]! && lng <= BOXES[at + 3]!
  );
}

/** The table slot of an upper-case two-letter code, or -1. */
function slotOf(code: string): number {
  if (code.length !== 2) return -1;
  const first = code.charCodeAt(0) - A;
  const second = code.charCodeAt(1) - A;
  return first < 0 || first > 25 || second < 0 || second > 25 ? -1 : first * 26 + second;
}

/** Whether lat, lng lies in the state's boxes (`slot`), or in any state's when slot is -1. */
function inState(slot: number, lat: number, lng: number): boolean {
  if (slot === -1) {
    for (let box = 0; box < US_STATE_BOXES.length; box += 1) if (inBox(box, lat, lng)) return true;
    return false;
  }
  const first = FIRST_BOX[slot]! - 1;
  for (let box = first; box < first + BOX_COUNT[slot]!; box += 1) {
    if (inBox(box, lat, lng)) return true;
  }
  return false;
}

/**
 * The location issue of in-range coordinates, worded with the cells as written (`latText`,
 * `lngText`), or null. `state`: the line's state code as written (empty when none; one that is
 * not a state code has its own issue and is not used here).
 */
export function coordinatesIssue(
  lat: number,
  lng: number,
  state: string,
  latText: string,
  lngText: string,
): string | null {
  if (lat === 0 && lng === 0) return M.zeroLocation;
  // No state and a latitude above 0: nothing to flag (no US longitude is a latitude: swapped
  // ones are negative).
  if (!state && lat > 0) return null;
  const code = state.toUpperCase();
  const slot = slotOf(code);
  const known = slot !== -1 && FIRST_BOX[slot] !== 0 ? slot : -1;
  if (inState(known, lat, lng)) return null;
  const where = known === -1 ? 'the US' : usStateName(code);
  // Swapped: the pair read the other way round is where the line says it is.
  if (lng >= -90 && lng <= 90 && inState(known, lng, lat)) {
    return M.swappedLocation(latText, lngText, where);
  }
  return known === -1 ? null : M.outsideState(latText, lngText, where);
}
