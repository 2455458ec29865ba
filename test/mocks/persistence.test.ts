// The demo database in the browser (DEMO-STORAGE): kept in IndexedDB (fake-indexeddb here),
// versioned, with room for what localStorage could not hold, and the old localStorage copy
// removed at boot.
import 'fake-indexeddb/auto';
import {
  bootDb,
  DB_VERSION,
  getDb,
  LEGACY_DB_STORAGE_KEY,
  persist,
  reloadStoredDb,
  resetDb,
  resetDemo,
} from '@/mocks/db';
import {
  clearStoredDb,
  readStoredDb,
  ROWS_PER_PART,
  SESSIONS_COPY_KEY,
  writeStoredDb,
} from '@/mocks/db-storage';
import { getKnobs, KNOBS_STORAGE_KEY, setKnobs } from '@/mocks/knobs';

// Under Vitest the database is memory-only; these tests switch the browser behaviour on.
beforeEach(() => {
  vi.stubEnv('MODE', 'demo');
});

afterEach(async () => {
  await clearStoredDb();
  vi.unstubAllEnvs();
  localStorage.clear();
  resetDb();
});

/** A copy of what is stored: the page's own rows are shared with what it read. */
const stored = async () =>
  structuredClone((await readStoredDb()) as { version: number; state: unknown } | undefined);

