// The fast check of a plain line (no quotes: ./csv-plain.ts) where its values lie in the text.
// It only ever says "clean": a line it cannot clear at a glance (an issue, a blank at a value's
// edge, an apostrophe at its start, a sign, a lower-case state, a number at a range's edge ...)
// goes to LineChecker as strings, which alone words the issues (./validate.ts). So the rules are
// written once; this is a stricter filter in front of them, and
// test/features/placements/import/validate-plain.test.ts checks that it never clears a line
// LineChecker would fault.
import { MONEY_BOUNDS, NAME_MAX_LENGTH } from '@/config/field-bounds';
import { US_STATES } from '@/data/us-states';
import { isVenueTypeId } from '@/data/venue-types';
import { COLUMN_INDEX, CSV_COLUMNS } from './columns';
import { coordinatesAreClean } from './coordinates';
import { idHashOf } from './duplicate-ids';

const WIDTH = CSV_COLUMNS.length;
const {
  name: NAME,
  external_id: EXTERNAL_ID,
  venue_type: VENUE_TYPE,
  bid_floor_cpm: BID_FLOOR,
  address_line1: LINE1,
  address_line2: LINE2,
  city: CITY,
  state: STATE,
  zip: ZIP,
  latitude: LATITUDE,
  longitude: LONGITUDE,
} = COLUMN_INDEX;

const A = 65;
const APOSTROPHE = 39;
/** Upper-case state codes as a 26x26 table of two letters. */
const STATE_CODES = new Uint8Array(26 * 26);
for (const { code } of US_STATES) {
  STATE_CODES[(code.charCodeAt(0) - A) * 26 + code.charCodeAt(1) - A] = 1;
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/** Digits only, at least one. */
function digits(text: string, from: number, to: number): boolean {
  if (to <= from) return false;
  for (let at = from; at < to; at += 1) if (!isDigit(text.charCodeAt(at))) return false;
  return true;
}

/**
 * text[from, to) surely meets the name bound (BATCH-LINE-BOUNDS): at most NAME_MAX_LENGTH
 * characters (invisible ones only shorten it: nameIssue counts after stripping them) and no
 * control character. The string check, too, asks nameIssue only about text this does not clear.
 */
export function plainText(text: string, from: number, to: number): boolean {
  if (to - from > NAME_MAX_LENGTH) return false;
  for (let at = from; at < to; at += 1) {
    const code = text.charCodeAt(at);
    if (code < 32 || code === 127) return false;
  }
  return true;
}

/**
 * The control characters a plain slice may hold inside a value: all but the line ends (a plain
 * slice has LF only at a line's end and CR only before it) and the tab, looked for apart.
 */
const CONTROLS_IN_VALUES = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code))
  .filter((char) => char !== '\t' && char !== '\n' && char !== '\r')
  .concat('\u007f');

/**
 * Whether a slice holds no control character in its values. One search per character: each is
 * a native scan, which costs less than a regular expression over the slice (a third, in
 * instruction counts on the bench's 100,000 lines) or a loop over every name and ID.
 */
function controlFree(text: string, delimiter: string): boolean {
  for (const char of CONTROLS_IN_VALUES) if (text.includes(char)) return false;
  return delimiter === '\t' || !text.includes('\t');
}

/**
 * A plain decimal's value, read in one pass: an optional sign only where `signed`, digits, one
 * dot, at most `decimals` digits after it, and a whole part below `limit`. NaN for anything else
 * (the string check decides: a whole part at the limit, more decimals ...). The value is close
 * enough to Number()'s for the coordinate boxes, and only compared with 0 otherwise.
 */
function decimalBelow(
  text: string,
  from: number,
  to: number,
  limit: number,
  signed: boolean,
  decimals: number,
): number {
  let at = from;
  const first = text.charCodeAt(at);
  const negative = signed && first === 45;
  if (signed && (first === 43 || negative)) at += 1;
  let whole = 0;
  let fraction = 0;
  let scale = 1;
  let digitCount = 0;
  let dot = false;
  for (; at < to; at += 1) {
    const code = text.charCodeAt(at);
    if (code >= 48 && code <= 57) {
      digitCount += 1;
      if (!dot) whole = whole * 10 + code - 48;
      else {
        fraction = fraction * 10 + code - 48;
        scale *= 10;
      }
    } else if (code === 46 && !dot) dot = true;
    else return NaN;
  }
  if (digitCount === 0 || whole >= limit || scale > 10 ** decimals) return NaN;
  const value = whole + fraction / scale;
  return negative ? -value : value;
}

/** Reads one plain line's values in CSV_COLUMNS order: value k is text[starts[k], ends[k]). */
export class PlainLineReader {
  readonly starts = new Uint32Array(WIDTH);
  readonly ends = new Uint32Array(WIDTH);
  /** The slice holds no control character in any value: names and IDs need only a length. */
  private controlFree = false;

