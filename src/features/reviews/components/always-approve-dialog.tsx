// `Always approve this advertiser` asks first, since the rule approves the advertiser's
// pending creatives at once (REV-ALWAYS-APPROVE, REV-RULE-EFFECT), and says how many that is:
// the card's publisher's (an Admin's queue mixes them). The rule is asked for with the pending
// creatives counted, and the card's publisher; when the server's set differs (one arrived, or
// was decided, since) nothing is done: the queues are read again, the count shown is the new
// one and the question stays open, saying why, for a new confirmation.
import { useReviews } from '@/api/reviews';
import { ruleFailureMessage, useCreateReviewRule } from '@/api/review-rules';
import { toastSuccess } from '@/lib/toasts/toast';
import type { Review } from '@/types/api';
import { creativesCount, ruleAddedMessage } from '@/features/reviews/messages';
import { waitingLike } from '@/features/reviews/rule-scope';
import { ConfirmDialog } from '@/components/ui/modal';

export function AlwaysApproveDialog({
  review,
  onClose,
}: {
  /** The card it was asked from: its advertiser, and its publisher. */
  review: Review | null;
  onClose: () => void;
}) {
  const create = useCreateReviewRule();
  const pending = useReviews('Pending');
  // None while the queue is unknown: the question then counts none, and the server says if any.
  const waiting = review && pending.data ? waitingLike(pending.data, review) : [];
  const name = review?.advertiser?.name ?? '';
  const close = () => {
    create.reset();
    onClose();
  };
  const confirm = () => {
    if (!review) return;
    create
      .mutateAsync({
        advertiserId: review.advertiser?.id ?? '',
        publisherAccountId: review.publisher?.id,
        expectedPendingIds: waiting.map((counted) => counted.id),
      })
      .then(() => {
        toastSuccess(ruleAddedMessage(name));
        close();
      })
      // Said in the dialog (and toasted); the question stays open for another try.
      .catch(() => undefined);
  };
  const now =
    waiting.length > 0
      ? ` Their ${creativesCount(waiting.length)} waiting for review will be approved now.`
      : '';
  return (
    <ConfirmDialog
      open={review !== null}
      onClose={close}
      title={`Always approve ${name}?`}
      description={`New creatives from ${name} will be approved as they arrive.${now} You can remove the rule later.`}
      confirmLabel="Always approve"
      busy={create.isPending}
      error={create.error ? ruleFailureMessage(create.error) : null}
      onConfirm={confirm}
    />
  );
}
