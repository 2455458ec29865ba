// POST /placements/batch: the envelope checked like a server would (a 400 for the whole call),
// and each CSV line turned into a placement body for the single save's validator, so a line's
// problems read exactly like the single wizard's (PLC-SERVER-RULES).
import { BOUND_LABELS, cleanText, moneyIssue, nameIssue } from '@/rules/field-bounds';
import { CSV_COLUMNS, MAX_CSV_LINES, PLACEMENT_VERSION_COLUMN } from '@/rules/placement-csv';
import { VENUE_TYPE_LIST } from '@/data/venue-types';
import { parsePlacementVersion } from '@/lib/csv/placement-csv-merge';
import { fail } from '@/mocks/http';
import {
  hasOwnLocation,
  lineLocation,
  placesScreen,
  type LineCells,
} from '@/mocks/placement-batch/line-location';
import { isRecord } from '@/mocks/validation/common';
import { PLACEMENT_MESSAGES, parsePlacementInput } from '@/mocks/validation/placement';

/** BATCH-CSV-MAX-LINES: "Up to 100000 lines". */
export const MAX_BATCH_ROWS = MAX_CSV_LINES;

/** The CSV columns (BATCH-CSV-COLUMNS), as the rows' keys. */
export const BATCH_COLUMNS = CSV_COLUMNS;

export type BatchCells = LineCells;

export const BATCH_MESSAGES = {
  rows: 'rows must be a list of CSV lines',
  rowsEmpty: 'rows must list at least one line',
  rowsMax: `rows may list at most ${MAX_BATCH_ROWS} lines`,
  row: (index: number) => `rows[${index}] must be an object of CSV cells`,
  defaults: 'defaults must be an object',
  defaultsField: (message: string) => `defaults: ${message}`,
  fullSync: 'fullSync must be true or false',
  skippedExternalIds: 'skippedExternalIds must be a list of external IDs',
  deleteIds: 'deleteIds must be a list of placement ids',
  deleteIdsRequired: 'deleteIds is required with fullSync',
  keepIds: 'keepIds must be a list of placement ids',
  newExternalIds: 'newExternalIds must be a list of external IDs',
  createdSinceConfirmed:
    'Created by someone else since you confirmed the import: import the file again to update it.',
  deleteIdsChanged:
    'The placements to delete have changed since you confirmed. Review the import and confirm again.',
  programmatic: PLACEMENT_MESSAGES.programmatic,
  cell: (column: string) => `${column} must be text`,
  externalIdRequired: PLACEMENT_MESSAGES.externalIdRequired,
  externalIdRepeated: PLACEMENT_MESSAGES.externalIdRepeated,
  lineLocationRequired: PLACEMENT_MESSAGES.lineLocationRequired,
  placementVersion: 'placement_version must be a whole number from 1',
  changedSinceExport: (columns: readonly string[]) =>
    `Changed by someone else since your file was exported: ${columns.join(', ')}`,
  versionNotKept:
    'This placement changed since your file was exported, and that version is no longer kept. Export the file again.',
} as const;

const M = BATCH_MESSAGES;

/** The labels of the bound messages: the console's CSV check says the same (FIELD_LABELS). */
const LINE_LABELS = {
  name: BOUND_LABELS.placementName,
  externalId: BOUND_LABELS.externalId,
  bidFloor: BOUND_LABELS.bidFloor,
} as const;

/** What the wizard's steps give the lines: checked once, merged into every line. */
export interface BatchDefaults {
  bidFloorCpm?: unknown;
  location: Record<string, unknown>;
  audience?: unknown;
  capabilities?: unknown;
  /** The default location places a screen: a line without a location of its own takes it. */
  placesLines: boolean;
}

export interface BatchRequest {
  rows: Record<string, unknown>[];
  defaults: BatchDefaults;
  fullSync: boolean;
  /** The external IDs of lines the user skipped (normalised, blanks out): full sync keeps them. */
  skippedExternalIds: ReadonlySet<string>;
  /** Full sync: the placements the user confirmed to delete (ids); empty otherwise. */
  deleteIds: ReadonlySet<string>;
  /** With full sync: placements the file would delete that the user kept (BATCH-MERGE). */
  keepIds: ReadonlySet<string>;
  /** With full sync: the external IDs (normalised) the user confirmed as new. */
  newExternalIds: ReadonlySet<string>;
  /** The file's name, for the change history (`Import of placements.csv`). */
  fileName?: string;
  enableProgrammaticPartners: boolean;
}

