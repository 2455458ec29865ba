import { useAccount } from '@/api/accounts';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { ROUTES } from '@/config/routes';
import { CampaignWizard } from '@/features/campaigns/components/wizard/campaign-wizard';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/use-session';

/** A new campaign: the account is loaded first, for its DSP fee (decisions section 6). */
export default function CampaignCreateScreen() {
  useDocumentTitle(ROUTES.campaignCreate.title);
  const session = useSession();
  const account = useAccount(session?.user.account_id ?? '');
  return (
    <>
      <PageHeader title={ROUTES.campaignCreate.title} />
      <QueryState
        query={account}
        loadingLabel="Loading your account…"
        errorTitle="Your account could not be loaded."
      >
        {(loaded) => (
          <CampaignWizard
            account={loaded}
            canEditDspFee={Boolean(session?.roles.includes('Admin'))}
          />
        )}
      </QueryState>
    </>
  );
}
