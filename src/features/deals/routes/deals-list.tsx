// `/deals` (DEAL-ROLES), the sidebar's `Deals` item (DEAL-SIDEBAR): one list for every role that
// reads deals (DEAL-LIST-SSP, DEAL-LIST-DSP, DEAL-LIST-ADMIN, DEAL-LIST-EMPTY).
import { PlusIcon } from '@heroicons/react/20/solid';
import { useDeals } from '@/api/deals';
import { SeatId } from '@/components/account/seat-id';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { routePath } from '@/config/routes';
import { DealsTable } from '@/features/deals/components/list/deals-table';
import { useDealViewer } from '@/features/deals/components/list/deal-viewer';
import { useSeatNames } from '@/features/deals/components/list/seat-names';
import { DEAL_TEXT } from '@/features/deals/messages';

function NewDealButton() {
  return (
    <ButtonLink to={routePath('dealCreate')}>
      <PlusIcon aria-hidden="true" className="size-4" />
      {DEAL_TEXT.newDeal}
    </ButtonLink>
  );
}

/** `/deals`: the deals GET /deals answers for the user's roles, with columns by role. */
export default function DealsListRoute() {
  const viewer = useDealViewer();
  const deals = useDeals();
  const names = useSeatNames(!viewer.buyerLayout);
  const { audience } = viewer;
  return (
    <>
      <PageHeader
        title="Deals"
        description={DEAL_TEXT.listDescription[audience]}
        actions={viewer.canCreate ? <NewDealButton /> : undefined}
      />
      <QueryState
        query={deals}
        loadingLabel={DEAL_TEXT.loadingList}
        errorTitle={DEAL_TEXT.loadFailed}
        empty={
          <EmptyState
            title={DEAL_TEXT.empty[audience]}
            description={DEAL_TEXT.emptyHint[audience]}
            action={
              viewer.canCreate ? (
                <NewDealButton />
              ) : audience === 'buyer' ? (
                // Settings, where the Seat ID also shows, is an Admin's screen only.
                <SeatId accountId={viewer.accountId} whose="Your" />
              ) : undefined
            }
          />
        }
      >
        {(rows) => <DealsTable deals={rows} viewer={viewer} names={names} />}
      </QueryState>
    </>
  );
}
