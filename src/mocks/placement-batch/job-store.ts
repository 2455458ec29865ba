// Where the demo's batch import jobs are kept (BATCH-JOB, DEMO-STORAGE): an IndexedDB database
// of their own, beside the demo data, so a reload of the results page, or a colleague's tab,
// finds a job where its last look left it, and the next look goes on from there. A job's lines
// are written once, when it starts, and dropped when it ends; its state after every look. Each
// value is stored as JSON text: a string is copied into IndexedDB at once, where 100,000 lines
// as objects took longer than a look may (the poll's deadline passed). A database of their own:
// the demo database's reads take every value of its store at once.
// Without storage (Vitest's memory-only database) they stay in this page's memory, behind the
// same functions.
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { storageAvailable } from '@/mocks/storage';

export const BATCH_JOBS_IDB_NAME = 'marquee-demo-jobs';
const BATCH_JOBS_STORE = 'jobs';

let store: UseStore | null = null;
const inMemory = new Map<string, unknown>();

function idb(): UseStore {
  store ??= createStore(BATCH_JOBS_IDB_NAME, BATCH_JOBS_STORE);
  return store;
}

/** JSON with its Sets and Maps kept. */
const toJson = (value: unknown) =>
  JSON.stringify(value, (_key, part: unknown) =>
    part instanceof Set ? { $set: [...part] } : part instanceof Map ? { $map: [...part] } : part,
  );
const fromJson = (text: string): unknown =>
  JSON.parse(text, (_key, part: unknown) => {
    if (typeof part !== 'object' || part === null) return part;
    if ('$set' in part) return new Set(part.$set as unknown[]);
    if ('$map' in part) return new Map(part.$map as [unknown, unknown][]);
    return part;
  });

/** A stored value, or undefined when none is kept (or storage cannot be read). */
export async function readJobValue<T>(key: string): Promise<T | undefined> {
  if (!storageAvailable()) return inMemory.get(key) as T | undefined;
  try {
    const text = await get<string>(key, idb());
    return text === undefined ? undefined : (fromJson(text) as T);
  } catch {
    return undefined;
  }
}

/** Store a value (its Sets and Maps kept); rejects when the browser refuses it. */
export async function writeJobValue(key: string, value: unknown): Promise<void> {
  if (!storageAvailable()) {
    inMemory.set(key, value);
    return;
  }
  await set(key, toJson(value), idb());
}

export async function dropJobValue(key: string): Promise<void> {
  inMemory.delete(key);
  if (!storageAvailable()) return;
  await del(key, idb()).catch(() => undefined);
}

/** Forget every job: the demo data was reset. */
export async function clearJobValues(): Promise<void> {
  inMemory.clear();
  if (!storageAvailable()) return;
  await clear(idb()).catch(() => undefined);
}