/** The user-facing message of an error a validator threw (a 400 Response), else rethrown. */
export async function messageOfFailure(error: unknown): Promise<string> {
  if (!(error instanceof Response)) throw error;
  const body = (await error.json()) as { error?: { message?: string } };
  return body.error?.message ?? `Request failed (${error.status})`;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

const ANY_VENUE_TYPE = VENUE_TYPE_LIST[0]?.value;

/**
 * The defaults, checked by the single save's rules: a default that is there must be valid. The
 * image is required, since no CSV column can give one. Name, type and external ID are per line.
 */
async function parseDefaults(raw: unknown): Promise<BatchDefaults> {
  if (!isRecord(raw)) fail(M.defaults);
  const { location, bidFloorCpm, audience, capabilities } = raw;
  if (location !== undefined && location !== null && !isRecord(location)) {
    fail(M.defaultsField(PLACEMENT_MESSAGES.location));
  }
  const defaultLocation = isRecord(location) ? location : {};
  if (isBlank(defaultLocation.exampleSceneUrl)) {
    fail(M.defaultsField(PLACEMENT_MESSAGES.imageRequired));
  }
  // The lines supply what the defaults may lack; stand-ins let the validator check the rest.
  const noCoordinates = isBlank(defaultLocation.latitude) && isBlank(defaultLocation.longitude);
  try {
    parsePlacementInput(
      {
        name: 'defaults',
        kind: ANY_VENUE_TYPE,
        bidFloorCpm: isBlank(bidFloorCpm) ? 0 : bidFloorCpm,
        location: { ...defaultLocation, ...(noCoordinates ? { latitude: 0, longitude: 0 } : {}) },
        audience,
        capabilities,
      },
      { accountId: '' },
    );
  } catch (error) {
    fail(M.defaultsField(await messageOfFailure(error)));
  }
  return {
    bidFloorCpm,
    location: defaultLocation,
    audience,
    capabilities,
    placesLines: placesScreen(defaultLocation),
  };
}

/** A list of external IDs (optional): text, at most a file's worth; normalised, blanks ignored. */
function parseExternalIds(raw: unknown, message: string): Set<string> {
  if (raw === undefined) return new Set();
  if (
    !Array.isArray(raw) ||
    raw.length > MAX_BATCH_ROWS ||
    !raw.every((id) => typeof id === 'string')
  ) {
    fail(message);
  }
  return new Set((raw as string[]).map(normalizeExternalId).filter(Boolean));
}

/**
 * An external ID as full sync and the upsert compare it (BATCH-ID-COMPARE): trimmed and in
 * Unicode NFC, so `Café` typed and `Café` exported from another system are one screen.
 */
export function normalizeExternalId(id: string): string {
  return id.trim().normalize('NFC');
}

/** `deleteIds`: required (a list of ids, at most a file's worth) with full sync, else ignored. */
function parseDeleteIds(raw: unknown, fullSync: boolean): Set<string> {
  if (!fullSync) return new Set();
  if (raw === undefined || raw === null) fail(M.deleteIdsRequired);
  if (!Array.isArray(raw) || !raw.every((id) => typeof id === 'string')) fail(M.deleteIds);
  return new Set(raw as string[]);
}

/** `keepIds`: optional, a list of ids, with full sync; else ignored. */
function parseKeepIds(raw: unknown, fullSync: boolean): Set<string> {
  if (!fullSync || raw === undefined || raw === null) return new Set();
  if (!Array.isArray(raw) || !raw.every((id) => typeof id === 'string')) fail(M.keepIds);
  return new Set(raw as string[]);
}

/** The checked envelope, or a 400 naming its first problem. Lines are checked as the job runs. */
export async function parseBatchRequest(raw: Record<string, unknown>): Promise<BatchRequest> {
  const { rows, fullSync, enableProgrammaticPartners } = raw;
  if (!Array.isArray(rows)) fail(M.rows);
  // An empty file with Full DB Sync would delete every placement: refuse it instead.
  if (rows.length === 0) fail(M.rowsEmpty);
  if (rows.length > MAX_BATCH_ROWS) fail(M.rowsMax);
  const badRow = rows.findIndex((row) => !isRecord(row));
  if (badRow !== -1) fail(M.row(badRow));
  if (typeof fullSync !== 'boolean') fail(M.fullSync);
  const skippedExternalIds = parseExternalIds(raw.skippedExternalIds, M.skippedExternalIds);
  const deleteIds = parseDeleteIds(raw.deleteIds, fullSync);
  const keepIds = parseKeepIds(raw.keepIds, fullSync);
  // With full sync only: the creates the user confirmed.
  const newExternalIds = fullSync
    ? parseExternalIds(raw.newExternalIds, M.newExternalIds)
    : new Set<string>();
  if (typeof enableProgrammaticPartners !== 'boolean') fail(M.programmatic);
  const defaults = await parseDefaults(raw.defaults);
  const fileName =
    typeof raw.fileName === 'string' ? cleanText(raw.fileName).trim().slice(0, 255) : '';
  return {
    rows: rows as Record<string, unknown>[],
    defaults,
    fullSync,
    skippedExternalIds,
    deleteIds,
    keepIds,
    newExternalIds,
    enableProgrammaticPartners,
    ...(fileName ? { fileName } : {}),
  };
}

/** The file line of `rows[index]`: its `line` cell, else index + 2 (line 1 is the header). */
export function lineOf(row: Record<string, unknown>, index: number): number {
  const line = row.line;
  const text =
    typeof line === 'number' ? String(line) : typeof line === 'string' ? line.trim() : '';
  return /^[1-9]\d*$/.test(text) ? Number(text) : index + 2;
}

/** The line's non-empty cells (trimmed); a cell that is neither text nor a number fails the line. */
export function cellsOf(row: Record<string, unknown>): BatchCells {
  const cells: BatchCells = {};
  for (const column of BATCH_COLUMNS) {
    const value = row[column];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number') fail(M.cell(column));
    const text = String(value).trim();
    if (text) cells[column] = text;
  }
  return cells;
}

/**
 * The placement body a line describes (no external ID: the job checks it against the file and
 * the account itself, which the single save's uniqueness check cannot do for an upsert). A line
 * with no location of its own and no default location to take fails with the batch's message,
 * which says where else the location could come from (the single save's `Lat/Lng are required`
 * would not).
 */
export function placementBodyOf(cells: BatchCells, defaults: BatchDefaults) {
  checkLineBounds(cells);
  if (!defaults.placesLines && !hasOwnLocation(cells)) fail(M.lineLocationRequired);
  return {
    name: cells.name === undefined ? undefined : cleanText(cells.name),
    kind: cells.venue_type,
    bidFloorCpm: cells.bid_floor_cpm ?? defaults.bidFloorCpm,
    location: lineLocation(cells, defaults.location),
    audience: defaults.audience,
    capabilities: defaults.capabilities,
  };
}

/** A number, or a plain decimal text: the amount to bound (other text is the validator's). */
function amountOf(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,32}(\.\d{1,32})?$/.test(value)) return null;
  return Number(value);
}

