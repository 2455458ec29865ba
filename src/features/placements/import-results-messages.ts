// The batch import results panel's words (BATCH-RESULTS). The two button labels are the spec's
// (BATCH-UPLOAD-ANOTHER, BATCH-DOWNLOAD-UPDATED).
import type { BatchJob, BatchStatus } from '@/types/api';
import { formatCount } from '@/lib/text/format';

export const UPLOAD_ANOTHER = 'Upload Another';
export const DOWNLOAD_UPDATED_CSV = 'Download Updated CSV';

export const IMPORT_RESULTS_TITLE = 'Import results';
export const IMPORT_PROGRESS_LABEL = 'Import progress';
export const IMPORT_LOADING = 'Loading the import…';
export const IMPORT_LOAD_FAILED = 'Failed to load the import status.';
/** A job id that is refused (API-ID-SEGMENT) or that the server does not know: a 404. */
export const IMPORT_NOT_FOUND =
  'This import was not found. Check the link, or upload the file again.';
export const IMPORT_POLL_FAILED = 'The import status could not be refreshed.';
export const IMPORT_ERRORS_CAPTION = 'Lines with errors';
export const IMPORT_NO_ERRORS = 'No line has failed.';
export const DOWNLOAD_UPDATED_HINT =
  'Available once the import is complete: the file with the placement keys of the saved lines.';

/** What each status tells the user, beside the status itself. */
export const IMPORT_STATUS_TEXT: Record<BatchStatus, string> = {
  Pending: 'The import is waiting to start.',
  Running: 'Placements are being imported.',
  Complete: 'The import is complete.',
  Failed: 'The import failed. Fix the lines with errors and upload the file again.',
};

export const IMPORT_COUNT_LABELS = {
  created: 'Created',
  updated: 'Updated',
  unchanged: 'Unchanged',
  deleted: 'Deleted',
  failed: 'Failed',
} as const;

export function processedText(job: Pick<BatchJob, 'processed' | 'total'>): string {
  return `${formatCount(job.processed)} of ${formatCount(job.total)} lines processed`;
}

/** The live region's words: said when the status changes, not on every poll. */
export function statusAnnouncement(job: BatchJob): string {
  if (job.status === 'Pending') return 'Import pending.';
  if (job.status === 'Running') return 'Import running.';
  const counts = `${formatCount(job.created)} created, ${formatCount(job.updated)} updated, ${formatCount(job.unchanged)} unchanged, ${formatCount(job.deleted)} deleted, ${formatCount(job.failed)} failed.`;
  return job.status === 'Complete' ? `Import complete: ${counts}` : `Import failed: ${counts}`;
}
