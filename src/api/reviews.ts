// Creative reviews (docs/api.md, "Reviews"): the publisher's queue by status and decisions. A
// decision moves a review between tabs and changes what the buyer sees of the creative.
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Review, ReviewStatus } from '@/types/api';
import { creativeKeys, reviewKeys } from '@/api/keys';
import { listFrom, segment } from '@/api/list';

export { reviewKeys };

export async function getReviews(status: ReviewStatus): Promise<Review[]> {
  return listFrom<Review>(await api.get<unknown>('/reviews', { query: { status } }), 'reviews');
}

export function approveReview(id: string): Promise<Review> {
  return api.post<Review>(`/reviews/${segment(id)}/approve`);
}

export function rejectReview({ id, reason }: { id: string; reason: string }): Promise<Review> {
  return api.post<Review>(`/reviews/${segment(id)}/reject`, { reason });
}

export const reviewsQueryOptions = (status: ReviewStatus) =>
  queryOptions({ queryKey: reviewKeys.list(status), queryFn: () => getReviews(status) });

export const useReviews = (status: ReviewStatus) => useQuery(reviewsQueryOptions(status));

const DECISION_EFFECTS = [reviewKeys.all, creativeKeys.all] as const;

export const approveReviewMutation = mutationOptions({
  mutationFn: approveReview,
  meta: { invalidates: DECISION_EFFECTS },
});
export const rejectReviewMutation = mutationOptions({
  mutationFn: rejectReview,
  meta: { invalidates: DECISION_EFFECTS },
});

export const useApproveReview = () => useMutation(approveReviewMutation);
export const useRejectReview = () => useMutation(rejectReviewMutation);
