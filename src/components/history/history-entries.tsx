// The entries of a record's History section (HIST-PANEL), newest first, as the API answers
// them: each a list item named by its action, person and time, with the path and every
// change (`Bid CPM: $5.00 → $4.00`); its own loading, empty (`No changes recorded yet.`) and
// error (Retry) states, and `Show more` while the API has further pages. Loaded apart from
// the record's page (record-history.tsx): data by props.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { restoreState } from '@/components/form/restore';
import { Button } from '@/components/ui/button';
import { QueryState, type QueryStateSource } from '@/components/ui/query-state';
import {
  actionLabel,
  changeText,
  entrySummary,
  HISTORY_TEXT,
  pathLabel,
  personLabel,
} from '@/components/history/history-text';
import { formatZonedDateTime } from '@/lib/text/format';
import type { HistoryEntry } from '@/types/api';

/** A list of entries read page by page (src/api/history.ts's useRecordHistory fits). */
export interface HistoryEntriesSource extends QueryStateSource<HistoryEntry[]> {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** What an entry offers besides its editor's restore (a creative's `Restore previous file`). */
export type EntryAction = (entry: HistoryEntry) => ReactNode;

function EntryItem({
  entry,
  restoreTo,
  action,
}: {
  entry: HistoryEntry;
  restoreTo?: string;
  action?: EntryAction;
}) {
  // HIST-RESTORE: an update's earlier values, through the record's own editor and merged save.
  const restore = restoreTo ? restoreState(entry) : null;
  return (
    <li aria-label={entrySummary(entry)} className="py-3 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-gray-900">
        <span className="font-semibold [overflow-wrap:anywhere]">{personLabel(entry)}</span>
        <span>{actionLabel(entry.action)}</span>
        <span aria-hidden="true" className="text-gray-400">
          ·
        </span>
        <span className="text-gray-600">{pathLabel(entry)}</span>
        <span aria-hidden="true" className="text-gray-400">
          ·
        </span>
        <time dateTime={entry.at} className="text-gray-600">
          {formatZonedDateTime(entry.at)}
        </time>
      </p>
      {entry.changes.length > 0 ? (
        <ul aria-label={HISTORY_TEXT.changes} className="mt-1 space-y-0.5 text-gray-700">
          {entry.changes.map((change, index) => (
            <li key={`${index}:${change.field}`} className="[overflow-wrap:anywhere]">
              {changeText(change)}
            </li>
          ))}
        </ul>
      ) : null}
      {restore && restoreTo ? (
        <Link
          to={restoreTo}
          state={restore}
          aria-label={`${HISTORY_TEXT.restore}: ${entrySummary(entry)}`}
          className="text-brand-700 hover:text-brand-600 focus-visible:outline-brand-600 mt-1 inline-block rounded font-semibold focus-visible:outline-2"
        >
          {HISTORY_TEXT.restore}
        </Link>
      ) : null}
      {action?.(entry)}
    </li>
  );
}

export function HistoryEntries({
  query,
  label,
  restoreTo,
  action,
}: {
  query: HistoryEntriesSource;
  /** The list's accessible name (the section's heading). */
  label: string;
  /** The record's editor: an update's entry offers `Restore previous values` there. */
  restoreTo?: string;
  action?: EntryAction;
}) {
  return (
    <QueryState
      query={query}
      loadingLabel={HISTORY_TEXT.loading}
      errorTitle={HISTORY_TEXT.failed}
      empty={<p className="text-sm text-gray-600">{HISTORY_TEXT.empty}</p>}
    >
      {(entries) => (
        <>
          <ol aria-label={label} className="divide-y divide-gray-100">
            {entries.map((entry) => (
              <EntryItem key={entry.id} entry={entry} restoreTo={restoreTo} action={action} />
            ))}
          </ol>
          {query.hasNextPage ? (
            <div className="mt-3">
              <Button
                variant="secondary"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {HISTORY_TEXT.showMore}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </QueryState>
  );
}
