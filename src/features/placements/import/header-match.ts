// Matching the file's header row to CSV_COLUMNS (BATCH-CSV-HEADERS): without regard to case,
// spaces, dashes, underscores or dots, and with the usual aliases. A column left unmatched that a
// line needs is picked by the user in the mapping step.
import {
  ADDRESS_COLUMNS,
  COORDINATE_COLUMNS,
  CSV_COLUMNS,
  REQUIRED_COLUMNS,
  type CsvColumn,
} from './columns';

/** For each CSV column, the index of the file's column that holds it (null: not in the file). */
export type ColumnMapping = Record<CsvColumn, number | null>;

const ALIASES: Record<CsvColumn, readonly string[]> = {
  name: ['name', 'placementname', 'placement', 'screenname'],
  external_id: ['externalid', 'extid', 'externalplacementid', 'externalscreenid'],
  venue_type: ['venuetype', 'venuetypeid', 'venue', 'venueid', 'kind'],
  bid_floor_cpm: ['bidfloorcpm', 'bidfloor', 'floor', 'floorcpm', 'cpmfloor'],
  address_line1: ['addressline1', 'address1', 'address', 'street', 'streetaddress', 'line1'],
  address_line2: ['addressline2', 'address2', 'line2', 'suite', 'unit'],
  city: ['city', 'town'],
  state: ['state', 'statecode', 'province', 'region'],
  zip: ['zip', 'zipcode', 'postalcode', 'postcode', 'postal'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lng', 'lon', 'long'],
};

const BY_KEY = new Map<string, CsvColumn>(
  CSV_COLUMNS.flatMap((column) => ALIASES[column].map((alias) => [alias, column] as const)),
);

/** `External ID`, `external-id` and `EXTERNAL_ID` are all `externalid`. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The CSV column a file header names, or null. */
export function columnOfHeader(header: string): CsvColumn | null {
  return BY_KEY.get(headerKey(header)) ?? null;
}

export function emptyMapping(): ColumnMapping {
  return Object.fromEntries(CSV_COLUMNS.map((column) => [column, null])) as ColumnMapping;
}

export interface HeaderMatch {
  mapping: ColumnMapping;
  /** Indexes of the file's columns no CSV column reads (unknown or repeated headers). */
  ignored: number[];
}

/** The first header naming a column wins; later ones naming it again are ignored. */
export function matchHeaders(headers: readonly string[]): HeaderMatch {
  const mapping = emptyMapping();
  const ignored: number[] = [];
  headers.forEach((header, index) => {
    const column = columnOfHeader(header);
    if (column && mapping[column] === null) mapping[column] = index;
    else ignored.push(index);
  });
  return { mapping, ignored };
}

export interface RepeatedColumn {
  column: CsvColumn;
  /** Every file column naming it (the same name twice, or aliases: `lat` beside `latitude`). */
  headers: { header: string; index: number }[];
  /** The one read: the first, or the one picked in the mapping step. */
  read: { header: string; index: number };
}

/**
 * The CSV columns more than one file column names (BATCH-CSV-REPEATED-HEADERS): one is read, and
 * the import says which, and that the others were ignored. Not refused: the lines are readable,
 * and the user sees which column was used before anything is sent.
 */
export function repeatedColumns(
  headers: readonly string[],
  mapping: ColumnMapping | null,
): RepeatedColumn[] {
  const named = new Map<CsvColumn, { header: string; index: number }[]>();
  headers.forEach((header, index) => {
    const column = columnOfHeader(header);
    if (column) named.set(column, [...(named.get(column) ?? []), { header, index }]);
  });
  const out: RepeatedColumn[] = [];
  for (const column of CSV_COLUMNS) {
    const found = named.get(column);
    if (!found || found.length < 2) continue;
    // A mapping that reads another column for it (or none) reads none of these: nothing to say.
    const picked = mapping ? mapping[column] : found[0]!.index;
    const read = found.find(({ index }) => index === picked);
    if (read) out.push({ column, headers: found, read });
  }
  return out;
}

/** No header names any column: the file has no header row (its first line is data). */
export function looksLikeHeader(headers: readonly string[]): boolean {
  return headers.some((header) => columnOfHeader(header) !== null);
}

const mapped = (mapping: ColumnMapping, columns: readonly CsvColumn[]) =>
  columns.every((column) => mapping[column] !== null);

/**
 * The columns to ask about before the lines can be checked: the required ones, and the
 * coordinates and address columns when neither way of locating a screen is complete (those the
 * user may leave out: every line then takes the Verification step's default location).
 */
export function unmatchedRequired(mapping: ColumnMapping): CsvColumn[] {
  const missing = REQUIRED_COLUMNS.filter((column) => mapping[column] === null);
  if (!mapped(mapping, COORDINATE_COLUMNS) && !mapped(mapping, ADDRESS_COLUMNS)) {
    missing.push(
      ...[...COORDINATE_COLUMNS, ...ADDRESS_COLUMNS].filter((column) => mapping[column] === null),
    );
  }
  return missing;
}

/** Every CSV column no file column is matched to, in CSV_COLUMNS order. */
export function unmatchedColumns(mapping: ColumnMapping): CsvColumn[] {
  return CSV_COLUMNS.filter((column) => mapping[column] === null);
}
