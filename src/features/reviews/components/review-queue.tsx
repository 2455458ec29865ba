// One tab's queue: its loading, error (Retry) and empty states, then the bulk bar and a card
// per review. Owns the tab's selection, the reject dialog (one review, or the selected ones
// with one reason) and the progress of a bulk run. A bulk run that fails in part keeps the
// failed reviews selected (and the dialog open with its reason) to try them again. A reason
// typed and left by Escape or a click outside is kept for that rejection while the page lives.
// Every decision is made from the reviews as shown: their status and submission (the file seen).
import { useCallback, useState, type ReactNode } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import {
  alreadyDecidedMessage,
  alreadyDecidedReview,
  decisionTarget,
  isResubmitted,
  useDecideReviews,
  useRejectReview,
  useReviews,
  type ReviewDecision,
  type ReviewDecisionTarget,
} from '@/api/reviews';
import { messageOf } from '@/lib/http/api-error';
import { toastError, toastSuccess } from '@/lib/toasts/toast';
import type { Review, ReviewRule, ReviewStatus } from '@/types/api';
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
import { ruleCovers } from '@/features/reviews/rule-scope';
import { useFocusAfterDecision } from '@/features/reviews/hooks/use-focus-after-decision';

/** Reasons typed and not sent, by rejection (draftKey); the page's, across its tabs. */
export type RejectDrafts = Map<string, string>;

export interface ReviewQueueProps {
  status: ReviewStatus;
  /** The auto-approval rules: each marks its publisher's cards of its advertiser. */
  rules: readonly ReviewRule[];
  /** The cards say whose queue they are in (an Admin's mixes publishers). */
  showPublisher: boolean;
  onAlwaysApprove: (review: Review) => void;
  drafts: RejectDrafts;
}

/** A decision made from a card (once made, the card leaves the tab and the focus moves on). */
interface DecidingProp {
  onDeciding: (id: string) => void;
}

/** What the reject dialog is for: one review, or the selected ones as they were shown. */
type Rejecting = { review: Review } | { targets: ReviewDecisionTarget[] };

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
    title: `Reject ${creativesCount(rejecting.targets.length)}`,
    description: 'One reason is sent for all of them.',
  };
}

function ReviewList({
  status,
  reviews,
  rules,
  showPublisher,
  onAlwaysApprove,
  drafts,
  onDeciding,
  empty,
}: ReviewQueueProps & DecidingProp & { reviews: Review[]; empty: ReactNode }) {
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

  /** The selected reviews as shown now: what a bulk decision is made from. */
  const selectedTargets = () => selectedIn(selected, reviews).map(decisionTarget);

  /** Runs a bulk decision and toasts its result; resolves to what failed, and why. */
  const runBulk = async (
    decision: ReviewDecision,
    targets: ReviewDecisionTarget[],
    reason?: string,
  ) => {
    const onProgress = (settled: number, total: number) =>
      setProgress({ decision, settled, total });
    onProgress(0, targets.length);
    try {
      // One a colleague decided, or the buyer sent again, since comes back as it is now.
      const { failed, alreadyDecided } = await decideMany.mutateAsync({
        decision,
        reviews: targets,
        reason,
        onProgress,
      });
      const result = bulkResult(decision, targets.length, failed, alreadyDecided);
      if (result?.kind === 'success') toastSuccess(result.message);
      else if (result) toastError(result.message);
      const failedIds = new Set(failed.map(({ id }) => id));
      setSelected(failedIds);
      const left = targets.filter((target) => failedIds.has(target.id));
      return { left, message: left.length ? (result?.message ?? null) : null };
    } catch (error) {
      // decideReviews reports failures instead of throwing; anything else is a bug, toasted.
      return { left: targets, message: messageOf(error) };
    } finally {
      setProgress(null);
    }
  };

  const onReject = async (reason: string) => {
    if (!rejecting) return;
    setRejectError(null);
    if ('review' in rejecting) {
      onDeciding(rejecting.review.id);
      try {
        await rejectOne.mutateAsync({ ...decisionTarget(rejecting.review), reason });
      } catch (error) {
        // Also toasted by the query client; the dialog keeps the reason for another try. When
        // a colleague decided first it says so, and a second Reject is made from that decision.
        const current = alreadyDecidedReview(error);
        // A new file to judge: the dialog steps aside to show it (the reason kept for it).
        if (current && isResubmitted(current)) {
          openReject(null);
          return;
        }
        if (current) setRejecting({ review: current });
        setRejectError(current ? alreadyDecidedMessage(current) : messageOf(error));
        return;
      }
      toastSuccess(CREATIVE_REJECTED);
      rejected();
      return;
    }
    const { left, message } = await runBulk('reject', rejecting.targets, reason);
    if (!left.length) drafts.delete(draft);
    setRejectError(message);
    setRejecting(left.length ? { targets: left } : null);
  };

  const text = rejectText(rejecting);
  return (
    <>
      {/* A tab emptied while the reject dialog is open (a colleague decided them): the dialog
          stays, and its Reject says what became of them (REV-DECIDE-FROM-STATE). */}
      {reviews.length === 0 ? (
        empty
      ) : (
        <>
          <BulkBar
            status={status}
            keys={keys}
            selected={selected}
            onSelectionChange={setSelected}
            progress={progress}
            onApprove={() => void runBulk('approve', selectedTargets())}
            onReject={() => openReject({ targets: selectedTargets() })}
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
                ruleSet={ruleCovers(rules, review)}
                showPublisher={showPublisher}
                locked={progress !== null}
                onReject={(one) => openReject({ review: one })}
                onAlwaysApprove={onAlwaysApprove}
                onDeciding={onDeciding}
              />
            ))}
          </ul>
        </>
      )}
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
  const { container, decided } = useFocusAfterDecision(reviews.data?.map((review) => review.id));
  return (
    <div ref={container}>
      {/* Focusable by script only: where the focus goes once the last card is decided. */}
      <h2 className="sr-only" tabIndex={-1}>{`${props.status} creatives`}</h2>
      <QueryState query={reviews} loadingLabel="Loading reviews…" errorTitle={REVIEWS_LOAD_ERROR}>
        {(list) => (
          <ReviewList
            {...props}
            reviews={list}
            onDeciding={decided}
            empty={<EmptyState title={empty.title} description={empty.description} />}
          />
        )}
      </QueryState>
    </div>
  );
}
