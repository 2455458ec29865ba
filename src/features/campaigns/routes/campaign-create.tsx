import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAccount } from '@/api/accounts';
import { useCampaign } from '@/api/campaigns';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { routePath, ROUTES } from '@/config/routes';
import { CampaignWizard } from '@/features/campaigns/components/wizard/campaign-wizard';
import { duplicateSource } from '@/features/campaigns/handover';
import { CAMPAIGN_NOT_FOUND } from '@/features/campaigns/messages';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/session/use-session';
import type { Account, Campaign } from '@/types/api';

/**
 * A new campaign: its account is loaded first, for its DSP fee (CMP-DSP-FEE) and its creatives;
 * a copy is the original's account's (an Admin may copy any account's campaign).
 */
export default function CampaignCreateScreen() {
  useDocumentTitle(ROUTES.campaignCreate.title);
  const session = useSession();
  const own = session?.user.account_id ?? '';
  const [params] = useSearchParams();
  const from = duplicateSource(params);
  const wizard = (loaded: Account, source?: Campaign) => (
    // Keyed by the original: another copy starts from its own draft and values.
    <CampaignWizard
      key={source?.id ?? 'new'}
      account={loaded}
      source={source}
      canEditDspFee={Boolean(session?.roles.includes('Admin'))}
    />
  );
  return (
    <>
      <PageHeader
        title={ROUTES.campaignCreate.title}
        description={
          from ? 'A copy of another campaign: nothing is saved until you launch it.' : undefined
        }
      />
      {from ? (
        <CopyOf id={from}>
          {(source) => (
            <AccountOf id={source.accountId ?? own}>{(loaded) => wizard(loaded, source)}</AccountOf>
          )}
        </CopyOf>
      ) : (
        <AccountOf id={own}>{(loaded) => wizard(loaded)}</AccountOf>
      )}
    </>
  );
}

function AccountOf({ id, children }: { id: string; children: (account: Account) => ReactNode }) {
  const account = useAccount(id);
  return (
    <QueryState
      query={account}
      loadingLabel="Loading your account…"
      errorTitle="Your account could not be loaded."
    >
      {children}
    </QueryState>
  );
}

/**
 * Duplicate (`?from={id}`, CMP-DUPLICATE): the original is loaded before the wizard starts from
 * it; an unknown one says so (CMP-DUPLICATE-UNKNOWN).
 */
function CopyOf({ id, children }: { id: string; children: (source: Campaign) => ReactNode }) {
  const original = useCampaign(id);
  return (
    <QueryState
      query={original}
      loadingLabel="Loading the campaign to copy…"
      errorTitle="The campaign to copy could not be loaded."
      notFound={
        <EmptyState
          title={CAMPAIGN_NOT_FOUND}
          description="The campaign to copy may have been removed, or the link is wrong."
          action={
            <ButtonLink to={routePath('campaignCreate')} variant="secondary">
              Start a new campaign
            </ButtonLink>
          }
        />
      }
    >
      {children}
    </QueryState>
  );
}
