import { PlusIcon } from '@heroicons/react/20/solid';
import { useCampaigns } from '@/api/campaigns';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { routePath, ROUTES } from '@/config/routes';
import { CampaignSnapshot } from '@/features/campaigns/components/list/campaign-snapshot';
import { CampaignsTable } from '@/features/campaigns/components/list/campaigns-table';
import { GettingStarted } from '@/features/campaigns/components/list/getting-started';

/**
 * CMP-LIST-NEW, CMP-LIST-EMPTY: the buyer's campaigns (the page title comes from the route table).
 */
export default function CampaignsListRoute() {
  const campaigns = useCampaigns();
  return (
    <>
      <PageHeader
        title={ROUTES.campaigns.title}
        actions={
          <ButtonLink to={routePath('campaignCreate')}>
            <PlusIcon aria-hidden="true" className="size-4" />
            New Campaign
          </ButtonLink>
        }
      />
      <QueryState
        query={campaigns}
        loadingLabel="Loading campaigns…"
        errorTitle="Failed to load campaigns."
        isEmpty={(list) => list.campaigns.length === 0}
        empty={<GettingStarted />}
      >
        {(list) => (
          <div className="space-y-6">
            {list.snapshot_iframe_url ? <CampaignSnapshot url={list.snapshot_iframe_url} /> : null}
            <CampaignsTable campaigns={list.campaigns} />
          </div>
        )}
      </QueryState>
    </>
  );
}
