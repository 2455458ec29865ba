// The line validator: pure and parser-independent (rows of string cells in, issues out), so the
// worker, the in-place edits and the tests all run the same rules. Rules: BATCH-LINE-REQUIRED,
// BATCH-LINE-LOCATION, BATCH-LINE-BID-FLOOR, BATCH-DUPLICATE-ID, BATCH-EXTRA-CELLS,
// BATCH-LINE-BOUNDS (the name, ID and money bounds every path applies: src/rules/field-bounds.ts),
// BATCH-LINE-COORDINATES; messages: ./messages.ts.
import { moneyIssue, NAME_MAX_LENGTH, nameIssue } from '@/rules/field-bounds';
import { isUsStateCode } from '@/data/us-states';
import { isVenueTypeId } from '@/data/venue-types';
import { restoreFormula } from '@/lib/csv/csv-export';
import { CSV_COLUMNS, type CsvColumn } from './columns';
import { compareIssues, type CsvIssue, type LineCells } from './csv-issues';
import { isDecimal, parseDecimal } from './decimal';
import type { ColumnMapping } from './header-match';
import { idKey } from './duplicate-ids';
import { coordinatesIssue } from './coordinates';
import { ADDRESS_PART_NAMES, CSV_MESSAGES as M, FIELD_LABELS } from './messages';

export type { CsvIssue, CsvLine, LineCells } from './csv-issues';
export { compareIssues, mergeIssues } from './csv-issues';
export { parseDecimal } from './decimal';

/** A tuple of one V per item of T (a mapped tuple type needs T as a parameter). */
type TupleOf<T extends readonly unknown[], V> = { readonly [K in keyof T]: V };
/** One V per column of CSV_COLUMNS, in its order. */
type PerColumn<V> = TupleOf<typeof CSV_COLUMNS, V>;

/** A line's values in CSV_COLUMNS order, trimmed (what the checks read). */
export type CheckedValues = PerColumn<string>;

/** `read` of each of CSV_COLUMNS, in its order. */
const perColumn = <T>(read: (column: CsvColumn) => T) =>
  CSV_COLUMNS.map(read) as unknown as PerColumn<T>;

export type CellIssue = Omit<CsvIssue, 'line'>;

const ZIP = /^\d{5}$/;

function inRange(text: string, limit: number): boolean {
  if (!isDecimal(text)) return false;
  const value = Number(text);
  return value >= -limit && value <= limit;
}

/** A US state code, in any case (upper case is the usual one: no copy made for it). */
const isStateCode = (code: string): boolean => isUsStateCode(code);

function isDigits(text: string): boolean {
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code < 48 || code > 57) return false;
  }
  return text.length > 0;
}

/**
 * Text that surely meets the name bound (BATCH-LINE-BOUNDS): at most NAME_MAX_LENGTH characters
 * (invisible ones only shorten it: nameIssue counts after stripping them) and no control
 * character. Only text this does not clear is asked about (nameIssue), which is rare.
 */
function plainText(text: string): boolean {
  if (text.length > NAME_MAX_LENGTH) return false;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code < 32 || code === 127) return false;
  }
  return true;
}

/** A line's values as named cells. */
export function cellsFromValues(values: CheckedValues): LineCells {
  const cells = {} as LineCells;
  CSV_COLUMNS.forEach((column, index) => (cells[column] = values[index] ?? ''));
  return cells;
}

/**
 * Pushes the issues of one line's own cells (trimmed) onto `into`, in column order; duplicates
 * aside. Written out plainly: the worker runs it 100,000 times per file.
 */
