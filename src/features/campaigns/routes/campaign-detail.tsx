import { useParams } from 'react-router-dom';
import { useCampaign } from '@/api/campaigns';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { routePath, ROUTES } from '@/config/routes';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CampaignDetail } from '@/features/campaigns/components/detail/campaign-detail';
import { CAMPAIGN_NOT_FOUND } from '@/features/campaigns/messages';

/** `/campaigns/{id}`: titled by the campaign's name once it is loaded. */
export default function CampaignDetailRoute() {
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  useDocumentTitle(campaign.data?.name ?? ROUTES.campaignDetail.title);
  return (
    <QueryState
      query={campaign}
      loadingLabel="Loading the campaign…"
      errorTitle="The campaign could not be loaded."
      notFound={
        <>
          <PageHeader title="Campaign not found" />
          <EmptyState
            title={CAMPAIGN_NOT_FOUND}
            description="It may have been removed, or the link is wrong."
            action={
              <ButtonLink to={routePath('campaigns')} variant="secondary">
                Back to campaigns
              </ButtonLink>
            }
          />
        </>
      }
    >
      {(loaded) => <CampaignDetail campaign={loaded} />}
    </QueryState>
  );
}
