// Demo knobs (DEMO-KNOBS), read once from the URL at startup and kept in localStorage
// until the demo is reset:
//   ?demo-scale=N      N extra placements for Northwind, which are also N extra inventory screens
//                      (DEMO-SCALE)
//   ?demo-faults=RATE  that share of /v1 calls fails with a 500, plus 0-1500 ms latency; 0 = off
//                      (DEMO-FAULTS)
//   ?demo-latency=MS   that latency is 0-MS ms instead (0 = no wait; up to 60000; DEMO-LATENCY)
//   ?demo-fault-seed=S the faults' draws are seeded by S and each call's method, URL and count,
//                      so the same calls meet the same faults on every run (DEMO-FAULT-SEED)
//   ?demo-hostile=1    adds records whose names are hostile payloads (0 removes them)
//                      (DEMO-HOSTILE)
//   ?demo-lose-replies=N  the next N write calls (any non-GET request, and the GET toggles) are
//                      carried out and saved, then answered 504 with an empty body, as a proxy
//                      that gave up waiting would (MANY-LOSE-REPLIES). The count left is kept
//                      in localStorage apart from the other knobs and counted down by every tab;
//                      0 turns it off.
//   ?demo-session-minutes=N  sessions end after N idle minutes instead of 60, and their other
//                      lifetimes scale alike (AUTH-SESSION-LIFETIME); empty or 0 restores 60
import { storageAvailable } from '@/mocks/storage';

export interface DemoKnobs {
  /** 0..MAX_DEMO_SCALE */
  scale: number;
  /** 0..1, 0 = off */
  faultRate: number;
  /** 0..MAX_FAULT_LATENCY_MS: with faults on, each /v1 call waits 0 to this many ms */
  faultLatencyMs: number;
  /** Seeds the faults' draws (null: Math.random) */
  faultSeed: string | null;
  hostile: boolean;
  /** The idle minutes of new sessions (null: 60), 1..MAX_SESSION_MINUTES */
  sessionMinutes: number | null;
}

export const KNOBS_STORAGE_KEY = 'marquee.demo.knobs';
/** The write calls left to lose (`?demo-lose-replies`), shared by the tabs. */
export const LOST_REPLIES_STORAGE_KEY = 'marquee.demo.lose-replies';
/** The highest `?demo-lose-replies` taken (a larger one is clamped to it). */
export const MAX_LOST_REPLIES = 1000;
export const MAX_DEMO_SCALE = 200_000;
/** The highest `?demo-session-minutes` taken (a larger one is clamped to it): a day. */
export const MAX_SESSION_MINUTES = 1440;
/** demo-faults' latency range by default: 0-1500 ms (`?demo-latency` changes its top). */
export const DEFAULT_FAULT_LATENCY_MS = 1500;
/** The highest `?demo-latency` taken (a larger one is clamped to it): a minute. */
export const MAX_FAULT_LATENCY_MS = 60_000;
export const DEFAULT_KNOBS: Readonly<DemoKnobs> = {
  scale: 0,
  faultRate: 0,
  faultLatencyMs: DEFAULT_FAULT_LATENCY_MS,
  faultSeed: null,
  hostile: false,
  sessionMinutes: null,
};

function parseScale(raw: string | null): number | undefined {
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return undefined;
  return Math.min(Number(raw), MAX_DEMO_SCALE);
}

function parseFaultRate(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const rate = Number(raw);
  if (!Number.isFinite(rate)) return undefined;
  return Math.min(Math.max(rate, 0), 1);
}

function parseLatency(raw: string | null): number | undefined {
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return undefined;
  return Math.min(Number(raw), MAX_FAULT_LATENCY_MS);
}

/** A seed is up to 64 letters, digits, `_` or `-`; empty turns seeding off. */
function parseFaultSeed(raw: string | null): string | null | undefined {
  if (raw === null) return undefined;
  const seed = raw.trim();
  if (seed === '') return null;
  return /^[\w-]{1,64}$/.test(seed) ? seed : undefined;
}

function parseHostile(raw: string | null): boolean | undefined {
  if (raw === null) return undefined;
  if (['1', 'true', 'on', 'yes', ''].includes(raw.trim().toLowerCase())) return true;
  if (['0', 'false', 'off', 'no'].includes(raw.trim().toLowerCase())) return false;
  return undefined;
}

/** A whole number of minutes, clamped; 0 or empty: the default (null). */
function parseSessionMinutes(raw: string | null): number | null | undefined {
  if (raw === null) return undefined;
  if (raw.trim() === '') return null;
  if (!/^\s*\d+\s*$/.test(raw)) return undefined;
  const minutes = Math.min(Number(raw), MAX_SESSION_MINUTES);
  return minutes === 0 ? null : minutes;
}

/** Stored knobs, each checked like its URL parameter (anything invalid is dropped). */
function sanitizeStored(value: unknown): Partial<DemoKnobs> {
  if (value === null || typeof value !== 'object') return {};
  const stored = value as Record<string, unknown>;
  return {
    scale: typeof stored.scale === 'number' ? parseScale(String(stored.scale)) : undefined,
    faultRate:
      typeof stored.faultRate === 'number' ? parseFaultRate(String(stored.faultRate)) : undefined,
    faultLatencyMs:
      typeof stored.faultLatencyMs === 'number'
        ? parseLatency(String(stored.faultLatencyMs))
        : undefined,
    faultSeed: typeof stored.faultSeed === 'string' ? parseFaultSeed(stored.faultSeed) : undefined,
    hostile: typeof stored.hostile === 'boolean' ? stored.hostile : undefined,
    sessionMinutes:
      typeof stored.sessionMinutes === 'number'
        ? parseSessionMinutes(String(stored.sessionMinutes))
        : undefined,
  };
}

