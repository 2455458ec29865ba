import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/http/api-client';
import { server } from '@/mocks/server';
import { renderRoute, signInAs } from '../../utils';

const SEEDED = [
  'Marquee Exchange',
  'Acme Coffee Co.',
  'Bluebird Airlines',
  'Orchard Fresh Juice',
  'Northwind Screens',
  'Metro Transit Media',
  'Summit Health Displays',
];

function accountsTable() {
  return screen.getByRole('table', { name: 'Accounts' });
}

function bodyRows() {
  return within(accountsTable()).getAllByRole('row').slice(1);
}

// Requirements checked here: ACC-LIST, ACC-LIST-URL.
describe('accounts list', () => {
  it('lists the seeded accounts with their kind, stats and creation date', async () => {
    await signInAs('admin');
    const { user } = renderRoute('/accounts');

    expect(await screen.findByRole('link', { name: 'Acme Coffee Co.' })).toHaveAttribute(
      'href',
      '/accounts/acc_acme',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    expect(document.title).toBe('Marquee | Accounts');
    for (const name of SEEDED) expect(screen.getByRole('link', { name })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(SEEDED.length);
    for (const header of ['Name', 'Kind', 'Campaigns', 'Placements', 'Users', 'Created']) {
      expect(within(accountsTable()).getByRole('columnheader', { name: header })).toBeVisible();
    }

    const acme = within(accountsTable()).getByRole('row', { name: /Acme Coffee Co\./ });
    expect(within(acme).getByText('Advertiser')).toBeVisible();
    expect(within(acme).getByText('Nov 14, 2023')).toBeVisible();

    // Sorted by name; the Created header sorts by date (the exchange was created first).
    expect(within(bodyRows()[0]!).getByRole('link')).toHaveTextContent('Acme Coffee Co.');
    await user.click(within(accountsTable()).getByRole('button', { name: 'Created' }));
    expect(within(bodyRows()[0]!).getByRole('link')).toHaveTextContent('Marquee Exchange');
    await user.click(within(accountsTable()).getByRole('button', { name: 'Created' }));
    expect(within(bodyRows()[0]!).getByRole('link')).toHaveTextContent('Orchard Fresh Juice');
  });

  it('is the admin home at /, with New Account and row clicks to the detail page', async () => {
    await signInAs('admin');
    const { user, router } = renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Northwind Screens' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'New Account' })).toHaveAttribute(
      'href',
      '/accounts/create',
    );
    await user.click(
      within(screen.getByRole('row', { name: /Northwind Screens/ })).getByText('Publisher'),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/acc_northwind'));
  });

  it('filters by name as the admin types', async () => {
    await signInAs('admin');
    const { user } = renderRoute('/accounts');
    await screen.findByRole('link', { name: 'Acme Coffee Co.' });

    await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'NORTH');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Northwind Screens' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Acme Coffee Co.' })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 7 accounts')).toBeVisible();

    await user.clear(screen.getByRole('searchbox', { name: 'Search accounts' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'zzz');
    expect(await screen.findByText('No accounts match “zzz”.')).toBeVisible();
  });

  it('keeps the search and the sort in the URL, so a link reproduces the view', async () => {
    await signInAs('admin');
    const { user, router } = renderRoute('/accounts?q=north&sort=-users');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('searchbox', { name: 'Search accounts' })).toHaveValue('north');
    expect(screen.getByRole('columnheader', { name: /^Users/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.clear(screen.getByRole('searchbox', { name: 'Search accounts' }));
    await user.click(screen.getByRole('button', { name: /^Created/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=created'));
    expect(screen.getByRole('columnheader', { name: /^Created/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'acme');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=created&q=acme'));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
  });

  it('shows the empty state when there are no accounts', async () => {
    await signInAs('admin');
    server.use(http.get(apiUrl('/accounts'), () => HttpResponse.json([])));
    renderRoute('/accounts');
    expect(await screen.findByText('No accounts yet.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('renders a list of only ids and names, with — for the rest', async () => {
    await signInAs('admin');
    server.use(
      http.get(apiUrl('/accounts'), () => HttpResponse.json([{ id: 'acc_x', name: 'Only Name' }])),
    );
    renderRoute('/accounts');
    const row = await screen.findByRole('row', { name: /Only Name/ });
    expect(within(row).getAllByText('—')).toHaveLength(5);
  });

  it('shows Failed to load accounts. with Retry when the list fails', async () => {
    await signInAs('admin');
    server.use(
      http.get(apiUrl('/accounts'), () =>
        HttpResponse.json({ error: { message: 'Database unavailable' } }, { status: 500 }),
      ),
    );
    const { user } = renderRoute('/accounts');

    const main = await screen.findByRole('main');
    expect(
      await within(main).findByText('Failed to load accounts.', {}, { timeout: 5000 }),
    ).toBeVisible();
    // The toast says it too (ACC-LOAD-ERROR).
    const both = screen.getAllByText('Failed to load accounts.');
    expect(both).toHaveLength(2);
    const toastCard = screen
      .getAllByRole('alert')
      .find((el) => !main.contains(el) && within(el).queryByText('Failed to load accounts.'));
    expect(toastCard).toHaveTextContent(/^Error/);

    server.resetHandlers();
    await user.click(within(main).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Acme Coffee Co.' })).toBeVisible();
    expect(within(main).queryByText('Failed to load accounts.')).not.toBeInTheDocument();
  });
});
