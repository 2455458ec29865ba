import { useParams } from 'react-router-dom';
import { RecordHistory } from '@/components/history/record-history';
import { EditorQuery } from '@/components/form/editor';
import { useEditor } from '@/components/form/use-editor';
import { PageHeader } from '@/components/ui/page-header';
import { ROUTES, routePath } from '@/config/routes';
import { messageOf } from '@/lib/http/api-error';
import { versionHash } from '@/lib/saving/three-way-merge';
import type { Bidder } from '@/types/api';
import { getBidderVersioned, useUpdateBidder, useBidder } from '@/api/bidders';
import { useRecordHistory } from '@/api/history';
import { bidderAmounts, bidderBody, bidderToFormValues } from '@/features/bidders/bidder-body';
import { BIDDER_DRAFT_OPTIONS } from '@/features/bidders/bidder-draft';
import type { BidderFormValues } from '@/features/bidders/bidder-schema';
import { BidderForm, bidderResolver } from '@/features/bidders/components/bidder-form';
import { bidderFetchError, BIDDER_TEXT } from '@/features/bidders/messages';
import { protocolName } from '@/rules/bidder-protocols';

// BID-FORM (`Edit {protocol} Bidder`), BID-UPDATED
function EditBidder({ bidder }: { bidder: Bidder }) {
  const update = useUpdateBidder();
  const protocol = protocolName(bidder.protocol);
  // The save merges with the bidder as it is now (a colleague's budget is kept) and sends the
  // settings the form does not show from that fresh copy too.
  const editor = useEditor({
    noun: 'bidder',
    key: `bidder.${bidder.id}`,
    // BID-SECRET-WRITE-ONLY: the saved key is shown by its last four; a replacement typed is
    // never kept in the draft, and is sent only when typed.
    ...BIDDER_DRAFT_OPTIONS,
    defaults: bidderToFormValues(bidder),
    form: { resolver: bidderResolver(protocol), mode: 'onTouched' },
    // A bidder has no statistics: its version is the whole record (MANY-DRAFT-VERSION).
    edit: {
      version: versionHash(bidder),
      read: () => getBidderVersioned(bidder.id),
      toValues: bidderToFormValues,
      record: bidder,
    },
    amounts: (values: BidderFormValues, base) => bidderAmounts(protocol, values, base),
    request: (values, current) => {
      const body = bidderBody(protocol, values, current?.record);
      return {
        body,
        send: (idempotencyKey, via) =>
          update.mutateAsync({
            id: bidder.id,
            body,
            idempotencyKey,
            ifMatch: current?.etag,
            path: { via },
          }),
      };
    },
    success: BIDDER_TEXT.updated,
    to: routePath('bidders'),
  });

  return (
    <BidderForm protocol={protocol} editor={editor} unsavedMessage={BIDDER_TEXT.editUnsaved} />
  );
}

export default function BidderEditRoute() {
  const { id = '' } = useParams();
  const query = useBidder(id);
  const bidder = query.data;
  // HIST-PANEL: the bidder's History below the form, once the bidder is read.
  const history = useRecordHistory('bidder', id, { enabled: bidder !== undefined });
  return (
    <>
      {/* Until the bidder (and so its protocol) is known, the page is headed by the route's title. */}
      <PageHeader
        title={bidder ? `Edit ${protocolName(bidder.protocol)} Bidder` : ROUTES.bidderEdit.title}
        description={
          bidder ? (
            <>
              ID <span className="font-mono">{bidder.id}</span> ·{' '}
              {bidder.isActive ? 'Active' : 'Inactive'}
            </>
          ) : undefined
        }
      />
      <EditorQuery
        query={query}
        loadingLabel="Loading bidder…"
        // BID-FETCH-ERROR
        errorTitle={(error) => bidderFetchError(messageOf(error))}
      >
        {(loaded) => <EditBidder bidder={loaded} />}
      </EditorQuery>
      {bidder ? (
        <div className="mt-8">
          <RecordHistory query={history} restoreTo={routePath('bidderEdit', { id })} />
        </div>
      ) : null}
    </>
  );
}
