import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { useEditor } from '@/components/form/use-editor';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { routePath } from '@/config/routes';
import type { BidderProtocolName } from '@/types/wire';
import { useCreateBidder, useUpdateBidder } from '@/api/bidders';
import { bidderAmounts, bidderBody, defaultBidderFormValues } from '@/features/bidders/bidder-body';
import { BIDDER_DRAFT_OPTIONS } from '@/features/bidders/bidder-draft';
import type { BidderFormValues } from '@/features/bidders/bidder-schema';
import { BidderForm, bidderResolver } from '@/features/bidders/components/bidder-form';
import { BIDDER_TEXT } from '@/features/bidders/messages';
import { NEW_BIDDER_PROTOCOLS, protocolFromIndex } from '@/rules/bidder-protocols';

// BID-CREATE-UNKNOWN
function UnknownProtocol({ param }: { param: string | undefined }) {
  return (
    <>
      <PageHeader title="Bidder type not found" />
      <div className="rounded-lg bg-white p-6 shadow-xs ring-1 ring-gray-200">
        <p className="text-sm text-gray-700">
          There is no bidder type number “{param}”. A new bidder uses one of{' '}
          {NEW_BIDDER_PROTOCOLS.join(', ')}: pick it from the New Bidder menu.
        </p>
        <ButtonLink to={routePath('bidders')} variant="secondary" className="mt-4">
          Back to Bidders
        </ButtonLink>
      </div>
    </>
  );
}

// BID-FORM (`New {protocol} Bidder`), BID-CREATED, BID-UPDATED
function CreateBidder({ protocol }: { protocol: BidderProtocolName }) {
  const create = useCreateBidder();
  const update = useUpdateBidder();
  // Set when this save went as an update of the bidder a lost-reply create made: its toast then
  // says updated (BID-UPDATED), not created.
  const updated = useRef(false);
  const editor = useEditor({
    noun: 'bidder',
    key: `bidder.new.${protocol}`,
    // BID-SECRET-WRITE-ONLY: the key typed is never kept in the draft.
    ...BIDDER_DRAFT_OPTIONS,
    defaults: defaultBidderFormValues(),
    form: { resolver: bidderResolver(protocol), mode: 'onTouched' },
    amounts: (values: BidderFormValues, base) => bidderAmounts(protocol, values, base),
    request: (values) => {
      updated.current = false;
      const body = bidderBody(protocol, values);
      return { body, send: (idempotencyKey) => create.mutateAsync({ body, idempotencyKey }) };
    },
    // Found saved after a lost reply: the values typed since update that bidder.
    created: {
      update: (id, values, idempotencyKey) => {
        updated.current = true;
        return update.mutateAsync({ id, body: bidderBody(protocol, values), idempotencyKey });
      },
      open: (id) => routePath('bidderEdit', { id }),
    },
    success: () => (updated.current ? BIDDER_TEXT.updated : BIDDER_TEXT.created),
    to: routePath('bidders'),
  });

  return (
    <>
      <PageHeader
        title={`New ${protocol} Bidder`}
        description="A demand integration that receives the exchange's ad requests."
      />
      <BidderForm protocol={protocol} editor={editor} unsavedMessage={BIDDER_TEXT.createUnsaved} />
    </>
  );
}

export default function BidderCreateRoute() {
  const { protocol: param } = useParams();
  const protocol = protocolFromIndex(param);
  if (!protocol) return <UnknownProtocol param={param} />;
  // Keyed so that switching type from the New Bidder menu starts a fresh form.
  return <CreateBidder key={protocol} protocol={protocol} />;
}
