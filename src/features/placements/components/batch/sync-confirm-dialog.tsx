// Launch with Full DB Sync asks first, naming what the import will do, the delete count above
// all (decisions section 6), the unchanged ones when there are some, and apart from it the
// placements kept because their lines are skipped. Confirming resolves the wizard's save; cancelling keeps everything.
import { ConfirmDialog } from '@/components/ui/modal';
import type { SyncCounts } from '@/features/placements/import';
import { formatCount } from '@/lib/format';

const placements = (count: number) => `${formatCount(count)} placement${count === 1 ? '' : 's'}`;

export function deleteConfirmLabel(deleted: number): string {
  return `Delete ${placements(deleted)} and import`;
}

/** The skipped lines' placements, which Full DB Sync leaves as they are. */
function keptSentence(kept: number): string {
  return kept === 1
    ? 'It keeps 1 placement as it is, because its line is skipped.'
    : `It keeps ${placements(kept)} as they are, because their lines are skipped.`;
}

export function SyncConfirmDialog({
  counts,
  onConfirm,
  onCancel,
}: {
  /** null: closed. */
  counts: SyncCounts | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const shown = counts ?? { created: 0, updated: 0, unchanged: 0, deleted: 0, kept: 0 };
  return (
    <ConfirmDialog
      open={counts !== null}
      onClose={onCancel}
      title={`Delete ${placements(shown.deleted)}?`}
      description={
        <>
          <p>
            Full DB Sync deletes every placement missing from the uploaded file. This import creates{' '}
            {placements(shown.created)}, updates {placements(shown.updated)}
            {shown.unchanged > 0
              ? `, leaves ${placements(shown.unchanged)} unchanged`
              : ''} and{' '}
            <strong className="text-red-700">deletes {placements(shown.deleted)}</strong>.
          </p>
          {shown.kept > 0 ? <p className="mt-2">{keptSentence(shown.kept)}</p> : null}
          <p className="mt-2">Deleted placements stop serving at once and cannot be restored.</p>
        </>
      }
      confirmLabel={deleteConfirmLabel(shown.deleted)}
      confirmVariant="danger"
      busy={false}
      onConfirm={onConfirm}
    />
  );
}
