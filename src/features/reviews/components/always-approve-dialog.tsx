// `Always approve this advertiser` asks first, since the rule approves the advertiser's
// pending creatives at once (REV-ALWAYS-APPROVE, REV-RULE-EFFECT), and says how many that is.
import { useCreateReviewRule, useReviews } from '@/api/reviews';
import { messageOf } from '@/lib/http/api-error';
import { toastSuccess } from '@/lib/toasts/toast';
import type { AccountSummary } from '@/types/api';
import { creativesCount, ruleAddedMessage } from '@/features/reviews/messages';
import { ConfirmDialog } from '@/components/ui/modal';

export function AlwaysApproveDialog({
  advertiser,
  onClose,
}: {
  advertiser: AccountSummary | null;
  onClose: () => void;
}) {
  const create = useCreateReviewRule();
  const pending = useReviews('Pending');
  const waiting =
    pending.data?.filter((review) => review.advertiser?.id === advertiser?.id).length ?? 0;
  const name = advertiser?.name ?? '';
  const close = () => {
    create.reset();
    onClose();
  };
  const confirm = () => {
    if (!advertiser) return;
    create
      .mutateAsync(advertiser.id)
      .then(() => {
        toastSuccess(ruleAddedMessage(name));
        close();
      })
      // Said in the dialog (and toasted); the question stays open for another try.
      .catch(() => undefined);
  };
  const now =
    waiting > 0 ? ` Their ${creativesCount(waiting)} waiting for review will be approved now.` : '';
  return (
    <ConfirmDialog
      open={advertiser !== null}
      onClose={close}
      title={`Always approve ${name}?`}
      description={`New creatives from ${name} will be approved as they arrive.${now} You can remove the rule later.`}
      confirmLabel="Always approve"
      busy={create.isPending}
      error={create.error ? messageOf(create.error) : null}
      onConfirm={confirm}
    />
  );
}
