// The job's state at a glance: status badge and text, progress of processed/total lines, the
// five counts, and a polite live region that speaks when the status changes (not every poll).
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatCount } from '@/lib/text/format';
import type { BatchJob, BatchStatus } from '@/types/api';
import {
  IMPORT_COUNT_LABELS,
  IMPORT_PROGRESS_LABEL,
  IMPORT_STATUS_TEXT,
  processedText,
  statusAnnouncement,
} from '@/features/placements/import-results-messages';

const BADGE_CLASS: Record<BatchStatus, string> = {
  Pending: 'bg-gray-100 text-gray-700 ring-gray-500/30',
  Running: 'bg-blue-50 text-blue-800 ring-blue-600/30',
  Complete: 'bg-green-50 text-green-800 ring-green-600/30',
  Failed: 'bg-red-50 text-red-800 ring-red-600/30',
};

const COUNTS = ['created', 'updated', 'unchanged', 'deleted', 'failed'] as const;

/** Pending has no measure yet: the bar is indeterminate until lines are processed. */
function progressOf(job: BatchJob): number | null {
  if (job.status === 'Pending' || job.total === 0) return null;
  return job.processed / job.total;
}

export function ImportStatus({ job }: { job: BatchJob }) {
  return (
    <div className="space-y-4">
      <p role="status" className="sr-only">
        {statusAnnouncement(job)}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-sm font-medium text-gray-600">Status</span>
        <span
          data-testid="import-status"
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${BADGE_CLASS[job.status]}`}
        >
          {job.status}
        </span>
        <span className="text-sm text-gray-700">{IMPORT_STATUS_TEXT[job.status]}</span>
      </div>
      <div className="space-y-1.5">
        <ProgressBar value={progressOf(job)} label={IMPORT_PROGRESS_LABEL} />
        <p className="text-sm text-gray-600 tabular-nums">{processedText(job)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {COUNTS.map((count) => (
          <div key={count} className="rounded-md bg-gray-50 px-3 py-2 ring-1 ring-gray-200">
            <dt className="text-xs font-medium text-gray-600">{IMPORT_COUNT_LABELS[count]}</dt>
            <dd
              className={`text-lg font-semibold tabular-nums ${
                count === 'failed' && job.failed > 0 ? 'text-red-700' : 'text-gray-900'
              }`}
            >
              {formatCount(job[count])}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
