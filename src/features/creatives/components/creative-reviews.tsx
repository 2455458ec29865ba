// CRE-REVIEWS: what each publisher decided about the creative, as its buyer sees it: `Pending`
// with how long it has waited, `Approved`, or `Rejected` with the publisher's reason.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { creativeReviewsQueryOptions } from '@/api/creatives';
import { QueryState } from '@/components/ui/query-state';
import {
  NO_REVIEWS,
  REVIEWS_LOAD_ERROR,
  REVIEWS_LOADING,
  REVIEWS_TITLE,
} from '@/features/creatives/messages';
import { waitingText } from '@/features/creatives/review-wait';
import { formatDate } from '@/lib/format';
import type { CreativeReview, ReviewStatus } from '@/types/api';

const STATUS_CLASS: Record<ReviewStatus, string> = {
  Pending: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  Approved: 'bg-green-50 text-green-800 ring-green-600/30',
  Rejected: 'bg-red-50 text-red-800 ring-red-600/30',
};

function ReviewLine({ review }: { review: CreativeReview }) {
  const { status } = review;
  const detail =
    status === 'Pending'
      ? waitingText(review.submittedAt)
      : review.decidedAt
        ? `${status} on ${formatDate(review.decidedAt)}`
        : null;
  return (
    <li className="space-y-1 py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 font-medium [overflow-wrap:anywhere] text-gray-900">
          {review.publisher.name}
        </span>
        <span
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_CLASS[status]}`}
        >
          {status}
        </span>
      </div>
      <p className="[overflow-wrap:anywhere] text-gray-600">
        {review.campaign.name}
        {detail ? ` · ${detail}` : ''}
      </p>
      {status === 'Rejected' && review.reason ? (
        <p className="[overflow-wrap:anywhere] text-gray-900">Reason: {review.reason}</p>
      ) : null}
    </li>
  );
}

export function CreativeReviews({ creativeId }: { creativeId: string }) {
  const headingId = useId();
  const query = useQuery(creativeReviewsQueryOptions(creativeId));
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold text-gray-900">
        {REVIEWS_TITLE}
      </h3>
      <QueryState
        query={query}
        loadingLabel={REVIEWS_LOADING}
        errorTitle={REVIEWS_LOAD_ERROR}
        empty={<p className="text-sm text-gray-600">{NO_REVIEWS}</p>}
      >
        {(reviews) => (
          <ul aria-labelledby={headingId} className="divide-y divide-gray-200">
            {reviews.map((review) => (
              <ReviewLine key={`${review.publisher.id}:${review.campaign.id}`} review={review} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