function collectIssues(values: CheckedValues, line: number, into: CsvIssue[]): void {
  const [
    name,
    external_id,
    venue_type,
    bid_floor_cpm,
    address_line1,
    address_line2,
    city,
    state,
    zip,
    latitude,
    longitude,
  ] = values;
  if (!name) into.push({ line, column: 'name', message: M.nameRequired });
  else if (!plainText(name)) {
    const issue = nameIssue(name, FIELD_LABELS.name);
    if (issue) into.push({ line, column: 'name', message: issue });
  }
  if (!external_id) into.push({ line, column: 'external_id', message: M.externalIdRequired });
  else if (!plainText(external_id)) {
    const issue = nameIssue(external_id, FIELD_LABELS.externalId);
    if (issue) into.push({ line, column: 'external_id', message: issue });
  }
  if (!venue_type) into.push({ line, column: 'venue_type', message: M.venueTypeRequired });
  else if (!isDigits(venue_type) || !isVenueTypeId(Number(venue_type))) {
    into.push({ line, column: 'venue_type', message: M.venueTypeUnknown(venue_type) });
  }
  if (bid_floor_cpm) {
    const value = parseDecimal(bid_floor_cpm);
    if (value === null || value < 0) {
      into.push({ line, column: 'bid_floor_cpm', message: M.bidFloorMin });
    } else {
      const issue = moneyIssue(value, FIELD_LABELS.bidFloor, 'cpm');
      if (issue) into.push({ line, column: 'bid_floor_cpm', message: issue });
    }
  }
  const located = latitude !== '' || longitude !== '';
  // Without coordinates a line is placed by its address, which must then be complete.
  const addressed =
    !located &&
    (address_line1 !== '' || address_line2 !== '' || city !== '' || state !== '' || zip !== '');
  if (addressed && !address_line1) {
    into.push({
      line,
      column: 'address_line1',
      message: M.addressPartRequired(ADDRESS_PART_NAMES.address_line1),
    });
  }
  if (addressed && !city) {
    into.push({ line, column: 'city', message: M.addressPartRequired(ADDRESS_PART_NAMES.city) });
  }
  if (state) {
    if (!isStateCode(state) && !isStateCode(state.toUpperCase())) {
      into.push({ line, column: 'state', message: M.state });
    }
  } else if (addressed) {
    into.push({ line, column: 'state', message: M.addressPartRequired(ADDRESS_PART_NAMES.state) });
  }
  if (zip) {
    if (!ZIP.test(zip)) into.push({ line, column: 'zip', message: M.zip });
  } else if (addressed) {
    into.push({ line, column: 'zip', message: M.addressPartRequired(ADDRESS_PART_NAMES.zip) });
  }
  // Without coordinates the address rules above are all: a line with neither has no issue of
  // its own, it takes the Verification step's default location (asked for on that step).
  if (!located) return;
  const latOk = latitude !== '' && inRange(latitude, 90);
  const lngOk = longitude !== '' && inRange(longitude, 180);
  if (!latitude) into.push({ line, column: 'latitude', message: M.latLngRequired });
  else if (!latOk) into.push({ line, column: 'latitude', message: M.latitude });
  else if (lngOk) {
    // In range, but 0, 0, swapped or outside the line's state (said on the latitude).
    const issue = coordinatesIssue(Number(latitude), Number(longitude), state, latitude, longitude);
    if (issue) into.push({ line, column: 'latitude', message: issue });
  }
  if (!longitude) into.push({ line, column: 'longitude', message: M.latLngRequired });
  else if (!lngOk) into.push({ line, column: 'longitude', message: M.longitude });
}

/** The issues of one line's own cells (trimmed), in column order; duplicates aside. */
export function checkCells(cells: LineCells): CellIssue[] {
  const issues: CsvIssue[] = [];
  collectIssues(
    perColumn((column) => cells[column]),
    0,
    issues,
  );
  return issues.map(({ column, message }) => ({ column, message }));
}

const APOSTROPHE = 39;
/** A column the file lacks: read past the end of every row. */
const NOT_IN_FILE = 0x7fffffff;

/**
 * The value at `index`, trimmed (trim() is called only when an edge is blank: it rarely is), and
 * with the quote our own files put before a formula character taken off (restoreFormula).
 */
