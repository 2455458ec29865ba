// Another tab of the same browser, for the shared demo database's tests: Web Locks shared by
// the "tabs" (jsdom has none) and a write made the way src/mocks/db.ts makes one (under the
// lock, on the stored data, stored with a new stamp).
import { DB_STAMP_KEY, DB_STORAGE_KEY, resetDb, resetDemo } from '@/mocks/db';
import { DB_LOCK_NAME } from '@/mocks/db-lock';
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

export function storedDb(): DbState {
  return (JSON.parse(localStorage.getItem(DB_STORAGE_KEY) ?? '{}') as { state: DbState }).state;
}

/**
 * Another tab's write: takes the lock, reads the stored data, lets `change` edit it (awaiting
 * it, so a test can hold the lock a while), stores it and a new stamp.
 */
export async function otherTabWrites(
  change: (state: DbState) => void | Promise<void>,
): Promise<void> {
  await navigator.locks.request(DB_LOCK_NAME, async () => {
    const stored = JSON.parse(localStorage.getItem(DB_STORAGE_KEY) ?? '{}') as {
      state: DbState;
    };
    await change(stored.state);
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify(stored));
    stamps += 1;
    localStorage.setItem(DB_STAMP_KEY, `other-tab-${stamps}`);
  });
}

/**
 * The tests of the enclosing describe run as in the browser: demo mode (the database stored in
 * localStorage), shared Web Locks, a freshly stored seed; everything undone after each.
 */
export function asInTheBrowser(): void {
  beforeEach(() => {
    vi.stubEnv('MODE', 'demo');
    installWebLocks();
    resetDemo();
  });
  afterEach(() => {
    removeWebLocks();
    vi.unstubAllEnvs();
    localStorage.clear();
    resetDb();
  });
}
