// One writer at a time over the demo database, across every tab of the browser: a write takes
// the Web Lock `marquee.demo.db` (navigator.locks, shared by the origin's tabs) for as long as
// it reads, changes and stores the data. Without Web Locks (Node, Vitest's jsdom, an old
// browser) a promise chain serialises this page's writes, which is all there is to serialise.
export const DB_LOCK_NAME = 'marquee.demo.db';

let chain: Promise<unknown> = Promise.resolve();

function inProcess<T>(work: () => Promise<T>): Promise<T> {
  const run = chain.then(work, work);
  chain = run.catch(() => undefined);
  return run;
}

/** Run `work` holding the database's exclusive lock; resolves (or rejects) with its result. */
export function withDbLock<T>(work: () => T | Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const task = async () => work();
  if (locks && typeof locks.request === 'function') {
    return locks.request(DB_LOCK_NAME, { mode: 'exclusive' }, task) as Promise<T>;
  }
  return inProcess(task);
}
