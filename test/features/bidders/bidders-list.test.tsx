import { screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@/lib/cache/query-client';
import { bodyRows, renderRoute, signInAs } from '../../utils';
import {
  apiUrl,
  captureRequests,
  errorReply,
  gate,
  http,
  HttpResponse,
  prepareBidderScreens,
  server,
} from './helpers';

prepareBidderScreens();

const SEEDED = [
  'Adomni Marketplace',
  'Aniview Video Demand',
  'Beacon DSP (OpenRTB)',
  'Broadsign Reach',
  'Streamline VAST Feed',
];

async function table() {
  return screen.findByRole('table', { name: 'Bidders' });
}

/** Body rows of the table, as their cells' text. */
function rowOf(tableEl: HTMLElement, name: string) {
  const link = within(tableEl).getByRole('link', { name });
  return link.closest('tr') as HTMLElement;
}

// BID-LIST, BID-LIST-FILTER, BID-LIST-EMPTY, BID-LIST-LOAD-FAILED, BID-NEW-MENU, BID-TOGGLE
describe('/bidders', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it('lists the seeded bidders with ID, Name, Type, Daily Budget($), URL and Active', async () => {
    renderRoute('/bidders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bidders' })).toBeInTheDocument();
    const tableEl = await table();
    const headers = within(tableEl)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['ID', 'Name', 'Type', 'Daily Budget($)', 'URL', 'Active']);

    const rows = bodyRows(tableEl);
    // Sorted by name to begin with.
    expect(rows.map((cells) => cells[1])).toEqual(SEEDED);
    expect(rows[0]?.slice(0, 5)).toEqual([
      'bid_adomni',
      'Adomni Marketplace',
      'Adomni',
      '10,000',
      '—',
    ]);
    expect(rows[4]?.[2]).toBe('Vast');
    expect(rows[4]?.[3]).toBe('2,500');
    expect(rows[4]?.[4]).toMatch(/^https:\/\/ads\.streamline-vast\.example\/vast/);
    expect(rows[2]?.[4]).toMatch(/^https:\/\/rtb\.beacon-dsp\.example\//);

    expect(within(tableEl).getByRole('link', { name: 'Broadsign Reach' })).toHaveAttribute(
      'href',
      '/bidders/bid_broadsign/edit',
    );
    expect(
      within(tableEl).getByRole('switch', { name: 'Active: Adomni Marketplace' }),
    ).toBeChecked();
    expect(
      within(tableEl).getByRole('switch', { name: 'Active: Streamline VAST Feed' }),
    ).not.toBeChecked();
  });

  it('opens the edit form on a row click', async () => {
    const { user, router } = renderRoute('/bidders');
    const tableEl = await table();
    await user.click(within(rowOf(tableEl, 'Broadsign Reach')).getByText('Broadsign'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bidders/bid_broadsign/edit'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Broadsign Bidder' }),
    ).toBeInTheDocument();
  });

  it('offers the four creatable protocols in the New Bidder menu', async () => {
    const { user, router } = renderRoute('/bidders');
    await user.click(await screen.findByRole('button', { name: 'New Bidder' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Adomni', '/bidders/create/0'],
      ['Vast', '/bidders/create/1'],
      ['Broadsign', '/bidders/create/2'],
      ['OpenRtb', '/bidders/create/3'],
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Broadsign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bidders/create/2'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New Broadsign Bidder' }),
    ).toBeInTheDocument();
  });

  it('sorts by a column header, both ways', async () => {
    const { user } = renderRoute('/bidders');
    const tableEl = await table();
    const budgetHeader = within(tableEl).getByRole('button', { name: 'Daily Budget($)' });
    await user.click(budgetHeader);
    expect(bodyRows(tableEl).map((cells) => cells[3])).toEqual([
      '2,500',
      '3,000',
      '6,000',
      '10,000',
      '15,000',
    ]);
    expect(within(tableEl).getAllByRole('columnheader')[3]).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(budgetHeader);
    expect(bodyRows(tableEl).map((cells) => cells[3])[0]).toBe('15,000');
    await user.click(within(tableEl).getByRole('button', { name: 'Type' }));
    expect(bodyRows(tableEl).map((cells) => cells[2])).toEqual([
      'Adomni',
      'Aniview',
      'Broadsign',
      'OpenRtb',
      'Vast',
    ]);
  });

  it('filters by name, case-insensitively, and says when nothing matches', async () => {
    const { user } = renderRoute('/bidders');
    const tableEl = await table();
    const filter = screen.getByRole('searchbox', { name: 'Filter by name' });
    await user.type(filter, 'bEaCoN');
    await waitFor(() =>
      expect(bodyRows(tableEl).map((cells) => cells[1])).toEqual(['Beacon DSP (OpenRTB)']),
    );
    await user.clear(filter);
    await user.type(filter, 'nothing like it');
    expect(await screen.findByText('No bidders match “nothing like it”.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no bidders', async () => {
    server.use(http.get(apiUrl('/bidders'), () => HttpResponse.json([])));
    renderRoute('/bidders');
    expect(await screen.findByText('There are no bidders yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Bidder' })).toBeInTheDocument();
  });

  it('shows the loading state, then the error state with Retry when the list fails', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('/bidders'), () =>
        fail ? errorReply('Database unavailable', 500) : undefined,
      ),
    );
    const { user } = renderRoute('/bidders');
    expect(await screen.findByText('Loading bidders…')).toBeInTheDocument();
    // The query retries a 500 once before it fails.
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    const state = screen.getAllByRole('alert').find((el) => el.contains(retry));
    expect(state).toHaveTextContent('Failed to load bidders.');
    // The same message is toasted too.
    expect(screen.getAllByText('Failed to load bidders.')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    fail = false;
    await user.click(retry);
    expect(await table()).toBeInTheDocument();
  });

  it('toggles Active from the reply, disabled while the request runs', async () => {
    const held = gate();
    server.use(
      http.get(apiUrl('/bidders/:id/toggleActive'), async () => {
        await held.opened;
        return undefined; // on to the mock API, which flips and answers isActive
      }),
    );
    const capture = captureRequests();
    const { user } = renderRoute('/bidders');
    const tableEl = await table();
    const toggle = within(tableEl).getByRole('switch', { name: 'Active: Adomni Marketplace' });
    expect(toggle).toBeChecked();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeDisabled());
    // Still as the server last said: nothing changes before the reply.
    expect(toggle).toBeChecked();
    // Other rows stay usable.
    expect(within(tableEl).getByRole('switch', { name: 'Active: Broadsign Reach' })).toBeEnabled();

    held.open();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(toggle).toBeEnabled();
    await capture.settled();
    expect(capture.requests.filter((r) => r.path.endsWith('/toggleActive'))).toEqual([
      { method: 'GET', path: '/bidders/bid_adomni/toggleActive', body: undefined },
    ]);
  });

  it('shows the isActive of the reply, not the opposite of the click', async () => {
    // A server that refuses to deactivate (answers the same state) wins over the click.
    server.use(
      http.get(apiUrl('/bidders/:id/toggleActive'), () => HttpResponse.json({ isActive: true })),
    );
    const { user } = renderRoute('/bidders');
    const tableEl = await table();
    const active = within(tableEl).getByRole('switch', { name: 'Active: Adomni Marketplace' });
    await user.click(active);
    await waitFor(() => expect(active).toBeEnabled());
    expect(active).toBeChecked();

    const inactive = within(tableEl).getByRole('switch', { name: 'Active: Streamline VAST Feed' });
    await user.click(inactive);
    await waitFor(() => expect(inactive).toBeChecked());
  });

  it('keeps the toggle as it was and shows the error toast when the toggle fails', async () => {
    server.use(
      http.get(apiUrl('/bidders/:id/toggleActive'), () => errorReply('Bidder is locked', 409)),
    );
    const { user } = renderRoute('/bidders');
    const tableEl = await table();
    const toggle = within(tableEl).getByRole('switch', { name: 'Active: Broadsign Reach' });
    await user.click(toggle);
    expect(await screen.findByText('Bidder is locked')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();
  });

  it('keeps the new state after a reload of the list', async () => {
    const first = renderRoute('/bidders');
    const toggle = within(await table()).getByRole('switch', {
      name: 'Active: Beacon DSP (OpenRTB)',
    });
    await first.user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    first.unmount();

    queryClient.clear();
    renderRoute('/bidders');
    expect(
      within(await table()).getByRole('switch', { name: 'Active: Beacon DSP (OpenRTB)' }),
    ).not.toBeChecked();
  });
});
