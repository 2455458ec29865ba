// GET /history (HIST-RECORD, HIST-SCOPE): the entries a caller may see, filtered, newest first,
// one per transaction when grouped, paged by an opaque cursor. A buyer sees the changes to a
// deal offered to it (and the reviews of its creatives) by the publisher's account name, never
// the person, and only the fields a buyer sees (HIST-SCOPE).
import { dbRevision } from '@/mocks/db';
import { fail } from '@/mocks/http';
import { DEAL_FIELDS_FOR_BUYERS } from '@/mocks/history/fields';
import { restorableIds } from '@/mocks/history/restore';
import { scaledHistory } from '@/mocks/history/scale';
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

/** Every entry, stored and scaled, newest first; rebuilt only when the data changes. */
let sorted: { revision: number; db: DbState; scale: number; entries: HistoryEntryRecord[] } | null =
  null;

function newestFirst(db: DbState, scale: number): HistoryEntryRecord[] {
  const revision = dbRevision();
  if (sorted?.revision === revision && sorted.db === db && sorted.scale === scale) {
    return sorted.entries;
  }
  const entries = [...db.history, ...scaledHistory(scale)].sort((a, b) =>
    a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1,
  );
  sorted = { revision, db, scale, entries };
  return entries;
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

const afterCursor = (entry: { at: string; id: string }, cursor: { at: string; id: string }) =>
  entry.at < cursor.at || (entry.at === cursor.at && entry.id < cursor.id);

/** One page of the caller's entries. */
export function historyPage(
  db: DbState,
  user: UserRecord,
  filters: HistoryFilters,
  scale: number,
): HistoryPage {
  const restorable = restorableIds(db);
  const visible: HistoryEntry[] = [];
  for (const stored of newestFirst(db, scale)) {
    if (!matches(stored, filters)) continue;
    const entry = entryFor(stored, user, db);
    if (!entry) continue;
    if (filters.actor && entry.actor.id !== filters.actor && entry.onBehalfOf?.id !== filters.actor)
      continue;
    visible.push(restorable.has(entry.id) ? { ...entry, restorable: true } : entry);
  }
  const listed = filters.grouped ? groupByTransaction(visible) : visible;
  const start = filters.cursor
    ? listed.findIndex((entry) => afterCursor(entry, filters.cursor!))
    : 0;
  const page = start < 0 ? [] : listed.slice(start, start + filters.limit);
  const more = start >= 0 && start + filters.limit < listed.length;
  return { entries: page, nextCursor: more ? cursorOf(page[page.length - 1]!) : null };
}

/** The newest entry of each transaction, with how many entries it holds. */
function groupByTransaction(entries: readonly HistoryEntry[]): HistoryEntry[] {
  const sizes = new Map<string, number>();
  for (const entry of entries) {
    sizes.set(entry.transactionId, (sizes.get(entry.transactionId) ?? 0) + 1);
  }
  const seen = new Set<string>();
  const grouped: HistoryEntry[] = [];
  for (const entry of entries) {
    if (seen.has(entry.transactionId)) continue;
    seen.add(entry.transactionId);
    grouped.push({ ...entry, transactionSize: sizes.get(entry.transactionId) ?? 1 });
  }
  return grouped;
}
