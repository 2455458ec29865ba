// GET /history (HIST-RECORD, HIST-SCOPE): the entries a caller may see, filtered, newest first,
// one per transaction when grouped, paged by an opaque cursor. A buyer sees the changes to a
// deal offered to it (and the reviews of its creatives) by the publisher's account name, never
// the person, and only the fields a buyer sees (HIST-SCOPE).
import { dbRevision } from '@/mocks/db';
import { fail } from '@/mocks/http';
import { DEAL_FIELDS_FOR_BUYERS } from '@/mocks/history/trade-fields';
import { restorableIds } from '@/mocks/history/restore';
import {
  importGroup,
  isImported,
  LINES_PER_IMPORT,
  SCALED_ACCOUNT,
  scaledAt,
  scaledEntry,
  scaledId,
  scaledName,
  scaledPerson,
  scaledTransaction,
} from '@/mocks/history/scale';
import { generatedPlacementId } from '@/mocks/scale';
import type { DbState, HistoryEntryRecord, UserRecord } from '@/mocks/records';
import type { HistoryAction, HistoryEntry, HistoryPage, HistoryRecordKind } from '@/types/api';

export const HISTORY_KINDS: readonly HistoryRecordKind[] = [
  'campaign',
  'creative',
  'placement',
  'deal',
  'bidder',
  'account',
  'user',
  'reviewRule',
  'report',
  'inventoryReport',
];
export const HISTORY_ACTIONS: readonly HistoryAction[] = [
  'created',
  'updated',
  'activated',
  'paused',
  'deleted',
  'restored',
  'approved',
  'rejected',
  'signed in as',
  'invited',
  'invite withdrawn',
  'debug session started',
];
export const HISTORY_DEFAULT_LIMIT = 100;
export const HISTORY_MAX_LIMIT = 500;

export const HISTORY_MESSAGES = {
  kind: 'Unknown record kind',
  action: 'Unknown action',
  date: 'Invalid date',
  cursor: 'Invalid cursor',
  limit: `limit must be from 1 to ${HISTORY_MAX_LIMIT}`,
  record: 'Record not found',
  person: 'Person not found',
} as const;

export interface HistoryFilters {
  kind?: HistoryRecordKind;
  recordId?: string;
  actor?: string;
  action?: HistoryAction;
  transactionId?: string;
  from?: string;
  to?: string;
  q?: string;
  grouped: boolean;
  cursor?: { at: string; id: string };
  limit: number;
}

const instant = (text: string | null) => {
  if (text === null || text === '') return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? fail(HISTORY_MESSAGES.date) : new Date(time).toISOString();
};

function cursorOf(entry: { at: string; id: string }): string {
  return btoa(`${entry.at}|${entry.id}`);
}

function readCursor(text: string): { at: string; id: string } {
  try {
    const [at, id] = atob(text).split('|');
    if (at && id && !Number.isNaN(Date.parse(at))) return { at, id };
  } catch {
    // not base64: below
  }
  return fail(HISTORY_MESSAGES.cursor);
}

/** The query's filters, checked (400 with the first broken rule). */
export function readFilters(params: URLSearchParams): HistoryFilters {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const kind = text('kind');
  if (kind && !HISTORY_KINDS.includes(kind as HistoryRecordKind)) fail(HISTORY_MESSAGES.kind);
  const action = text('action');
  if (action && !HISTORY_ACTIONS.includes(action as HistoryAction)) fail(HISTORY_MESSAGES.action);
  const limitText = text('limit');
  const limit = limitText === undefined ? HISTORY_DEFAULT_LIMIT : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > HISTORY_MAX_LIMIT) {
    fail(HISTORY_MESSAGES.limit);
  }
  const cursor = text('cursor');
  return {
    kind: kind as HistoryRecordKind | undefined,
    recordId: text('recordId'),
    actor: text('actor'),
    action: action as HistoryAction | undefined,
    transactionId: text('transactionId'),
    from: instant(params.get('from')),
    to: instant(params.get('to')),
    q: text('q')?.toLowerCase(),
    grouped: params.get('grouped') === 'true',
    ...(cursor ? { cursor: readCursor(cursor) } : {}),
    limit,
  };
}

