/// <reference types="node" />
// The demo knobs (DEMO-KNOBS): parsing, storage, and the demo-scale generator's rows (DEMO-SCALE);
// DEMO-FAULTS, DEMO-LATENCY, DEMO-FAULT-SEED and DEMO-HOSTILE.
import 'fake-indexeddb/auto';
import { clearStoredDb } from '@/mocks/db-storage';
import { getDb, resetDb, resetDemo } from '@/mocks/db';
import {
  DEFAULT_FAULT_LATENCY_MS,
  getKnobs,
  KNOBS_STORAGE_KEY,
  MAX_DEMO_SCALE,
  MAX_SESSION_MINUTES,
  MAX_FAULT_LATENCY_MS,
  parseKnobs,
  setKnobs,
} from '@/mocks/knobs';
import {
  accountStats,
  deletePlacement,
  findPlacement,
  listPlacements,
  savePlacement,
} from '@/mocks/queries';
import { generatedPlacement, generatedPlacements } from '@/mocks/scale';
import { HOSTILE_HTML, HOSTILE_LONG } from '@/mocks/seed/hostile';
import { applyHostileKnob, createSeed } from '@/mocks/seed';
import { listInventoryScreens } from '@/mocks/serializers';
import { ADMIN, call, tokenFor } from './helpers';

describe('parseKnobs', () => {
  it('defaults to off', () => {
    expect(parseKnobs('')).toEqual({
      scale: 0,
      faultRate: 0,
      faultLatencyMs: DEFAULT_FAULT_LATENCY_MS,
      faultSeed: null,
      hostile: false,
      sessionMinutes: null,
    });
  });

  it('reads the URL parameters', () => {
    expect(parseKnobs('?demo-scale=5000&demo-faults=0.25&demo-latency=200&demo-hostile=1')).toEqual(
      {
        scale: 5000,
        faultRate: 0.25,
        faultLatencyMs: 200,
        faultSeed: null,
        hostile: true,
        sessionMinutes: null,
      },
    );
    expect(parseKnobs('?demo-session-minutes=2').sessionMinutes).toBe(2);
  });

  it('clamps and ignores invalid values', () => {
    expect(parseKnobs('?demo-scale=999999&demo-faults=7').scale).toBe(MAX_DEMO_SCALE);
    expect(parseKnobs('?demo-faults=7').faultRate).toBe(1);
    expect(parseKnobs('?demo-session-minutes=99999').sessionMinutes).toBe(MAX_SESSION_MINUTES);
    expect(parseKnobs('?demo-session-minutes=-1').sessionMinutes).toBeNull();
    expect(parseKnobs('?demo-session-minutes=0', { sessionMinutes: 5 }).sessionMinutes).toBeNull();
    expect(parseKnobs('?demo-scale=-3&demo-faults=abc&demo-hostile=maybe')).toEqual({
      scale: 0,
      faultRate: 0,
      faultLatencyMs: DEFAULT_FAULT_LATENCY_MS,
      faultSeed: null,
      hostile: false,
      sessionMinutes: null,
    });
  });

  it('keeps stored values until the URL says otherwise; demo-faults=0 turns faults off', () => {
    const stored = {
      scale: 1200,
      faultRate: 0.5,
      faultLatencyMs: 300,
      faultSeed: 'a',
      hostile: true,
      sessionMinutes: 3,
    };
    expect(parseKnobs('', stored)).toEqual(stored);
    expect(parseKnobs('?demo-faults=0&demo-hostile=0', stored)).toEqual({
      scale: 1200,
      faultRate: 0,
      faultLatencyMs: 300,
      faultSeed: 'a',
      hostile: false,
      sessionMinutes: 3,
    });
    expect(parseKnobs('', { scale: 'lots', faultRate: 3 })).toEqual({
      scale: 0,
      faultRate: 1,
      faultLatencyMs: DEFAULT_FAULT_LATENCY_MS,
      faultSeed: null,
      hostile: false,
      sessionMinutes: null,
    });
  });
});