/**
 * The name, external ID and bid floor bounds every path applies (BATCH-LINE-BOUNDS; the field
 * bounds in src/rules/field-bounds.ts), with the console's words, before the single save's rules.
 */
function checkLineBounds(cells: BatchCells): void {
  const issue =
    (cells.name === undefined ? null : nameIssue(cells.name, LINE_LABELS.name)) ??
    (cells.external_id === undefined ? null : nameIssue(cells.external_id, LINE_LABELS.externalId));
  if (issue) fail(issue);
  const amount = amountOf(cells.bid_floor_cpm);
  const money = amount === null ? null : moneyIssue(amount, LINE_LABELS.bidFloor, 'cpm');
  if (money) fail(money);
}

/**
 * A line's `placement_version` (BATCH-MERGE): the version its file was exported at, undefined
 * for none (a line made by hand). Text or a number; anything but a whole number from 1 fails the
 * line.
 */
export function placementVersionOf(row: Record<string, unknown>): number | undefined {
  const value = row[PLACEMENT_VERSION_COLUMN];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') fail(M.placementVersion);
  const text = String(value).trim();
  if (!text) return undefined;
  return parsePlacementVersion(text) ?? fail(M.placementVersion);
}

/** A line's external ID, required in a file (BATCH-LINE-REQUIRED). */
export function externalIdOf(cells: BatchCells): string {
  const id = cells.external_id === undefined ? '' : normalizeExternalId(cells.external_id);
  if (!id) fail(M.externalIdRequired);
  return id;
}
