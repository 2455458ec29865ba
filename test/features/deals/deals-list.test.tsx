// `/deals` for each role (DEAL-LIST-SSP, DEAL-LIST-DSP, DEAL-LIST-ADMIN, DEAL-VIEWER,
// DEAL-LIST-SEARCH, DEAL-LIST-EMPTY): the publisher's, the buyer's and the Admin's
// columns over the seeded Northwind deals, sorting, searching, and the empty and error states.
import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { bodyRows, inMain, renderRoute, signInAs } from '../../utils';
import { apiUrl, http, HttpResponse, prepareDealScreens, server } from './deals-list-helpers';

prepareDealScreens();

const table = () => screen.findByRole('table', { name: 'Deals' });
const headersOf = (tableEl: HTMLElement) =>
  within(tableEl)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

describe('/deals as the publisher (SSP)', () => {
  beforeEach(async () => {
    await signInAs('ssp');
  });

  it('lists the publisher deals with Name, Deal ID, Auction, Floor CPM ($), Buyers, Screens, Flight and Active', async () => {
    renderRoute('/deals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deals' })).toBeInTheDocument();
    const tableEl = await table();
    expect(headersOf(tableEl)).toEqual([
      'Name',
      'Deal ID',
      'Auction',
      'Floor CPM ($)',
      'Buyers',
      'Screens',
      'Flight',
      'Active',
    ]);
    // Buyer names come from the advertiser accounts once they load.
    await waitFor(() =>
      expect(bodyRows(tableEl)[2]?.[4]).toBe('Acme Coffee Co., Bluebird Airlines'),
    );
    const rows = bodyRows(tableEl);
    expect(rows.map((cells) => cells.slice(0, 6))).toEqual([
      [
        'Northwind Evening Bars',
        'MQ-9B3D5H7L1VCopy',
        'First price',
        '5.5',
        'Bluebird Airlines',
        'Bars, QSR in all states',
      ],
      [
        'Northwind Holiday Preview',
        'MQ-2C6G0K4P8SCopy',
        'Fixed price',
        '7.5',
        'Orchard Fresh Juice',
        '3 placements',
      ],
      [
        'Northwind Mall Screens Fixed',
        'MQ-4F8J2N6R0TCopy',
        'Fixed price',
        '9',
        'Acme Coffee Co., Bluebird Airlines',
        '6 placements',
      ],
      [
        'Northwind Morning Rush',
        'MQ-7K2P9X4M1QCopy',
        'First price',
        '6.5',
        'Acme Coffee Co.',
        'Grocery, Mall in NY, NJ, PA, MA',
      ],
    ]);
    // The ended deal says so beside its dates; running ones show their dates alone.
    expect(rows[1]?.[6]).toMatch(/^\w{3} \d{1,2}, \d{4} – \w{3} \d{1,2}, \d{4} Ended$/);
    expect(rows[3]?.[6]).toMatch(/^\w{3} \d{1,2}, \d{4} – \w{3} \d{1,2}, \d{4}$/);

    expect(within(tableEl).getByRole('link', { name: 'Northwind Morning Rush' })).toHaveAttribute(
      'href',
      '/deals/deal_nw_morning',
    );
    expect(
      within(tableEl).getByRole('button', { name: 'Copy Deal ID MQ-7K2P9X4M1Q' }),
    ).toBeInTheDocument();
    expect(
      within(tableEl).getByRole('switch', { name: 'Active: Northwind Morning Rush' }),
    ).toBeChecked();
    expect(
      within(tableEl).getByRole('switch', { name: 'Active: Northwind Evening Bars' }),
    ).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'New Deal' })).toHaveAttribute('href', '/deals/create');
  });

  it('shows a seat no advertiser account has by its Seat ID in the Buyers column', async () => {
    // The publisher typed a Seat ID that no advertiser account has (allowed, with a warning).
    getDb().deals.find((deal) => deal.id === 'deal_nw_bars')!.seats = [
      'acc_acme',
      'seat_unknown_7',
    ];
    renderRoute('/deals');
    const tableEl = await table();
    await waitFor(() =>
      expect(bodyRows(tableEl).map((cells) => cells[4])).toContain(
        'Acme Coffee Co., seat_unknown_7',
      ),
    );
  });

  it('opens the deal on a row click', async () => {
    const { user, router } = renderRoute('/deals');
    const tableEl = await table();
    const row = within(tableEl).getByRole('row', { name: /Northwind Mall Screens Fixed/ });
    expect(row).toContainElement(
      within(tableEl).getByRole('link', { name: 'Northwind Mall Screens Fixed' }),
    );
    await user.click(within(row).getByText('6 placements'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals/deal_nw_malls'));
  });

  it('sorts the deals by Floor CPM ($) both ways and by Auction', async () => {
    const { user } = renderRoute('/deals');
    const tableEl = await table();
    const floor = within(tableEl).getByRole('button', { name: 'Floor CPM ($)' });
    await user.click(floor);
    expect(bodyRows(tableEl).map((cells) => cells[3])).toEqual(['5.5', '6.5', '7.5', '9']);
    expect(within(tableEl).getAllByRole('columnheader')[3]).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(floor);
    expect(bodyRows(tableEl).map((cells) => cells[3])).toEqual(['9', '7.5', '6.5', '5.5']);
    await user.click(within(tableEl).getByRole('button', { name: 'Auction' }));
    expect(bodyRows(tableEl).map((cells) => cells[2])).toEqual([
      'First price',
      'First price',
      'Fixed price',
      'Fixed price',
    ]);
  });

  it('searches the deals by name or Deal ID and says when none match', async () => {
    const { user } = renderRoute('/deals');
    const tableEl = await table();
    const search = screen.getByRole('searchbox', { name: 'Filter by name or Deal ID' });
    await user.type(search, 'MORNING');
    await waitFor(() =>
      expect(bodyRows(tableEl).map((cells) => cells[0])).toEqual(['Northwind Morning Rush']),
    );
    expect(screen.getByText('1 of 4 deals')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'mq-4f8j');
    await waitFor(() =>
      expect(bodyRows(tableEl).map((cells) => cells[0])).toEqual(['Northwind Mall Screens Fixed']),
    );
    await user.clear(search);
    await user.type(search, 'no such deal');
    expect(await screen.findByText('No deals match “no such deal”.')).toBeInTheDocument();
  });

  it('shows the publisher empty state with New Deal when there are no deals', async () => {
    server.use(http.get(apiUrl('/deals'), () => HttpResponse.json([])));
    renderRoute('/deals');
    expect(await screen.findByText('You have no deals yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // One New Deal in the header and one in the empty state.
    const links = screen.getAllByRole('link', { name: 'New Deal' });
    expect(links).toHaveLength(2);
    links.forEach((link) => expect(link).toHaveAttribute('href', '/deals/create'));
  });

  it('shows the loading state, then the error state with Retry when the deals fail to load', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('/deals'), () =>
        fail
          ? HttpResponse.json({ error: { message: 'Database unavailable' } }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = renderRoute('/deals');
    expect(await screen.findByText('Loading deals…')).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    const state = inMain().getByRole('alert');
    expect(state).toContainElement(retry);
    expect(state).toHaveTextContent('Failed to load deals.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await table()).toBeInTheDocument();
  });
});

describe('/deals as the buyer (DSP)', () => {
  beforeEach(async () => {
    await signInAs('dsp');
  });

  it('lists the deals offered to the buyer seat with Deal ID, Name, Publisher, Auction, Floor CPM ($), Screens and Flight, without a switch or New Deal', async () => {
    renderRoute('/deals');
    const tableEl = await table();
    expect(headersOf(tableEl)).toEqual([
      'Deal ID',
      'Name',
      'Publisher',
      'Auction',
      'Floor CPM ($)',
      'Screens',
      'Flight',
    ]);
    expect(bodyRows(tableEl).map((cells) => cells.slice(0, 6))).toEqual([
      [
        'MQ-4F8J2N6R0TCopy',
        'Northwind Mall Screens Fixed',
        'Northwind Screens',
        'Fixed price',
        '9',
        '6 placements',
      ],
      [
        'MQ-7K2P9X4M1QCopy',
        'Northwind Morning Rush',
        'Northwind Screens',
        'First price',
        '6.5',
        'Grocery, Mall in NY, NJ, PA, MA',
      ],
    ]);
    expect(within(tableEl).queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Deal' })).not.toBeInTheDocument();
  });

  it('marks a paused offered deal Paused beside its name, the buyer having no switch', async () => {
    getDb().deals.find((deal) => deal.id === 'deal_nw_morning')!.isActive = false;
    renderRoute('/deals');
    const tableEl = await table();
    expect(bodyRows(tableEl).map((cells) => cells[1])).toEqual([
      'Northwind Mall Screens Fixed',
      'Northwind Morning Rush Paused',
    ]);
  });

  it('opens an offered deal from its row', async () => {
    const { user, router } = renderRoute('/deals');
    const tableEl = await table();
    await user.click(within(tableEl).getByText('Northwind Morning Rush'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals/deal_nw_morning'));
  });

  it('shows the buyer empty state, without New Deal, when no deal is offered', async () => {
    server.use(http.get(apiUrl('/deals'), () => HttpResponse.json([])));
    renderRoute('/deals');
    expect(
      await screen.findByText('No deals are offered to your account yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Publishers offer deals to a buyer’s Seat ID/)).toBeInTheDocument();
    // The buyer's own Seat ID, with its copy button: Settings is an Admin's screen only.
    expect(screen.getByText('acc_acme')).toBeVisible();
    expect(screen.getByRole('button', { name: /Copy Seat ID/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'New Deal' })).not.toBeInTheDocument();
  });
});

describe('/deals as the Admin', () => {
  it('lists every deal with its Publisher and the Active switch, without New Deal', async () => {
    await signInAs('admin');
    renderRoute('/deals');
    const tableEl = await table();
    expect(headersOf(tableEl)).toEqual([
      'Name',
      'Deal ID',
      'Publisher',
      'Auction',
      'Floor CPM ($)',
      'Buyers',
      'Screens',
      'Flight',
      'Active',
    ]);
    expect(bodyRows(tableEl).map((cells) => cells[0])).toEqual([
      'Northwind Evening Bars',
      'Northwind Holiday Preview',
      'Northwind Mall Screens Fixed',
      'Northwind Morning Rush',
    ]);
    expect(within(tableEl).getAllByRole('switch')).toHaveLength(4);
    expect(screen.queryByRole('link', { name: 'New Deal' })).not.toBeInTheDocument();
  });

  it('shows the Admin empty state when no publisher has a deal', async () => {
    await signInAs('admin');
    server.use(http.get(apiUrl('/deals'), () => HttpResponse.json([])));
    renderRoute('/deals');
    expect(await screen.findByText('No publisher has made a deal yet.')).toBeInTheDocument();
  });

  it('gives a login with the Admin, DSP and SSP roles the Admin columns and switches, and New Deal', async () => {
    await signInAs('multi');
    renderRoute('/deals');
    const tableEl = await table();
    expect(headersOf(tableEl)).toContain('Publisher');
    expect(headersOf(tableEl)).toContain('Active');
    expect(within(tableEl).getAllByRole('switch')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'New Deal' })).toHaveAttribute('href', '/deals/create');
  });
});
