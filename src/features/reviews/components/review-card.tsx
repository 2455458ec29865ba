// REV-CARD, REV-DECIDE, REV-AUTO-MARK.
// One review: the creative's preview, whose queue it is in (an Admin's), who sent it
// (advertiser, campaign), its size, length (videos) and submitted date, the reason of a
// rejection or the Auto-approved mark, a checkbox for bulk actions, the decisions the review's
// status allows (made from the status and the file shown), and the advertiser's auto-approval
// (the mark of a rule of the card's publisher once one exists).
import { CheckBadgeIcon } from '@heroicons/react/20/solid';
import { useId, type ReactNode } from 'react';
import { creativeDuration, creativeSize, isVideo } from '@/components/creative/creative-format';
import { Button } from '@/components/ui/button';
import { RowCheckbox } from '@/components/ui/table-selection';
import { decisionTarget, useApproveReview } from '@/api/reviews';
import { formatDate, MISSING } from '@/lib/text/format';
import { toastSuccess } from '@/lib/toasts/toast';
import type { Review } from '@/types/api';
import {
  ALWAYS_APPROVE,
  APPROVE,
  AUTO_APPROVED,
  CREATIVE_APPROVED,
  REJECT,
  RULE_IS_SET,
} from '@/features/reviews/messages';
import { ReviewPreview } from '@/features/reviews/components/review-preview';

export interface ReviewCardProps {
  review: Review;
  selected: ReadonlySet<string>;
  onSelectionChange: (next: Set<string>) => void;
  /** The card's publisher has an auto-approval rule for its advertiser. */
  ruleSet: boolean;
  /** The Publisher fact: an Admin's queue mixes publishers. */
  showPublisher: boolean;
  /** Another request (a bulk run) holds the queue: no decision may start here. */
  locked: boolean;
  onReject: (review: Review) => void;
  onAlwaysApprove: (review: Review) => void;
  /** A decision starts from this card: once made, the card leaves the tab. */
  onDeciding: (id: string) => void;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-gray-600">{term}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere] text-gray-900">{children}</dd>
    </>
  );
}

export function ReviewCard({
  review,
  selected,
  onSelectionChange,
  ruleSet,
  showPublisher,
  locked,
  onReject,
  onAlwaysApprove,
  onDeciding,
}: ReviewCardProps) {
  const nameId = useId();
  const approve = useApproveReview();
  const { creative, status } = review;
  const busy = locked || approve.isPending;

  const onApprove = () => {
    onDeciding(review.id);
    return (
      approve
        .mutateAsync(decisionTarget(review))
        .then(() => toastSuccess(CREATIVE_APPROVED))
        // Toasted by the query client (a colleague's earlier decision, or a new file, as such);
        // the card stays for another try, or shows the review as it is now (its tab, its file).
        .catch(() => undefined)
    );
  };

  return (
    <li
      aria-labelledby={nameId}
      className="flex min-w-0 flex-col overflow-hidden rounded-lg bg-white shadow-xs ring-1 ring-gray-200"
    >
      <div className="relative">
        <ReviewPreview creative={creative} />
        <div className="absolute top-2 left-2 flex rounded bg-white p-1 shadow">
          <RowCheckbox
            rowKey={review.id}
            label={creative.name}
            selected={selected}
            onChange={onSelectionChange}
          />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3
            id={nameId}
            title={creative.name}
            className="line-clamp-2 min-w-0 text-sm font-semibold [overflow-wrap:anywhere] text-gray-900"
          >
            {creative.name}
          </h3>
          {review.autoApproved ? (
            <span className="inline-flex shrink-0 items-center gap-1 rounded-md bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-200 ring-inset">
              <CheckBadgeIcon aria-hidden="true" className="size-4" />
              {AUTO_APPROVED}
            </span>
          ) : null}
        </div>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          {showPublisher ? <Fact term="Publisher">{review.publisher?.name || MISSING}</Fact> : null}
          <Fact term="Advertiser">{review.advertiser?.name || MISSING}</Fact>
          <Fact term="Campaign">{review.campaign?.name || MISSING}</Fact>
          <Fact term="Size">{creativeSize(creative)}</Fact>
          {isVideo(creative) ? <Fact term="Duration">{creativeDuration(creative)}</Fact> : null}
          <Fact term="Submitted">
            <time dateTime={review.submittedAt}>{formatDate(review.submittedAt)}</time>
          </Fact>
        </dl>
        {status === 'Rejected' ? (
          <div className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
            <p className="font-medium">Reason</p>
            <p className="[overflow-wrap:anywhere]">{review.reason || MISSING}</p>
          </div>
        ) : null}
        <div className="mt-auto flex flex-col gap-3 pt-1">
          <div className="flex flex-wrap gap-2">
            {status !== 'Approved' ? (
              <Button onClick={onApprove} loading={approve.isPending} disabled={locked}>
                {APPROVE}
              </Button>
            ) : null}
            {status !== 'Rejected' ? (
              <Button variant="secondary" onClick={() => onReject(review)} disabled={busy}>
                {REJECT}
              </Button>
            ) : null}
          </div>
          {ruleSet ? (
            <p className="flex items-center gap-1.5 text-sm text-green-800">
              <CheckBadgeIcon aria-hidden="true" className="size-4 shrink-0" />
              {RULE_IS_SET}
            </p>
          ) : (
            <Button
              variant="ghost"
              className="-ml-2 self-start px-2"
              onClick={() => onAlwaysApprove(review)}
              disabled={locked}
            >
              {ALWAYS_APPROVE}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
