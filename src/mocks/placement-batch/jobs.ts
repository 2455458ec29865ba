// The batch import job (BATCH-JOB): upsert by external ID within the caller's account
// (BATCH-UPSERT) and, with full sync, delete the account's placements missing from the file (those
// of lines the user skipped, `skippedExternalIds`, count as in the file: they are kept). A line
// that says what its placement already holds (sameCsvValues) is unchanged (BATCH-UNCHANGED):
// counted, listed in the results, and its placement is not saved again (nor given the defaults'
// image, audience or programmatic flag), so importing an exported file changes nothing. A line
// exported from an earlier version of its placement is merged first (BATCH-MERGE, merge.ts).
// A job advances when it is polled, so the panel sees it go Pending -> Running -> Complete in a
// known number of looks, deterministic for tests; job-store.ts keeps it and runs each look.
import { keepDeleted } from '@/mocks/history/restore';
import { recordSave, type ChangeContext } from '@/mocks/history/writer';
import { newId, nowIso } from '@/mocks/ids';
import {
  deletePlacementsById,
  placementsByExternalId,
  savePlacements,
} from '@/mocks/placement-batch/bulk-writes';
import {
  BATCH_MESSAGES,
  cellsOf,
  externalIdOf,
  lineOf,
  messageOfFailure,
  placementBodyOf,
  placementVersionOf,
  normalizeExternalId,
  type BatchRequest,
} from '@/mocks/placement-batch/request';
import { mergeLine } from '@/mocks/placement-batch/merge';
import { versionOf } from '@/mocks/placement-versions';
import { newPlacementKey, takenPlacementKeys } from '@/mocks/placement-keys';
import { placementCsvValues, sameCsvValues } from '@/lib/csv/placement-csv-values';
import type { BatchJobRecord, DbState, PlacementRecord } from '@/mocks/records';
import { fail } from '@/mocks/http';
import { parsePlacementInput, type ParsedPlacement } from '@/mocks/validation/placement';
import type { BatchJob } from '@/types/api';

/** Looks that see the job still Pending, before any line is processed. */
export const PENDING_LOOKS = 1;
/** A file is processed in this many chunks, one per look... */
export const BATCH_STEPS = 4;
/** ...of at most this many lines, so one look stays short (the browser mock runs on the page). */
export const MAX_LINES_PER_LOOK = 12_500;

function linesPerLook(total: number): number {
  return Math.max(1, Math.min(MAX_LINES_PER_LOOK, Math.ceil(total / BATCH_STEPS)));
}

/** The looks a job of `total` lines takes to end: 5 for up to 50000 lines, 9 for 100000. */
export function looksToFinish(total: number): number {
  return PENDING_LOOKS + Math.ceil(total / linesPerLook(total));
}

export interface BatchJobRun {
  job: BatchJobRecord;
  request: BatchRequest;
  looks: number;
  /** Every external ID the file lists, failed lines included, with its first line. */
  linesByExternalId: Map<string, number>;
  /** Keys in use, drawn once per job in a page rather than once per new placement. */
  takenKeys?: Set<string>;
  /** Who started it: every entry of the import is one transaction (HIST-RECORD). */
  change: ChangeContext;
}

/** The wire job: the record without its server-side fields. */
export function toBatchJob({
  id: _i,
  accountId: _a,
  createdAt: _c,
  ...job
}: BatchJobRecord): BatchJob {
  return job;
}

export function isJobOver(job: BatchJob): boolean {
  return job.status === 'Complete' || job.status === 'Failed';
}

type LineOutcome = 'created' | 'updated' | 'unchanged';

/** Whether the line's checked values are those its placement holds (numbers by value). */
function isUnchanged(
  input: ParsedPlacement,
  externalId: string,
  existing: PlacementRecord,
): boolean {
  const line = placementCsvValues({ ...input, externalId });
  return sameCsvValues((column) => line[column], existing);
}

/**
 * One line: the placement it saves (or leaves as it is, when unchanged), or a thrown 400 with
 * the line's first problem.
 */
