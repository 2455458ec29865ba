// The demo database (DEMO-MODE): one in-memory DbState shared by every handler. In the browser it
// is kept in IndexedDB (src/mocks/db-storage.ts, DEMO-STORAGE) so demo changes survive a reload,
// and every tab of the browser shares it (MANY-SHARED-DB, one demo server for every tab): each
// write stores the data, then a new revision stamp (`marquee.demo.db.stamp` in localStorage, a
// few bytes), and each request first compares that stamp with the one this tab holds, loading
// the data again only when another tab wrote. Writes take the lock of src/mocks/db-lock.ts (see
// resource.ts), so one tab's write never overwrites another's; a write the browser cannot store
// is undone here and answered 507. Under Vitest nothing is stored and `resetDb()` gives each
// test the fresh seed.
import { resetSessionUse } from '@/mocks/session-lifetime';
import { withDbLock } from '@/mocks/db-lock';
import { getKnobs, resetKnobs } from '@/mocks/knobs';
import type { DbState } from '@/mocks/records';
import { applyHostileKnob, createSeed } from '@/mocks/seed';
import {
  forgetHeldParts,
  readSessionsCopy,
  readStoredDb,
  writeSessionsCopy,
  writeStoredDb,
} from '@/mocks/db-storage';
import { storageAvailable } from '@/mocks/storage';
import { clearFileBodies, forgetMemoryFileBodies } from '@/mocks/file-bodies';
import { freezeReplacedRows } from '@/mocks/frozen-rows';

/** Where earlier builds kept the data in localStorage: removed at boot, for the room. */
export const LEGACY_DB_STORAGE_KEY = 'marquee.demo.db';
/** Changes with every stored write: another tab that holds an older stamp reloads the data. */
export const DB_STAMP_KEY = 'marquee.demo.db.stamp';
/** Bump when DbState changes shape: stored data of another version is replaced by the seed. */
export const DB_VERSION = 7;

interface StoredDb {
  version: number;
  state: DbState;
}

let state: DbState | null = null;
/** The stamp of the stored data `state` was loaded from or last saved as (null: none). */
let heldStamp: string | null = null;
/** Counts saved changes, so derived data (the inventory screen list) knows when to rebuild. */
let revision = 0;

/** What else forgets its data with the database (the batch jobs of this page). */
const resetListeners = new Set<() => void>();
/** What else is stored with each write, once the database is (a batch job's look). */
const storedListeners = new Set<() => Promise<void>>();
/** What else drops its part of a write the browser could not store. */
const rollbackListeners = new Set<() => void>();

/** Call `listener` whenever the database is reset or discarded (not on a reload). */
export function onDbReset(listener: () => void): void {
  resetListeners.add(listener);
}

/**
 * `stored` runs after each persist() has stored the database, before the write's reply (still
 * under the write lock); `undone` when the write could not be stored and is undone.
 */
export function onDbWrite(stored: () => Promise<void>, undone: () => void): void {
  storedListeners.add(stored);
  rollbackListeners.add(undone);
}

function notifyReset(): void {
  for (const listener of resetListeners) listener();
}

/** Changes with every persist() and reload: a cache of derived data keys on it and the state. */
export function dbRevision(): number {
  return revision;
}

const ARRAY_KEYS = [
  'accounts',
  'users',
  'linkTokens',
  'bidders',
  'campaigns',
  'creatives',
  'clips',
  'placements',
  'placementVersions',
  'reviews',
  'deals',
  'reviewRules',
  'reports',
  'inventoryReports',
  'files',
  'debugSessions',
  'batchJobs',
  'idempotentReplies',
  'history',
  'deletedPlacements',
] as const satisfies readonly (keyof DbState)[];

