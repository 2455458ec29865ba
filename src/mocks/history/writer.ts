// How a write records its change history (HIST-RECORD): who (the session's user, or the admin
// signed in as them), through which path (`X-Change-Via`, else `api`), one transaction per
// request unless the console groups its calls (`X-Transaction-Id`, a bulk pause's toggles), and
// per record what changed. Entries are append-only. A retried request with the same
// Idempotency-Key is answered from what was kept and never reaches a handler, so it records
// nothing twice (src/mocks/resource.ts).
import { bearerToken } from '@/mocks/http';
import { newId, nowIso } from '@/mocks/ids';
import { changesBetween, type HistoryKind, type KindRecords } from '@/mocks/history/fields';
import type { DbState, HistoryEntryRecord, ReviewRecord, UserRecord } from '@/mocks/records';
import type { HistoryAction, HistoryChange, HistoryVia } from '@/types/api';

export const VIA_HEADER = 'X-Change-Via';
export const TRANSACTION_HEADER = 'X-Transaction-Id';

/** The paths a console call may name; the others (import, review rule) the server knows. */
const CONSOLE_VIAS: readonly HistoryVia[] = ['form', 'toggle', 'bulk', 'restore'];
const TRANSACTION_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** Who makes the writes of one request, how, and the transaction they belong to. */
export interface ChangeContext {
  actor: { id: string; name: string };
  actorAccountId: string;
  onBehalfOf: { id: string; name: string } | null;
  via: HistoryVia;
  transactionId: string;
  fileName?: string;
}

/** The change context of a signed-in request (its session's user; an admin behind it). */
export function changeContextOf(request: Request, user: UserRecord, db: DbState): ChangeContext {
  const token = bearerToken(request);
  const session = token ? db.sessions[token] : undefined;
  const admin = session?.impersonatedBy
    ? db.users.find((candidate) => candidate.id === session.impersonatedBy)
    : undefined;
  const via = request.headers.get(VIA_HEADER)?.trim() as HistoryVia | undefined;
  const transaction = request.headers.get(TRANSACTION_HEADER)?.trim() ?? '';
  // HIST-RECORD: `onBehalfOf` is the admin signed in as the user, who is the actor.
  const person = admin ?? user;
  return {
    actor: { id: user.id, name: user.name },
    actorAccountId: person.accountId,
    onBehalfOf: admin ? { id: admin.id, name: admin.name } : null,
    via: via && CONSOLE_VIAS.includes(via) ? via : 'api',
    transactionId: TRANSACTION_ID.test(transaction) ? transaction : newId('txn'),
  };
}

/** A change a person makes for themselves without a session (a password set by its link). */
export function selfChange(user: UserRecord): ChangeContext {
  return {
    actor: { id: user.id, name: user.name },
    actorAccountId: user.accountId,
    onBehalfOf: null,
    via: 'form',
    transactionId: newId('txn'),
  };
}

/** The same context with another path (an import, an auto-approval), for a job started by it. */
export function withVia(change: ChangeContext, via: HistoryVia, fileName?: string): ChangeContext {
  return { ...change, via, ...(fileName ? { fileName } : {}) };
}

export interface EntryInput {
  kind: HistoryKind;
  id: string;
  name: string;
  /** The account whose records these are (its people see the entry); null: Admins only. */
  accountId: string | null;
  /** Buyer accounts that see the entry by the publisher's account name (a deal, a review). */
  buyerAccountIds?: readonly string[];
  action: HistoryAction;
  changes: HistoryChange[];
}

let sequence = 0;

/**
 * An entry's id: its time and this page's count before a random tail, so entries made in one
 * millisecond (a save's several records) keep the order they were made in, newest first.
 */
function entryId(at: string): string {
  sequence = (sequence + 1) % 1_679_616;
  const time = Date.parse(at).toString(36).padStart(9, '0');
  return `hist_${time}${sequence.toString(36).padStart(4, '0')}_${newId('').slice(-6)}`;
}

/** Append one entry (HIST-RECORD). */
export function recordEntry(
  db: DbState,
  change: ChangeContext,
  input: EntryInput,
): HistoryEntryRecord {
  const at = nowIso();
  const entry: HistoryEntryRecord = {
    id: entryId(at),
    at,
    actor: change.actor,
    onBehalfOf: change.onBehalfOf,
    via: change.via,
    ...(change.fileName ? { fileName: change.fileName } : {}),
    transactionId: change.transactionId,
    record: { kind: input.kind, id: input.id, name: input.name },
    action: input.action,
    changes: input.changes,
    accountId: input.accountId,
    actorAccountId: change.actorAccountId,
    ...(input.buyerAccountIds?.length ? { buyerAccountIds: [...input.buyerAccountIds] } : {}),
  };
  db.history.push(entry);
  return entry;
}

export interface SaveInput<K extends HistoryKind> {
  kind: K;
  before: KindRecords[K] | null;
  after: KindRecords[K] | null;
  id: string;
  accountId: string | null;
  buyerAccountIds?: readonly string[];
  /** The action; default: created, deleted, or updated (activated / paused for a status flip). */
  action?: HistoryAction;
}

const STATUS_FIELDS = new Set(['isPublished', 'isActive']);

/**
 * The entry of a save: its changed fields between the two states. An update that changed
 * nothing records nothing (null). A change of the status field alone is `activated` or `paused`.
 */
export function recordSave<K extends HistoryKind>(
  db: DbState,
  change: ChangeContext,
  input: SaveInput<K>,
): HistoryEntryRecord | null {
  const { kind, before, after } = input;
  const changes = changesBetween(kind, before, after, db);
  let action = input.action;
  if (!action) {
    if (!before) action = 'created';
    else if (!after) action = 'deleted';
    else if (changes.length === 0) return null;
    else if (change.via === 'restore') action = 'restored';
    else if (changes.length === 1 && STATUS_FIELDS.has(changes[0]!.field)) {
      action = changes[0]!.new === 'Active' ? 'activated' : 'paused';
    } else action = 'updated';
  }
  const named = (after ?? before) as { name?: string; email?: string } | null;
  return recordEntry(db, change, {
    kind,
    id: input.id,
    name: named?.name ?? named?.email ?? input.id,
    accountId: input.accountId,
    ...(input.buyerAccountIds ? { buyerAccountIds: input.buyerAccountIds } : {}),
    action,
    // A deletion, and a deleted record brought back, list no fields.
    changes: action === 'deleted' || (action === 'restored' && !before) ? [] : changes,
  });
}

/**
 * A review decision (a person's, or a rule's with `via` review rule), on the creative's history:
 * its publisher sees it, and the creative's buyer by the publisher's account name (HIST-SCOPE).
 */
export function recordReview(
  db: DbState,
  change: ChangeContext,
  review: ReviewRecord,
  before: { status: string; reason?: string },
): void {
  const changes: HistoryChange[] = [
    { field: 'status', label: 'Review', old: before.status, new: review.status },
  ];
  if ((review.reason ?? null) !== (before.reason ?? null)) {
    changes.push({
      field: 'reason',
      label: 'Reason',
      old: before.reason ?? null,
      new: review.reason ?? null,
    });
  }
  recordEntry(db, change, {
    kind: 'creative',
    id: review.creative.id,
    name: review.creative.name,
    accountId: review.publisherAccountId,
    buyerAccountIds: [review.advertiser.id],
    action: review.status === 'Rejected' ? 'rejected' : 'approved',
    changes,
  });
}
