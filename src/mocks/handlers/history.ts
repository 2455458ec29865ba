// The change history (HIST-RECORD, HIST-SCOPE): GET /history answers the caller's entries,
// filtered and paged (src/mocks/history/query.ts). Every write records its own entries; nothing
// here writes. A record or person the caller may not see is refused (404), never listed empty.
import type { HttpHandler } from 'msw';
import { fail } from '@/mocks/http';
import { HISTORY_MESSAGES, historyPage, readFilters } from '@/mocks/history/query';
import { getKnobs } from '@/mocks/knobs';
import { findPlacement } from '@/mocks/queries';
import type { DbState, UserRecord } from '@/mocks/records';
import { isAdmin, signedIn } from '@/mocks/resource';
import type { HistoryRecordKind } from '@/types/api';

/** The account a record belongs to, or undefined when there is no such record now. */
function ownerOf(kind: HistoryRecordKind | undefined, id: string, db: DbState) {
  const find = <T extends { id: string }>(rows: readonly T[]) => rows.find((row) => row.id === id);
  switch (kind) {
    case 'campaign':
      return find(db.campaigns)?.accountId;
    case 'creative':
      return find(db.creatives)?.accountId;
    case 'placement':
      return (
        findPlacement(id, db)?.accountId ??
        db.deletedPlacements.find((kept) => kept.placement.id === id)?.placement.accountId
      );
    case 'report':
      return find(db.reports)?.accountId;
    default:
      return undefined;
  }
}

/** Whether a non-admin may ask for this record's entries (HIST-SCOPE). */
function mayOpen(user: UserRecord, kind: HistoryRecordKind | undefined, id: string, db: DbState) {
  if (kind === 'deal') {
    const deal = db.deals.find((row) => row.id === id);
    return !!deal && (deal.accountId === user.accountId || deal.seats.includes(user.accountId));
  }
  const owner = ownerOf(kind, id, db);
  if (owner !== undefined) return owner === user.accountId;
  // A record no longer there (or of no account): the caller's own entries decide.
  return db.history.some((entry) => entry.record.id === id && entry.accountId === user.accountId);
}

/** Whether a non-admin may filter by this person: one of its account, or an account it sees. */
function mayFilterBy(user: UserRecord, actor: string, db: DbState) {
  const person = db.users.find((row) => row.id === actor);
  if (person) return person.accountId === user.accountId;
  return db.accounts.some((account) => account.id === actor);
}

export const historyHandlers: HttpHandler[] = [
  signedIn.get('/history', ({ request, user, db }) => {
    const filters = readFilters(new URL(request.url).searchParams);
    if (!isAdmin(user)) {
      if (filters.recordId && !mayOpen(user, filters.kind, filters.recordId, db)) {
        fail(HISTORY_MESSAGES.record, 404);
      }
      if (filters.actor && !mayFilterBy(user, filters.actor, db)) {
        fail(HISTORY_MESSAGES.person, 404);
      }
    }
    return historyPage(db, user, filters, getKnobs().scale);
  }),
];
