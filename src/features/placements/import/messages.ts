// Every message of the placement CSV import. Where the mock server checks the same rule the
// words are the shared ones (src/rules/placement-rules.ts), so a line reads the same either side.
import { BOUND_LABELS } from '@/rules/field-bounds';
import { PLACEMENT_RULE_MESSAGES } from '@/rules/placement-rules';
import type { CsvColumn } from './columns';
import { MAX_CSV_BYTES, MAX_CSV_LINES } from './columns';
import type { CsvDelimiter } from './csv-parse';
import type { CsvEncoding } from './decode';

const RULES = PLACEMENT_RULE_MESSAGES;
const count = new Intl.NumberFormat('en-US');

export const CSV_MESSAGES = {
  // Per line (BATCH-LINE-REQUIRED, BATCH-LINE-LOCATION, BATCH-DUPLICATE-ID, BATCH-EXTRA-CELLS)
  nameRequired: RULES.name,
  externalIdRequired: RULES.externalIdRequired,
  duplicateExternalId: RULES.externalIdRepeated,
  /** Matches every duplicateExternalId message. */
  duplicateExternalIdPattern: /^External ID .* is already on line \d+$/,
  venueTypeRequired: RULES.kind,
  venueTypeUnknown: (value: string) =>
    `Venue type ${value} is not an OpenOOH venue type ID (e.g. 10101)`,
  bidFloorMin: RULES.bidFloorMin,
  latLngRequired: RULES.latLngRequired,
  latitude: RULES.latitude,
  longitude: RULES.longitude,
  addressPartRequired: (part: string) => `${part} is required when Lat/Lng are empty`,
  state: RULES.state,
  zip: RULES.zip,
  extraCells: (cells: number, columns: number) =>
    `This line has ${cells} values but the header has ${columns} columns: a value with a comma needs quotes`,
  unclosedQuote: 'A quote is not closed: the rest of the file was read as one value',
  // Coordinates in range but surely not the screen's (BATCH-LINE-COORDINATES)
  zeroLocation:
    'Lat/Lng are 0, 0, a blank location some programs write (the sea off West Africa): enter the screen’s coordinates',
  swappedLocation: (lat: string, lng: string, where: string) =>
    `Latitude and longitude look swapped: ${lat}, ${lng} is not in ${where}, but ${lng}, ${lat} is`,
  outsideState: (lat: string, lng: string, state: string) =>
    `Lat/Lng ${lat}, ${lng} is outside ${state}, the line’s state: check the coordinates or the state`,

  // The whole file: one issue on line 1 (BATCH-CSV-FILE-ISSUES, BATCH-CSV-MAX-LINES)
  emptyFile: 'The file is empty',
  missingHeader:
    'The first line must be the header row with the column names (name, external_id, venue_type, …)',
  noLines: 'The file has a header row but no placement lines',
  tooManyLines: `The file has more than ${count.format(MAX_CSV_LINES)} placement lines: split it into smaller files`,
  unreadable: 'The file could not be read',
} as const;

/** Names of the address parts in `addressPartRequired`. */
export const ADDRESS_PART_NAMES: Record<
  Extract<CsvColumn, 'address_line1' | 'city' | 'state' | 'zip'>,
  string
> = {
  address_line1: 'Address line 1',
  city: 'City',
  state: 'State',
  zip: 'Zip code',
};

/** The labels that start the name, ID and money bound messages (src/rules/field-bounds.ts). */
export const FIELD_LABELS = {
  name: BOUND_LABELS.placementName,
  externalId: BOUND_LABELS.externalId,
  bidFloor: BOUND_LABELS.bidFloor,
} as const;

const ENCODING_NAMES: Record<CsvEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16',
  'utf-16be': 'UTF-16',
  'windows-1252': 'Windows-1252',
};
const DELIMITER_NAMES: Record<CsvDelimiter, string> = {
  ',': 'comma-separated',
  ';': 'semicolon-separated',
  '\t': 'tab-separated',
};

/** "Columns “lat” (column 10) and “latitude” (column 12)". */
const columnList = (headers: readonly { header: string; index: number }[]) => {
  const named = headers.map(({ header, index }) => `“${header}” (column ${index + 1})`);
  return `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
};

export const HEADER_TEXT = {
  /** BATCH-CSV-DELIMITER, BATCH-CSV-UTF16: how the file was read, always said. */
  readAs: (encoding: CsvEncoding, delimiter: CsvDelimiter) =>
    `Read as ${ENCODING_NAMES[encoding]} text, ${DELIMITER_NAMES[delimiter]}`,
  /** BATCH-CSV-REPEATED-HEADERS: the one read, the others ignored. */
  repeated: (
    column: string,
    headers: readonly { header: string; index: number }[],
    read: { header: string; index: number },
  ) =>
    `Columns ${columnList(headers)} ${headers.length > 2 ? 'all' : 'both'} hold ${column}: only “${read.header}” (column ${read.index + 1}) was read, the other${headers.length > 2 ? 's were' : ' was'} ignored. Remove or rename the columns you do not mean, and choose the file again.`,
  repeatedTitle: 'Repeated columns',
} as const;

export const UPLOAD_TEXT = {
  pickerLabel: 'Placements CSV file',
  loadingReview: 'Loading the review…',
  chooseFile: 'Choose CSV File',
  chooseAnother: 'Choose Another File',
  dropHint: 'Drag and drop a CSV file here, or choose one.',
  notCsv: (name: string) => `${name} is not a CSV file: choose a .csv file`,
  tooLarge: (name: string) =>
    `${name} is over ${MAX_CSV_BYTES / 1024 / 1024} MB, the most a placements file may be: split it into smaller files (${count.format(MAX_CSV_LINES)} lines, the most one import takes, are about 7 MB)`,
  readAsWindows1252:
    'This file is not UTF-8, so it was read as Windows-1252 (what Excel saves as “CSV”). Check that accented names read right, or save the file as “CSV UTF-8” and choose it again.',
  downloadTemplate: 'Download template',
  downloadCorrected: 'Download corrected CSV',
  downloadVenueTypes: 'Download venue type IDs',
  checking: (name: string) => `Checking ${name}…`,
  cancel: 'Cancel',
  cancelled: 'The file check was cancelled.',
  onlyIssues: 'Only lines with issues',
  skipInvalid: (n: number) =>
    `Skip the ${count.format(n)} ${n === 1 ? 'line' : 'lines'} with issues`,
  mappingTitle: 'Match the columns',
  mappingIntro:
    'Some columns were not recognised. Pick the file’s column for each of these, then check the file.',
  mappingContinue: 'Check the File',
  mappingNone: 'Not in the file',
  mappingRequired: (column: string) => `Pick the file’s column for ${column}`,
  mappingLocation:
    'Pick the columns for latitude and longitude, or for the address. Without them, the lines take the Verification step’s location.',
  noIssues: 'No issues',
  showingLines: 'Showing the lines…',
  allFixed: 'Every line is valid.',
  noLinesMatch: 'No line has issues.',
} as const;

export const READINESS_MESSAGES = {
  noFile: 'Upload a CSV file of placements to continue',
  fixOrSkip: (n: number) =>
    `Fix the ${count.format(n)} ${n === 1 ? 'line' : 'lines'} with issues, or choose to skip ${n === 1 ? 'it' : 'them'}`,
  noValidLines: 'No line is valid: fix the lines with issues first',
} as const;
