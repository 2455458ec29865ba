// Where the demo's batch import jobs are kept (BATCH-JOB, DEMO-STORAGE): an IndexedDB database
// of their own beside the demo data (keyed-store.ts), so a reload of the results page, or a
// colleague's tab, finds a job where its last look left it, and the next look goes on from
// there. A job's lines are written once, when it starts, and dropped when it ends; its state
// after every look. Each value is stored as JSON text: a string is copied into IndexedDB at
// once, where 100,000 lines as objects took longer than a look may (the poll's deadline passed).
import { keyedStore } from '@/mocks/keyed-store';

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
export const jobValues = keyedStore<unknown>(BATCH_JOBS_IDB_NAME, 'jobs', {
  encode: toJson,
  decode: fromJson,
});
