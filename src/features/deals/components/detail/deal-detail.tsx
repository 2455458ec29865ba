// One deal's page, for whoever may see it: its facts and health; its publisher's Edit Deal and
// Duplicate; the Active switch for its publisher and an Admin; a buyer's map of its screens and
// Create Campaign (the wizard with the deal chosen); its History last (HIST-PANEL).
import { DocumentDuplicateIcon, PencilSquareIcon, PlusIcon } from '@heroicons/react/20/solid';
import { useRecordHistory } from '@/api/history';
import { RecordHistory } from '@/components/history/record-history';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { routePath } from '@/config/routes';
import type { Deal } from '@/types/api';
import { auctionLabel } from '@/features/deals/deal-format';
import { DEAL_TEXT } from '@/features/deals/messages';
import { useDealViewer } from '@/features/deals/components/list/deal-viewer';
import { useSeatNames } from '@/features/deals/components/list/seat-names';
import {
  campaignWithDealsPath,
  duplicateDealPath,
} from '@/features/deals/components/detail/campaign-handover';
import { DealFacts } from '@/features/deals/components/detail/deal-facts';
import { DealHealth } from '@/features/deals/components/detail/deal-health';
import { DealScreensMap } from '@/features/deals/components/detail/deal-screens-map';
import { StatusBadge } from '@/components/ui/status-badge';
import { isolateText } from '@/lib/text/bidi-text';

export function DealDetail({ deal }: { deal: Deal }) {
  const viewer = useDealViewer();
  const owns = viewer.owns(deal);
  const names = useSeatNames(!viewer.buyerLayout);
  const history = useRecordHistory('deal', deal.id);
  return (
    <>
      <PageHeader
        title={deal.name}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <StatusBadge active={deal.isActive} />
            <span>
              {isolateText(deal.publisher.name)} · {auctionLabel(deal.auctionType)} ·{' '}
              <span className="font-mono">{deal.dealId}</span>
            </span>
          </span>
        }
        actions={
          owns || viewer.buys ? (
            <>
              {owns ? (
                <>
                  <ButtonLink to={duplicateDealPath(deal.id)} variant="secondary">
                    <DocumentDuplicateIcon aria-hidden="true" className="size-4" />
                    {DEAL_TEXT.duplicate}
                  </ButtonLink>
                  <ButtonLink to={routePath('dealEdit', { id: deal.id })} variant="secondary">
                    <PencilSquareIcon aria-hidden="true" className="size-4" />
                    {DEAL_TEXT.editDeal}
                  </ButtonLink>
                </>
              ) : null}
              {viewer.buys ? (
                <ButtonLink to={campaignWithDealsPath([deal.dealId])}>
                  <PlusIcon aria-hidden="true" className="size-4" />
                  {DEAL_TEXT.createCampaign}
                </ButtonLink>
              ) : null}
            </>
          ) : undefined
        }
      />
      <div className="space-y-6">
        <DealFacts
          deal={deal}
          names={names}
          canSwitch={viewer.canSwitch(deal)}
          buyerSeat={viewer.buyerLayout ? viewer.accountId : null}
        />
        <DealHealth dealId={deal.id} />
        {viewer.buys ? <DealScreensMap deal={deal} /> : null}
        <RecordHistory
          query={history}
          {...(owns ? { restoreTo: routePath('dealEdit', { id: deal.id }) } : {})}
        />
      </div>
    </>
  );
}
