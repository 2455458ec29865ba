// Launch with Full DB Sync asks first, naming what the import will do, the delete count above all
// (BATCH-SYNC-CONFIRM), the unchanged ones when there are some, and apart from it the placements
// kept because their lines are skipped or because they have no external ID. It lists the placements
// to delete (name and external ID, a CSV of them to keep: BATCH-SYNC-LIST), and above
// TYPED_COUNT_ABOVE deletions the user types the count before the button works
// (BATCH-SYNC-TYPED-COUNT). Placements made after a re-imported export are listed apart, each
// kept unless ticked (BATCH-MERGE). Confirming resolves the wizard's save with exactly these
// placements' ids and the ticked ones; cancelling keeps everything.
import { ArrowDownTrayIcon } from '@heroicons/react/20/solid';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/fields';
import { Modal } from '@/components/ui/modal';
import type { SyncCounts, SyncPlan } from '@/features/placements/import';
import { SyncPlacementTable } from '@/features/placements/components/batch/sync-lists';
import {
  CREATED_AFTER_EXPORT,
  CREATED_AFTER_EXPORT_SHOWN,
  createdAfterExportSentence,
  deleteCreatedAfterExportLabel,
  moreKept,
  DELETE_LIST_CAPTION,
  DELETE_LIST_FILE_PREFIX,
  DOWNLOAD_DELETE_LIST,
  DOWNLOAD_DELETE_LIST_FAILED,
  TYPED_COUNT_ABOVE,
  TYPED_COUNT_HINT,
  keptNoIdSentence,
  leadingZerosSentence,
  typedCountLabel,
} from '@/features/placements/sync-messages';
import { localIsoDate } from '@/lib/text/dates';
import { downloadText } from '@/lib/http/download';
import { formatCount } from '@/lib/text/format';
import { toastError } from '@/lib/toasts/toast';
import type { Placement } from '@/types/api';

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

/** What the user typed is the count, with or without its thousands separators. */
const typedMatches = (typed: string, count: number) =>
  typed.replace(/[\s,.\u00a0\u202f]/g, '') === String(count);

/** The placements to delete as the placements export writes them (the import takes it back). */
async function downloadDeleteList(deletions: readonly Placement[]): Promise<void> {
  try {
    const { placementsCsvParts } = await import('@/features/placements/export/placements-csv');
    const parts = await placementsCsvParts(deletions);
    downloadText(`${DELETE_LIST_FILE_PREFIX}_${localIsoDate()}.csv`, parts, 'text/csv');
  } catch {
    toastError(DOWNLOAD_DELETE_LIST_FAILED);
  }
}

/** HIST-RESTORE-DELETED: what a deletion may still become. */
const SYNC_RESTORE_NOTE =
  'Deleted placements stop serving at once. For 30 days they can be restored from Activity.';

function SyncSummary({
  counts,
  deleted,
  leadingZeros,
}: {
  counts: SyncCounts;
  deleted: number;
  leadingZeros: number;
}) {
  return (
    <>
      <p>
        Full DB Sync deletes every placement missing from the uploaded file. This import creates{' '}
        {placements(counts.created)}, updates {placements(counts.updated)}
        {counts.unchanged > 0 ? `, leaves ${placements(counts.unchanged)} unchanged` : ''} and{' '}
        <strong className="text-red-700">deletes {placements(deleted)}</strong>.
      </p>
      {counts.kept > 0 ? <p className="mt-2">{keptSentence(counts.kept)}</p> : null}
      {counts.createdAfterExport > 0 ? (
        <p className="mt-2">{createdAfterExportSentence(counts.createdAfterExport)}</p>
      ) : null}
      {counts.noExternalId > 0 ? (
        <p className="mt-2">{keptNoIdSentence(counts.noExternalId)}</p>
      ) : null}
      {leadingZeros > 0 ? (
        <p className="mt-2 text-amber-900">{leadingZerosSentence(leadingZeros)}</p>
      ) : null}
      {/* HIST-RESTORE-DELETED: kept 30 days, restorable from Activity. */}
      <p className="mt-2">{SYNC_RESTORE_NOTE}</p>
    </>
  );
}

