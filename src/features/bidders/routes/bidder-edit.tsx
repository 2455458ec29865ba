import { useParams } from 'react-router-dom';
import { useMergedSave } from '@/components/form/use-merged-save';
import { useSaveAndGo } from '@/components/form/use-save-and-go';
import { PageHeader } from '@/components/ui/page-header';
import { ROUTES } from '@/config/routes';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { routePath } from '@/config/routes';
import { messageOf } from '@/lib/http/api-error';
import type { Bidder } from '@/types/api';
import { getBidderVersioned, useBidder, useUpdateBidder } from '@/api/bidders';
import { bidderBody, bidderToFormValues } from '@/features/bidders/bidder-body';
import type { BidderFormValues } from '@/features/bidders/bidder-schema';
import { BidderForm } from '@/features/bidders/components/bidder-form';
import { bidderFetchError, BIDDER_TEXT } from '@/features/bidders/messages';
import { protocolName } from '@/rules/bidder-protocols';

// BID-FORM (`Edit {protocol} Bidder`), BID-UPDATED
function EditBidder({ bidder }: { bidder: Bidder }) {
  const update = useUpdateBidder();
  const protocol = protocolName(bidder.protocol);
  // The save merges with the bidder as it is now (a colleague's budget is kept) and sends the
  // settings the form does not show from that fresh copy too.
  const merged = useMergedSave({
    noun: 'bidder',
    base: bidderToFormValues(bidder),
    read: () => getBidderVersioned(bidder.id),
    toValues: bidderToFormValues,
    send: (values: BidderFormValues, current) =>
      update.mutateAsync({
        id: bidder.id,
        body: bidderBody(protocol, values, current.record),
        ifMatch: current.etag,
      }),
  });
  const save = useSaveAndGo({
    save: merged.save,
    success: BIDDER_TEXT.updated,
    to: routePath('bidders'),
  });

  return (
    <>
      <PageHeader
        title={`Edit ${protocol} Bidder`}
        description={
          <>
            ID <span className="font-mono">{bidder.id}</span> ·{' '}
            {bidder.isActive ? 'Active' : 'Inactive'}
          </>
        }
      />
      <BidderForm
        protocol={protocol}
        defaultValues={bidderToFormValues(bidder)}
        onSubmit={save}
        unsavedMessage={BIDDER_TEXT.editUnsaved}
      />
      {merged.conflictView}
    </>
  );
}

export default function BidderEditRoute() {
  const { id = '' } = useParams();
  const bidder = useBidder(id);

  // Until the bidder (and so its protocol) is known, the page is headed by the route's title.
  if (bidder.isPending || bidder.isError) {
    return (
      <>
        <PageHeader title={ROUTES.bidderEdit.title} />
        {bidder.isPending ? (
          <LoadingState label="Loading bidder…" />
        ) : (
          // BID-FETCH-ERROR
          <ErrorState
            title={bidderFetchError(messageOf(bidder.error))}
            onRetry={() => void bidder.refetch()}
            retrying={bidder.isFetching}
          />
        )}
      </>
    );
  }
  // A fresh form per bidder; a background refetch never resets what is being typed.
  return <EditBidder key={bidder.data.id} bidder={bidder.data} />;
}