describe('demo-scale', () => {
  // How fast is the bench's business (bench/lib/placements-list.js): process CPU time counts
  // every thread of the test process, so a timed assertion here failed on a busy CI machine.
  it('generates 200000 placements deterministically', () => {
    const rows = generatedPlacements(MAX_DEMO_SCALE);
    expect(rows).toHaveLength(MAX_DEMO_SCALE);
    expect(rows[199_999]).toEqual(generatedPlacement(200_000));
    expect(new Set(rows.slice(0, 1000).map((row) => row.externalId)).size).toBe(1000);
  });

  it('adds N Northwind placements and N inventory screens, with overrides for edits', () => {
    setKnobs({ scale: 500 });
    expect(listPlacements('acc_northwind')).toHaveLength(540);
    expect(accountStats('acc_northwind').placements).toBe(540);
    const screensBefore = listInventoryScreens().length;
    expect(listPlacements('acc_metro')).toHaveLength(160);

    const row = findPlacement('pl_scale_000007');
    expect(row?.accountId).toBe('acc_northwind');
    savePlacement({ ...row!, name: 'Renamed' });
    expect(findPlacement('pl_scale_000007')?.name).toBe('Renamed');
    expect(deletePlacement('pl_scale_000008')).toBe(true);
    expect(findPlacement('pl_scale_000008')).toBeUndefined();
    expect(listPlacements('acc_northwind')).toHaveLength(539);
    expect(accountStats('acc_northwind').placements).toBe(539);
    expect(findPlacement('pl_scale_000501')).toBeUndefined();
    // Generated rows are not stored in the database itself.
    expect(getDb().placements.some((placement) => placement.id.startsWith('pl_scale_'))).toBe(
      false,
    );
    expect(listInventoryScreens().length).toBeLessThan(screensBefore);
  });

  it('is back to 0 after resetDb', () => {
    setKnobs({ scale: 10 });
    resetDb();
    expect(getKnobs().scale).toBe(0);
    expect(listPlacements('acc_northwind')).toHaveLength(40);
  });
});

describe('demo-faults', () => {
  it('fails every /v1 call with the simulated fault at rate 1', async () => {
    const token = await tokenFor(ADMIN);
    setKnobs({ faultRate: 1 });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const pending = call('/bidders', { token });
    await vi.runAllTimersAsync();
    const { status, data } = await pending;
    vi.useRealTimers();
    expect(status).toBe(500);
    expect(data).toEqual({ error: { message: 'Simulated server fault (demo-faults)' } });
  });

  it('lets calls through at rate 0', async () => {
    setKnobs({ faultRate: 0 });
    expect((await call('/bidders', { token: await tokenFor(ADMIN) })).status).toBe(200);
  });
});

describe('demo-fault-seed', () => {
  it('reads a seed of up to 64 letters, digits, _ or -; empty turns it off over a stored one', () => {
    expect(parseKnobs('?demo-fault-seed=routes-1').faultSeed).toBe('routes-1');
    expect(parseKnobs('?demo-fault-seed=', { faultSeed: 'kept' }).faultSeed).toBeNull();
    expect(parseKnobs('', { faultSeed: 'kept' }).faultSeed).toBe('kept');
    for (const raw of ['a b', '<x>', 'x'.repeat(65)]) {
      expect(parseKnobs(`?demo-fault-seed=${encodeURIComponent(raw)}`).faultSeed).toBeNull();
    }
  });

  /** The statuses of `rounds` calls of each path, in the order given, with faults at 50%. */
  async function statuses(seed: string, paths: string[], rounds: number): Promise<number[]> {
    const token = await tokenFor(ADMIN);
    setKnobs({ faultRate: 0.5, faultLatencyMs: 0, faultSeed: seed });
    try {
      const seen: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        for (const path of paths) seen.push((await call(path, { token })).status);
      }
      return seen;
    } finally {
      setKnobs({ faultRate: 0, faultSeed: null });
    }
  }

  it('gives the same calls the same faults on every run, and a retry a draw of its own', async () => {
    const first = await statuses('sweep-a', ['/bidders', '/accounts'], 6);
    const other = await statuses('sweep-b', ['/bidders', '/accounts'], 6);
    // A new seed counts the calls again, as a new page does: the same run gives the same faults.
    expect(await statuses('sweep-a', ['/bidders', '/accounts'], 6)).toEqual(first);
    expect(first).not.toEqual(other);
    // The order of the other calls does not matter: each call's n-th time draws the same.
    const bidders = first.filter((_, at) => at % 2 === 0);
    expect(await statuses('sweep-b', ['/accounts'], 1)).toHaveLength(1);
    expect(await statuses('sweep-a', ['/bidders'], 6)).toEqual(bidders);
    // Some calls fail and some go through, and a retry (the next count) draws anew.
    expect(new Set(bidders)).toEqual(new Set([200, 500]));
  });
});

