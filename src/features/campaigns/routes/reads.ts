// What the campaigns screens read first (ROUTE-LOADERS), as the very query options they use.
import { accountQueryOptions, accountsQueryOptions } from '@/api/accounts';
import { campaignQueryOptions, campaignsQueryOptions } from '@/api/campaigns';
import { clipsQueryOptions } from '@/api/content';
import { creativesQueryOptions } from '@/api/creatives';
import { recordHistoryQueryOptions } from '@/api/history';
import { reportQueryOptions, reportsQueryOptions } from '@/api/reports';
import type { ScreenReads } from '@/config/screen-routes';
import { campaignReportOf } from '@/features/campaigns/campaign-report';
import { duplicateSource } from '@/features/campaigns/handover';

export const campaigns: ScreenReads = ({ read }) => read(campaignsQueryOptions());

export const campaignCreate: ScreenReads = ({ read, search, session }) => {
  const from = duplicateSource(search);
  return Promise.all([
    read(accountQueryOptions(session.user.account_id ?? '')),
    read(creativesQueryOptions()),
    from ? read(campaignQueryOptions(from)) : null,
  ]);
};

export const campaignDetail: ScreenReads = ({ read, readPages, params }) => {
  const id = params.id ?? '';
  // HIST-PANEL: its History once the campaign is found (a missing one has none to ask for).
  const campaign = read(campaignQueryOptions(id));
  const history = campaign.then((found) =>
    found ? readPages(recordHistoryQueryOptions('campaign', id)) : undefined,
  );
  // The delivery chart's report is found in the list, then read: one after the other.
  const chart = read(reportsQueryOptions()).then((list) => {
    const summary = list && campaignReportOf(list, id);
    return summary ? read(reportQueryOptions(summary.id)) : undefined;
  });
  return Promise.all([
    campaign,
    read(accountsQueryOptions()),
    read(clipsQueryOptions()),
    chart,
    history,
  ]);
};

export const campaignEdit: ScreenReads = ({ read, params, session }) => {
  // The form needs the campaign's own account (an Admin's campaign may be another's).
  const account = read(campaignQueryOptions(params.id ?? '')).then((campaign) =>
    read(accountQueryOptions(campaign?.accountId ?? session.user.account_id ?? '')),
  );
  return Promise.all([account, read(creativesQueryOptions())]);
};