/** The stored entries newest first, with their times in ms; sorted again only when data changes. */
interface Sorted {
  entries: HistoryEntryRecord[];
  atMs: number[];
}
let sorted: { revision: number; db: DbState; value: Sorted } | null = null;

function storedNewestFirst(db: DbState): Sorted {
  const revision = dbRevision();
  if (sorted?.revision === revision && sorted.db === db) return sorted.value;
  const entries = [...db.history].sort((a, b) =>
    a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1,
  );
  const value = { entries, atMs: entries.map((entry) => Date.parse(entry.at)) };
  sorted = { revision, db, value };
  return value;
}

/** The entry as this caller may see it, or null (HIST-SCOPE). */
export function entryFor(entry: HistoryEntryRecord, user: UserRecord, db: DbState) {
  const { accountId, actorAccountId: actorAccount, buyerAccountIds: buyers, ...wire } = entry;
  if (user.roles.includes('Admin') || accountId === user.accountId) return wire;
  if (!buyers?.includes(user.accountId)) return null;
  const changes =
    wire.record.kind === 'deal'
      ? wire.changes.filter((change) => DEAL_FIELDS_FOR_BUYERS.has(change.field))
      : wire.changes;
  if (wire.action === 'updated' && changes.length === 0) return null;
  const publisher = db.accounts.find((account) => account.id === (accountId ?? actorAccount));
  return {
    ...wire,
    actor: { id: publisher?.id ?? '', name: publisher?.name ?? 'Publisher' },
    onBehalfOf: null,
    changes,
  };
}

function matches(entry: HistoryEntryRecord, filters: HistoryFilters): boolean {
  if (filters.kind && entry.record.kind !== filters.kind) return false;
  if (filters.recordId && entry.record.id !== filters.recordId) return false;
  if (filters.action && entry.action !== filters.action) return false;
  if (filters.transactionId && entry.transactionId !== filters.transactionId) return false;
  if (filters.from && entry.at < filters.from) return false;
  if (filters.to && entry.at >= filters.to) return false;
  if (filters.q && !entry.record.name.toLowerCase().includes(filters.q)) return false;
  return true;
}

/** Whether scaled entry i is one the filters keep (its cheap facts only: nothing is built). */
function scaledMatches(index: number, count: number, filters: HistoryFilters): boolean {
  if (filters.recordId && filters.recordId !== generatedPlacementId(index)) return false;
  if (filters.transactionId && filters.transactionId !== scaledTransaction(index)) return false;
  if (filters.actor && filters.actor !== scaledPerson(index).id) return false;
  if (filters.from || filters.to) {
    const at = scaledAt(index, count);
    if (filters.from && at < Date.parse(filters.from)) return false;
    if (filters.to && at >= Date.parse(filters.to)) return false;
  }
  if (filters.q && !scaledName(index).toLowerCase().includes(filters.q)) return false;
  return true;
}

/** Whether any scaled entry can be kept: Northwind's updates of placements, for its people. */
function scaledInScope(user: UserRecord, filters: HistoryFilters): boolean {
  const sees = user.roles.includes('Admin') || user.accountId === SCALED_ACCOUNT;
  return (
    sees &&
    (!filters.kind || filters.kind === 'placement') &&
    (!filters.action || filters.action === 'updated')
  );
}

/** One entry of the merged list: a stored one, or scaled entry `index`. */
type Ref = { stored: HistoryEntryRecord; atMs: number } | { index: number; atMs: number };

const refId = (ref: Ref) => ('stored' in ref ? ref.stored.id : scaledId(ref.index));
const refTransaction = (ref: Ref) =>
  'stored' in ref ? ref.stored.transactionId : scaledTransaction(ref.index);

