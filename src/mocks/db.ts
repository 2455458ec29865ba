// The demo database: one in-memory DbState shared by every handler. In the browser it is kept
// in localStorage (`marquee.demo.db`, versioned) so demo changes survive a reload; under
// Vitest nothing is stored and `resetDb()` gives each test the fresh seed.
import { getKnobs, resetKnobs } from '@/mocks/knobs';
import type { DbState } from '@/mocks/records';
import { applyHostileKnob, createSeed } from '@/mocks/seed';
import { storageAvailable } from '@/mocks/storage';

export const DB_STORAGE_KEY = 'marquee.demo.db';
/** Bump when DbState changes shape: stored data of another version is replaced by the seed. */
export const DB_VERSION = 2;

interface StoredDb {
  version: number;
  state: DbState;
}

let state: DbState | null = null;
/** Counts saved changes, so derived data (the inventory screen list) knows when to rebuild. */
let revision = 0;

/** Changes with every persist(): a cache of derived data keys on it and on the state object. */
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
  'reviewRules',
  'reports',
  'inventoryReports',
  'files',
  'debugSessions',
  'batchJobs',
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

function boot(): DbState {
  const knobs = getKnobs();
  if (!storageAvailable()) return createSeed({ hostile: knobs.hostile });
  // Unreadable, outdated or missing data: start again from the seed.
  const loaded = loadStored();
  const booted = loaded
    ? applyHostileKnob(loaded, knobs.hostile)
    : createSeed({ hostile: knobs.hostile });
  state = booted;
  persist();
  return booted;
}

/** Drop the in-memory copy and boot again from storage (what a page reload does). */
export function reloadDb(): DbState {
  state = boot();
  return state;
}

/** The live database. Handlers mutate it and then call `persist()`. */
export function getDb(): DbState {
  state ??= boot();
  return state;
}

/** Save the database (browser only). A full quota is reported, never thrown. */
export function persist(): void {
  revision += 1;
  if (!state || !storageAvailable()) return;
  try {
    const stored: StoredDb = { version: DB_VERSION, state };
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify(stored));
  } catch (error) {
    console.warn('Demo data could not be saved to localStorage; changes last until reload.', error);
  }
}

/** A fresh seed with the default knobs, in memory only: tests call it before or after each test. */
export function resetDb(): DbState {
  resetKnobs();
  state = createSeed();
  return state;
}

/**
 * Forget the database and the knobs: the next getDb() seeds it afresh. test/setup.ts calls it
 * after every test, so a test that never reads the database never pays for a seed.
 */
export function discardDb(): void {
  resetKnobs();
  state = null;
}

/** The sign-in screen's "Reset demo data": forget stored data and knobs, reseed, store. */
export function resetDemo(): DbState {
  if (storageAvailable()) {
    try {
      localStorage.removeItem(DB_STORAGE_KEY);
    } catch {
      // nothing stored
    }
  }
  resetKnobs();
  state = createSeed();
  persist();
  return state;
}
