import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/lib/http/api-client';
import { setKnobs } from '@/mocks/knobs';
import { reloadDb } from '@/mocks/db';
import { HOSTILE_HTML, HOSTILE_RTL } from '@/mocks/seed/hostile';
import { server } from '@/mocks/server';
import type { Campaign, CampaignList } from '@/types/api';
import { NETWORK_ERROR_MESSAGE } from '@/lib/http/api-error';
import {
  bodyRows,
  captureRequests,
  deferred,
  errorToasts,
  renderRoute,
  signInAs,
} from '../../utils';
import { failPart } from '../../parts';

beforeAll(async () => {
  await import('@/features/campaigns/routes/campaigns-list');
});

beforeEach(async () => {
  await signInAs('dsp');
});

const SEEDED = [
  'Cold Brew Summer',
  'Holiday Blend Launch',
  'Morning Rush Commuters',
  'Spring Menu Preview',
  'Weekday Breakfast Day-Parts',
];

const table = () => screen.findByRole('table', { name: 'Campaigns' });

// The first cell of a row is its selection checkbox.
const names = (tableEl: HTMLElement) => bodyRows(tableEl).map((cells) => cells[1]);

function fixture(overrides: Partial<Campaign>): Campaign {
  return {
    id: 'cmp_x',
    name: 'Fixture',
    isPublished: true,
    bidCpm: 12.5,
    budgets: { spendLifetime: 25000 },
    enablePacing: true,
    schedule: {
      window: { dateStart: '2024-03-05T00:00:00', dateEnd: '2024-04-30T23:59:59' },
      dayParts: [],
      dayPartFallbackStrategy: 'campaignDefault',
    },
    fees: { dsp: 0.15, agency: 0.1 },
    targets: [],
    categories: [],
    ads: [],
    statsLifetime: { impressions: 1234567, spend: 15432.1 },
    ...overrides,
  };
}

function serveList(reply: CampaignList) {
  server.use(http.get(apiUrl('/campaigns'), () => HttpResponse.json(reply)));
}