describe('demo-latency', () => {
  it('sets the top of the fault latency: whole ms, clamped, invalid values ignored', () => {
    expect(DEFAULT_FAULT_LATENCY_MS).toBe(1500);
    expect(parseKnobs('?demo-latency=250').faultLatencyMs).toBe(250);
    expect(parseKnobs('?demo-latency=0').faultLatencyMs).toBe(0);
    expect(parseKnobs('?demo-latency=9999999').faultLatencyMs).toBe(MAX_FAULT_LATENCY_MS);
    for (const raw of ['-5', '1.5', 'fast', '']) {
      expect(parseKnobs(`?demo-latency=${raw}`).faultLatencyMs).toBe(DEFAULT_FAULT_LATENCY_MS);
    }
    expect(parseKnobs('', { faultLatencyMs: 'slow' }).faultLatencyMs).toBe(
      DEFAULT_FAULT_LATENCY_MS,
    );
    expect(parseKnobs('?demo-latency=100', { faultLatencyMs: 300 }).faultLatencyMs).toBe(100);
  });

  it('is kept in localStorage with the other knobs until the demo is reset', async () => {
    // Under Vitest the knobs are memory-only; demo mode switches the browser behaviour on.
    vi.stubEnv('MODE', 'demo');
    try {
      setKnobs({ faultLatencyMs: 250 });
      expect(JSON.parse(localStorage.getItem(KNOBS_STORAGE_KEY) ?? '{}')).toMatchObject({
        faultLatencyMs: 250,
      });
      // The reset is stored first (DEMO-RESET): the knobs go once it is.
      await resetDemo();
      expect(getKnobs().faultLatencyMs).toBe(DEFAULT_FAULT_LATENCY_MS);
      expect(localStorage.getItem(KNOBS_STORAGE_KEY)).toBeNull();
    } finally {
      vi.unstubAllEnvs();
      localStorage.clear();
      await clearStoredDb();
      resetDb();
    }
  });

  /**
   * When a call with faults on settles, in fake ms (50 ms steps), every random draw at its top:
   * the longest wait, then the fault.
   */
  async function faultyCallSettlesAt(token: string, faultLatencyMs?: number): Promise<number> {
    setKnobs(faultLatencyMs === undefined ? { faultRate: 1 } : { faultRate: 1, faultLatencyMs });
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.999);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let status: number | null = null;
      const pending = call('/bidders', { token }).then((reply) => {
        status = reply.status;
      });
      let at = 0;
      while (status === null && at < 5000) {
        await vi.advanceTimersByTimeAsync(50);
        at += 50;
      }
      await pending;
      expect(status).toBe(500);
      return at;
    } finally {
      vi.useRealTimers();
      random.mockRestore();
    }
  }

  it('bounds the wait of every call with faults on (0-1500 ms unless set)', async () => {
    const token = await tokenFor(ADMIN);
    expect(await faultyCallSettlesAt(token)).toBe(1500);
    expect(await faultyCallSettlesAt(token, 200)).toBe(200);
    expect(await faultyCallSettlesAt(token, 0)).toBe(50);
  });
});

describe('demo-hostile', () => {
  it('adds one hostile account, bidder, campaign, creative and placement, and removes them', () => {
    const state = createSeed({ hostile: true });
    expect(state.accounts.find((account) => account.id === 'acc_hostile')?.name).toBe(HOSTILE_HTML);
    expect(state.bidders.find((bidder) => bidder.id === 'bid_hostile')?.name).toBe(HOSTILE_LONG);
    expect(HOSTILE_LONG).toHaveLength(500);
    expect(HOSTILE_LONG).not.toMatch(/\s/);
    expect(state.campaigns.find((campaign) => campaign.id === 'cmp_hostile')?.accountId).toBe(
      'acc_acme',
    );
    expect(state.creatives.find((creative) => creative.id === 'cr_hostile')?.accountId).toBe(
      'acc_acme',
    );
    expect(state.placements.find((placement) => placement.id === 'pl_hostile')?.accountId).toBe(
      'acc_northwind',
    );
    const cleaned = applyHostileKnob(state, false);
    expect(cleaned.accounts.some((account) => account.id === 'acc_hostile')).toBe(false);
    expect(cleaned.placements.some((placement) => placement.id === 'pl_hostile')).toBe(false);
  });
});
