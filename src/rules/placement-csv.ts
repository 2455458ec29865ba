// The bulk placement CSV: its columns, in order (BATCH-CSV-COLUMNS), and the most lines one import
// may hold (BATCH-CSV-MAX-LINES). One source for the Upload step and the mock's POST
// /placements/batch.
/** The columns that place a screen: an address, or latitude and longitude. */
export const LOCATION_COLUMNS = [
  'address_line1',
  'address_line2',
  'city',
  'state',
  'zip',
  'latitude',
  'longitude',
] as const;

export const CSV_COLUMNS = [
  'name',
  'external_id',
  'venue_type',
  'bid_floor_cpm',
  ...LOCATION_COLUMNS,
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** "Up to 100000 lines": placement lines, the header excluded. */
export const MAX_CSV_LINES = 100_000;

/**
 * The export's columns after CSV_COLUMNS (PLC-EXPORT): the placement's key, and what the import
 * merges from (BATCH-MERGE), its version and when the file was exported. Never read as values.
 */
export const PLACEMENT_KEY_COLUMN = 'placement_key';
export const PLACEMENT_VERSION_COLUMN = 'placement_version';
export const EXPORTED_AT_COLUMN = 'exported_at';
