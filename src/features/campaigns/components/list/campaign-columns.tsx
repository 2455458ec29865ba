import { Link } from 'react-router-dom';
import type { Column } from '@/components/ui/table';
import { routePath } from '@/config/routes';
import { localIsoDate } from '@/lib/text/dates';
import { formatCount, formatMoney } from '@/lib/text/format';
import type { Campaign } from '@/types/api';
import { CampaignActiveToggle } from '@/features/campaigns/components/list/campaign-active-toggle';
import { CampaignRowMenu } from '@/features/campaigns/components/list/campaign-row-menu';
import { PacingBadge } from '@/features/campaigns/components/pacing-badge';
import { campaignPacing } from '@/features/campaigns/pacing';
import {
  budgetAmount,
  formatBudget,
  formatWindowDay,
  windowDay,
} from '@/features/campaigns/campaign-format';

export const campaignPath = (campaign: Pick<Campaign, 'id'>) =>
  routePath('campaignDetail', { id: campaign.id });

const NUMBER = 'text-right tabular-nums whitespace-nowrap';

/**
 * CMP-LIST-COLUMNS: Name, Impressions, Spend, Budget, CPM, Active, Start, End; then Pacing
 * (PACE-SHOWN) and each row's menu (CMP-ROW-MENU). Every column but the menu sorts; Pacing sorts
 * the most behind first, with campaigns outside their flight last.
 */
export const CAMPAIGN_COLUMNS: readonly Column<Campaign>[] = [
  {
    id: 'name',
    header: 'Name',
    sortValue: (c) => c.name,
    // Two lines at most, so ten columns fit 1280 px (issue 27): the rest of a long name is in
    // the link's title (a pointer's tooltip) and, whole, in its text for a screen reader.
    cell: (c) => (
      <Link
        to={campaignPath(c)}
        title={c.name}
        className="text-brand-700 hover:text-brand-600 focus-visible:outline-brand-600 line-clamp-2 max-w-xs min-w-32 font-medium [overflow-wrap:anywhere] focus-visible:outline-2 sm:max-w-sm"
      >
        {c.name}
      </Link>
    ),
  },
  {
    id: 'impressions',
    header: 'Impressions',
    sortValue: (c) => c.statsLifetime?.impressions,
    cell: (c) => formatCount(c.statsLifetime?.impressions),
    className: NUMBER,
    // A phone keeps the selection, the name, the switch and the row's menu (CMP-LIST-MOBILE).
    hideOnMobile: true,
  },
  {
    id: 'spend',
    header: 'Spend',
    sortValue: (c) => c.statsLifetime?.spend,
    cell: (c) => formatMoney(c.statsLifetime?.spend),
    className: NUMBER,
    hideOnMobile: true,
  },
  {
    id: 'budget',
    header: 'Budget',
    // Lifetime and daily budgets are different quantities; sorted by the amount as written.
    sortValue: (c) => budgetAmount(c.budgets),
    cell: (c) => formatBudget(c.budgets),
    className: NUMBER,
    hideOnMobile: true,
  },
  {
    id: 'cpm',
    header: 'CPM',
    sortValue: (c) => c.bidCpm,
    cell: (c) => formatMoney(c.bidCpm),
    className: NUMBER,
    hideOnMobile: true,
  },
  {
    id: 'active',
    header: 'Active',
    sortValue: (c) => c.isPublished,
    cell: (c) => <CampaignActiveToggle campaign={c} />,
  },
  {
    id: 'start',
    header: 'Start',
    sortValue: (c) => windowDay(c.schedule?.window?.dateStart),
    cell: (c) => formatWindowDay(c.schedule?.window?.dateStart),
    className: 'whitespace-nowrap',
    hideOnMobile: true,
  },
  {
    id: 'end',
    header: 'End',
    sortValue: (c) => windowDay(c.schedule?.window?.dateEnd),
    cell: (c) => formatWindowDay(c.schedule?.window?.dateEnd),
    className: 'whitespace-nowrap',
    hideOnMobile: true,
  },
  {
    id: 'pacing',
    header: 'Pacing',
    sortValue: (c) => {
      const pacing = campaignPacing(c, localIsoDate());
      const inFlight = pacing?.status !== 'Not started' && pacing?.status !== 'Ended';
      return inFlight ? pacing?.deviation : undefined;
    },
    cell: (c) => <PacingBadge pacing={campaignPacing(c, localIsoDate())} />,
    className: 'whitespace-nowrap',
    hideOnMobile: true,
  },
  {
    id: 'actions',
    header: <span className="sr-only">Actions</span>,
    cell: (c) => <CampaignRowMenu campaign={c} />,
    className: 'w-12 text-right',
  },
];
