// `/deals/{id}` (DEAL-DETAIL, DEAL-HEALTH, DEAL-HEALTH-LOSSES, DEAL-HEALTH-DAILY, DEAL-NO-TRAFFIC,
// DEAL-BUYER-MAP, DEAL-NOT-FOUND): the deal's facts, its health (figures, loss reasons as a
// chart with a table, the days), the publisher's Edit Deal and Duplicate, the Admin's switch,
// the buyer's map of screens and Create Campaign, and the 404 of a deal nobody may see.
import { screen, waitFor, within } from '@testing-library/react';
import { createDeal, getDealStats, toggleDeal } from '@/api/deals';
import { LOSS_REASON_LABELS } from '@/rules/deal-rules';
import { venueTypeWithDescendants } from '@/data/venue-types';
import { venueTypeName } from '@/features/deals/deal-format';
import { localIsoDate } from '@/lib/text/dates';
import { formatCount, formatMoney } from '@/lib/text/format';
import { bodyRows, findToast, renderRoute, signInAs } from '../../utils';
import { apiUrl, http, HttpResponse, prepareDealScreens, server } from './deals-list-helpers';
import { definitionOf } from '../../dom-queries';

prepareDealScreens();

const main = () => within(screen.getByRole('main'));
/** The value of a fact (a <dt> label and its <dd>). */
const fact = (label: string) => definitionOf(label);
/** The value of a health figure. */
const figure = (label: string) =>
  definitionOf(label, screen.getByRole('region', { name: 'Health' })).textContent;

const openDeal = async (id: string) => {
  const view = renderRoute(`/deals/${id}`);
  await screen.findByRole('heading', { level: 2, name: 'Deal' });
  return view;
};

