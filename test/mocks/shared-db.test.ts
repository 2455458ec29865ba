// One demo database for every tab (MANY-SHARED-DB; issue 26 item 1): a tab reloads what
// another stored before it reads or writes, and writes one at a time under a Web Lock.
import { DB_STAMP_KEY, getDb, resetDemo } from '@/mocks/db';
import { withDbLock } from '@/mocks/db-lock';
import { readStoredDb, writeStoredDb } from '@/mocks/db-storage';
import { demoControls } from '@/mocks/demo-controls';
import type { BidderRecord } from '@/mocks/records';
import type { Bidder } from '@/types/api';
import { ADMIN, call, SSP, tokenFor } from './helpers';
import { asInTheBrowser, otherTabWrites, removeWebLocks, storedDb } from './other-tab';
import { batchBody, row, runToEnd } from './placement-batch-fixtures';

asInTheBrowser();

const bidder = (state: { bidders: BidderRecord[] }, id: string) =>
  state.bidders.find((candidate) => candidate.id === id)!;

describe('one demo database shared by the tabs', () => {
  it("keeps another tab's write when this tab writes after it", async () => {
    const token = await tokenFor(ADMIN);
    const [first, second] = getDb().bidders;
    await otherTabWrites((state) => {
      bidder(state, first!.id).name = 'Renamed in tab B';
    });
    const toggled = await call<Bidder>(`/bidders/${second!.id}/toggleActive`, { token });
    expect(toggled.status).toBe(200);
    const stored = await storedDb();
    expect(bidder(stored, first!.id).name).toBe('Renamed in tab B');
    expect(bidder(stored, second!.id).isActive).toBe(!second!.isActive);
  });

  it("waits for another tab's announced write to reach this tab's storage before reading", async () => {
    const token = await tokenFor(ADMIN);
    const id = getDb().bidders[0]!.id;
    // Another tab stores a write and announces it, but this tab's copy of localStorage shows its
    // stamp only a moment later (as Chromium brings another process's copy up to date). The
    // write is stored first: only the stamp is late, by far less than the wait's 500 ms, however
    // slow the machine (storing the whole database took CI over the wait at load 10).
    const stored = structuredClone(
      (await readStoredDb()) as { state: { bidders: BidderRecord[] } },
    );
    bidder(stored.state, id).name = 'Renamed in tab B, seen late';
    await writeStoredDb(stored);
    const announcer = new BroadcastChannel('marquee.demo.db');
    announcer.postMessage({ stamp: 'late-1' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const read = call<Bidder>(`/bidders/${id}`, { token });
    await new Promise((resolve) => setTimeout(resolve, 30));
    localStorage.setItem(DB_STAMP_KEY, 'late-1');
    expect((await read).data.name).toBe('Renamed in tab B, seen late');
    announcer.close();
  });

  it("reads another tab's write on this tab's next request", async () => {
    const token = await tokenFor(ADMIN);
    const id = getDb().bidders[0]!.id;
    await otherTabWrites((state) => {
      bidder(state, id).name = 'Renamed in tab B';
    });
    const read = await call<Bidder>(`/bidders/${id}`, { token });
    expect(read.data.name).toBe('Renamed in tab B');
  });

  it("waits for another tab's write under way, then writes on its data", async () => {
    const token = await tokenFor(ADMIN);
    const [first, second] = getDb().bidders;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const otherTab = otherTabWrites(async (state) => {
      await held;
      bidder(state, first!.id).name = 'Renamed in tab B';
    });
    let answered = false;
    const thisTab = call(`/bidders/${second!.id}/toggleActive`, { token }).then((reply) => {
      answered = true;
      return reply;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    await otherTab;
    expect((await thisTab).status).toBe(200);
    const stored = await storedDb();
    expect(bidder(stored, first!.id).name).toBe('Renamed in tab B');
    expect(bidder(stored, second!.id).isActive).toBe(!second!.isActive);
  });

  it('stores every write with a new stamp, a reset of the demo data too', async () => {
    const before = localStorage.getItem(DB_STAMP_KEY);
    const token = await tokenFor(ADMIN);
    const afterSignIn = localStorage.getItem(DB_STAMP_KEY);
    expect(afterSignIn).not.toBe(before);
    await call(`/bidders/${getDb().bidders[0]!.id}/toggleActive`, { token });
    expect(localStorage.getItem(DB_STAMP_KEY)).not.toBe(afterSignIn);
    const beforeReset = localStorage.getItem(DB_STAMP_KEY);
    await resetDemo();
    expect(localStorage.getItem(DB_STAMP_KEY)).not.toBe(beforeReset);
  });

  it("resets the demo data after another tab's write under way, so that write cannot undo the reset", async () => {
    const id = getDb().bidders[0]!.id;
    const seedName = getDb().bidders[0]!.name;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const otherTab = otherTabWrites(async (state) => {
      await held;
      bidder(state, id).name = 'Renamed in tab B';
    });
    const reset = demoControls.reset();
    release();
    await Promise.all([otherTab, reset]);
    expect(bidder(await storedDb(), id).name).toBe(seedName);
    expect(getDb().bidders[0]!.name).toBe(seedName);
  });

  it("keeps this tab's running batch import when another tab's write reloads the data", async () => {
    const token = await tokenFor(SSP);
    const started = await call<{ jobId: string }>('/placements/batch', {
      token,
      body: batchBody([row('SHARED-1')]),
    });
    expect(started.status).toBe(202);
    await otherTabWrites((state) => {
      state.bidders[0]!.name = 'Renamed in tab B';
    });
    const seen = await runToEnd(started.data.jobId, token);
    expect(seen.at(-1)).toMatchObject({ status: 'Complete', created: 1 });
    const stored = await storedDb();
    expect(stored.bidders[0]!.name).toBe('Renamed in tab B');
    expect(stored.placements.some((placement) => placement.externalId === 'SHARED-1')).toBe(true);
  });
});

describe('the write lock', () => {
  async function overlapOf(): Promise<boolean> {
    let running = 0;
    let overlapped = false;
    const work = async () => {
      running += 1;
      if (running > 1) overlapped = true;
      await new Promise((resolve) => setTimeout(resolve, 10));
      running -= 1;
    };
    await Promise.all([withDbLock(work), withDbLock(work), withDbLock(work)]);
    return overlapped;
  }

  it('runs writes one at a time with Web Locks', async () => {
    expect(await overlapOf()).toBe(false);
  });

  it('runs writes one at a time without Web Locks (Node, Vitest), and goes on after a failure', async () => {
    removeWebLocks();
    expect(await overlapOf()).toBe(false);
    await expect(withDbLock(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await withDbLock(() => 'next')).toBe('next');
  });
});
