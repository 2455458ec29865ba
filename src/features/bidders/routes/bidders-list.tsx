import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { useBidders } from '@/api/bidders';
import { BiddersTable } from '@/features/bidders/components/bidders-table';
import { NewBidderMenu } from '@/features/bidders/components/new-bidder-menu';
import { BIDDER_TEXT } from '@/features/bidders/messages';

// BID-LIST, BID-NEW-MENU, BID-LIST-EMPTY, BID-LIST-LOAD-FAILED
export default function BiddersListRoute() {
  const bidders = useBidders();
  return (
    <>
      <PageHeader
        title="Bidders"
        description="Demand integrations that bid on the exchange's screens."
        actions={<NewBidderMenu />}
      />
      <QueryState
        query={bidders}
        loadingLabel="Loading bidders…"
        errorTitle={BIDDER_TEXT.loadFailed}
        empty={
          <EmptyState
            title={BIDDER_TEXT.noBidders}
            description="Add one with the New Bidder menu."
          />
        }
      >
        {(rows) => <BiddersTable bidders={rows} />}
      </QueryState>
    </>
  );
}
