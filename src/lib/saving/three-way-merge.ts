// The three-way merge of an edit (MANY-MERGE): the values the edit
// began from (base), what the user has now (mine) and what the server holds now (theirs), all in
// form-value space. Plain objects are walked to field paths (`OpenRtb.notifSettings.nurl`);
// anything else, arrays included, is one value compared whole.
import { parseNumberText } from '@/lib/text/number-text';
import { fnv1aHex } from '@/lib/saving/stable-hash';
import { stableJson } from '@/lib/saving/stable-json';

export interface MergeConflict {
  /** The field's path in the form values, e.g. `spendDaily` or `Vast.priceSettings.fixedCpm`. */
  path: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
  /** A unit's fields (MergeUnits): base, mine and theirs are objects of these, chosen together. */
  keys?: readonly string[];
}

/**
 * Top-level fields that mean something only together, merged as one (a deal's way of choosing
 * screens and the lists of that way): named by their first field, which labels their conflict.
 */
export type MergeUnits = readonly (readonly string[])[];

export interface MergeResult<T> {
  /** Theirs where the user changed nothing, mine elsewhere (a conflict holds mine until chosen). */
  merged: T;
  conflicts: MergeConflict[];
}

export type MergeChoice = 'mine' | 'theirs';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Structural equality of JSON-like values (key order ignored). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  // A number and its typed text are one value: forms keep numbers as typed (FORM-NUMBER-TEXT),
  // while a record loads them as numbers (a kept draft's `21` against the saved 21).
  if (typeof a === 'number' && typeof b === 'string') return parseNumberText(b) === a;
  if (typeof a === 'string' && typeof b === 'number') return parseNumberText(a) === b;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameValue(a[key], b[key])) return false;
    return true;
  }
  return false;
}

function mergeAt(
  base: unknown,
  mine: unknown,
  theirs: unknown,
  path: string,
  conflicts: MergeConflict[],
): unknown {
  if (isPlainObject(mine) && isPlainObject(theirs)) {
    const from = isPlainObject(base) ? base : {};
    const out: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
      const at = path === '' ? key : `${path}.${key}`;
      const value = mergeAt(from[key], mine[key], theirs[key], at, conflicts);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (sameValue(mine, base)) return theirs;
  if (sameValue(theirs, base) || sameValue(mine, theirs)) return mine;
  conflicts.push({ path, base, mine, theirs });
  return mine;
}

const pick = (value: unknown, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, (value as Record<string, unknown>)[key]]));

export function threeWayMerge<T>(
  base: T,
  mine: T,
  theirs: T,
  units: MergeUnits = [],
): MergeResult<T> {
  const conflicts: MergeConflict[] = [];
  const merged = mergeAt(base, mine, theirs, '', conflicts) as Record<string, unknown>;
  // A unit changed on both sides is one question, never a mix of one side's fields and the other's.
  for (const keys of units) {
    const [b, m, t] = [pick(base, keys), pick(mine, keys), pick(theirs, keys)];
    const unitConflicts = conflicts.filter((c) => keys.includes(c.path.split('.')[0] ?? ''));
    for (const c of unitConflicts) conflicts.splice(conflicts.indexOf(c), 1);
    const chosen = sameValue(m, b) ? t : sameValue(t, b) || sameValue(m, t) ? m : null;
    if (chosen === null) {
      conflicts.push({ path: keys[0] ?? '', base: b, mine: m, theirs: t, keys });
    }
    for (const key of keys) merged[key] = (chosen ?? m)[key];
  }
  return { merged: merged as T, conflicts };
}

function setAt(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    node[key] = isPlainObject(next) ? { ...next } : {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1] ?? '';
  if (value === undefined) delete node[last];
  else node[last] = value;
}

/**
 * MANY-OUTCOME: the base of an edit whose last send lost its answer (`sent`, what it sent): each
 * field the server now holds as sent is this user's own saved change, so it starts from there;
 * the others start from `base`. A save found saved is no colleague's change to ask about.
 */
export function rebaseOnSent<T>(base: T, sent: T, theirs: T): T {
  if (isPlainObject(sent) && isPlainObject(theirs)) {
    const from: Record<string, unknown> = isPlainObject(base) ? base : {};
    const out: Record<string, unknown> = { ...from };
    for (const key of new Set([...Object.keys(sent), ...Object.keys(theirs)])) {
      const value = rebaseOnSent(from[key], sent[key], theirs[key]);
      if (value === undefined) delete out[key];
      else out[key] = value;
    }
    return out as T;
  }
  return sameValue(theirs, sent) ? sent : base;
}

/** The merged values with each conflict settled as chosen (no choice keeps mine). */
export function settleConflicts<T>(
  merged: T,
  conflicts: readonly MergeConflict[],
  choices: Readonly<Record<string, MergeChoice>>,
): T {
  const out = { ...(merged as Record<string, unknown>) };
  for (const conflict of conflicts) {
    const choice = choices[conflict.path] ?? 'mine';
    const chosen = choice === 'theirs' ? conflict.theirs : conflict.mine;
    if (conflict.keys) {
      for (const key of conflict.keys) setAt(out, key, (chosen as Record<string, unknown>)[key]);
    } else setAt(out, conflict.path, chosen);
  }
  return out as T;
}

/** A readable label for a field path: `notifSettings.nurl.callAction` -> `Notif settings › Nurl › Call action`. */
export function humanisePath(path: string): string {
  return path
    .split('.')
    .map((part) => {
      const words = part
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/[_-]+/g, ' ')
        .trim()
        .toLowerCase();
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(' › ');
}

/** A short stable hash of a record's JSON (key order ignored): its version when no ETag is known. */
export function versionHash(value: unknown): string {
  return fnv1aHex(stableJson(value));
}
