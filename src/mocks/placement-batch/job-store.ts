// Where the demo's batch import jobs are kept (BATCH-JOB, DEMO-STORAGE), and how each look
// runs: an IndexedDB database of their own beside the demo data (keyed-store.ts), so a reload of
// the results page, or a colleague's tab, finds a job where its last look left it, and the next
// look goes on from there; a reset forgets them. Each look reads the job as stored, so two tabs
// polling one job take turns (under the demo database's lock) and never process a line twice.
// A job's lines are written once, when it starts, and dropped when it ends; its state after
// every look, once the demo database has stored the placements the look saved (a look the
// browser could not store is undone with them, and the job stays where it was). Each value is
// stored as JSON text: a string is copied into IndexedDB at once, where 100,000 lines as
// objects took longer than a look may (the poll's deadline passed).
import { onDbReset, onDbWrite } from '@/mocks/db';
import { newId, nowIso } from '@/mocks/ids';
import { withVia, type ChangeContext } from '@/mocks/history/writer';
import { keyedStore } from '@/mocks/keyed-store';
import { isJobOver, step, type BatchJobRun } from '@/mocks/placement-batch/jobs';
import type { BatchRequest } from '@/mocks/placement-batch/request';
import type { BatchJobRecord, DbState } from '@/mocks/records';

export const BATCH_JOBS_IDB_NAME = 'marquee-demo-jobs';

/** JSON text with its Sets and Maps kept. */
const toJson = (value: unknown) =>
  JSON.stringify(value, (_key, part: unknown) =>
    part instanceof Set ? { $set: [...part] } : part instanceof Map ? { $map: [...part] } : part,
  );
const fromJson = (text: unknown): unknown =>
  JSON.parse(String(text), (_key, part: unknown) => {
    if (typeof part !== 'object' || part === null) return part;
    if ('$set' in part) return new Set(part.$set as unknown[]);
    if ('$map' in part) return new Map(part.$map as [unknown, unknown][]);
    return part;
  });

/** Each job's lines (`rows:<id>`) and its state after the last look (`run:<id>`). */
const jobValues = keyedStore<unknown>(BATCH_JOBS_IDB_NAME, 'jobs', {
  encode: toJson,
  decode: fromJson,
});

/** A job as stored after each look: its lines apart (written once, they never change). */
type StoredRun = Omit<BatchJobRun, 'request' | 'takenKeys'> & {
  request: Omit<BatchRequest, 'rows'>;
};

const runKey = (id: string) => `run:${id}`;
const rowsKey = (id: string) => `rows:${id}`;

/** Each job's lines as this page wrote or read them. */
const heldRows = new Map<string, BatchRequest['rows']>();
/**
 * Each job's keys in use as this page drew them, and the look it made last (100,000 placements
 * are not read each look). Kept only while no other tab has looked since: its new placements'
 * keys are not in the set.
 */
const heldKeys = new Map<string, { looks: number; keys: Set<string> }>();
/** The looks of the write under way, stored once the database is (or dropped with the write). */
const unstored = new Map<string, { run: BatchJobRun; ended: boolean }>();
onDbReset(() => {
  heldRows.clear();
  heldKeys.clear();
  unstored.clear();
  void jobValues.clear();
});
onDbWrite(
  async () => {
    for (const [id, { run, ended }] of unstored) {
      await storeRun(run);
      if (ended) {
        heldRows.delete(id);
        heldKeys.delete(id);
        await jobValues.drop(rowsKey(id));
      }
    }
    unstored.clear();
  },
  () => {
    // Its placements undone: the keys this page drew for them are free again.
    for (const id of unstored.keys()) heldKeys.delete(id);
    unstored.clear();
  },
);

async function storeRun({ job, request, looks, linesByExternalId, change }: BatchJobRun) {
  const { rows: _rows, ...rest } = request;
  const stored: StoredRun = { job, request: rest, looks, linesByExternalId, change };
  await jobValues.write(runKey(job.id), stored);
}

export async function startBatchJob(
  accountId: string,
  request: BatchRequest,
  change: ChangeContext,
): Promise<string> {
  const job: BatchJobRecord = {
    id: newId('job'),
    accountId,
    createdAt: nowIso(),
    status: 'Pending',
    total: request.rows.length,
    processed: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    deleted: 0,
    failed: 0,
    errors: [],
    results: [],
  };
  await jobValues.write(rowsKey(job.id), request.rows);
  heldRows.set(job.id, request.rows);
  await storeRun({
    job,
    request,
    looks: 0,
    linesByExternalId: new Map(),
    change: withVia(change, 'import', request.fileName),
  });
  return job.id;
}

export async function findBatchJob(id: string): Promise<BatchJobRecord | undefined> {
  return ((await jobValues.read(runKey(id))) as StoredRun | undefined)?.job;
}

/**
 * One look at the job: it moves one step on (Pending for the first look, then a chunk of lines
 * per look), from the job as stored; the job after it is stored with the write (onDbWrite).
 * Resolves with that job, or undefined when no such job is kept. Looks never overlap: each runs
 * under the demo database's write lock, as its route persists.
 */
export async function advanceBatchJob(
  id: string,
  db: DbState,
): Promise<BatchJobRecord | undefined> {
  const stored = (await jobValues.read(runKey(id))) as StoredRun | undefined;
  if (!stored) return undefined;
  if (isJobOver(stored.job)) return stored.job;
  const rows =
    heldRows.get(id) ?? ((await jobValues.read(rowsKey(id))) as BatchRequest['rows'] | undefined);
  // Its lines gone (the browser's storage cleared): as if there were no such job.
  if (!rows) return undefined;
  heldRows.set(id, rows);
  const run: BatchJobRun = {
    ...stored,
    request: { ...stored.request, rows },
  };
  const held = heldKeys.get(id);
  if (held?.looks === stored.looks) run.takenKeys = held.keys;
  const ended = await step(run, db);
  if (run.takenKeys) heldKeys.set(id, { looks: run.looks, keys: run.takenKeys });
  unstored.set(id, { run, ended });
  return run.job;
}
