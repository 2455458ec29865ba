import { useParams } from 'react-router-dom';
import { useSaveAndGo } from '@/components/form/use-save-and-go';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { routePath } from '@/config/routes';
import { createOptions, withSaveKey } from '@/api/requests';
import type { BidderProtocolName } from '@/types/wire';
import { useCreateBidder, useUpdateBidder } from '@/api/bidders';
import { bidderBody, defaultBidderFormValues } from '@/features/bidders/bidder-body';
import type { BidderFormValues } from '@/features/bidders/bidder-schema';
import { BidderForm } from '@/features/bidders/components/bidder-form';
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

// BID-FORM (`New {protocol} Bidder`), BID-CREATED
function CreateBidder({ protocol }: { protocol: BidderProtocolName }) {
  const create = useCreateBidder();
  const update = useUpdateBidder();
  const save = useSaveAndGo({
    save: (values: BidderFormValues) => {
      const body = bidderBody(protocol, values);
      // One key per logical save: a retry of the same values is the same request.
      return withSaveKey(
        `bidder.new.${protocol}`,
        body,
        (idempotencyKey) => create.mutateAsync({ body, idempotencyKey }),
        // Found saved after a lost reply: the values typed since update that bidder.
        createOptions(
          body,
          (variables) => update.mutateAsync(variables),
          (id) => routePath('bidderEdit', { id }),
        ),
      );
    },
    success: BIDDER_TEXT.created,
    to: routePath('bidders'),
  });

  return (
    <>
      <PageHeader
        title={`New ${protocol} Bidder`}
        description="A demand integration that receives the exchange's ad requests."
      />
      <BidderForm
        protocol={protocol}
        defaultValues={defaultBidderFormValues()}
        onSubmit={save}
        unsavedMessage={BIDDER_TEXT.createUnsaved}
      />
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
