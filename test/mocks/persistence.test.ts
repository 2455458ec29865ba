import {
  DB_STORAGE_KEY,
  DB_VERSION,
  getDb,
  persist,
  reloadDb,
  resetDb,
  resetDemo,
} from '@/mocks/db';
import { getKnobs, KNOBS_STORAGE_KEY, setKnobs } from '@/mocks/knobs';

// Under Vitest the database is memory-only; these tests switch the browser behaviour on.
beforeEach(() => {
  vi.stubEnv('MODE', 'demo');
});

afterEach(() => {
  vi.unstubAllEnvs();
  localStorage.clear();
  resetDb();
});

describe('localStorage persistence (browser)', () => {
  it('stores changes under marquee.demo.db with a version and reloads them', () => {
    resetDemo();
    getDb().bidders[0]!.name = 'Renamed in the demo';
    persist();
    const stored = JSON.parse(localStorage.getItem(DB_STORAGE_KEY) ?? '{}') as { version: number };
    expect(stored.version).toBe(DB_VERSION);
    expect(reloadDb().bidders[0]?.name).toBe('Renamed in the demo');
  });

  it('reseeds when the stored data is unreadable or of another version', () => {
    localStorage.setItem(DB_STORAGE_KEY, '{not json');
    expect(reloadDb().bidders).toHaveLength(5);
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify({ version: DB_VERSION + 1, state: {} }));
    expect(reloadDb().users.some((user) => user.email === 'dsp@demo.test')).toBe(true);
    expect(JSON.parse(localStorage.getItem(DB_STORAGE_KEY) ?? '{}')).toMatchObject({
      version: DB_VERSION,
    });
  });

  it('reseeds stored data that lacks a collection, such as the review rules', () => {
    resetDemo();
    const { reviewRules: _rules, ...older } = getDb();
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify({ version: DB_VERSION, state: older }));
    expect(reloadDb().reviewRules).toEqual([]);
  });

  it('resetDemo forgets stored data and knobs', () => {
    setKnobs({ faultRate: 0.5 });
    expect(localStorage.getItem(KNOBS_STORAGE_KEY)).toContain('0.5');
    getDb().bidders.length = 0;
    persist();
    resetDemo();
    expect(getDb().bidders).toHaveLength(5);
    expect(getKnobs().faultRate).toBe(0);
    expect(localStorage.getItem(KNOBS_STORAGE_KEY)).toBeNull();
  });

  it('never stores demo-scale rows', () => {
    setKnobs({ scale: 20000 });
    resetDemo();
    setKnobs({ scale: 20000 });
    persist();
    expect(localStorage.getItem(DB_STORAGE_KEY)).not.toContain('pl_scale_');
    expect((localStorage.getItem(DB_STORAGE_KEY) ?? '').length).toBeLessThan(1_000_000);
  });
});
