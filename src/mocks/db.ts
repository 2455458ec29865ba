// The demo database (DEMO-MODE): one in-memory DbState shared by every handler. In the browser it
// is kept in localStorage (`marquee.demo.db`, versioned) so demo changes survive a reload, and
// every tab of the browser shares it (MANY-SHARED-DB, one demo server for every tab): each write
// stores the data and a new revision stamp (`marquee.demo.db.stamp`, a few bytes), and each request
// first compares that stamp with the one this tab holds, reloading the data only when another tab
// wrote. Writes take the lock of src/mocks/db-lock.ts (see resource.ts), so one tab's write never
// overwrites another's. Under Vitest nothing is stored and `resetDb()` gives each test the fresh
// seed.
import { withDbLock } from '@/mocks/db-lock';
import { getKnobs, resetKnobs } from '@/mocks/knobs';
import type { DbState } from '@/mocks/records';
import { applyHostileKnob, createSeed } from '@/mocks/seed';
import { storageAvailable } from '@/mocks/storage';

export const DB_STORAGE_KEY = 'marquee.demo.db';
/** Changes with every stored write: another tab that holds an older stamp reloads the data. */
export const DB_STAMP_KEY = 'marquee.demo.db.stamp';
/** Bump when DbState changes shape: stored data of another version is replaced by the seed. */
export const DB_VERSION = 4;

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

/** Call `listener` whenever the database is reset or discarded (not on a reload). */
export function onDbReset(listener: () => void): void {
  resetListeners.add(listener);
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
  'reviews',
  'deals',
  'reviewRules',
  'reports',
  'inventoryReports',
  'files',
  'debugSessions',
  'batchJobs',
  'idempotentReplies',
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

function loadStored(): DbState | null {
  try {
    const raw = localStorage.getItem(DB_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isStoredDb(parsed) ? parsed.state : null;
  } catch {
    return null;
  }
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

/** The stored data (its hostile records as the knob says), else the seed; and whether to store it. */
function boot(): { db: DbState; changed: boolean } {
  const knobs = getKnobs();
  if (!storageAvailable()) return { db: createSeed({ hostile: knobs.hostile }), changed: false };
  heldStamp = readStamp();
  // Unreadable, outdated or missing data: start again from the seed.
  const loaded = loadStored();
  if (!loaded) return { db: createSeed({ hostile: knobs.hostile }), changed: true };
  const wasHostile = loaded.hostile;
  return { db: applyHostileKnob(loaded, knobs.hostile), changed: wasHostile !== knobs.hostile };
}

/** Drop the in-memory copy and boot again from storage (what a page reload does). */
export function reloadDb(): DbState {
  const { db, changed } = boot();
  state = db;
  revision += 1;
  if (changed) persist();
  return db;
}

/**
 * The browser's start: boot under the write lock, so storing a first seed (or the hostile
 * knob's records) never overwrites a write another tab is making.
 */
export function bootDb(): Promise<DbState> {
  return withDbLock(reloadDb);
}

/** The live database. Handlers mutate it (holding the write lock) and then call `persist()`. */
export function getDb(): DbState {
  return state ?? reloadDb();
}

/**
 * Take another tab's writes: when the stored stamp is not the one this tab holds, reload the
 * data. One short localStorage read when nothing changed. Every request calls it first.
 */
export function syncDb(): DbState {
  if (!state || !storageAvailable()) return getDb();
  const stamp = readStamp();
  if (stamp === heldStamp) return state;
  const loaded = loadStored();
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

/** Save the database (browser only) with a new stamp. A full quota is reported, never thrown. */
export function persist(): void {
  revision += 1;
  if (!state || !storageAvailable()) return;
  try {
    const stored: StoredDb = { version: DB_VERSION, state };
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify(stored));
    // Stamped only once the data is there: another tab never reloads a half-written state.
    const stamp = newStamp();
    localStorage.setItem(DB_STAMP_KEY, stamp);
    heldStamp = stamp;
    dbChannel()?.postMessage({ stamp });
  } catch (error) {
    console.warn('Demo data could not be saved to localStorage; changes last until reload.', error);
  }
}

/** A fresh seed with the default knobs, in memory only: tests call it before or after each test. */
export function resetDb(): DbState {
  resetKnobs();
  notifyReset();
  state = createSeed();
  revision += 1;
  return state;
}

/**
 * Forget the database and the knobs: the next getDb() seeds it afresh. test/setup.ts calls it
 * after every test, so a test that never reads the database never pays for a seed.
 */
export function discardDb(): void {
  resetKnobs();
  notifyReset();
  state = null;
  heldStamp = null;
}

/**
 * The sign-in screen's "Reset demo data": forget stored data and knobs, reseed, store. The new
 * stamp makes every other tab reload the seed on its next request.
 */
export function resetDemo(): DbState {
  if (storageAvailable()) {
    try {
      localStorage.removeItem(DB_STORAGE_KEY);
    } catch {
      // nothing stored
    }
  }
  resetKnobs();
  notifyReset();
  state = createSeed();
  persist();
  return state;
}
