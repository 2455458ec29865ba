// The reports each account may open (GET /reports). Their rows are not stored: they come from
// the delivery model in src/mocks/delivery.ts for whatever date range is asked.
import type { CampaignRecord, ReportRecord } from '@/mocks/records';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';

export function seedReports(campaigns: readonly CampaignRecord[]): ReportRecord[] {
  const campaignReports = campaigns.map((campaign): ReportRecord => ({
    id: `rpt_${campaign.id}`,
    accountId: campaign.accountId,
    name: campaign.name,
    kind: 'Campaign',
    description: `Daily delivery of the campaign ${campaign.name}.`,
    campaignId: campaign.id,
  }));
  const allPlacements = (id: string, accountId: string): ReportRecord => ({
    id,
    accountId,
    name: 'All placements',
    kind: 'AllPlacements',
    description: 'Impressions, plays and revenue across every placement of the network.',
  });
  return [
    {
      id: 'rpt_all_campaigns',
      accountId: ACCOUNT_IDS.acme,
      name: 'All campaigns',
      kind: 'AllCampaigns',
      description: 'Impressions, plays and spend across every campaign of the account.',
    },
    {
      id: 'rpt_bluebird_campaigns',
      accountId: ACCOUNT_IDS.bluebird,
      name: 'All campaigns',
      kind: 'AllCampaigns',
      description: 'Impressions, plays and spend across every campaign of the account.',
    },
    ...campaignReports,
    allPlacements('rpt_all_placements', ACCOUNT_IDS.northwind),
    allPlacements('rpt_metro_placements', ACCOUNT_IDS.metro),
    allPlacements('rpt_summit_placements', ACCOUNT_IDS.summit),
  ];
}
