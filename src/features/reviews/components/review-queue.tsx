// One tab's queue: its loading, error (Retry) and empty states, then the bulk bar and a card
// per review. Owns the tab's selection, the reject dialog (one review, or the selected ones
// with one reason) and the progress of a bulk run. A bulk run that fails in part keeps the
// failed reviews selected (and the dialog open with its reason) to try them again. A reason
// typed and left by Escape or a click outside is kept for that rejection while the page lives.
import { useCallback, useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import {
  alreadyDecidedMessage,
  alreadyDecidedReview,
  useDecideReviews,
  useRejectReview,
  useReviews,
  type ReviewDecision,
} from '@/api/reviews';
import { messageOf } from '@/lib/http/api-error';
import { toastError, toastSuccess } from '@/lib/toasts/toast';
import type { Review, ReviewStatus } from '@/types/api';
import { bulkProgressText, bulkResult, selectedIn } from '@/features/reviews/bulk';
import {
  CREATIVE_REJECTED,
  creativesCount,
  EMPTY_TAB,
  REVIEWS_LOAD_ERROR,
} from '@/features/reviews/messages';
import { BulkBar, type BulkProgress } from '@/features/reviews/components/bulk-bar';
import { RejectDialog } from '@/features/reviews/components/reject-dialog';
import { ReviewCard } from '@/features/reviews/components/review-card';

/** Reasons typed and not sent, by rejection (draftKey); the page's, across its tabs. */
export type RejectDrafts = Map<string, string>;

export interface ReviewQueueProps {
  status: ReviewStatus;
  /** Advertisers with an auto-approval rule. */
  ruleAdvertisers: ReadonlySet<string>;
  onAlwaysApprove: (review: Review) => void;
  drafts: RejectDrafts;
}

/** What the reject dialog is for: one review, or the selected ones (ids). */
type Rejecting = { review: Review } | { ids: string[] };

/** One review's rejection, or the tab's rejection of its selected ones. */
const draftKey = (rejecting: Rejecting | null, status: ReviewStatus) =>
  rejecting && 'review' in rejecting ? rejecting.review.id : `selected ${status}`;

function rejectText(rejecting: Rejecting | null) {
  if (!rejecting) return { title: '', description: '' };
  if ('review' in rejecting) {
    const { creative, advertiser } = rejecting.review;
    return { title: 'Reject creative', description: `“${creative.name}” from ${advertiser.name}` };
  }
  return {
    title: `Reject ${creativesCount(rejecting.ids.length)}`,
    description: 'One reason is sent for all of them.',
  };
}

function ReviewList({
  status,
  reviews,
  ruleAdvertisers,
  onAlwaysApprove,
  drafts,
}: ReviewQueueProps & { reviews: Review[] }) {
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [rejecting, setRejecting] = useState<Rejecting | null>(null);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const rejectOne = useRejectReview();
  const decideMany = useDecideReviews();
  const keys = reviews.map((review) => review.id);
  const draft = draftKey(rejecting, status);
  const onDraftChange = useCallback(
    (reason: string) => void (reason ? drafts.set(draft, reason) : drafts.delete(draft)),
    [drafts, draft],
  );

  const openReject = (next: Rejecting | null) => {
    setRejectError(null);
    setRejecting(next);
  };
  /** Rejected: its reason is sent, nothing is left to keep. */
  const rejected = () => {
    drafts.delete(draft);
    openReject(null);
  };

  /** Runs a bulk decision and toasts its result; resolves to what failed, and why. */
  const runBulk = async (decision: ReviewDecision, ids: string[], reason?: string) => {
    const onProgress = (settled: number, total: number) =>
      setProgress({ decision, settled, total });
    onProgress(0, ids.length);
    try {
      // Decided from this tab's state: one a colleague decided since comes back as such.
      const targets = ids.map((id) => ({ id, expectedStatus: status }));
      const { failed, alreadyDecided } = await decideMany.mutateAsync({
        decision,
        reviews: targets,
        reason,
        onProgress,
      });
      const result = bulkResult(decision, ids.length, failed, alreadyDecided);
      if (result?.kind === 'success') toastSuccess(result.message);
      else if (result) toastError(result.message);
      const failedIds = failed.map(({ id }) => id);
      setSelected(new Set(failedIds));
      return { failedIds, message: failedIds.length ? (result?.message ?? null) : null };
    } catch (error) {
      // decideReviews reports failures instead of throwing; anything else is a bug, toasted.
      return { failedIds: ids, message: messageOf(error) };
    } finally {
      setProgress(null);
    }
  };

  const onReject = async (reason: string) => {
    if (!rejecting) return;
    setRejectError(null);
    if ('review' in rejecting) {
      try {
        const { review } = rejecting;
        await rejectOne.mutateAsync({ id: review.id, reason, expectedStatus: review.status });
      } catch (error) {
        // Also toasted by the query client; the dialog keeps the reason for another try. When
        // a colleague decided first it says so, and a second Reject is made from that decision.
        const current = alreadyDecidedReview(error);
        if (current) setRejecting({ review: current });
        setRejectError(current ? alreadyDecidedMessage(current) : messageOf(error));
        return;
      }
      toastSuccess(CREATIVE_REJECTED);
      rejected();
      return;
    }
    const { failedIds, message } = await runBulk('reject', rejecting.ids, reason);
    if (!failedIds.length) drafts.delete(draft);
    setRejectError(message);
    setRejecting(failedIds.length ? { ids: failedIds } : null);
  };

  const text = rejectText(rejecting);
  return (
    <>
      <BulkBar
        status={status}
        keys={keys}
        selected={selected}
        onSelectionChange={setSelected}
        progress={progress}
        onApprove={() => void runBulk('approve', selectedIn(selected, reviews))}
        onReject={() => openReject({ ids: selectedIn(selected, reviews) })}
      />
      <ul
        aria-label={`${status} creatives`}
        className="grid grid-cols-1 gap-4 sm:grid-cols-[repeat(auto-fill,minmax(16rem,1fr))]"
      >
        {reviews.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            selected={selected}
            onSelectionChange={setSelected}
            ruleSet={ruleAdvertisers.has(review.advertiser?.id)}
            locked={progress !== null}
            onReject={(one) => openReject({ review: one })}
            onAlwaysApprove={onAlwaysApprove}
          />
        ))}
      </ul>
      <RejectDialog
        open={rejecting !== null}
        onClose={() => openReject(null)}
        draft={drafts.get(draft) ?? ''}
        onDraftChange={onDraftChange}
        title={text.title}
        description={text.description}
        error={rejectError}
        onReject={onReject}
        busy={rejectOne.isPending || progress !== null}
        progress={
          progress ? bulkProgressText(progress.decision, progress.settled, progress.total) : null
        }
      />
    </>
  );
}

export function ReviewQueue(props: ReviewQueueProps) {
  const reviews = useReviews(props.status);
  const empty = EMPTY_TAB[props.status];
  return (
    <>
      <h2 className="sr-only">{`${props.status} creatives`}</h2>
      <QueryState
        query={reviews}
        loadingLabel="Loading reviews…"
        errorTitle={REVIEWS_LOAD_ERROR}
        empty={<EmptyState title={empty.title} description={empty.description} />}
      >
        {(list) => <ReviewList {...props} reviews={list} />}
      </QueryState>
    </>
  );
}
