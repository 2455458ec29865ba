// The records of one save, bulk action or import (HIST-ACTIVITY-GROUP), read when the row is
// expanded (GET /history?transactionId=): each record with its action and changes, a page at a
// time, with their own loading and error states.
import { useHistoryList } from '@/api/history';
import { isolateText } from '@/lib/text/bidi-text';
import { actionLabel, changeText, kindLabel } from '@/components/history/history-text';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import type { Role } from '@/types/api';
import { RecordName } from '@/features/activity/components/record-name';
import { EntryRestore, RestoreAllDeleted } from '@/features/activity/components/restore-actions';
import { ACTIVITY_TEXT as T } from '@/features/activity/messages';

export function TransactionRecords({
  id,
  transactionId,
  roles,
}: {
  /** The element's id (the row's button controls it). */
  id: string;
  transactionId: string;
  roles: readonly Role[];
}) {
  const records = useHistoryList({ transactionId });
  return (
    <div id={id} className="mt-2 rounded-md bg-gray-50 px-3 py-2">
      <QueryState query={records} loadingLabel={T.recordsLoading} errorTitle={T.recordsFailed}>
        {(entries) => (
          <>
            <RestoreAllDeleted entries={entries} />
            <ul aria-label={T.recordsLabel} className="divide-y divide-gray-200 text-sm">
              {entries.map((entry) => (
                <li
                  key={entry.id}
                  aria-label={`${actionLabel(entry.action)} ${kindLabel(entry.record.kind)} ${isolateText(entry.record.name)}`}
                  className="py-2"
                >
                  <p className="flex flex-wrap gap-x-2">
                    <RecordName entry={entry} roles={roles} />
                    <span className="text-gray-700">{actionLabel(entry.action)}</span>
                  </p>
                  {entry.changes.length > 0 ? (
                    <ul className="mt-0.5 text-gray-700">
                      {entry.changes.map((change, index) => (
                        <li key={`${index}:${change.field}`} className="[overflow-wrap:anywhere]">
                          {changeText(change)}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  <EntryRestore entry={entry} roles={roles} />
                </li>
              ))}
            </ul>
            {records.hasNextPage ? (
              <Button
                variant="secondary"
                className="mt-2"
                loading={records.isFetchingNextPage}
                onClick={() => void records.fetchNextPage()}
              >
                {T.showMore}
              </Button>
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
