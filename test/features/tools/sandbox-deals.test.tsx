// The sandbox's deal auction on screen (DEAL-SANDBOX-SCREEN, DEAL-SANDBOX-WIN, DEAL-SANDBOX-LOSS):
// the request's deals, the deal each bid was made on and the winner's deal.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addDays, today, windowEnd, windowStart } from '@/lib/text/dates';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/server';
import type { CampaignRecord } from '@/mocks/records';
import type { SandboxResult } from '@/types/api';
import { bodyRows, renderRoute, signInAs } from '../../utils';
import { definitionOf, rowWith } from '../../dom-queries';

const MALLS = 'MQ-4F8J2N6R0T';

/** A published Acme campaign in flight today on the Mall Screens deal, bidding $12. */
function launchMallCampaign(): CampaignRecord {
  const db = getDb();
  const base = db.campaigns.find((campaign) => campaign.id === 'cmp_1')!;
  const campaign: CampaignRecord = {
    ...base,
    id: 'cmp_mall_takeover',
    name: 'Mall Takeover',
    accountId: 'acc_acme',
    isPublished: true,
    bidCpm: 12,
    targets: [{ AllowDeals: [MALLS] }],
    dealsOnly: true,
    schedule: {
      window: { dateStart: windowStart(today()), dateEnd: windowEnd(addDays(today(), 30)) },
      dayParts: [],
      dayPartFallbackStrategy: 'campaignDefault',
    },
    ads: base.ads.slice(0, 1),
  };
  db.campaigns.push(campaign);
  return campaign;
}

async function sendRequest(user: ReturnType<typeof renderRoute>['user'], search: string) {
  const input = await screen.findByRole('combobox', { name: /Placement/ });
  await user.click(input);
  await user.type(input, search);
  const options = await screen.findAllByRole('option');
  await user.click(options[0] as HTMLElement);
  await user.click(screen.getByRole('button', { name: 'Send Test Request' }));
}

describe('/sandbox deals', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it('shows the placement’s deals and an Acme campaign’s deal bid winning the request on deal MQ-4F8J2N6R0T', async () => {
    const campaign = launchMallCampaign();
    const { user } = renderRoute('/sandbox');
    await sendRequest(user, 'pl_nw_016');

    const deals = await screen.findByRole('table', { name: 'Deals in the request' });
    expect(bodyRows(deals)).toEqual([
      [
        MALLS,
        'Northwind Mall Screens Fixed',
        'Fixed price',
        '$9.00',
        '1',
        'acc_acme, acc_bluebird',
      ],
      ['MQ-7K2P9X4M1Q', 'Northwind Morning Rush', 'First price', '$6.50', '2', 'acc_acme'],
    ]);

    const bids = screen.getByRole('table', { name: 'Bids' });
    const dealBid = rowWith('Mall Takeover (Acme Coffee Co.)', bids);
    expect(within(dealBid).getByText('Won')).toBeInTheDocument();
    expect(within(dealBid).getByText(MALLS)).toBeInTheDocument();
    // A fixed-price deal clears at its price, not the campaign's $12.
    expect(within(dealBid).getByText('$9.00')).toBeInTheDocument();
    // The open bidders were asked as before, none on a deal.
    const adomni = rowWith('Adomni Marketplace', bids);
    expect(within(adomni).getByText('Open auction')).toBeInTheDocument();
    expect(within(adomni).queryByText('Won')).not.toBeInTheDocument();

    expect(
      screen.getByText(`Won by Mall Takeover (Acme Coffee Co.) at $9.00 on deal ${MALLS}.`),
    ).toBeInTheDocument();
    const creative = campaign.ads[0]!.creative;
    const preview =
      screen.queryByRole('img', { name: `Winning creative: ${creative.name}` }) ??
      screen.queryByLabelText(`Winning creative: ${creative.name}`, { selector: 'video' });
    expect(preview).not.toBeNull();
    expect(definitionOf('Deal')).toHaveTextContent(MALLS);
  });

  it('says the placement has no deals, marks open-auction bids and says the winner won in the open auction', async () => {
    const open: SandboxResult = {
      requestId: 'req_open',
      durationMs: 90,
      bids: [{ bidderId: 'bid_a', bidderName: 'Alpha', status: 'Won', cpm: 7, latencyMs: 80 }],
      winner: {
        bidderId: 'bid_a',
        cpm: 7,
        creative: {
          id: 'cr_1',
          name: 'Morning Brew Banner',
          url: '/demo/banner.png',
          mimeType: 'image/png',
          descriptor: { type: 'banner', width: 1920, height: 1080 },
        },
      },
    };
    server.use(http.post('*/v1/sandbox/ad-request', () => HttpResponse.json(open)));
    const { user } = renderRoute('/sandbox');
    await sendRequest(user, 'pl_nw_002');
    expect(
      await screen.findByText('No deals: this placement has no active deal in flight.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Deals in the request' })).not.toBeInTheDocument();
    const alpha = rowWith('Alpha');
    expect(within(alpha).getByText('Open auction')).toBeInTheDocument();
    expect(screen.getByText('Won by Alpha at $7.00 in the open auction.')).toBeInTheDocument();
    expect(screen.queryByText('Deal', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('shows next to its deal why each deal bid lost (below the deal floor, seat not allowed)', async () => {
    const lost: SandboxResult = {
      requestId: 'req_lost',
      durationMs: 30,
      deals: [
        {
          dealId: 'MQ-AAAAAAAAA1',
          name: 'Deal One',
          auctionType: 'FirstPrice',
          floorCpm: 9,
          priority: 1,
          seats: ['acc_acme'],
        },
      ],
      bids: [
        {
          bidderId: 'cmp_x',
          bidderName: 'Under Floor (Acme Coffee Co.)',
          dealId: 'MQ-AAAAAAAAA1',
          status: 'Lost',
          cpm: 8,
          latencyMs: 5,
          reason: 'Below the deal floor $9.00',
        },
        {
          bidderId: 'cmp_y',
          bidderName: 'Wrong Seat (Orchard)',
          dealId: 'MQ-AAAAAAAAA1',
          status: 'Lost',
          cpm: 20,
          latencyMs: 6,
          reason: 'Seat acc_orchard is not allowed on deal MQ-AAAAAAAAA1',
        },
      ],
    };
    server.use(http.post('*/v1/sandbox/ad-request', () => HttpResponse.json(lost)));
    const { user } = renderRoute('/sandbox');
    await sendRequest(user, 'pl_nw_002');
    const bids = await screen.findByRole('table', { name: 'Bids' });
    const under = rowWith('Under Floor (Acme Coffee Co.)', bids);
    expect(within(under).getByText('MQ-AAAAAAAAA1')).toBeInTheDocument();
    expect(within(under).getByText('Below the deal floor $9.00')).toBeInTheDocument();
    const seat = rowWith('Wrong Seat (Orchard)', bids);
    expect(
      within(seat).getByText('Seat acc_orchard is not allowed on deal MQ-AAAAAAAAA1'),
    ).toBeInTheDocument();
    expect(screen.getByText('No winner: no bidder won this request.')).toBeInTheDocument();
    expect(definitionOf('Deal bids')).toHaveTextContent('2');
  });
});