// CMP-LIST-COLUMNS, CMP-LIST-FORMAT, CMP-LIST-NEW, CMP-LIST-EMPTY, CMP-LIST-FILTERS, CMP-STATUS,
// CMP-SNAPSHOT, CMP-ACTIVE-TOGGLE.
describe('/campaigns', () => {
  it('lists the campaigns with the spec columns and formatted values', async () => {
    serveList({
      campaigns: [
        fixture({}),
        fixture({
          id: 'cmp_y',
          name: 'Daily one',
          isPublished: false,
          budgets: { spendDaily: 800 },
          bidCpm: 8,
          statsLifetime: { impressions: 0, spend: 0 },
        }),
      ],
      snapshot_iframe_url: '',
    });
    renderRoute('/campaigns');
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'New Campaign' })).toHaveAttribute(
      'href',
      '/campaigns/create',
    );
    const tableEl = await table();
    expect(
      within(tableEl)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      '',
      'Name',
      'Impressions',
      'Spend',
      'Budget',
      'CPM',
      'Active',
      'Start',
      'End',
      'Pacing',
      'Actions',
    ]);
    expect(bodyRows(tableEl)).toEqual([
      [
        '',
        'Daily one',
        '0',
        '$0.00',
        '$800/day',
        '$8.00',
        '',
        'Mar 5, 2024',
        'Apr 30, 2024',
        'Ended',
        'Actions for Daily one',
      ],
      [
        '',
        'Fixture',
        '1,234,567',
        '$15,432.10',
        '$25,000',
        '$12.50',
        '',
        'Mar 5, 2024',
        'Apr 30, 2024',
        'Ended',
        'Actions for Fixture',
      ],
    ]);
    expect(within(tableEl).getByRole('link', { name: 'Fixture' })).toHaveAttribute(
      'href',
      '/campaigns/cmp_x',
    );
    expect(within(tableEl).getByRole('switch', { name: 'Active: Fixture' })).toBeChecked();
    expect(within(tableEl).getByRole('switch', { name: 'Active: Daily one' })).not.toBeChecked();
    expect(screen.queryByTitle('Campaign snapshot')).not.toBeInTheDocument();
  });

  it('shows the seeded campaigns sorted by name, and opens a campaign on a row click', async () => {
    const { user, router } = renderRoute('/campaigns');
    const tableEl = await table();
    expect(names(tableEl)).toEqual(SEEDED);
    const row = within(tableEl).getByRole('row', { name: /Cold Brew Summer/ });
    await user.click(within(row).getByText('$25,000'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/cmp_2'));
  });

  it('sorts by a header both ways and keeps the sort in the URL', async () => {
    const { user, router } = renderRoute('/campaigns');
    const tableEl = await table();
    const cpm = within(tableEl).getByRole('button', { name: 'CPM' });
    await user.click(cpm);
    expect(bodyRows(tableEl).map((cells) => cells[5])).toEqual([
      '$8.00',
      '$9.50',
      '$10.00',
      '$11.00',
      '$12.00',
    ]);
    expect(router.state.location.search).toBe('?sort=cpm');
    await user.click(cpm);
    expect(bodyRows(tableEl).map((cells) => cells[5])[0]).toBe('$12.00');
    expect(router.state.location.search).toBe('?sort=-cpm');
    expect(within(tableEl).getAllByRole('columnheader')[5]).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('filters by name and status, kept in the URL, and says when nothing matches', async () => {
    const { user, router } = renderRoute('/campaigns');
    const tableEl = await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paused');
    await waitFor(() =>
      expect(names(tableEl)).toEqual(['Cold Brew Summer', 'Spring Menu Preview']),
    );
    expect(router.state.location.search).toBe('?status=paused');
    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'SPRING');
    await waitFor(() => expect(names(tableEl)).toEqual(['Spring Menu Preview']));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('SPRING');
    expect(screen.getByText('1 of 5 campaigns')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    expect(await screen.findByText('No campaigns match')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No campaigns yet')).not.toBeInTheDocument();
  });

  it('reads the filters and the sort from the URL', async () => {
    renderRoute('/campaigns?status=active&sort=-name&q=r');
    const tableEl = await table();
    expect(names(tableEl)).toEqual(['Weekday Breakfast Day-Parts', 'Morning Rush Commuters']);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Active');
    expect(screen.getByRole('searchbox', { name: 'Filter by name' })).toHaveValue('r');
  });

  it('toggles Active off and on from the reply, disabled while the request runs', async () => {
    const held = deferred<void>();
    server.use(
      http.get(apiUrl('/campaigns/:id/togglePublished'), async () => {
        await held.promise;
        return undefined; // on to the mock API, which flips and answers isPublished
      }),
    );
    const capture = captureRequests();
    const { user } = renderRoute('/campaigns');
    const tableEl = await table();
    const toggle = within(tableEl).getByRole('switch', { name: 'Active: Morning Rush Commuters' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeDisabled());
    expect(toggle).toBeChecked();
    held.resolve();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(toggle).toBeEnabled();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    await capture.settled();
    expect(capture.requests.filter((r) => r.path.endsWith('/togglePublished'))).toEqual([
      { method: 'GET', path: '/campaigns/cmp_1/togglePublished', body: undefined },
      { method: 'GET', path: '/campaigns/cmp_1/togglePublished', body: undefined },
    ]);
  });

  it('shows the state the reply gives, not the opposite of the click', async () => {
    server.use(
      http.get(apiUrl('/campaigns/:id/togglePublished'), () =>
        HttpResponse.json({ isPublished: true }),
      ),
    );
    const { user } = renderRoute('/campaigns');
    const toggle = within(await table()).getByRole('switch', {
      name: 'Active: Holiday Blend Launch',
    });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
  });

  it('offers the four getting-started links when there are no campaigns at all', async () => {
    serveList({ campaigns: [], snapshot_iframe_url: '' });
    renderRoute('/campaigns');
    const start = await screen.findByRole('region', { name: 'No campaigns yet' });
    expect(
      within(start)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/campaigns/create', '/content', '/creatives', '/inventory']);
    expect(within(start).getByRole('link', { name: /Create a campaign/ })).toBeInTheDocument();
    expect(within(start).getByRole('link', { name: /Browse content/ })).toBeInTheDocument();
    expect(within(start).getByRole('link', { name: /Upload creatives/ })).toBeInTheDocument();
    expect(within(start).getByRole('link', { name: /Explore inventory/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No campaigns match')).not.toBeInTheDocument();
  });

  it('shows the error state with Retry when the list fails, and recovers', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('/campaigns'), () =>
        fail
          ? HttpResponse.json({ error: { message: 'Database unavailable' } }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = renderRoute('/campaigns');
    expect(await screen.findByText('Loading campaigns…')).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    const state = screen.getAllByRole('alert').find((el) => el.contains(retry));
    expect(state).toHaveTextContent('Failed to load campaigns.');
    expect(state).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(retry);
    expect(await table()).toBeInTheDocument();
  });

  it('shows the snapshot in a locked-down iframe only when the reply names a safe URL', async () => {
    renderRoute('/campaigns');
    const frame = await screen.findByTitle('Campaign snapshot');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/demo/snapshot.html');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(frame).toHaveAttribute('loading', 'lazy');
  });

  it('never frames a javascript: or data: snapshot URL', async () => {
    serveList({ campaigns: [fixture({})], snapshot_iframe_url: 'javascript:alert(1)' });
    const first = renderRoute('/campaigns');
    await table();
    expect(screen.queryByTitle('Campaign snapshot')).not.toBeInTheDocument();
    first.unmount();
  });

  it('renders the hostile demo campaign name as plain text', async () => {
    setKnobs({ hostile: true });
    reloadDb();
    await signInAs('dsp'); // the reseeded database has new sessions
    renderRoute('/campaigns');
    const tableEl = await table();
    expect(within(tableEl).getByRole('link', { name: HOSTILE_RTL })).toBeInTheDocument();
    expect(within(tableEl).getByRole('switch', { name: `Active: ${HOSTILE_RTL}` })).toBeChecked();
  });

  it('clamps a long campaign name to two lines, keeping the whole name as its link text and title', async () => {
    const long = `${'Regional Morning Commuter Coffee Promotion '.repeat(4)}Final Week`;
    serveList({ campaigns: [fixture({ name: long })], snapshot_iframe_url: '' });
    renderRoute('/campaigns');
    const link = within(await table()).getByRole('link', { name: long });
    // The test DOM lays nothing out: the clamp is the class; the name stays whole for every reader.
    expect(link).toHaveClass('line-clamp-2');
    expect(link).toHaveTextContent(long);
    expect(link).toHaveAttribute('title', long);
  });

  it('renders an HTML payload in a name as text, never as markup', async () => {
    serveList({ campaigns: [fixture({ name: HOSTILE_HTML })], snapshot_iframe_url: '' });
    const { container } = renderRoute('/campaigns');
    const tableEl = await table();
    expect(within(tableEl).getByRole('link', { name: HOSTILE_HTML })).toHaveTextContent(
      HOSTILE_HTML,
    );
    expect(within(tableEl).getByRole('switch', { name: `Active: ${HOSTILE_HTML}` })).toBeChecked();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- no query finds an injected element: the payload must have made none
    expect(container.querySelector('script, img')).toBeNull();
  });

  // ROUTE-PART-FAILS: a row's menu whose code cannot be downloaded (offline) says so on the
  // press, and opens on a press once it can.
  it('says so when a row’s menu cannot be loaded, and opens it on the next press once it can', async () => {
    await signInAs('dsp');
    const network = failPart('row menu');
    const { user } = renderRoute('/campaigns');
    const actions = await screen.findByRole('button', { name: 'Actions for Cold Brew Summer' });
    await user.click(actions);
    await waitFor(() =>
      expect(
        errorToasts().some((toast) => toast.textContent?.includes(NETWORK_ERROR_MESSAGE)),
      ).toBe(true),
    );
    expect(screen.queryByRole('menu')).toBeNull();

    network.restore();
    await user.click(screen.getByRole('button', { name: 'Actions for Cold Brew Summer' }));
    expect(await screen.findByRole('menu')).toBeVisible();
  });
});
