// Bulk decisions on the selected reviews: what is selected of what is shown, what the progress
// line says, and the honest result of a run (how many went through, which failed and why).
import { REVIEW_STATUSES, type ReviewDecision } from '@/api/reviews';
import type { Review, ReviewStatus } from '@/types/api';
import { ApiError, messageOf } from '@/lib/http/api-error';
import { creativesCount } from '@/features/reviews/messages';

/** The selected reviews among those shown, as shown, in their order (decided ones drop out). */
export function selectedIn<T extends { id: string }>(
  selected: ReadonlySet<string>,
  shown: readonly T[],
): T[] {
  return shown.filter((review) => selected.has(review.id));
}

const PAST: Record<ReviewDecision, string> = { approve: 'approved', reject: 'rejected' };
const ONGOING: Record<ReviewDecision, string> = { approve: 'Approving', reject: 'Rejecting' };

/** `Approving 2 of 5 creatives…` */
export function bulkProgressText(decision: ReviewDecision, settled: number, total: number) {
  return `${ONGOING[decision]} ${settled} of ${creativesCount(total)}…`;
}

/** The failures' distinct messages, in the order they came. */
function reasons(failed: readonly { error: unknown }[]): string {
  return [...new Set(failed.map(({ error }) => messageOf(error)))].join('; ');
}

export interface BulkResult {
  kind: 'success' | 'error';
  message: string;
}

/** `1 resubmitted` (a new file to judge: only a new submission makes a review Pending again). */
const alreadyPart = (status: ReviewStatus, count: number) =>
  status === 'Pending' ? `${count} resubmitted` : `${count} already ${status.toLowerCase()}`;

// REV-DECIDE-FROM-STATE
/**
 * A run in which colleagues had decided some first, or buyers sent new files: `11 approved, 1
 * resubmitted, 1 already rejected`, then what failed (`; 1 failed: …`). Said as an error: not
 * everything selected went the user's way.
 */
function withAlreadyDecided(
  decision: ReviewDecision,
  total: number,
  failed: readonly { error: unknown }[],
  alreadyDecided: readonly Pick<Review, 'status'>[],
): BulkResult {
  const done = total - failed.length - alreadyDecided.length;
  const counts = REVIEW_STATUSES.map((status) => ({
    status,
    count: alreadyDecided.filter((review) => review.status === status).length,
  })).filter(({ count }) => count > 0);
  const parts = [
    `${done} ${PAST[decision]}`,
    ...counts.map(({ status, count }) => alreadyPart(status, count)),
  ];
  const failures = failed.length ? `; ${failed.length} failed: ${reasons(failed)}` : '';
  return { kind: 'error', message: `${parts.join(', ')}${failures}` };
}

// REV-BULK-RESULT
/**
 * The toast for a finished run: success when every decision went through; otherwise an error
 * that says how many did and why the others failed. Null when the session ended during the
 * run (the sign-in screen says so already).
 */
export function bulkResult(
  decision: ReviewDecision,
  total: number,
  failed: readonly { error: unknown }[],
  alreadyDecided: readonly Pick<Review, 'status'>[] = [],
): BulkResult | null {
  if (failed.some(({ error }) => error instanceof ApiError && error.sessionExpired)) return null;
  const past = PAST[decision];
  if (alreadyDecided.length > 0) return withAlreadyDecided(decision, total, failed, alreadyDecided);
  if (failed.length === 0) return { kind: 'success', message: `${creativesCount(total)} ${past}` };
  const done = total - failed.length;
  if (done === 0) {
    const what =
      total === 1 ? 'The creative could not be' : `None of the ${creativesCount(total)} could be`;
    return { kind: 'error', message: `${what} ${past}: ${reasons(failed)}` };
  }
  return {
    kind: 'error',
    message: `${done} of ${creativesCount(total)} ${past}; ${failed.length} failed: ${reasons(failed)}`,
  };
}
