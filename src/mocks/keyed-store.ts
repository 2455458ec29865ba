// The demo's large values kept apart from its records (DEMO-STORAGE): each kind (uploads'
// bytes, batch import jobs) in an IndexedDB database of its own, through idb-keyval. A database
// of their own: the demo database's reads take every value of its store at once, and its writes
// drop the keys a collection no longer uses. Without storage (Vitest's memory-only database)
// the values stay in this page's memory, behind the same functions.
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { storageAvailable } from '@/mocks/storage';

export interface KeyedStore<T> {
  /** The value, or undefined when none is kept (or storage cannot be read). */
  read(key: string): Promise<T | undefined>;
  /** Store the value; rejects when the browser refuses it (quota). */
  write(key: string, value: T): Promise<void>;
  drop(key: string): Promise<void>;
  /** Forget every value: the demo data was reset or cleared. */
  clear(): Promise<void>;
  /** Forget the values held in memory (a test's fresh seed). */
  forgetMemory(): void;
}

/** How a value is kept in IndexedDB, when not as it is (structured-cloned). */
export interface StoredForm<T> {
  encode: (value: T) => unknown;
  decode: (stored: unknown) => T;
}

export function keyedStore<T>(
  databaseName: string,
  storeName: string,
  form?: StoredForm<T>,
): KeyedStore<T> {
  let store: UseStore | null = null;
  const idb = () => (store ??= createStore(databaseName, storeName));
  const inMemory = new Map<string, T>();
  return {
    async read(key) {
      if (!storageAvailable()) return inMemory.get(key);
      try {
        const stored = await get<unknown>(key, idb());
        if (stored === undefined) return undefined;
        return form ? form.decode(stored) : (stored as T);
      } catch {
        return undefined;
      }
    },
    async write(key, value) {
      if (!storageAvailable()) {
        inMemory.set(key, value);
        return;
      }
      await set(key, form ? form.encode(value) : value, idb());
    },
    async drop(key) {
      inMemory.delete(key);
      if (!storageAvailable()) return;
      await del(key, idb()).catch(() => undefined);
    },
    async clear() {
      inMemory.clear();
      if (!storageAvailable()) return;
      await clear(idb()).catch(() => undefined);
    },
    forgetMemory() {
      inMemory.clear();
    },
  };
}