function upsertLine(
  run: BatchJobRun,
  row: Record<string, unknown>,
  line: number,
  existingByExternalId: Map<string, PlacementRecord>,
  now: string,
  db: DbState,
): { placement: PlacementRecord; outcome: LineOutcome } {
  const cells = cellsOf(row);
  const { request, job } = run;
  // Every listed ID counts for full sync, so a failing line never deletes its placement.
  const listed = cells.external_id && normalizeExternalId(cells.external_id);
  const firstLine = listed ? run.linesByExternalId.get(listed) : undefined;
  if (listed && firstLine === undefined) run.linesByExternalId.set(listed, line);
  const version = placementVersionOf(row);
  // FORM-TEXT-BOUNDS: a placement's stored name, sent back unchanged, is kept as it is.
  let input = parsePlacementInput(placementBodyOf(cells, request.defaults), {
    accountId: job.accountId,
    storedName: existingByExternalId.get(externalIdOf(cells))?.name,
  });
  const id = externalIdOf(cells);
  if (firstLine !== undefined) fail(BATCH_MESSAGES.externalIdRepeated(id, firstLine));
  const existing = existingByExternalId.get(id);
  // Confirmed as new, but a colleague made it since: never overwritten with the file's values.
  if (existing && request.newExternalIds.has(normalizeExternalId(id))) {
    fail(BATCH_MESSAGES.createdSinceConfirmed);
  }
  // The line names its placement by the trimmed NFC form of the ID; the placement keeps the ID
  // as it was saved (a single create stores it as sent), so an unchanged line never rewrites it.
  const savedId = existing?.externalId ?? id;
  const enableProgrammaticPartners = request.enableProgrammaticPartners;
  // BATCH-MERGE: exported from an earlier version, the line keeps what changed since.
  if (existing && version !== undefined && version < versionOf(existing)) {
    const merged = mergeLine(input, savedId, existing, version, request.defaults, db);
    if (merged === 'unchanged') return { placement: existing, outcome: 'unchanged' };
    input = merged;
  }
  if (existing && isUnchanged(input, savedId, existing)) {
    return { placement: existing, outcome: 'unchanged' };
  }
  if (existing) {
    // BATCH-DEFAULTS: the wizard's screen image, audience and Enable Programmatic Partners are
    // for the placements the file creates; one it updates changes what its line carries only,
    // and keeps those (the file did not change them: a fixed name never resets measured
    // visitors or hours). The batch wizard has no Capabilities step either.
    const placement: PlacementRecord = {
      ...input,
      externalId: savedId,
      location: { ...input.location, exampleSceneUrl: existing.location.exampleSceneUrl },
      audience: existing.audience,
      capabilities: input.capabilities ?? existing.capabilities,
      enableProgrammaticPartners: existing.enableProgrammaticPartners,
      id: existing.id,
      placementKey: existing.placementKey,
      accountId: existing.accountId,
      createdAt: existing.createdAt,
    };
    return { placement, outcome: 'updated' };
  }
  run.takenKeys ??= takenPlacementKeys(db);
  const placement: PlacementRecord = {
    ...input,
    externalId: id,
    enableProgrammaticPartners,
    id: newId('pl'),
    placementKey: newPlacementKey(run.takenKeys),
    accountId: job.accountId,
    createdAt: now,
  };
  existingByExternalId.set(id, placement);
  return { placement, outcome: 'created' };
}

async function processChunk(run: BatchJobRun, end: number, db: DbState): Promise<void> {
  const { job, request } = run;
  // Indexed once per chunk (not per line), and fresh, so saves made between polls count.
  const existingByExternalId = placementsByExternalId(job.accountId, db);
  const saves: PlacementRecord[] = [];
  const befores: (PlacementRecord | null)[] = [];
  const now = nowIso();
  for (let index = job.processed; index < end; index += 1) {
    const row = request.rows[index] as Record<string, unknown>;
    const line = lineOf(row, index);
    try {
      const before = existingByExternalId.get(externalIdOf(cellsOf(row))) ?? null;
      const { placement, outcome } = upsertLine(run, row, line, existingByExternalId, now, db);
      if (outcome !== 'unchanged') {
        saves.push(placement);
        befores.push(outcome === 'created' ? null : before);
      }
      job[outcome] += 1;
      const { id, placementKey, externalId } = placement;
      job.results.push({ line, id, placementKey, externalId });
    } catch (error) {
      job.failed += 1;
      job.errors.push({ line, message: await messageOfFailure(error) });
    }
  }
  savePlacements(saves, db);
  saves.forEach((placement, index) =>
    recordSave(db, run.change, {
      kind: 'placement',
      before: befores[index] ?? null,
      after: placement,
      id: placement.id,
      accountId: placement.accountId,
    }),
  );
  job.processed = end;
}

/**
 * After the last line. A file whose every line failed saved nothing: the job is Failed and full
 * sync deletes nothing (such a file is no picture of the account's screens). Otherwise full
 * sync deletes exactly the placements the user confirmed (`deleteIds`, checked against the file
 * when the import started: src/mocks/placement-batch/full-sync.ts), those still there.
 */
function finish(run: BatchJobRun, db: DbState): void {
  const { job, request } = run;
  if (job.failed === job.total) {
    job.status = 'Failed';
    return;
  }
  if (request.fullSync) {
    const deleted = deletePlacementsById(job.accountId, request.deleteIds, db);
    keepDeleted(deleted, run.change, db);
    job.deleted = deleted.length;
  }
  job.status = 'Complete';
}

/** One look's work on the job: resolves true when it ended the job. */
export async function step(run: BatchJobRun, db: DbState): Promise<boolean> {
  const { job } = run;
  if (isJobOver(job)) return false;
  run.looks += 1;
  if (run.looks <= PENDING_LOOKS) return false;
  job.status = 'Running';
  await processChunk(run, Math.min(job.total, job.processed + linesPerLook(job.total)), db);
  if (job.processed < job.total) return false;
  finish(run, db);
  return true;
}