/** Newest first: later time first, then the greater id (the order the cursor follows). */
function newer(a: { atMs: number; id: string }, b: { atMs: number; id: string }): boolean {
  return a.atMs === b.atMs ? a.id > b.id : a.atMs > b.atMs;
}

/** The caller's entries the filters keep, newest first, stored and scaled merged lazily. */
function* visibleRefs(
  db: DbState,
  user: UserRecord,
  filters: HistoryFilters,
  scale: number,
): Generator<Ref> {
  const { entries, atMs } = storedNewestFirst(db);
  const scaled = scale > 0 && scaledInScope(user, filters) ? scale : 0;
  let stored = 0;
  let index = 1;
  const nextStored = (): Ref | null => {
    while (stored < entries.length) {
      const entry = entries[stored]!;
      const at = atMs[stored]!;
      stored += 1;
      if (!matches(entry, filters)) continue;
      const seen = entryFor(entry, user, db);
      if (!seen) continue;
      if (filters.actor && seen.actor.id !== filters.actor && seen.onBehalfOf?.id !== filters.actor)
        continue;
      return { stored: entry, atMs: at };
    }
    return null;
  };
  const nextScaled = (): Ref | null => {
    while (index <= scaled) {
      const at = index;
      index += 1;
      if (scaledMatches(at, scaled, filters)) return { index: at, atMs: scaledAt(at, scaled) };
    }
    return null;
  };
  let a = nextStored();
  let b = nextScaled();
  while (a || b) {
    if (a && (!b || newer({ atMs: a.atMs, id: refId(a) }, { atMs: b.atMs, id: refId(b) }))) {
      yield a;
      a = nextStored();
    } else if (b) {
      yield b;
      b = nextScaled();
    }
  }
}

/** How many visible entries a transaction holds (scaled imports: counted from their index). */
function transactionSizes(
  db: DbState,
  user: UserRecord,
  filters: HistoryFilters,
  scale: number,
): (ref: Ref) => number {
  const stored = new Map<string, number>();
  for (const ref of visibleRefs(db, user, filters, 0)) {
    const id = refTransaction(ref);
    stored.set(id, (stored.get(id) ?? 0) + 1);
  }
  return (ref) => {
    if ('stored' in ref) return stored.get(ref.stored.transactionId) ?? 1;
    if (!isImported(ref.index)) return 1;
    const first = importGroup(ref.index) * LINES_PER_IMPORT;
    let size = 0;
    for (let line = first; line < first + LINES_PER_IMPORT && line <= scale; line += 1) {
      if (line >= 1 && isImported(line) && scaledMatches(line, scale, filters)) size += 1;
    }
    return size;
  };
}

/** One page of the caller's entries. */
export function historyPage(
  db: DbState,
  user: UserRecord,
  filters: HistoryFilters,
  scale: number,
): HistoryPage {
  const restorable = restorableIds(db);
  const sizeOf = filters.grouped ? transactionSizes(db, user, filters, scale) : null;
  const cursor = filters.cursor
    ? { atMs: Date.parse(filters.cursor.at), id: filters.cursor.id }
    : null;
  const seen = new Set<string>();
  const page: HistoryEntry[] = [];
  let more = false;
  for (const ref of visibleRefs(db, user, filters, scale)) {
    if (sizeOf) {
      const transaction = refTransaction(ref);
      if (seen.has(transaction)) continue;
      seen.add(transaction);
    }
    if (cursor && !newer(cursor, { atMs: ref.atMs, id: refId(ref) })) continue;
    if (page.length === filters.limit) {
      more = true;
      break;
    }
    const record = 'stored' in ref ? ref.stored : scaledEntry(ref.index, scale);
    const entry: HistoryEntry = entryFor(record, user, db)!;
    if (restorable.has(entry.id)) entry.restorable = true;
    if (sizeOf) entry.transactionSize = sizeOf(ref);
    page.push(entry);
  }
  return { entries: page, nextCursor: more ? cursorOf(page[page.length - 1]!) : null };
}
