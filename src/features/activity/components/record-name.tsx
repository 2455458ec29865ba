// A record as an Activity row names it: its kind, then its name, linked to its page where the
// viewer may open one (record-links.ts).
import { Link } from 'react-router-dom';
import { kindLabel } from '@/components/history/history-text';
import type { HistoryEntry, Role } from '@/types/api';
import { recordPath } from '@/features/activity/record-links';

export function RecordName({
  entry,
  roles,
}: {
  entry: Pick<HistoryEntry, 'record' | 'action'>;
  roles: readonly Role[];
}) {
  const path = recordPath(entry, roles);
  const name = entry.record.name || entry.record.id;
  return (
    <span className="[overflow-wrap:anywhere]">
      <span className="text-gray-600">{kindLabel(entry.record.kind)}</span>{' '}
      {path ? (
        <Link to={path} className="text-brand-700 hover:text-brand-600 font-medium underline">
          {name}
        </Link>
      ) : (
        <span className="font-medium text-gray-900">{name}</span>
      )}
    </span>
  );
}