function cellAt(raw: readonly string[], index: number): string {
  const value = raw[index];
  if (value === undefined) return '';
  const last = value.length - 1;
  const trimmed =
    last >= 0 && (value.charCodeAt(0) <= 32 || value.charCodeAt(last) <= 32) ? value.trim() : value;
  return trimmed.charCodeAt(0) === APOSTROPHE ? restoreFormula(trimmed) : trimmed;
}

/**
 * Checks data rows one at a time, in file order: maps each row's cells to CSV_COLUMNS (trimmed,
 * neutralised formulas restored) and remembers external IDs, so a repeated one is an issue on
 * the later lines.
 */
export class LineChecker {
  private readonly firstLineOf = new Map<string, number>();
  /** For each of CSV_COLUMNS, the file column it is read from. */
  private readonly at: PerColumn<number>;

  /** `duplicates: false` leaves repeated external IDs to the caller (the worker's own pass). */
  constructor(
    mapping: ColumnMapping,
    private readonly headerLength: number,
    private readonly duplicates = true,
  ) {
    // A column not in the file reads past the end of every row: undefined, so ''.
    this.at = perColumn((column) => mapping[column] ?? NOT_IN_FILE);
  }

  /** The row's values in CSV_COLUMNS order, trimmed and restored (cellAt). */
  valuesOf(raw: readonly string[]): CheckedValues {
    const [name, id, venue, floor, line1, line2, city, state, zip, lat, lng] = this.at;
    return [
      cellAt(raw, name),
      cellAt(raw, id),
      cellAt(raw, venue),
      cellAt(raw, floor),
      cellAt(raw, line1),
      cellAt(raw, line2),
      cellAt(raw, city),
      cellAt(raw, state),
      cellAt(raw, zip),
      cellAt(raw, lat),
      cellAt(raw, lng),
    ];
  }

  cellsOf(raw: readonly string[]): LineCells {
    return cellsFromValues(this.valuesOf(raw));
  }

  /**
   * For a line with more values than the header has columns (an unquoted comma), every value
   * that may be its external ID: the extra values may have pushed it right of its column, by up
   * to their number. Null for any other line.
   */
  possibleIds(raw: readonly string[]): string[] | null {
    const extra = raw.length - this.headerLength;
    if (extra <= 0 || !raw.slice(this.headerLength).some((value) => value.trim())) return null;
    const [, idAt] = this.at;
    const ids: string[] = [];
    for (let at = idAt; at <= idAt + extra; at += 1) {
      const id = cellAt(raw, at);
      if (id) ids.push(id);
    }
    return ids;
  }

  /** The line's values (CSV_COLUMNS order); its issues are pushed onto `into`, in column order. */
  check(line: number, raw: readonly string[], into: CsvIssue[]): CheckedValues {
    const values = this.valuesOf(raw);
    const start = into.length;
    if (raw.length > this.headerLength && raw.slice(this.headerLength).some((v) => v.trim())) {
      into.push({ line, column: null, message: M.extraCells(raw.length, this.headerLength) });
    }
    collectIssues(values, line, into);
    const [, id] = values;
    if (id && this.duplicates) {
      const key = idKey(id);
      const first = this.firstLineOf.get(key);
      if (first === undefined) this.firstLineOf.set(key, line);
      else {
        into.push({ line, column: 'external_id', message: M.duplicateExternalId(id, first) });
        if (into.length - start > 1) {
          const own = into.splice(start).sort(compareIssues);
          for (const issue of own) into.push(issue);
        }
      }
    }
    return values;
  }
}

/** A row of nothing but empty or blank cells (an empty line, or `,,,` from a spreadsheet). */
export function isBlankRow(cells: readonly string[]): boolean {
  const first = cells[0];
  if (first && first.charCodeAt(0) > 32) return false;
  return cells.every((cell) => cell.trim() === '');
}
