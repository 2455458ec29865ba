// CRE-REVIEWS: what each publisher decided about a creative, as its buyer sees it: `Pending`
// with how long it has waited, `Approved`, or `Rejected` with the publisher's reason; a rejected
// creative offers `Replace File` (CRE-REPLACE-FILE). Shown by the creative's panel and by the
// campaign wizard's Ad Creatives and Launch steps; the reviews come in as a query's result.
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import {
  ACCEPTED_CREATIVE_FILES,
  creativeFileProblem,
} from '@/components/creative/creative-format';
import { waitingText } from '@/components/creative/review-wait';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/text/format';
import { toastError, toastSuccess } from '@/lib/toasts/toast';
import type { CreativeReview, ReviewStatus } from '@/types/api';

export const REVIEWS_TITLE = 'Reviews';
export const REVIEWS_LOADING = 'Loading reviews…';
export const REVIEWS_LOAD_ERROR = 'Failed to load the reviews.';
export const NO_REVIEWS =
  'Not sent for review yet: a campaign that uses it sends it to the publishers of its screens.';
export const REPLACE_FILE_LABEL = 'Replace File';
export const FILE_REPLACED = 'New file sent for review';

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

/** `Replace File`: a file picker whose file replaces the creative's, for review again. */
function ReplaceFileButton({
  creativeName,
  replace,
}: {
  creativeName: string;
  replace: (file: File) => Promise<unknown>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = creativeFileProblem(file);
    if (problem) {
      toastError(problem);
      return;
    }
    setBusy(true);
    try {
      await replace(file);
      toastSuccess(FILE_REPLACED);
    } catch {
      // Toasted by the mutation cache; the creative keeps its file.
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_CREATIVE_FILES}
        aria-label={`${REPLACE_FILE_LABEL}: ${creativeName}`}
        // The visible button opens it: screen readers should meet one button, not two.
        aria-hidden="true"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <Button
        variant="secondary"
        loading={busy}
        aria-label={`${REPLACE_FILE_LABEL}: ${creativeName}`}
        onClick={() => input.current?.click()}
      >
        {REPLACE_FILE_LABEL}
      </Button>
    </>
  );
}

export interface CreativeReviewsProps {
  /** The creative's name: the heading of a list of several creatives, and the button's name. */
  creativeName: string;
  query: UseQueryResult<CreativeReview[]>;
  /** The heading: `Reviews` (a creative's panel) or the creative's name (a list of them). */
  title?: string;
  /** Offered on a creative a publisher rejected. */
  replace?: (file: File) => Promise<unknown>;
}

export function CreativeReviews({ creativeName, query, title, replace }: CreativeReviewsProps) {
  const headingId = useId();
  const rejected = query.data?.some((review) => review.status === 'Rejected') ?? false;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={headingId}
          className="min-w-0 text-sm font-semibold [overflow-wrap:anywhere] text-gray-900"
        >
          {title ?? REVIEWS_TITLE}
        </h3>
        {rejected && replace ? (
          <ReplaceFileButton creativeName={creativeName} replace={replace} />
        ) : null}
      </div>
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