/** The placements made after the export: each kept unless ticked (the first ones listed). */
function CreatedAfterExport({
  placements: made,
  ticked,
  onToggle,
}: {
  placements: readonly Placement[];
  ticked: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
}) {
  const shown = made.slice(0, CREATED_AFTER_EXPORT_SHOWN);
  return (
    <fieldset className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-3">
      <legend className="px-1 text-sm font-semibold text-amber-900">{CREATED_AFTER_EXPORT}</legend>
      <div className="max-h-48 space-y-2 overflow-y-auto [overflow-wrap:anywhere]">
        {shown.map((placement) => (
          <CheckboxField
            key={placement.id}
            label={deleteCreatedAfterExportLabel(placement.name, placement.externalId)}
            checked={ticked.has(placement.id)}
            onChange={(event) => onToggle(placement.id, event.target.checked)}
          />
        ))}
      </div>
      {made.length > shown.length ? (
        <p className="mt-2 text-sm text-amber-900">{moreKept(made.length - shown.length)}</p>
      ) : null}
    </fieldset>
  );
}

export function SyncConfirmDialog({
  plan,
  onConfirm,
  onCancel,
}: {
  /** null: closed. */
  plan: SyncPlan<Placement> | null;
  /** With the ids of the placements made after the export that the user ticked. */
  onConfirm: (alsoDelete: string[]) => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [saving, setSaving] = useState(false);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const deletions = useMemo(() => {
    const all = plan?.deletions ?? [];
    const extra = (plan?.createdAfterExport ?? []).filter((p) => ticked.has(p.id));
    return extra.length > 0 ? [...all, ...extra] : all;
  }, [plan, ticked]);
  const deleted = deletions.length;
  const mustType = deleted > TYPED_COUNT_ABOVE;
  const ready = !mustType || typedMatches(typed, deleted);
  // The flagged lines whose look-alike placement this sync deletes (once, not per keystroke).
  const leadingZeros = useMemo(() => {
    const deleting = new Set(deletions.map((p) => p.id));
    return (plan?.leadingZeros ?? []).filter((m) => deleting.has(m.placement.id)).length;
  }, [plan, deletions]);
  return (
    <Modal
      open={plan !== null}
      onClose={onCancel}
      title={`Delete ${placements(deleted)}?`}
      description={
        plan ? (
          <SyncSummary counts={plan.counts} deleted={deleted} leadingZeros={leadingZeros} />
        ) : null
      }
    >
      {plan && plan.createdAfterExport.length > 0 ? (
        <CreatedAfterExport
          placements={plan.createdAfterExport}
          ticked={ticked}
          onToggle={(id, on) => {
            const next = new Set(ticked);
            if (on) next.add(id);
            else next.delete(id);
            setTicked(next);
          }}
        />
      ) : null}
      {deleted > 0 ? (
        <div className="mt-4 space-y-3">
          <SyncPlacementTable caption={DELETE_LIST_CAPTION} placements={deletions} />
          <Button
            variant="secondary"
            icon={<ArrowDownTrayIcon aria-hidden="true" className="size-4" />}
            loading={saving}
            onClick={() => {
              setSaving(true);
              void downloadDeleteList(deletions).finally(() => setSaving(false));
            }}
          >
            {DOWNLOAD_DELETE_LIST}
          </Button>
        </div>
      ) : null}
      <form
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) onConfirm([...ticked]);
        }}
      >
        {mustType ? (
          <TextField
            label={typedCountLabel(deleted)}
            hint={TYPED_COUNT_HINT}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            inputMode="numeric"
            autoComplete="off"
          />
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!ready}>
            {deleteConfirmLabel(deleted)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
