// The deal auction end to end through the demo API: a publisher's new deal, a buyer's campaign
// on it, and the admin's sandbox request that the deal bid wins (DEAL-SANDBOX-BID).
import { addDays, today } from '@/lib/text/dates';
import type { Deal, ErrorBody, SandboxResult } from '@/types/api';
import { campaignBody, createCampaign } from './campaign-fixtures';
import { ADMIN, call, SSP, tokenFor } from './helpers';

describe('POST /sandbox/ad-request with deals', () => {
  it('lets a deal created today win the ad request for the campaign launched on it', async () => {
    const created = await call<Deal & ErrorBody>('/deals', {
      token: await tokenFor(SSP),
      body: {
        name: 'Station Screens Today',
        auctionType: 'FirstPrice',
        floorCpm: 7,
        priority: 1,
        seats: ['acc_acme'],
        placements: ['pl_nw_002'],
        window: { dateStart: today(), dateEnd: addDays(today(), 14) },
        dayParts: [],
        isActive: true,
      },
    });
    expect(created.status).toBe(201);
    const { dealId } = created.data;
    const campaign = await createCampaign(
      campaignBody({ name: 'Station Launch', bidCpm: 8.4, targets: [{ AllowDeals: [dealId] }] }),
    );
    expect(campaign.status).toBe(201);

    const { status, data } = await call<SandboxResult>('/sandbox/ad-request', {
      token: await tokenFor(ADMIN),
      body: { placementId: 'pl_nw_002', requestId: 'deal-e2e' },
    });
    expect(status).toBe(200);
    expect(data.deals).toEqual([
      {
        dealId,
        name: 'Station Screens Today',
        auctionType: 'FirstPrice',
        floorCpm: 7,
        priority: 1,
        seats: ['acc_acme'],
      },
    ]);
    expect(data.bids[0]).toMatchObject({
      bidderId: campaign.data.id,
      bidderName: 'Station Launch (Acme Coffee Co.)',
      dealId,
      status: 'Won',
      cpm: 8.4,
    });
    expect(data.winner).toMatchObject({ bidderId: campaign.data.id, cpm: 8.4, dealId });
    expect(data.winner?.creative.id).toBe('cr_1');
    // The open bidders lost to the deal or filtered as before.
    for (const bid of data.bids.slice(1)) expect(bid.status).not.toBe('Won');
  });
});
