// Above a queue's cards: Select all (over the tab's reviews), how many are selected, the bulk
// decisions the tab allows, and a running bulk action's progress.
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SelectAllCheckbox } from '@/components/ui/table-selection';
import type { ReviewDecision } from '@/api/reviews';
import type { ReviewStatus } from '@/types/api';
import { bulkProgressText } from '@/features/reviews/bulk';
import { APPROVE_SELECTED, REJECT_SELECTED } from '@/features/reviews/messages';

export interface BulkProgress {
  decision: ReviewDecision;
  settled: number;
  total: number;
}

export function BulkBar({
  status,
  keys,
  selected,
  onSelectionChange,
  progress,
  onApprove,
  onReject,
}: {
  status: ReviewStatus;
  /** The tab's review ids. */
  keys: readonly string[];
  selected: ReadonlySet<string>;
  onSelectionChange: (next: Set<string>) => void;
  progress: BulkProgress | null;
  onApprove: () => void;
  onReject: () => void;
}) {
  const count = keys.filter((key) => selected.has(key)).length;
  const idle = progress === null;
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-lg bg-gray-50 px-3 py-2.5 ring-1 ring-gray-200 sm:flex-row sm:flex-wrap sm:items-center">
      <div className="flex items-center gap-3">
        <label className="flex items-center gap-2 text-sm font-medium text-gray-900">
          <SelectAllCheckbox keys={keys} selected={selected} onChange={onSelectionChange} />
          <span aria-hidden="true">Select all</span>
        </label>
        <p aria-live="polite" className="text-sm text-gray-700">
          {count} selected
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        {status !== 'Approved' ? (
          <Button
            onClick={onApprove}
            disabled={count === 0 || !idle}
            loading={progress?.decision === 'approve'}
          >
            {APPROVE_SELECTED}
          </Button>
        ) : null}
        {status !== 'Rejected' ? (
          <Button
            variant="secondary"
            onClick={onReject}
            disabled={count === 0 || !idle}
            loading={progress?.decision === 'reject'}
          >
            {REJECT_SELECTED}
          </Button>
        ) : null}
      </div>
      {progress ? (
        <div className="w-full space-y-1">
          <ProgressBar
            value={progress.total ? progress.settled / progress.total : null}
            label={bulkProgressText(progress.decision, progress.settled, progress.total)}
          />
          <p aria-live="polite" className="text-xs text-gray-700">
            {bulkProgressText(progress.decision, progress.settled, progress.total)}
          </p>
        </div>
      ) : null}
    </div>
  );
}