function isStoredDb(value: unknown): value is StoredDb {
  if (value === null || typeof value !== 'object') return false;
  const stored = value as Partial<StoredDb>;
  if (stored.version !== DB_VERSION || !stored.state || typeof stored.state !== 'object') {
    return false;
  }
  const candidate = stored.state as unknown as Record<string, unknown>;
  return (
    ARRAY_KEYS.every((key) => Array.isArray(candidate[key])) &&
    typeof candidate.sessions === 'object' &&
    typeof candidate.generatedPlacementOverrides === 'object' &&
    typeof candidate.seededOn === 'string'
  );
}

/** The stored data, or null when none (or none of this version) is stored. */
async function loadStored(): Promise<DbState | null> {
  const stored = await readStoredDb();
  return isStoredDb(stored) ? stored.state : null;
}

function readStamp(): string | null {
  try {
    return localStorage.getItem(DB_STAMP_KEY);
  } catch {
    return null;
  }
}

function newStamp(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The seed, with the hostile records as the knob says. */
const seed = () => createSeed({ hostile: getKnobs().hostile });

/**
 * The memory-only database's start (Vitest, Node): the seed as the knobs say. In the browser,
 * the stored data is loaded by bootDb() before any request.
 */
export function reloadDb(): DbState {
  state = seed();
  freezeReplacedRows(state);
  revision += 1;
  return state;
}

/**
 * The stored data (its hostile records as the knob says), else the seed, stored. Run holding
 * the write lock, so storing a first seed never overwrites a write another tab is making.
 */
export async function reloadStoredDb(): Promise<DbState> {
  if (!storageAvailable()) return reloadDb();
  heldStamp = readStamp();
  const loaded = await loadStored();
  const hostile = getKnobs().hostile;
  state = loaded ? applyHostileKnob(loaded, hostile) : seed();
  // Nothing stored yet, but this profile's localStorage holds sessions (it was copied from a
  // signed-in one, as the e2e fixtures do): they stay signed in on the seed.
  if (!loaded) state.sessions = { ...readSessionsCopy(), ...state.sessions };
  revision += 1;
  if (!loaded || loaded.hostile !== hostile) await persist().catch(() => undefined);
  return state;
}

/**
 * A write the browser could not store (DEMO-STORAGE) is undone: the data goes back to what is
 * stored, and what was to be stored with it (an import job's look) is dropped.
 */
export async function rollbackDb(): Promise<DbState> {
  forgetHeldParts();
  for (const listener of rollbackListeners) listener();
  return reloadStoredDb();
}

/** The browser's start under way: every request waits for it (syncLatestDb). */
let booting: Promise<DbState> | null = null;

/** The browser's start: the stored data, loaded under the write lock. */
export function bootDb(): Promise<DbState> {
  booting ??= startBoot();
  return booting;
}

function startBoot(): Promise<DbState> {
  if (storageAvailable()) {
    try {
      // Earlier builds kept the data in localStorage: its room goes back to the browser.
      localStorage.removeItem(LEGACY_DB_STORAGE_KEY);
    } catch {
      // no storage: nothing to remove
    }
  }
  return withDbLock(reloadStoredDb);
}

/** The live database. Handlers mutate it (holding the write lock) and then call `persist()`. */
export function getDb(): DbState {
  return state ?? reloadDb();
}

/**
 * Take another tab's writes: when the stored stamp is not the one this tab holds, load the
 * data again. One short localStorage read when nothing changed. Every request calls it first.
 */
export async function syncDb(): Promise<DbState> {
  if (!state || !storageAvailable()) return getDb();
  const stamp = readStamp();
  if (stamp === heldStamp) return state;
  const loaded = await loadStored();
  heldStamp = stamp;
  if (loaded) {
    state = loaded;
    revision += 1;
  }
  return state;
}

/**
 * A tab's localStorage is a copy that the browser brings up to date a moment after another tab
 * writes (Chromium: a few milliseconds later, in another process), so a tab told of a save (a
 * cache invalidation from the saving tab) could still read the data from before it. Each stored
 * write is therefore also announced on this channel, and a request waits until its tab's
 * storage shows the announced stamp. The lock serialises writes; this makes reads see them.
 */
const DB_CHANNEL = 'marquee.demo.db';
/** How long a request waits for storage to show an announced write before it reads anyway. */
const ANNOUNCED_WRITE_WAIT_MS = 500;
let channel: BroadcastChannel | null = null;
/** The stamp of the latest write another tab announced, until this tab's storage shows it. */
let announcedStamp: string | null = null;

function dbChannel(): BroadcastChannel | null {
  if (channel || !storageAvailable() || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(DB_CHANNEL);
  // Node's channel (tests) would otherwise keep the process alive.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  channel.onmessage = (event: MessageEvent<{ stamp?: unknown }>) => {
    if (typeof event.data?.stamp === 'string') announcedStamp = event.data.stamp;
  };
  return channel;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * syncDb(), once this tab's storage shows every write another tab has announced: what a request
 * reads first. Announcements already queued are taken in first (one task's wait).
 */
export async function syncLatestDb(): Promise<DbState> {
  if (booting) await booting;
  if (!dbChannel()) return syncDb();
  await nextTask();
  if (announcedStamp !== null && announcedStamp !== heldStamp) {
    const until = Date.now() + ANNOUNCED_WRITE_WAIT_MS;
    while (readStamp() !== announcedStamp && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }
  announcedStamp = null;
  return syncDb();
}

/** The browser could not store a write (DEMO-STORAGE): the write is undone and answered 507. */
export class DemoStorageError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The demo could not store this change', options);
    this.name = 'DemoStorageError';
  }
}

/**
 * Save the database (browser only), then a new stamp, then what is stored with the write
 * (onDbWrite). Rejects with a DemoStorageError when the browser refuses the data: the stamp is
 * left as it was, so no tab loads a state never stored.
 */
export async function persist(): Promise<void> {
  revision += 1;
  if (!state) return;
  freezeReplacedRows(state);
  if (storageAvailable()) await storeState(state);
  for (const listener of storedListeners) await listener();
}

async function storeState(current: DbState): Promise<void> {
  try {
    const stored: StoredDb = { version: DB_VERSION, state: current };
    await writeStoredDb(stored);
  } catch (error) {
    throw new DemoStorageError({ cause: error });
  }
  writeSessionsCopy(current.sessions);
  // Stamped only once the data is there: another tab never loads a half-written state.
  const stamp = newStamp();
  try {
    localStorage.setItem(DB_STAMP_KEY, stamp);
  } catch {
    // A full localStorage: the other tabs learn of it by the channel's announcement only.
  }
  heldStamp = stamp;
  dbChannel()?.postMessage({ stamp });
}

/** A fresh seed with the default knobs, in memory only: tests call it before or after each test. */
export function resetDb(): DbState {
  booting = null;
  forgetMemoryFileBodies();
  resetKnobs();
  resetSessionUse();
  notifyReset();
  state = createSeed();
  freezeReplacedRows(state);
  revision += 1;
  return state;
}

/**
 * Forget the database and the knobs: the next getDb() seeds it afresh. test/setup.ts calls it
 * after every test, so a test that never reads the database never pays for a seed.
 */
export function discardDb(): void {
  booting = null;
  forgetMemoryFileBodies();
  resetKnobs();
  resetSessionUse();
  notifyReset();
  state = null;
  heldStamp = null;
}

/**
 * The sign-in screen's "Reset demo data": forget the knobs, reseed, and store the seed over the
 * stored data. The new stamp makes every other tab load the seed on its next request.
 */
export async function resetDemo(): Promise<DbState> {
  const before = state;
  state = createSeed();
  try {
    await persist();
  } catch (error) {
    // Not stored: nothing is reset (the other tabs keep the stored data, so this one does too),
    // and the panel says so instead of `Demo data was reset.` (DEMO-STORAGE).
    state = before;
    throw error;
  }
  resetKnobs();
  notifyReset();
  // The seed refers to no upload: their bodies go (after the seed is stored, as no record
  // of the seed can then show a missing one).
  await clearFileBodies();
  return state;
}
