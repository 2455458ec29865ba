import { useRestoreKey } from '@/components/form/restore';
import { useParams } from 'react-router-dom';
import { useAccount } from '@/api/accounts';
import { useCampaign } from '@/api/campaigns';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { ROUTES } from '@/config/routes';
import { CAMPAIGN_NOT_FOUND } from '@/features/campaigns/messages';
import { CampaignWizard } from '@/features/campaigns/components/wizard/campaign-wizard';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/session/use-session';

/** Edit loads the campaign by its route id, and the account for its DSP fee. */
export default function CampaignEditScreen() {
  useDocumentTitle(ROUTES.campaignEdit.title);
  const { id = '' } = useParams();
  // HIST-RESTORE: a restore asked for starts the wizard afresh from the entry's values.
  const restoreKey = useRestoreKey(id);
  const session = useSession();
  const campaign = useCampaign(id);
  const account = useAccount(campaign.data?.accountId ?? session?.user.account_id ?? '');
  return (
    <>
      <PageHeader title={ROUTES.campaignEdit.title} />
      <QueryState
        query={campaign}
        loadingLabel="Loading the campaign…"
        errorTitle="The campaign could not be loaded."
        notFound={<p className="text-sm text-gray-700">{CAMPAIGN_NOT_FOUND}</p>}
      >
        {(loaded) => (
          <QueryState
            query={account}
            loadingLabel="Loading the account…"
            errorTitle="The account could not be loaded."
          >
            {(owner) => (
              // Keyed by id: another campaign's edit starts from its own draft and values.
              <CampaignWizard
                key={restoreKey}
                campaign={loaded}
                account={owner}
                canEditDspFee={Boolean(session?.roles.includes('Admin'))}
              />
            )}
          </QueryState>
        )}
      </QueryState>
    </>
  );
}
