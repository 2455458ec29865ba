import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/lib/http/api-client';
import { reloadDb } from '@/mocks/db';
import { setKnobs } from '@/mocks/knobs';
import { HOSTILE_HTML, HOSTILE_IDS, HOSTILE_RTL } from '@/mocks/seed/hostile';
import { server } from '@/mocks/server';
import { inMain, renderRoute, signInAs } from '../../utils';

beforeAll(async () => {
  await import('@/features/reports/routes/reports-list');
});

const table = () => screen.findByRole('table', { name: 'Reports' });

function rows(tableEl: HTMLElement) {
  return within(tableEl)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell'));
}

// Requirements checked here: RPT-LIST, RPT-LIST-ERROR.
describe('/reports', () => {
  it("is the SSP home: the publisher's report with name, kind and description", async () => {
    await signInAs('ssp');
    const { user, router } = renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const [first, ...others] = rows(await table());
    expect(others).toHaveLength(0);
    expect(first?.[0]).toHaveTextContent('All placements');
    expect(first?.[1]).toHaveTextContent('All placements');
    expect(first?.[2]).toHaveTextContent(
      'Impressions, plays and revenue across every placement of the network.',
    );
    await user.click(screen.getByRole('link', { name: 'All placements' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/rpt_all_placements'));
  });

  it("lists a buyer's reports; a row click opens one; the sort is kept in the URL", async () => {
    await signInAs('dsp');
    const { user, router } = renderRoute('/reports');
    const tableEl = await table();
    expect(rows(tableEl).map((cells) => within(cells[0]!).getByRole('link').textContent)).toEqual([
      'All campaigns',
      'Morning Rush Commuters',
      'Cold Brew Summer',
      'Holiday Blend Launch',
      'Spring Menu Preview',
      'Weekday Breakfast Day-Parts',
    ]);
    expect(rows(tableEl)[1]?.[1]).toHaveTextContent(/^Campaign$/);
    expect(rows(tableEl)[0]?.[1]).toHaveTextContent('All campaigns');

    await user.click(within(tableEl).getByRole('button', { name: 'Kind' }));
    expect(router.state.location.search).toBe('?sort=kind');
    expect(rows(tableEl)[0]?.[1]).toHaveTextContent('All campaigns');
    await user.click(within(tableEl).getByRole('button', { name: 'Kind' }));
    expect(router.state.location.search).toBe('?sort=-kind');
    expect(rows(tableEl)[0]?.[1]).toHaveTextContent(/^Campaign$/);

    const holiday = within(tableEl).getByRole('row', { name: /Holiday Blend Launch/ });
    await user.click(within(holiday).getAllByRole('cell')[2]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports/rpt_cmp_3'));
  });

  it('tells an Admin whose each report is: two accounts’ All campaigns read apart (RPT-ACCOUNT-SCOPE)', async () => {
    await signInAs('multi');
    renderRoute('/reports');
    const all = rows(await table()).filter((cells) =>
      /^All campaigns/.test(cells[0]?.textContent ?? ''),
    );
    expect(all.length).toBeGreaterThan(1);
    const names = all.map((cells) => cells[0]!.textContent);
    expect(new Set(names).size).toBe(names.length);
    expect(names.some((name) => name?.includes('Acme Coffee Co.'))).toBe(true);
  });

  it('says so when the account has no reports', async () => {
    await signInAs('dsp');
    server.use(http.get(apiUrl('/reports'), () => HttpResponse.json({ reports: [] })));
    renderRoute('/reports');
    expect(await screen.findByText('No reports yet')).toBeVisible();
    expect(
      screen.getByText('Reports appear here once your account has campaigns or placements.'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the failure with Retry, and recovers', async () => {
    await signInAs('ssp');
    let fail = true;
    server.use(
      http.get(apiUrl('/reports'), () =>
        fail
          ? HttpResponse.json({ error: { message: 'Database down' } }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = renderRoute('/reports');
    const alert = await inMain().findByRole('alert');
    expect(alert).toHaveTextContent('The reports could not be loaded.');
    expect(alert).toHaveTextContent('Database down');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'All placements' })).toBeVisible();
  });

  it('renders the hostile report as text', async () => {
    setKnobs({ hostile: true });
    reloadDb();
    await signInAs('dsp');
    const { container } = renderRoute('/reports');
    const tableEl = await table();
    const link = within(tableEl).getByRole('link', { name: HOSTILE_RTL });
    expect(link).toHaveAttribute('href', `/reports/${HOSTILE_IDS.report}`);
    expect(within(tableEl).getAllByText(new RegExp(escape(HOSTILE_HTML))).length).toBeGreaterThan(
      0,
    );
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- no query finds an injected element (a script has no role): the payload must have made none
    expect(container.querySelector('script, img[src="x"]')).toBeNull();
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
