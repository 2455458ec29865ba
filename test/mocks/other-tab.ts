// Another tab of the same browser, for the shared demo database's tests: Web Locks shared by
// the "tabs" (jsdom has none), IndexedDB (fake-indexeddb: jsdom has none either) and a write made
// the way src/mocks/db.ts makes one (under the lock, on the stored data, stored with a new stamp).
import 'fake-indexeddb/auto';
import { DB_STAMP_KEY, resetDb, resetDemo } from '@/mocks/db';
import { DB_LOCK_NAME } from '@/mocks/db-lock';
import { clearStoredDb, readStoredDb, writeStoredDb } from '@/mocks/db-storage';
import type { DbState } from '@/mocks/records';

type LockCallback = (lock: { name: string; mode: string }) => unknown;

/** An exclusive lock per name, granted in request order, as navigator.locks does. */
export function installWebLocks(): void {
  const queues = new Map<string, Promise<unknown>>();
  const request = (name: string, ...args: [LockCallback] | [unknown, LockCallback]) => {
    const callback = args.length === 1 ? args[0] : args[1];
    const previous = queues.get(name) ?? Promise.resolve();
    const run = previous.then(() => callback({ name, mode: 'exclusive' }));
    queues.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
}

export function removeWebLocks(): void {
  delete (navigator as { locks?: unknown }).locks;
}

let stamps = 0;

/** The data as stored (what a tab loads). */
export async function storedDb(): Promise<DbState> {
  // A copy: the page's own rows are shared with what it read, as a page keeps them.
  return structuredClone(((await readStoredDb()) as { state: DbState }).state);
}

/**
 * Another tab's write: takes the lock, reads the stored data, lets `change` edit it (awaiting
 * it, so a test can hold the lock a while), stores it and a new stamp.
 */
export async function otherTabWrites(
  change: (state: DbState) => void | Promise<void>,
): Promise<void> {
  await navigator.locks.request(DB_LOCK_NAME, async () => {
    // Another tab's own copy of the data, read from storage.
    const stored = structuredClone((await readStoredDb()) as { state: DbState });
    await change(stored.state);
    await writeStoredDb(stored);
    stamps += 1;
    localStorage.setItem(DB_STAMP_KEY, `other-tab-${stamps}`);
  });
}

/**
 * The tests of the enclosing describe run as in the browser: demo mode (the database stored in
 * IndexedDB), shared Web Locks, a freshly stored seed; everything undone after each.
 */
export function asInTheBrowser(): void {
  beforeEach(async () => {
    vi.stubEnv('MODE', 'demo');
    installWebLocks();
    await resetDemo();
  });
  afterEach(async () => {
    removeWebLocks();
    await clearStoredDb();
    vi.unstubAllEnvs();
    localStorage.clear();
    resetDb();
  });
}
