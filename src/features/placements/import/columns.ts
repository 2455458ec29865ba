// The bulk placement CSV's columns (BATCH-CSV-COLUMNS), what each one
// holds, and the template's sample line. One source for the instructions, the header matcher,
// the validator and every CSV this feature writes.

import { CSV_COLUMNS, MAX_CSV_LINES, type CsvColumn } from '@/rules/placement-csv';

export { CSV_COLUMNS, MAX_CSV_LINES, type CsvColumn };

/**
 * The largest file the Upload step reads, checked before reading: 100,000 lines
 * (MAX_CSV_LINES) of this format are about 7 MB, so a bigger file is almost surely not one,
 * and reading hundreds of MB would stall the tab first. 50 MB as Windows counts it (MiB), which
 * also lets through every file macOS shows as 50 MB.
 */
// BATCH-CSV-SIZE.
export const MAX_CSV_BYTES = 50 * 1024 * 1024;

/** Each column's position in CSV_COLUMNS (a line's values travel as an array in that order). */
export const COLUMN_INDEX = Object.fromEntries(
  CSV_COLUMNS.map((column, index) => [column, index]),
) as Readonly<Record<CsvColumn, number>>;

/** Columns every line must fill. */
export const REQUIRED_COLUMNS: readonly CsvColumn[] = ['name', 'external_id', 'venue_type'];

/** A line is located by both coordinates, or else by this complete address. */
export const COORDINATE_COLUMNS: readonly CsvColumn[] = ['latitude', 'longitude'];
export const ADDRESS_COLUMNS: readonly CsvColumn[] = ['address_line1', 'city', 'state', 'zip'];

export interface ColumnGuide {
  column: CsvColumn;
  /** `Required`, `Optional`, or the location rule. */
  need: string;
  description: string;
}

export const COLUMN_GUIDE: readonly ColumnGuide[] = [
  { column: 'name', need: 'Required', description: 'The placement’s name.' },
  {
    column: 'external_id',
    need: 'Required',
    description:
      'Your own ID for the screen, once per file. A placement with the same external ID is updated.',
  },
  {
    column: 'venue_type',
    need: 'Required',
    description: 'An OpenOOH venue type ID, e.g. 10101 (Transit › Airports › Arrival Hall).',
  },
  {
    column: 'bid_floor_cpm',
    need: 'Optional',
    description: 'In dollars, 0 or more. Empty: the General step’s bid floor CPM.',
  },
  { column: 'address_line1', need: 'Address', description: 'Street address.' },
  { column: 'address_line2', need: 'Optional', description: 'Suite, floor or unit.' },
  { column: 'city', need: 'Address', description: 'City.' },
  { column: 'state', need: 'Address', description: 'A 2-letter US state code, e.g. NY.' },
  { column: 'zip', need: 'Address', description: 'A 5-digit zip code.' },
  { column: 'latitude', need: 'Lat/Lng', description: 'From -90 to 90, e.g. 40.7580.' },
  { column: 'longitude', need: 'Lat/Lng', description: 'From -180 to 180, e.g. -73.9855.' },
];

/** The template's sample line, in CSV_COLUMNS order (a valid line: the tests check it). */
export const SAMPLE_LINE: Readonly<Record<CsvColumn, string>> = {
  name: 'Times Square Lobby Screen',
  external_id: 'NW-0001',
  venue_type: '701',
  bid_floor_cpm: '4.50',
  address_line1: '1500 Broadway',
  address_line2: 'Lobby',
  city: 'New York',
  state: 'NY',
  zip: '10036',
  latitude: '40.7580',
  longitude: '-73.9855',
};

export const TEMPLATE_FILE_NAME = 'placements-template.csv';
