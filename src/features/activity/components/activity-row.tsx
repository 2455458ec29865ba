// One Activity row (HIST-ACTIVITY): a save, bulk action or import, as its first record's
// entry: the time in the viewer's zone, the person, the action and path, the record (linked),
// and for a transaction of N > 1 records `and N-1 more`, a button that expands its records.
import { isolateText } from '@/lib/text/bidi-text';
import type { Ref } from 'react';
import {
  actionLabel,
  changeText,
  kindLabel,
  pathLabel,
  personLabel,
} from '@/components/history/history-text';
import { formatCount, formatZonedDateTime } from '@/lib/text/format';
import type { HistoryEntry, Role } from '@/types/api';
import { RecordName } from '@/features/activity/components/record-name';
import { EntryRestore } from '@/features/activity/components/restore-actions';
import { TransactionRecords } from '@/features/activity/components/transaction-records';
import { moreRecords } from '@/features/activity/messages';

/** A row's accessible name: `Paused Campaign Spring Sale by Dana Buyer, Mar 5, 2026, …`. */
const rowName = (entry: HistoryEntry) =>
  `${actionLabel(entry.action)} ${kindLabel(entry.record.kind)} ${isolateText(entry.record.name)} by ${personLabel(entry)}, ${formatZonedDateTime(entry.at)}`;

export function ActivityRow({
  entry,
  index,
  setSize,
  roles,
  expanded,
  onToggle,
  rowRef,
}: {
  entry: HistoryEntry;
  index: number;
  /** The list's length, or -1 while more pages may come. */
  setSize: number;
  roles: readonly Role[];
  expanded: boolean;
  onToggle: () => void;
  rowRef?: Ref<HTMLLIElement>;
}) {
  const size = entry.transactionSize ?? 1;
  const recordsId = `activity-records-${entry.id}`;
  return (
    <li
      ref={rowRef}
      data-index={index}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      aria-label={rowName(entry)}
      className="border-b border-gray-100 px-3 py-3 text-sm last:border-b-0 sm:px-4"
    >
      <div className="grid grid-cols-1 gap-x-4 gap-y-1 md:grid-cols-[11rem_minmax(0,10rem)_minmax(0,9rem)_minmax(0,1fr)]">
        <time dateTime={entry.at} className="text-gray-600">
          {formatZonedDateTime(entry.at)}
        </time>
        <span className="font-semibold [overflow-wrap:anywhere] text-gray-900">
          {personLabel(entry)}
        </span>
        <span className="text-gray-900">
          {actionLabel(entry.action)} <span className="text-gray-600">· {pathLabel(entry)}</span>
        </span>
        <div className="min-w-0">
          <RecordName entry={entry} roles={roles} />
          {size > 1 ? (
            <>
              {' '}
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={expanded ? recordsId : undefined}
                onClick={onToggle}
                className="text-brand-700 hover:text-brand-600 focus-visible:outline-brand-600 rounded font-medium underline focus-visible:outline-2"
              >
                {moreRecords(formatCount(size - 1))}
              </button>
            </>
          ) : (
            <>
              {entry.changes.length > 0 ? (
                <ul className="mt-0.5 text-gray-700">
                  {entry.changes.map((change, at) => (
                    <li key={`${at}:${change.field}`} className="[overflow-wrap:anywhere]">
                      {changeText(change)}
                    </li>
                  ))}
                </ul>
              ) : null}
              <EntryRestore entry={entry} roles={roles} />
            </>
          )}
        </div>
      </div>
      {expanded && size > 1 ? (
        <TransactionRecords id={recordsId} transactionId={entry.transactionId} roles={roles} />
      ) : null}
    </li>
  );
}
