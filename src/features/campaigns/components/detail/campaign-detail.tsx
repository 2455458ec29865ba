import { DocumentDuplicateIcon, PencilSquareIcon } from '@heroicons/react/20/solid';
import { useRecordHistory } from '@/api/history';
import { RecordHistory } from '@/components/history/record-history';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { routePath } from '@/config/routes';
import { localIsoDate } from '@/lib/text/dates';
import type { Campaign } from '@/types/api';
import {
  BudgetSection,
  LifetimeStatsSection,
} from '@/features/campaigns/components/detail/budget-section';
import { CreativesSection } from '@/features/campaigns/components/detail/creatives-section';
import { DeliveryChart } from '@/features/campaigns/components/detail/delivery-chart';
import { StatusBadge } from '@/components/ui/status-badge';
import { ScheduleSection } from '@/features/campaigns/components/detail/schedule-section';
import { TargetingSection } from '@/features/campaigns/components/detail/targeting-section';
import { PacingBadge } from '@/features/campaigns/components/pacing-badge';
import { duplicatePath } from '@/features/campaigns/handover';
import { campaignPacing } from '@/features/campaigns/pacing';

/**
 * CMP-DETAIL: one campaign, read-only: every setting in words, its lifetime stats and daily
 * delivery; its History last (HIST-PANEL).
 */
export function CampaignDetail({ campaign }: { campaign: Campaign }) {
  const history = useRecordHistory('campaign', campaign.id);
  return (
    <>
      <PageHeader
        title={campaign.name}
        description={
          <span className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <StatusBadge active={campaign.isPublished} />
            <span className="inline-flex items-center gap-2">
              Pacing: <PacingBadge pacing={campaignPacing(campaign, localIsoDate())} />
            </span>
          </span>
        }
        actions={
          <>
            <ButtonLink to={duplicatePath(campaign)} variant="secondary">
              <DocumentDuplicateIcon aria-hidden="true" className="size-4" />
              Duplicate
            </ButtonLink>
            <ButtonLink to={routePath('campaignEdit', { id: campaign.id })} variant="secondary">
              <PencilSquareIcon aria-hidden="true" className="size-4" />
              Edit Campaign
            </ButtonLink>
          </>
        }
      />
      <div className="space-y-6">
        <LifetimeStatsSection campaign={campaign} />
        <DeliveryChart campaignId={campaign.id} />
        <div className="grid gap-6 lg:grid-cols-2">
          <TargetingSection campaign={campaign} />
          <BudgetSection campaign={campaign} />
        </div>
        <CreativesSection campaign={campaign} />
        <ScheduleSection campaign={campaign} />
        <RecordHistory query={history} restoreTo={routePath('campaignEdit', { id: campaign.id })} />
      </div>
    </>
  );
}
