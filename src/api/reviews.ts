// Creative reviews (docs/api.md, "Reviews"): the publisher's queue by status, decisions, and
// auto-approval rules per advertiser. A decision moves a review between tabs and changes what
// the buyer sees of the creative; a new rule also approves that advertiser's pending reviews.
import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  type MutationFunctionContext,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/http/api-client';
import { ApiError, messageOf } from '@/lib/http/api-error';
import { formatMoment } from '@/lib/text/format';
import { sendAgainIfUnknown, withSaveKey } from '@/lib/saving/save-request';
import type { Review, ReviewStatus } from '@/types/api';
import { creativeKeys, reviewKeys } from '@/api/keys';
import { listFrom, segment } from '@/api/list';
import type { ListItem, Query, Reply, RequestBody } from '@/api/operations';
import {
  bulkPath,
  changeHeaders,
  FORM_PATH,
  idempotencyHeaders,
  type ChangePath,
} from '@/api/rest';

export { reviewKeys };

export const REVIEW_STATUSES: readonly ReviewStatus[] = ['Pending', 'Approved', 'Rejected'];

export async function getReviews(status: ReviewStatus): Promise<ListItem<'getReviews'>[]> {
  return listFrom<ListItem<'getReviews'>>(
    await api.get<unknown>('/reviews', { query: { status } satisfies Query<'getReviews'> }),
    'reviews',
  );
}

/** A decision on one review, made from the state its reviewer saw (REV-DECIDE-FROM-STATE). */
export interface ReviewDecisionTarget {
  id: string;
  /** The review's status as the reviewer saw it: the server answers 409 if it has changed. */
  expectedStatus: ReviewStatus;
  /** Its `submittedAt` as shown, the file judged: one sent again since answers 409 too. */
  expectedSubmittedAt: string;
}

/** The decision's target as the review is shown. */
export const decisionTarget = (review: Review): ReviewDecisionTarget => ({
  id: review.id,
  expectedStatus: review.status,
  expectedSubmittedAt: review.submittedAt,
});

// One logical decision per review (MANY-SAVE-KEY, MANY-OUTCOME): a lost reply is sent once more
// with its key, which the server answers with the first answer, so a saved decision is decided
// once and its dialog closes as after any success (a bulk run counts it decided, not failed).
// With a new key per call the retry met the state the lost reply had made and answered 409, the
// reviewer's own decision told as someone else's.
export async function approveReview(
  { id, expectedStatus, expectedSubmittedAt }: ReviewDecisionTarget,
  path: ChangePath = FORM_PATH,
): Promise<Reply<'approveReview'>> {
  const body = { expectedStatus, expectedSubmittedAt } satisfies RequestBody<'approveReview'>;
  return withSaveKey(`review.${id}`, { approve: body }, (idempotencyKey) =>
    sendAgainIfUnknown(
      () =>
        api.post<Reply<'approveReview'>>(`/reviews/${segment(id)}/approve`, body, {
          headers: { ...idempotencyHeaders(idempotencyKey), ...changeHeaders(path) },
        }),
      { key: idempotencyKey },
    ),
  );
}

export async function rejectReview(
  { id, reason, expectedStatus, expectedSubmittedAt }: ReviewDecisionTarget & { reason: string },
  path: ChangePath = FORM_PATH,
): Promise<Reply<'rejectReview'>> {
  const body = {
    reason,
    expectedStatus,
    expectedSubmittedAt,
  } satisfies RequestBody<'rejectReview'>;
  return withSaveKey(`review.${id}`, { reject: body }, (idempotencyKey) =>
    sendAgainIfUnknown(
      () =>
        api.post<Reply<'rejectReview'>>(`/reviews/${segment(id)}/reject`, body, {
          headers: { ...idempotencyHeaders(idempotencyKey), ...changeHeaders(path) },
        }),
      { key: idempotencyKey },
    ),
  );
}

/**
 * REV-DECIDE-FROM-STATE: the review a 409 of a decision carries, as it is now (someone, or a
 * rule, decided it since the reviewer's queue was read, or the buyer sent a new file); null for
 * any other failure.
 */
export function alreadyDecidedReview(error: unknown): Review | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const { review } = JSON.parse(error.body) as { review?: unknown };
    return isReview(review) ? review : null;
  } catch {
    return null;
  }
}

/** A 409's Pending review was sent again (a new file): only a submission makes one Pending. */
export const isResubmitted = (review: Review): boolean => review.status === 'Pending';

/** `Already rejected by Sam Publisher at 10:02`, `Resubmitted with a new file at 10:02: …`. */
export function alreadyDecidedMessage(review: Review): string {
  if (isResubmitted(review)) {
    return `Resubmitted with a new file at ${formatMoment(review.submittedAt)}: review it again`;
  }
  const by = review.decidedBy ? ` by ${review.decidedBy}` : '';
  const at = review.decidedAt ? ` at ${formatMoment(review.decidedAt)}` : '';
  return `Already ${review.status.toLowerCase()}${by}${at}`;
}

/** A decision's failure as it is said: who decided it first, or the server's message. */
export function decisionFailureMessage(error: unknown): string {
  const current = alreadyDecidedReview(error);
  return current ? alreadyDecidedMessage(current) : messageOf(error);
}

export type ReviewDecision = 'approve' | 'reject';

