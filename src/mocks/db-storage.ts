// Where the demo database is kept in the browser (DEMO-STORAGE): IndexedDB, through idb-keyval,
// which holds what localStorage's 5 MB cannot (a 100,000-line import, 5 MB screen images). Each
// collection is kept as JSON text under its own key, a long one in parts of ROWS_PER_PART rows
// (Chromium refuses one value over 127 MiB), beside a manifest of the parts. A write stores
// only the parts whose text changed, in one transaction; a read parses only the parts whose text
// differs from what this page holds. A part of a collection whose rows are replaced, never
// changed in place (REPLACED_ROW_COLLECTIONS), is unchanged while it holds the rows this page
// last wrote or read: a write after a 100,000-line import turns only the changed parts into
// text. A write the browser refuses (quota, a private window's limits) rejects and stores
// nothing: the write that made it answers 507 (src/mocks/resource.ts).
// The small revision stamp stays in localStorage, so every request checks for another tab's
// write with one synchronous read (src/mocks/db.ts).
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import { clearFileBodies } from '@/mocks/file-bodies';
import type { DbState } from '@/mocks/records';

export const DB_IDB_NAME = 'marquee-demo';
const DB_IDB_STORE = 'data';
/** The manifest's key: the version and how each collection is kept. */
const MANIFEST_KEY = 'db';
/** Rows per stored part of a long collection (100,000 placements are about 100 MB of JSON). */
export const ROWS_PER_PART = 5_000;

/**
 * The collections whose stored rows are replaced by a write, never changed in place (frozen under
 * Vitest by src/mocks/frozen-rows.ts, so a handler that changes one in place fails its tests).
 */
export const REPLACED_ROW_COLLECTIONS = [
  'placements',
  'placementVersions',
  'history',
  'deletedPlacements',
] as const satisfies readonly (keyof DbState)[];
const replacedRows: ReadonlySet<string> = new Set(REPLACED_ROW_COLLECTIONS);

interface Manifest {
  version: unknown;
  /** Each collection: null when stored whole, else the number of its parts. */
  parts: Record<string, number | null>;
}

let store: UseStore | null = null;

function idb(): UseStore {
  store ??= createStore(DB_IDB_NAME, DB_IDB_STORE);
  return store;
}

/** The text of each part as this page last wrote or read it, and its parsed value. */
const heldText = new Map<string, string>();
const heldValue = new Map<string, unknown>();

/** Forget what this page holds (its rows may have been changed by a write that was undone). */
export function forgetHeldParts(): void {
  heldText.clear();
  heldValue.clear();
}

const partKey = (name: string, part?: number) =>
  part === undefined ? `state:${name}` : `state:${name}:${part}`;

function isManifest(value: unknown): value is Manifest {
  return typeof value === 'object' && value !== null && 'parts' in value;
}

/** The part's held text when `rows` are the very rows this page last wrote or read as it. */
function unchangedText(key: string, rows: readonly unknown[]): string | undefined {
  const held = heldValue.get(key);
  if (!Array.isArray(held) || held.length !== rows.length) return undefined;
  return rows.every((row, index) => row === held[index]) ? heldText.get(key) : undefined;
}

/** The parts that keep `value` (key, JSON text, value), and its manifest; null: not a database. */
function partsOf(
  value: unknown,
): { parts: [string, string, unknown][]; manifest: Manifest } | null {
  const stored = value as { version?: unknown; state?: unknown } | null;
  if (typeof stored?.state !== 'object' || stored.state === null) return null;
  const parts: [string, string, unknown][] = [];
  const layout: Manifest['parts'] = {};
  for (const [name, field] of Object.entries(stored.state)) {
    if (Array.isArray(field) && field.length > ROWS_PER_PART) {
      const count = Math.ceil(field.length / ROWS_PER_PART);
      for (let part = 0; part < count; part += 1) {
        const key = partKey(name, part);
        const rows = field.slice(part * ROWS_PER_PART, (part + 1) * ROWS_PER_PART);
        const held = replacedRows.has(name) ? unchangedText(key, rows) : undefined;
        parts.push([key, held ?? JSON.stringify(rows), rows]);
      }
      layout[name] = count;
    } else {
      parts.push([partKey(name), JSON.stringify(field ?? null), field]);
      layout[name] = null;
    }
  }
  return { parts, manifest: { version: stored.version, parts: layout } };
}

