// /reviews (SSP): Creative Reviews (REV-TABS). The publisher's queue in three tabs (the tab in
// the URL, ?status=, REV-TAB-URL), a card per creative with Approve and Reject (REV-DECIDE),
// bulk decisions on the selected cards (REV-BULK), and the auto-approval rules beside (below,
// on a phone; REV-RULES). An Admin's queue and rules mix publishers: each names its own.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ROUTES } from '@/config/routes';
import { useReviewRules } from '@/api/review-rules';
import { useSession } from '@/lib/session/use-session';
import type { Review, ReviewRule } from '@/types/api';
import { AlwaysApproveDialog } from '@/features/reviews/components/always-approve-dialog';
import { ReviewTabs } from '@/features/reviews/components/review-tabs';
import { RulesPanel } from '@/features/reviews/components/rules-panel';
import { searchForStatus, STATUS_PARAM, statusFromParam } from '@/features/reviews/review-tabs';

const NO_RULES: readonly ReviewRule[] = [];

export default function ReviewsRoute() {
  const [params, setParams] = useSearchParams();
  const status = statusFromParam(params.get(STATUS_PARAM));
  const rules = useReviewRules();
  const showPublisher = Boolean(useSession()?.roles.includes('Admin'));
  const [alwaysFor, setAlwaysFor] = useState<Review | null>(null);

  return (
    <>
      <PageHeader
        title={ROUTES.reviews.title}
        description="Approve or reject the creatives advertisers want to show on your screens."
      />
      <div className="grid grid-cols-1 items-start gap-8 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <ReviewTabs
          status={status}
          onStatusChange={(next) =>
            setParams((current) => searchForStatus(current, next), { replace: true })
          }
          rules={rules.data ?? NO_RULES}
          showPublisher={showPublisher}
          onAlwaysApprove={setAlwaysFor}
        />
        <RulesPanel query={rules} showPublisher={showPublisher} />
      </div>
      <AlwaysApproveDialog review={alwaysFor} onClose={() => setAlwaysFor(null)} />
    </>
  );
}