export interface DecideReviewsVariables {
  decision: ReviewDecision;
  /** The reviews as the reviewer saw them. */
  reviews: readonly ReviewDecisionTarget[];
  /** Required to reject: one reason for every review. */
  reason?: string;
  /** Called as each review's request settles: how many have, of how many. */
  onProgress?: (settled: number, total: number) => void;
}

export interface DecideReviewsOutcome {
  decided: Review[];
  /** Decided by someone (or a rule) since the queue was read: each as it is now (a 409). */
  alreadyDecided: Review[];
  failed: { id: string; error: unknown }[];
}

/** How many decisions of a bulk action are in flight at once. */
const BULK_CONCURRENCY = 4;

/**
 * Decides several reviews, a few requests at a time. Never rejects: each review's outcome is
 * reported, so a partial failure can be told as it is (and the failed ones tried again).
 */
export async function decideReviews({
  decision,
  reviews,
  reason = '',
  onProgress,
}: DecideReviewsVariables): Promise<DecideReviewsOutcome> {
  const outcome: DecideReviewsOutcome = { decided: [], alreadyDecided: [], failed: [] };
  // HIST-VIA: one decision is a form's; several are one bulk transaction.
  const path = reviews.length > 1 ? bulkPath() : FORM_PATH;
  const decide = (target: ReviewDecisionTarget) =>
    decision === 'approve'
      ? approveReview(target, path)
      : rejectReview({ ...target, reason }, path);
  let next = 0;
  let settled = 0;
  const worker = async () => {
    for (let target = reviews[next++]; target; target = reviews[next++]) {
      try {
        outcome.decided.push(await decide(target));
      } catch (error) {
        const current = alreadyDecidedReview(error);
        if (current) outcome.alreadyDecided.push(current);
        else outcome.failed.push({ id: target.id, error });
      }
      settled += 1;
      onProgress?.(settled, reviews.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(BULK_CONCURRENCY, reviews.length) }, worker));
  return outcome;
}

function isReview(value: unknown): value is Review {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Review).id === 'string' &&
    REVIEW_STATUSES.includes((value as Review).status)
  );
}

/**
 * Moves decided reviews into their new status's cached queue at once (newest first, as the
 * server orders them), so a card leaves its tab and the counts change before the refetch.
 */
export function placeDecided(client: QueryClient, replies: readonly unknown[]): void {
  const decided = replies.filter(isReview);
  if (decided.length === 0) return;
  const ids = new Set(decided.map((review) => review.id));
  for (const status of REVIEW_STATUSES) {
    client.setQueryData<Review[]>(reviewKeys.list(status), (list) => {
      if (!list) return list;
      const kept = list.filter((review) => !ids.has(review.id));
      const arriving = decided.filter((review) => review.status === status);
      return [...arriving, ...kept].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
    });
  }
}

/**
 * A queue is read again every 30 s and when the window regains focus (REV-DECIDE-FROM-STATE):
 * colleagues decide in their own tabs, and an open queue should not show what they took.
 */
export const REVIEW_QUEUE_REFRESH_MS = 30_000;

export const reviewsQueryOptions = (status: ReviewStatus) =>
  queryOptions({
    queryKey: reviewKeys.list(status),
    queryFn: () => getReviews(status),
    refetchInterval: REVIEW_QUEUE_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

export const useReviews = (status: ReviewStatus) => useQuery(reviewsQueryOptions(status));

// A decision changes the queues and the creatives; the rules stay as they are.
const DECISION_EFFECTS = [reviewKeys.lists(), creativeKeys.all] as const;

const placeReply = (
  review: Review,
  _v: unknown,
  _r: unknown,
  { client }: MutationFunctionContext,
) => placeDecided(client, [review]);

/** A 409: the review goes to the tab it is in now, as the colleague's decision left it. */
const placeCurrent = (
  error: unknown,
  _v: unknown,
  _r: unknown,
  { client }: MutationFunctionContext,
) => {
  const current = alreadyDecidedReview(error);
  if (current) placeDecided(client, [current]);
};

// A decision's failure is toasted by the query client: a 409 as who decided first, and when.
const DECISION_META = { invalidates: DECISION_EFFECTS, errorMessage: decisionFailureMessage };

export const approveReviewMutation = mutationOptions({
  mutationFn: (target: ReviewDecisionTarget) => approveReview(target),
  meta: DECISION_META,
  onSuccess: placeReply,
  onError: placeCurrent,
});
export const rejectReviewMutation = mutationOptions({
  mutationFn: (target: ReviewDecisionTarget & { reason: string }) => rejectReview(target),
  meta: DECISION_META,
  onSuccess: placeReply,
  onError: placeCurrent,
});
/** Settles even when some (or all) decisions fail: the outcome says which. */
export const decideReviewsMutation = mutationOptions({
  mutationFn: decideReviews,
  meta: { invalidates: DECISION_EFFECTS },
  onSuccess: (outcome: DecideReviewsOutcome, _v, _r, { client }: MutationFunctionContext) =>
    placeDecided(client, [...outcome.decided, ...outcome.alreadyDecided]),
});

export const useApproveReview = () => useMutation(approveReviewMutation);
export const useRejectReview = () => useMutation(rejectReviewMutation);
export const useDecideReviews = () => useMutation(decideReviewsMutation);