/** The first value that is not undefined (null is a value: a knob turned off). */
function firstDefined<T>(...values: (T | undefined)[]): T {
  return values.find((value) => value !== undefined) as T;
}

/**
 * The knobs for a page load: URL parameters win over stored values, which win over defaults.
 * Invalid values are ignored (they keep the stored or default value).
 */
export function parseKnobs(search: string, stored: unknown = null): DemoKnobs {
  const params = new URLSearchParams(search);
  const fromStorage = sanitizeStored(stored);
  // An empty `?demo-fault-seed=` turns seeding off (null), over a stored seed.
  const urlSeed = parseFaultSeed(params.get('demo-fault-seed'));
  return {
    scale: parseScale(params.get('demo-scale')) ?? fromStorage.scale ?? DEFAULT_KNOBS.scale,
    faultRate:
      parseFaultRate(params.get('demo-faults')) ?? fromStorage.faultRate ?? DEFAULT_KNOBS.faultRate,
    faultLatencyMs:
      parseLatency(params.get('demo-latency')) ??
      fromStorage.faultLatencyMs ??
      DEFAULT_KNOBS.faultLatencyMs,
    faultSeed: urlSeed !== undefined ? urlSeed : (fromStorage.faultSeed ?? DEFAULT_KNOBS.faultSeed),
    hostile:
      parseHostile(params.get('demo-hostile')) ?? fromStorage.hostile ?? DEFAULT_KNOBS.hostile,
    sessionMinutes: firstDefined(
      parseSessionMinutes(params.get('demo-session-minutes')),
      fromStorage.sessionMinutes,
      DEFAULT_KNOBS.sessionMinutes,
    ),
  };
}

/** `?demo-lose-replies=N` of a URL, clamped; undefined when absent or not a whole number. */
export function parseLostReplies(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('demo-lose-replies');
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return undefined;
  return Math.min(Number(raw), MAX_LOST_REPLIES);
}

/** Without storage (Vitest, Node) the count lives here. */
let lostRepliesInMemory = 0;

/** The write calls still to lose. */
export function lostRepliesLeft(): number {
  if (!storageAvailable()) return lostRepliesInMemory;
  try {
    const stored = Number(localStorage.getItem(LOST_REPLIES_STORAGE_KEY) ?? 0);
    return Number.isInteger(stored) && stored > 0 ? Math.min(stored, MAX_LOST_REPLIES) : 0;
  } catch {
    return 0;
  }
}

/** Lose the next `count` write calls' replies (0: none). */
export function setLostReplies(count: number): void {
  const left = Math.max(0, Math.min(Math.floor(count), MAX_LOST_REPLIES));
  if (!storageAvailable()) {
    lostRepliesInMemory = left;
    return;
  }
  try {
    if (left === 0) localStorage.removeItem(LOST_REPLIES_STORAGE_KEY);
    else localStorage.setItem(LOST_REPLIES_STORAGE_KEY, String(left));
  } catch {
    // Private mode or a full quota: no reply is lost.
  }
}

/**
 * Whether this write call's reply is lost, counting it down. Called holding the database's
 * write lock (src/mocks/db-lock.ts), so two tabs never both take the last one.
 */
export function takeLostReply(): boolean {
  const left = lostRepliesLeft();
  if (left === 0) return false;
  setLostReplies(left - 1);
  return true;
}

let current: DemoKnobs | null = null;

function readStored(): unknown {
  try {
    const raw = localStorage.getItem(KNOBS_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function store(knobs: DemoKnobs) {
  try {
    localStorage.setItem(KNOBS_STORAGE_KEY, JSON.stringify(knobs));
  } catch {
    // Private mode or a full quota: the knobs then last for this page load only.
  }
}

/** The knobs in force. In the browser the first call reads the URL and localStorage. */
export function getKnobs(): Readonly<DemoKnobs> {
  if (!current) {
    if (storageAvailable()) {
      current = parseKnobs(window.location.search, readStored());
      store(current);
      const lost = parseLostReplies(window.location.search);
      if (lost !== undefined) setLostReplies(lost);
    } else {
      current = { ...DEFAULT_KNOBS };
    }
  }
  return current;
}

/** Change knobs at runtime (tests, or a future UI); stored in the browser. */
export function setKnobs(changes: Partial<DemoKnobs>): Readonly<DemoKnobs> {
  current = { ...getKnobs(), ...changes };
  if (storageAvailable()) store(current);
  return current;
}

/** Back to the defaults, forgetting stored knobs (the sign-in screen's Reset demo data). */
export function resetKnobs(): Readonly<DemoKnobs> {
  current = { ...DEFAULT_KNOBS };
  setLostReplies(0);
  if (storageAvailable()) {
    try {
      localStorage.removeItem(KNOBS_STORAGE_KEY);
    } catch {
      // nothing stored
    }
  }
  return current;
}