/** A part's value: the one held when its text is the one held, else parsed (and held). */
function partValue(key: string, text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  if (heldText.get(key) === text && heldValue.has(key)) return heldValue.get(key);
  const value: unknown = JSON.parse(text);
  heldText.set(key, text);
  heldValue.set(key, value);
  return value;
}

/** The stored value put together again from its entries. */
function valueOf(byKey: Map<IDBValidKey, unknown>): unknown {
  const manifest = byKey.get(MANIFEST_KEY);
  if (!isManifest(manifest)) return manifest;
  const state: Record<string, unknown> = {};
  for (const [name, count] of Object.entries(manifest.parts)) {
    if (count === null) {
      state[name] = partValue(partKey(name), byKey.get(partKey(name)));
      continue;
    }
    const rows: unknown[] = [];
    for (let part = 0; part < count; part += 1) {
      const key = partKey(name, part);
      const chunk = partValue(key, byKey.get(key));
      if (!Array.isArray(chunk)) return undefined;
      for (const row of chunk) rows.push(row);
    }
    state[name] = rows;
  }
  return { version: manifest.version, state };
}

/** The stored value, or undefined when nothing (or nothing readable) is stored. */
export async function readStoredDb(): Promise<unknown> {
  try {
    // One transaction: a write by another tab is seen whole or not at all.
    const [keys, values] = await idb()('readonly', (objects) =>
      Promise.all([promisifyRequest(objects.getAllKeys()), promisifyRequest(objects.getAll())]),
    );
    return valueOf(new Map(keys.map((key, index) => [key, values[index]])));
  } catch {
    return undefined;
  }
}

/**
 * Store `value` in place of what is stored, in one transaction: the parts whose text changed,
 * and the manifest. Rejects when the browser refuses it: then nothing of it is stored.
 */
export async function writeStoredDb(value: unknown): Promise<void> {
  const split = partsOf(value);
  const changed = split ? split.parts.filter(([key, text]) => heldText.get(key) !== text) : [];
  const kept = new Set(split?.parts.map(([key]) => key));
  try {
    await idb()('readwrite', (objects) => {
      try {
        // Parts of an older layout (a collection that shrank) go.
        const stale = objects.getAllKeys();
        stale.onsuccess = () => {
          for (const key of stale.result) {
            if (key !== MANIFEST_KEY && !kept.has(String(key))) objects.delete(key);
          }
        };
        for (const [key, text] of changed) objects.put(text, key);
        objects.put(split ? split.manifest : value, MANIFEST_KEY);
      } catch (error) {
        // A value refused at once: nothing of this transaction is kept.
        objects.transaction.abort();
        throw error;
      }
      return promisifyRequest(objects.transaction);
    });
  } catch (error) {
    forgetHeldParts();
    throw error;
  }
  for (const [key, text, part] of changed) {
    heldText.set(key, text);
    heldValue.set(key, part);
  }
}

/** Forget the stored value, and the uploads' bodies with it. */
export async function clearStoredDb(): Promise<void> {
  forgetHeldParts();
  try {
    await idb()('readwrite', (objects) => {
      objects.clear();
      return promisifyRequest(objects.transaction);
    });
  } catch {
    // nothing stored, or no storage: nothing to forget
  }
  await clearFileBodies();
}

/**
 * A copy of the sessions in localStorage (DEMO-STORAGE): a profile whose localStorage is copied
 * into another (a new e2e context) keeps its sign-ins, as it did when the data lived there.
 */
export const SESSIONS_COPY_KEY = 'marquee.demo.sessions';

export function readSessionsCopy(): DbState['sessions'] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SESSIONS_COPY_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as DbState['sessions']) : {};
  } catch {
    return {};
  }
}

export function writeSessionsCopy(sessions: DbState['sessions']): void {
  try {
    localStorage.setItem(SESSIONS_COPY_KEY, JSON.stringify(sessions));
  } catch {
    // A full localStorage: the copy is only for a copied profile.
  }
}
