import { useDeferredValue, useMemo, useState } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { useBidders } from '@/api/bidders';
import { BiddersTable } from '@/features/bidders/components/bidders-table';
import { NewBidderMenu } from '@/features/bidders/components/new-bidder-menu';
import { BIDDER_TEXT } from '@/features/bidders/messages';

export default function BiddersListRoute() {
  const bidders = useBidders();
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const visible = useMemo(() => {
    const needle = deferredFilter.trim().toLocaleLowerCase();
    const all = bidders.data ?? [];
    return needle ? all.filter((b) => b.name.toLocaleLowerCase().includes(needle)) : all;
  }, [bidders.data, deferredFilter]);

  let body;
  if (bidders.isPending) {
    body = <LoadingState label="Loading bidders…" />;
  } else if (bidders.isError) {
    body = (
      <ErrorState
        title={BIDDER_TEXT.loadFailed}
        onRetry={() => void bidders.refetch()}
        retrying={bidders.isFetching}
      />
    );
  } else if (bidders.data.length === 0) {
    body = (
      <EmptyState title={BIDDER_TEXT.noBidders} description="Add one with the New Bidder menu." />
    );
  } else {
    body = (
      <div className="space-y-4">
        <SearchInput label="Filter by name" value={filter} onChange={setFilter} />
        {visible.length === 0 ? (
          <EmptyState title={`No bidders match “${filter.trim()}”.`} />
        ) : (
          <BiddersTable bidders={visible} />
        )}
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title="Bidders"
        description="Demand integrations that bid on the exchange's screens."
        actions={<NewBidderMenu />}
      />
      {body}
    </>
  );
}