describe('IndexedDB persistence (browser)', () => {
  it('stores changes with a version and loads them again', async () => {
    await resetDemo();
    getDb().bidders[0]!.name = 'Renamed in the demo';
    await persist();
    expect((await stored())?.version).toBe(DB_VERSION);
    expect((await reloadStoredDb()).bidders[0]?.name).toBe('Renamed in the demo');
  });

  it('reseeds, and stores the seed, when the stored data is unreadable or of another version', async () => {
    await writeStoredDb('{not a database');
    expect((await reloadStoredDb()).bidders).toHaveLength(5);
    await writeStoredDb({ version: DB_VERSION + 1, state: {} });
    expect((await reloadStoredDb()).users.some((user) => user.email === 'dsp@demo.test')).toBe(
      true,
    );
    expect(await stored()).toMatchObject({ version: DB_VERSION });
  });

  it('reseeds stored data that lacks a collection, such as the review rules', async () => {
    await resetDemo();
    const { reviewRules: _rules, ...older } = getDb();
    await writeStoredDb({ version: DB_VERSION, state: older });
    expect((await reloadStoredDb()).reviewRules).toEqual([]);
  });

  it('boots from what is stored and gives the old localStorage copy’s room back', async () => {
    await resetDemo();
    getDb().bidders[0]!.name = 'Kept across a reload';
    await persist();
    localStorage.setItem(LEGACY_DB_STORAGE_KEY, '{"version":4}');
    resetDb();
    expect((await bootDb()).bidders[0]?.name).toBe('Kept across a reload');
    expect(localStorage.getItem(LEGACY_DB_STORAGE_KEY)).toBeNull();
  });

  it('a profile copied with its localStorage but no stored data keeps its sign-ins on the seed', async () => {
    await resetDemo();
    getDb().sessions['tok-copied'] = { ...Object.values(getDb().sessions)[0]!, userId: 'usr_dsp' };
    await persist();
    expect(localStorage.getItem(SESSIONS_COPY_KEY)).toContain('tok-copied');
    await clearStoredDb();
    expect((await reloadStoredDb()).sessions['tok-copied']).toMatchObject({ userId: 'usr_dsp' });
  });

  // Over 100 MB through the mock on one thread: 4-17 s alone on the 2-core machine, over 70 s
  // beside CI's other slot (2026-12-01), past the 30 s default.
  it('holds what localStorage could not: a 4.9 MB screen image and 100,000 placements', async () => {
    await resetDemo();
    const image = `data:image/png;base64,${'A'.repeat(Math.ceil((4.9 * 1024 * 1024 * 4) / 3))}`;
    const template = getDb().placements[0]!;
    const many = Array.from({ length: 100_000 }, (_, index) => ({
      ...template,
      id: `pl_many_${index}`,
      externalId: `MANY-${index}`,
    }));
    getDb().placements.push(
      {
        ...template,
        id: 'pl_big_image',
        location: { ...template.location, exampleSceneUrl: image },
      },
      ...many,
    );
    await persist();
    const reloaded = await reloadStoredDb();
    const big = reloaded.placements.find((placement) => placement.id === 'pl_big_image');
    expect(big?.location.exampleSceneUrl).toBe(image);
    expect(
      reloaded.placements.filter((placement) => placement.id.startsWith('pl_many_')),
    ).toHaveLength(100_000);
  }, 120_000);

  it('keeps the placements’ earlier versions, in parts like the placements', async () => {
    await resetDemo();
    const template = getDb().placements[0]!;
    const count = ROWS_PER_PART * 2 + 1;
    for (let version = 1; version <= count; version += 1) {
      getDb().placementVersions.push({ ...template, version });
    }
    await persist();
    const reloaded = await reloadStoredDb();
    expect(reloaded.placementVersions).toHaveLength(count);
    expect(reloaded.placementVersions.at(-1)).toEqual({ ...template, version: count });
  });

  it('stores only the parts whose rows were replaced, and reads the others back whole', async () => {
    await resetDemo();
    const template = getDb().placements[0]!;
    const count = ROWS_PER_PART * 2 + 1;
    for (let index = 0; index < count; index += 1) {
      getDb().placements.push({ ...template, id: `pl_part_${index}`, externalId: `PART-${index}` });
    }
    await persist();
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');
    const stringify = vi.spyOn(JSON, 'stringify');
    const position = getDb().placements.findIndex((row) => row.id === 'pl_part_7000');
    getDb().placements[position] = { ...getDb().placements[position]!, name: 'Replaced row' };
    await persist();
    const keys = put.mock.calls.map(([, key]) => key);
    // Only the part that holds the replaced row is turned into text again.
    const wholeParts = stringify.mock.calls.filter(
      ([value]) => Array.isArray(value) && value.length === ROWS_PER_PART,
    );
    vi.restoreAllMocks();
    expect(wholeParts).toHaveLength(1);
    expect(keys.filter((key) => String(key).startsWith('state:placements'))).toEqual([
      'state:placements:1',
    ]);
    const reloaded = await reloadStoredDb();
    expect(reloaded.placements).toHaveLength(getDb().placements.length);
    expect(reloaded.placements.find((row) => row.id === 'pl_part_7000')?.name).toBe('Replaced row');
  });

  it('rejects a write the browser refuses, and stores nothing of it', async () => {
    await resetDemo();
    const before = (await stored())?.state;
    getDb().bidders[0]!.name = 'Never stored';
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await expect(persist()).rejects.toMatchObject({ name: 'DemoStorageError' });
    vi.restoreAllMocks();
    expect((await stored())?.state).toEqual(before);
  });

  it('a reset the browser cannot store resets nothing and says so by rejecting (DEMO-STORAGE)', async () => {
    await resetDemo();
    setKnobs({ faultRate: 0.5 });
    getDb().bidders.length = 1;
    await persist();
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await expect(resetDemo()).rejects.toMatchObject({ name: 'DemoStorageError' });
    vi.restoreAllMocks();
    // This tab keeps what the other tabs keep: the stored data and the knobs.
    expect(getDb().bidders).toHaveLength(1);
    expect(getKnobs().faultRate).toBe(0.5);
  });

  it('resetDemo forgets stored data and knobs', async () => {
    setKnobs({ faultRate: 0.5 });
    expect(localStorage.getItem(KNOBS_STORAGE_KEY)).toContain('0.5');
    getDb().bidders.length = 0;
    await persist();
    await resetDemo();
    expect(getDb().bidders).toHaveLength(5);
    expect(getKnobs().faultRate).toBe(0);
    expect(localStorage.getItem(KNOBS_STORAGE_KEY)).toBeNull();
  });

  it('never stores demo-scale rows', async () => {
    setKnobs({ scale: 20000 });
    await resetDemo();
    setKnobs({ scale: 20000 });
    await persist();
    const { state } = (await stored()) as { state: { placements: { id: string }[] } };
    expect(state.placements.some((placement) => placement.id.startsWith('pl_scale_'))).toBe(false);
  });
});
