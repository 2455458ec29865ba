import { useNavigate, useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { routePath } from '@/config/routes';
import { toastSuccess } from '@/lib/toast';
import { useCreateBidder } from '@/api/bidders';
import { bidderBody, defaultBidderFormValues } from '@/features/bidders/bidder-body';
import type { BidderFormValues } from '@/features/bidders/bidder-schema';
import { BidderForm } from '@/features/bidders/components/bidder-form';
import { BIDDER_TEXT } from '@/features/bidders/messages';
import { NEW_BIDDER_PROTOCOLS, protocolFromIndex } from '@/features/bidders/protocols';

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

export default function BidderCreateRoute() {
  const { protocol: param } = useParams();
  const protocol = protocolFromIndex(param);
  const navigate = useNavigate();
  const create = useCreateBidder();

  if (!protocol) return <UnknownProtocol param={param} />;

  const save = async (values: BidderFormValues) => {
    try {
      await create.mutateAsync(bidderBody(protocol, values));
    } catch {
      // The mutation's error toast is shown; every typed value stays in the form.
      return;
    }
    toastSuccess(BIDDER_TEXT.created);
    navigate(routePath('bidders'));
  };

  return (
    <>
      <PageHeader
        title={`New ${protocol} Bidder`}
        description="A demand integration that receives the exchange's ad requests."
      />
      <BidderForm
        key={protocol}
        protocol={protocol}
        defaultValues={defaultBidderFormValues()}
        onSubmit={save}
        saving={create.isPending}
      />
    </>
  );
}
