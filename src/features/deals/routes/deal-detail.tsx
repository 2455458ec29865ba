import { useParams } from 'react-router-dom';
import { useDeal } from '@/api/deals';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { routePath } from '@/config/routes';
import { DealDetail } from '@/features/deals/components/detail/deal-detail';
import { DEAL_TEXT } from '@/features/deals/messages';

/**
 * `/deals/{id}`: titled by the deal's name once loaded. A deal that does not exist, or that the
 * user may not see, is the API's 404 `Deal not found`: said, with the way back to the list.
 */
export default function DealDetailRoute() {
  const { id = '' } = useParams();
  const deal = useDeal(id);
  return (
    <QueryState
      query={deal}
      loadingLabel={DEAL_TEXT.loadingDeal}
      errorTitle={DEAL_TEXT.dealFailed}
      notFound={
        <>
          <PageHeader title={DEAL_TEXT.notFound} />
          <EmptyState
            title={DEAL_TEXT.notFound}
            description={DEAL_TEXT.notFoundHint}
            action={
              <ButtonLink to={routePath('deals')} variant="secondary">
                {DEAL_TEXT.backToDeals}
              </ButtonLink>
            }
          />
        </>
      }
    >
      {(loaded) => <DealDetail deal={loaded} />}
    </QueryState>
  );
}
