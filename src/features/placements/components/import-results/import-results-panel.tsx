// The batch wizard's results panel (BATCH-RESULTS, BATCH-UPLOAD-ANOTHER): the job's status, a
// progress bar, the created / updated / unchanged / deleted / failed counts, the server's per-line
// errors, and Upload Another / Download Updated CSV (BATCH-DOWNLOAD-UPDATED). It polls the job
// every second until it ends (BATCH-JOB) (batchJobQueryOptions); the wizard builds the updated CSV
// from its lines and `results`. A job id that is refused (`?job=..`, API-ID-SEGMENT) or unknown
// sends no more polls and says so, with the way back to the upload.
import { ArrowDownTrayIcon, ArrowUpTrayIcon } from '@heroicons/react/20/solid';
import { useId } from 'react';
import { useBatchJob } from '@/api/placements';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { ErrorState } from '@/components/ui/states';
import type { BatchJob } from '@/types/api';
import { ImportErrorsTable } from '@/features/placements/components/import-results/import-errors-table';
import { ImportStatus } from '@/features/placements/components/import-results/import-status';
import {
  DOWNLOAD_UPDATED_CSV,
  DOWNLOAD_UPDATED_HINT,
  IMPORT_ERRORS_CAPTION,
  IMPORT_LOAD_FAILED,
  IMPORT_LOADING,
  IMPORT_NO_ERRORS,
  IMPORT_NOT_FOUND,
  IMPORT_POLL_FAILED,
  IMPORT_RESULTS_TITLE,
  UPLOAD_ANOTHER,
} from '@/features/placements/import-results-messages';

export interface ImportResultsPanelProps {
  jobId: string;
  /** Back to the Upload step for a new file. */
  onUploadAnother: () => void;
  /** The finished job's saved lines; the wizard adds their placement keys to its CSV. */
  onDownloadUpdated: (results: BatchJob['results'], job: BatchJob) => void;
}

export function ImportResultsPanel({
  jobId,
  onUploadAnother,
  onDownloadUpdated,
}: ImportResultsPanelProps) {
  const query = useBatchJob(jobId);
  const hintId = useId();
  return (
    <Card title={IMPORT_RESULTS_TITLE}>
      <QueryState
        query={query}
        loadingLabel={IMPORT_LOADING}
        errorTitle={IMPORT_LOAD_FAILED}
        notFound={
          <div className="space-y-4">
            <p className="text-sm text-gray-700">{IMPORT_NOT_FOUND}</p>
            <UploadAnotherButton onClick={onUploadAnother} />
          </div>
        }
      >
        {(job) => (
          <div className="space-y-6">
            {/* A failed poll keeps the last answer on screen; Retry starts polling again. */}
            {query.isError ? (
              <ErrorState
                title={IMPORT_POLL_FAILED}
                error={query.error}
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
              />
            ) : null}
            <ImportStatus job={job} />
            <section className="space-y-2">
              <h3 className="text-sm font-semibold text-gray-900">{IMPORT_ERRORS_CAPTION}</h3>
              {job.errors.length > 0 ? (
                <ImportErrorsTable errors={job.errors} />
              ) : (
                <p className="text-sm text-gray-600">{IMPORT_NO_ERRORS}</p>
              )}
            </section>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
              <UploadAnotherButton onClick={onUploadAnother} />
              <Button
                icon={<ArrowDownTrayIcon aria-hidden="true" className="size-4" />}
                disabled={job.status !== 'Complete'}
                aria-describedby={job.status === 'Complete' ? undefined : hintId}
                onClick={() => onDownloadUpdated(job.results, job)}
              >
                {DOWNLOAD_UPDATED_CSV}
              </Button>
            </div>
            {job.status === 'Complete' ? null : (
              <p id={hintId} className="text-right text-xs text-gray-600">
                {DOWNLOAD_UPDATED_HINT}
              </p>
            )}
          </div>
        )}
      </QueryState>
    </Card>
  );
}

/** Back to the Upload step: after a finished import, and in place of an import not found. */
function UploadAnotherButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      variant="secondary"
      icon={<ArrowUpTrayIcon aria-hidden="true" className="size-4" />}
      onClick={onClick}
    >
      {UPLOAD_ANOTHER}
    </Button>
  );
}
