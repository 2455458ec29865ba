// The server's per-line errors: line number and message, in file order. DataTable renders only
// the rows in view past a few hundred, so a 100000-line file's errors stay fast.
import { useMemo } from 'react';
import { DataTable, type Column } from '@/components/ui/table';
import { capMessage } from '@/lib/http/api-error';
import type { BatchJob } from '@/types/api';
import { IMPORT_ERRORS_CAPTION } from '@/features/placements/import-results-messages';

/** An error and its place in the list: two errors of one line still get distinct row keys. */
type ErrorRow = BatchJob['errors'][number] & { position: number };

const COLUMNS: readonly Column<ErrorRow>[] = [
  {
    id: 'line',
    header: 'Line',
    cell: (error) => <span className="tabular-nums">{error.line}</span>,
    sortValue: (error) => error.line,
    className: 'w-20',
  },
  {
    id: 'message',
    header: 'Message',
    // ERR-MESSAGE-CAP: a server's per-line message too shows at most 300 characters.
    cell: (error) => <span className="break-words">{capMessage(error.message)}</span>,
    sortValue: (error) => error.message,
  },
];

const rowKey = (error: ErrorRow) => String(error.position);

export function ImportErrorsTable({ errors }: { errors: BatchJob['errors'] }) {
  const rows = useMemo(() => errors.map((error, position) => ({ ...error, position })), [errors]);
  return (
    <DataTable
      caption={IMPORT_ERRORS_CAPTION}
      columns={COLUMNS}
      rows={rows}
      rowKey={rowKey}
      maxHeight={420}
    />
  );
}
