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
import { api } from '@/lib/api-client';
import { withSaveKey } from '@/lib/save-key';
import type { Review, ReviewRule, ReviewStatus } from '@/types/api';
import { creativeKeys, reviewKeys } from '@/api/keys';
import { listFrom, segment } from '@/api/list';
import type { ListItem, Query, Reply, RequestBody } from '@/api/operations';
import { idempotencyHeaders } from '@/api/rest';

export { reviewKeys };

export const REVIEW_STATUSES: readonly ReviewStatus[] = ['Pending', 'Approved', 'Rejected'];

export async function getReviews(status: ReviewStatus): Promise<ListItem<'getReviews'>[]> {
  return listFrom<ListItem<'getReviews'>>(
    await api.get<unknown>('/reviews', { query: { status } satisfies Query<'getReviews'> }),
    'reviews',
  );
}

// A decision sets a state: sent twice it decides the same, so a key per call is enough.
export async function approveReview(id: string): Promise<Reply<'approveReview'>> {
  return api.post<Reply<'approveReview'>>(`/reviews/${segment(id)}/approve`, undefined, {
    headers: idempotencyHeaders(),
  });
}

export async function rejectReview({
  id,
  reason,
}: RequestBody<'rejectReview'> & { id: string }): Promise<Reply<'rejectReview'>> {
  return api.post<Reply<'rejectReview'>>(
    `/reviews/${segment(id)}/reject`,
    { reason } satisfies RequestBody<'rejectReview'>,
    { headers: idempotencyHeaders() },
  );
}

export async function getReviewRules(): Promise<ListItem<'getReviewRules'>[]> {
  return listFrom<ListItem<'getReviewRules'>>(await api.get<unknown>('/reviews/rules'), 'rules');
}

/**
 * POST /reviews/rules: the rule (an existing one for that advertiser comes back as it is). One
 * logical save per advertiser: a retry after a lost reply sends the same key.
 */
export function createReviewRule(advertiserId: string): Promise<Reply<'createReviewRule'>> {
  const body = { advertiserId } satisfies RequestBody<'createReviewRule'>;
  return withSaveKey(`review-rule.new.${advertiserId}`, body, (idempotencyKey) =>
    api.post<Reply<'createReviewRule'>>('/reviews/rules', body, {
      headers: idempotencyHeaders(idempotencyKey),
    }),
  );
}

/** POST /reviews/rules/{id}/delete: 204, nothing to read. */
export async function deleteReviewRule(id: string): Promise<Reply<'deleteReviewRule'>> {
  await api.post<Reply<'deleteReviewRule'>>(`/reviews/rules/${segment(id)}/delete`, undefined, {
    headers: idempotencyHeaders(),
  });
}

export type ReviewDecision = 'approve' | 'reject';

export interface DecideReviewsVariables {
  decision: ReviewDecision;
  ids: readonly string[];
  /** Required to reject: one reason for every review. */
  reason?: string;
  /** Called as each review's request settles: how many have, of how many. */
  onProgress?: (settled: number, total: number) => void;
}

export interface DecideReviewsOutcome {
  decided: Review[];
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
  ids,
  reason = '',
  onProgress,
}: DecideReviewsVariables): Promise<DecideReviewsOutcome> {
  const outcome: DecideReviewsOutcome = { decided: [], failed: [] };
  const decide = (id: string) =>
    decision === 'approve' ? approveReview(id) : rejectReview({ id, reason });
  let next = 0;
  let settled = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      try {
        outcome.decided.push(await decide(id));
      } catch (error) {
        outcome.failed.push({ id, error });
      }
      settled += 1;
      onProgress?.(settled, ids.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(BULK_CONCURRENCY, ids.length) }, worker));
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

export const reviewsQueryOptions = (status: ReviewStatus) =>
  queryOptions({ queryKey: reviewKeys.list(status), queryFn: () => getReviews(status) });

export const reviewRulesQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.rules(), queryFn: getReviewRules });

export const useReviews = (status: ReviewStatus) => useQuery(reviewsQueryOptions(status));
export const useReviewRules = () => useQuery(reviewRulesQueryOptions());

// A decision changes the queues and the creatives; the rules stay as they are.
const DECISION_EFFECTS = [reviewKeys.lists(), creativeKeys.all] as const;

const placeReply = (
  review: Review,
  _v: unknown,
  _r: unknown,
  { client }: MutationFunctionContext,
) => placeDecided(client, [review]);

export const approveReviewMutation = mutationOptions({
  mutationFn: approveReview,
  meta: { invalidates: DECISION_EFFECTS },
  onSuccess: placeReply,
});
export const rejectReviewMutation = mutationOptions({
  mutationFn: rejectReview,
  meta: { invalidates: DECISION_EFFECTS },
  onSuccess: placeReply,
});
/** Settles even when some (or all) decisions fail: the outcome says which. */
export const decideReviewsMutation = mutationOptions({
  mutationFn: decideReviews,
  meta: { invalidates: DECISION_EFFECTS },
  onSuccess: (outcome: DecideReviewsOutcome, _v, _r, { client }: MutationFunctionContext) =>
    placeDecided(client, outcome.decided),
});

/** A new rule approves the advertiser's pending reviews: the queues and creatives change. */
export const createReviewRuleMutation = mutationOptions({
  mutationFn: createReviewRule,
  meta: { invalidates: [reviewKeys.all, creativeKeys.all] },
  onSuccess: (rule: ReviewRule, _v, _r, { client }: MutationFunctionContext) => {
    // A 2xx without the rule is a success too: the invalidated rules are fetched again.
    if (typeof rule?.id !== 'string') return;
    client.setQueryData<ReviewRule[]>(
      reviewKeys.rules(),
      (rules) => rules && (rules.some((kept) => kept.id === rule.id) ? rules : [...rules, rule]),
    );
  },
});
/** Only later submissions change: the rules list alone. */
export const deleteReviewRuleMutation = mutationOptions({
  mutationFn: deleteReviewRule,
  meta: { invalidates: [reviewKeys.rules()] },
  onSuccess: (_reply: void, id: string, _r, { client }: MutationFunctionContext) => {
    client.setQueryData<ReviewRule[]>(reviewKeys.rules(), (rules) =>
      rules?.filter((rule) => rule.id !== id),
    );
  },
});

export const useApproveReview = () => useMutation(approveReviewMutation);
export const useRejectReview = () => useMutation(rejectReviewMutation);
export const useDecideReviews = () => useMutation(decideReviewsMutation);
export const useCreateReviewRule = () => useMutation(createReviewRuleMutation);
export const useDeleteReviewRule = () => useMutation(deleteReviewRuleMutation);