  /** `at`: for each of CSV_COLUMNS, the file column it is read from (LineChecker.at). */
  constructor(
    private readonly at: Int32Array,
    private readonly columns: number,
  ) {}

  /** Looks at a plain slice's text once, before its lines (`delimiter`: the file's). */
  scan(text: string, delimiter: string): void {
    this.controlFree = controlFree(text, delimiter);
  }

  /** Where line `base / (columns + 1)`'s values lie (a column not in the file is empty). */
  locate(cuts: Uint32Array, base: number): void {
    const { at, columns, starts, ends } = this;
    for (let k = 0; k < WIDTH; k += 1) {
      const j = at[k]!;
      if (j >= columns) {
        starts[k] = 0;
        ends[k] = 0;
      } else {
        starts[k] = cuts[base + j]!;
        ends[k] = cuts[base + j + 1]! - 1;
      }
    }
  }

  /** The located line surely has no issue of its own (repeated IDs are checked apart). */
  isClean(text: string): boolean {
    const { starts, ends } = this;
    for (let k = 0; k < WIDTH; k += 1) {
      const from = starts[k]!;
      const to = ends[k]!;
      // A blank at an edge: the string check trims it. A leading apostrophe: it may be the one
      // our own files put before a formula character, which the string check takes off.
      if (to > from) {
        const first = text.charCodeAt(from);
        if (first <= 32 || first === APOSTROPHE || text.charCodeAt(to - 1) <= 32) return false;
      }
    }
    const filled = (k: number) => ends[k]! > starts[k]!;
    if (!filled(NAME) || !filled(EXTERNAL_ID)) return false;
    if (this.controlFree) {
      const longest = NAME_MAX_LENGTH;
      if (ends[NAME]! - starts[NAME]! > longest) return false;
      if (ends[EXTERNAL_ID]! - starts[EXTERNAL_ID]! > longest) return false;
    } else if (
      !plainText(text, starts[NAME]!, ends[NAME]!) ||
      !plainText(text, starts[EXTERNAL_ID]!, ends[EXTERNAL_ID]!)
    ) {
      return false;
    }
    const venueFrom = starts[VENUE_TYPE]!;
    const venueTo = ends[VENUE_TYPE]!;
    if (!digits(text, venueFrom, venueTo) || venueTo - venueFrom > 9) return false;
    let venue = 0;
    for (let at = venueFrom; at < venueTo; at += 1) venue = venue * 10 + text.charCodeAt(at) - 48;
    if (!isVenueTypeId(venue)) return false;
    // Below the ceiling, in whole cents (BATCH-LINE-BOUNDS); a high one is asked about on launch.
    if (
      filled(BID_FLOOR) &&
      !(
        decimalBelow(text, starts[BID_FLOOR]!, ends[BID_FLOOR]!, MONEY_BOUNDS.cpm.max, false, 2) >=
        0
      )
    ) {
      return false;
    }
    let stateSlot = -1;
    if (filled(STATE)) {
      const from = starts[STATE]!;
      if (ends[STATE]! - from !== 2) return false;
      const first = text.charCodeAt(from) - A;
      const second = text.charCodeAt(from + 1) - A;
      if (first < 0 || first > 25 || second < 0 || second > 25) return false;
      stateSlot = first * 26 + second;
      if (!STATE_CODES[stateSlot]) return false;
    }
    if (
      filled(ZIP) &&
      (ends[ZIP]! - starts[ZIP]! !== 5 || !digits(text, starts[ZIP]!, ends[ZIP]!))
    ) {
      return false;
    }
    if (filled(LATITUDE) || filled(LONGITUDE)) {
      // In range (NaN is not), and not 0, 0, swapped or outside the state (BATCH-LINE-COORDINATES).
      return coordinatesAreClean(
        decimalBelow(text, starts[LATITUDE]!, ends[LATITUDE]!, 90, true, Infinity),
        decimalBelow(text, starts[LONGITUDE]!, ends[LONGITUDE]!, 180, true, Infinity),
        stateSlot,
      );
    }
    // No location at all: the line takes the default one, no issue of its own.
    if (!filled(LINE1) && !filled(LINE2) && !filled(CITY) && !filled(STATE) && !filled(ZIP)) {
      return true;
    }
    // Placed by its address, which must then be complete (line 2 may stay empty).
    return filled(LINE1) && filled(CITY) && filled(STATE) && filled(ZIP);
  }

  /** The external ID's hash, as idHash() gives it for the same characters. */
  idHash(text: string): number {
    return idHashOf(text, this.starts[EXTERNAL_ID]!, this.ends[EXTERNAL_ID]!);
  }
}