describe('/deals/{id} as the publisher (SSP)', () => {
  beforeEach(async () => {
    await signInAs('ssp');
  });

  it('shows the deal facts: Deal ID with copy, publisher, auction, floor, priority, buyers, screens, flight, day-parts and state', async () => {
    await openDeal('deal_nw_morning');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Northwind Morning Rush' }),
    ).toBeInTheDocument();
    expect(fact('Deal ID')).toHaveTextContent('MQ-7K2P9X4M1Q');
    expect(
      within(fact('Deal ID')).getByRole('button', { name: 'Copy Deal ID' }),
    ).toBeInTheDocument();
    expect(fact('Publisher')).toHaveTextContent('Northwind Screens');
    expect(fact('Auction')).toHaveTextContent('First price');
    expect(fact('Floor CPM')).toHaveTextContent('$6.50');
    expect(fact('Priority')).toHaveTextContent('2 (1 wins first)');
    await waitFor(() => expect(fact('Buyers')).toHaveTextContent('Acme Coffee Co. (acc_acme)'));
    expect(fact('Screens')).toHaveTextContent(
      'Every screen of these venue typesGroceryMallIn these statesNew York (NY)New Jersey (NJ)Pennsylvania (PA)Massachusetts (MA)',
    );
    expect(fact('Flight').textContent).toMatch(/^\w{3} \d{1,2}, \d{4} – \w{3} \d{1,2}, \d{4}$/);
    expect(fact('Day-parts')).toHaveTextContent('Mon–Fri 06:00–10:00 (screen-local time)');
    expect(
      within(fact('Active')).getByRole('switch', { name: 'Active: Northwind Morning Rush' }),
    ).toBeChecked();
  });

  it('names a fixed-price deal price and counts the placements it names', async () => {
    await openDeal('deal_nw_malls');
    expect(fact('Auction')).toHaveTextContent('Fixed price');
    expect(fact('Fixed price CPM')).toHaveTextContent('$9.00');
    expect(fact('Screens')).toHaveTextContent('6 placements, chosen one by one');
    expect(fact('Day-parts')).toHaveTextContent('Every hour (screen-local time)');
  });

  it('says an ended deal flight has Ended', async () => {
    await openDeal('deal_nw_holiday');
    expect(fact('Flight').textContent).toMatch(/\(Ended\)$/);
  });

  it('offers the publisher Edit Deal and Duplicate, and no Create Campaign', async () => {
    await openDeal('deal_nw_morning');
    expect(main().getByRole('link', { name: 'Edit Deal' })).toHaveAttribute(
      'href',
      '/deals/deal_nw_morning/edit',
    );
    expect(main().getByRole('link', { name: 'Duplicate' })).toHaveAttribute(
      'href',
      '/deals/create?from=deal_nw_morning',
    );
    expect(main().queryByRole('link', { name: 'Create Campaign' })).not.toBeInTheDocument();
  });

  it('shows the health figures of the deal flight up to today: requests, bids, win rate, impressions and spend', async () => {
    const { totals } = await getDealStats('deal_nw_morning');
    expect(totals.requests).toBeGreaterThan(0);
    await openDeal('deal_nw_morning');
    await waitFor(() => expect(figure('Requests')).toBe(formatCount(totals.requests)));
    expect(figure('Bids')).toBe(formatCount(totals.bids));
    const rate = `${Math.round((totals.wins / totals.bids) * 1000) / 10}%`;
    expect(figure('Win rate')).toBe(rate);
    expect(figure('Impressions')).toBe(formatCount(totals.impressions));
    expect(figure('Spend')).toBe(formatMoney(totals.spend));
  });

  it('lists the loss reasons in a table beside their bar chart, with counts, shares and the total', async () => {
    const { totals } = await getDealStats('deal_nw_morning');
    await openDeal('deal_nw_morning');
    const table = await screen.findByRole('table', { name: 'Loss reasons' });
    expect(screen.getByRole('img', { name: /^Lost bids by reason/ })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    const lost = totals.lossReasons.reduce((sum, r) => sum + r.count, 0);
    const expected = Object.entries(LOSS_REASON_LABELS).map(([reason, label]) => [
      label,
      formatCount(totals.lossReasons.find((r) => r.reason === reason)?.count ?? 0),
    ]);
    expect(
      rows
        .slice(0, 6)
        .map((row) =>
          [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')]
            .slice(0, 2)
            .map((c) => c.textContent),
        ),
    ).toEqual(expected);
    expect(rows[6]).toHaveTextContent(`Total${formatCount(lost)}`);
  });

  it('shows the days of the flight up to today in a table and a chart', async () => {
    const report = await getDealStats('deal_nw_morning');
    await openDeal('deal_nw_morning');
    const days = await screen.findByRole('table', { name: 'The deal’s health by day' });
    const rows = bodyRows(days);
    expect(rows).toHaveLength(report.days.length);
    expect(screen.getByRole('figure', { name: 'Daily bids, wins and spend' })).toBeInTheDocument();
    const first = report.days[0]!;
    expect(rows[0]?.[0]).toBe(formatCount(first.requests));
  });

  it('says No traffic yet for a new deal that has had no requests', async () => {
    const today = localIsoDate();
    const fresh = await createDeal({
      body: {
        name: 'Fresh Lobby Screens',
        auctionType: 'FirstPrice',
        floorCpm: 4,
        priority: 5,
        seats: ['acc_acme'],
        placements: ['pl_nw_004'],
        window: { dateStart: today, dateEnd: today },
        dayParts: [],
        isActive: true,
      },
    });
    await openDeal(fresh.id);
    expect(await screen.findByText('No traffic yet')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Loss reasons' })).not.toBeInTheDocument();
  });

  it('shows the health error state with Retry, and the deal facts still, when the stats fail', async () => {
    server.use(
      http.get(apiUrl('/deals/:id/stats'), () =>
        HttpResponse.json({ error: { message: 'Stats store unavailable' } }, { status: 500 }),
      ),
    );
    await openDeal('deal_nw_morning');
    const health = screen.getByRole('region', { name: 'Health' });
    const alert = await within(health).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the deal’s health.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(fact('Deal ID')).toHaveTextContent('MQ-7K2P9X4M1Q');
  });
});

describe('/deals/{id} as the buyer (DSP)', () => {
  beforeEach(async () => {
    await signInAs('dsp');
  });

  it('shows an offered deal read-only with Create Campaign handing the Deal ID to the wizard', async () => {
    await openDeal('deal_nw_malls');
    expect(main().getByRole('link', { name: 'Create Campaign' })).toHaveAttribute(
      'href',
      '/campaigns/create?deals=MQ-4F8J2N6R0T',
    );
    expect(main().queryByRole('link', { name: 'Edit Deal' })).not.toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Duplicate' })).not.toBeInTheDocument();
    expect(main().queryByRole('switch')).not.toBeInTheDocument();
    expect(fact('Active')).toHaveTextContent('Active');
    // The buyer's own seat, the other buyer only counted.
    expect(fact('Buyers')).toHaveTextContent('Your account (acc_acme) and 1 other buyer');
  });

  it('shows the deal screens from the publisher inventory on the map, counted and listed', async () => {
    await openDeal('deal_nw_malls');
    expect(await screen.findByText('6 screens on this deal')).toBeInTheDocument();
    const list = screen.getByRole('table', { name: 'The deal’s screens' });
    expect(bodyRows(list)).toHaveLength(6);
    const byState = screen.getByRole('table', {
      name: 'The deal’s screens by state',
      hidden: true,
    });
    expect(within(byState).getAllByRole('row', { hidden: true }).length).toBeGreaterThan(1);
  });

  it('keeps the screens of a deal by venue types and states that match it', async () => {
    await openDeal('deal_nw_morning');
    const count = await screen.findByText(/ screens? on this deal$/);
    const list = screen.getByRole('table', { name: 'The deal’s screens' });
    const rows = bodyRows(list);
    expect(count).toHaveTextContent(`${rows.length} screen`);
    expect(rows.length).toBeGreaterThan(0);
    // Grocery (203) and Mall (205) with their descendants (a mall's food court too).
    const kinds = new Set([203, 205].flatMap(venueTypeWithDescendants).map(venueTypeName));
    for (const cells of rows) {
      expect(kinds.has(cells[1]!)).toBe(true);
      expect(cells[2]).toMatch(/, (New York|New Jersey|Pennsylvania|Massachusetts)$/);
    }
  });

  it('shows the health panel to the buyer too', async () => {
    const { totals } = await getDealStats('deal_nw_malls');
    await openDeal('deal_nw_malls');
    await waitFor(() => expect(figure('Bids')).toBe(formatCount(totals.bids)));
  });

  it('answers a deal not offered to the buyer with Deal not found and a way back to /deals', async () => {
    const { user, router } = renderRoute('/deals/deal_nw_bars');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deal not found' }),
    ).toBeInTheDocument();
    await user.click(main().getByRole('link', { name: 'Back to deals' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
  });
});

describe('/deals/{id} as the Admin', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it('shows the deal read-only with the Active switch, which pauses it', async () => {
    const { user } = await openDeal('deal_nw_malls');
    expect(main().queryByRole('link', { name: 'Edit Deal' })).not.toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Create Campaign' })).not.toBeInTheDocument();
    const toggle = within(fact('Active')).getByRole('switch', {
      name: 'Active: Northwind Mall Screens Fixed',
    });
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(fact('Active')).toHaveTextContent('Paused');
  });

  it('says already paused on the deal page when a colleague paused it first', async () => {
    const { user } = await openDeal('deal_nw_malls');
    const toggle = within(fact('Active')).getByRole('switch');
    await toggleDeal('deal_nw_malls');
    await user.click(toggle);
    expect(await findToast('Northwind Mall Screens Fixed is already paused')).toBeInTheDocument();
  });

  it('shows the error state with Retry when the deal fails to load, then the deal', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('/deals/:id'), () =>
        fail
          ? HttpResponse.json({ error: { message: 'Database unavailable' } }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = renderRoute('/deals/deal_nw_malls');
    expect(await screen.findByText('Loading the deal…')).toBeInTheDocument();
    const retry = await main().findByRole('button', { name: 'Retry' });
    const state = main().getByRole('alert');
    expect(state).toContainElement(retry);
    expect(state).toHaveTextContent('The deal could not be loaded.');
    fail = false;
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Northwind Mall Screens Fixed' }),
    ).toBeInTheDocument();
  });

  it('answers an unknown deal id with Deal not found', async () => {
    renderRoute('/deals/deal_nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deal not found' }),
    ).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Back to deals' })).toHaveAttribute('href', '/deals');
  });
});
