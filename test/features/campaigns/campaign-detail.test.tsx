import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { iabCategoryLabel } from '@/data/iab-categories';
import { venueTypeLabel } from '@/data/venue-types';
import { apiUrl } from '@/lib/http/api-client';
import { reloadDb } from '@/mocks/db';
import { setKnobs } from '@/mocks/knobs';
import { HOSTILE_EMOJI, HOSTILE_RTL } from '@/mocks/seed/hostile';
import { server } from '@/mocks/server';
import { renderRoute, signInAs } from '../../utils';
import { definitionOf } from '../../dom-queries';

beforeAll(async () => {
  await Promise.all([
    import('@/features/campaigns/routes/campaign-detail'),
    import('@/components/charts/time-series-plot'),
  ]);
});

beforeEach(async () => {
  await signInAs('dsp');
});

/** A section (Card) by its heading. */
async function section(name: string | RegExp) {
  const heading = await screen.findByRole('heading', { level: 2, name });
  return heading.closest('section') as HTMLElement;
}

/** The `dd` of a `dt` label in a section. */
const fact = (sectionEl: HTMLElement, label: string) => definitionOf(label, sectionEl);

const chips = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

// CMP-DETAIL, CMP-DETAIL-STATS, CMP-DETAIL-SCHEDULE, CMP-FALLBACK, CMP-NOT-FOUND.
describe('/campaigns/{id}', () => {
  it('says so, with Retry, when the clips’ names could not be read (never their bare keys)', async () => {
    let failing = true;
    server.use(
      http.get(apiUrl('/content/clips'), () =>
        failing ? HttpResponse.json({ error: { message: 'Down' } }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderRoute('/campaigns/cmp_1');
    const targeting = await section('Targeting');
    const clips = fact(targeting, 'Marquee+ clips');
    await waitFor(() =>
      expect(within(clips).getByRole('alert')).toHaveTextContent(
        'The clips’ names could not be loaded.',
      ),
    );
    expect(clips).not.toHaveTextContent('insp_1');
    failing = false;
    await user.click(within(clips).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(chips(fact(targeting, 'Marquee+ clips'))).toEqual(['Rise and Shine']),
    );
  });

  it('shows the campaign with its name as title, status, edit link and targeting in words', async () => {
    renderRoute('/campaigns/cmp_1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Morning Rush Commuters' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Marquee | Morning Rush Commuters'));
    expect(screen.getByText('Active', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Campaign' })).toHaveAttribute(
      'href',
      '/campaigns/cmp_1/edit',
    );

    const targeting = await section('Targeting');
    expect(chips(fact(targeting, 'States'))).toEqual([
      'New York',
      'New Jersey',
      'Massachusetts',
      'Pennsylvania',
      'Illinois',
    ]);
    expect(chips(fact(targeting, 'Venue types'))).toEqual([venueTypeLabel(1), venueTypeLabel(2)]);
    expect(venueTypeLabel(1)).not.toMatch(/\d/);
    expect(chips(fact(targeting, 'IAB categories'))).toEqual([
      iabCategoryLabel('IAB8'),
      iabCategoryLabel('IAB8-6'),
    ]);
    expect(iabCategoryLabel('IAB8-6')).toContain(' › ');
    await waitFor(() =>
      expect(chips(fact(targeting, 'Marquee+ clips'))).toEqual(['Rise and Shine']),
    );
    expect(fact(targeting, 'Zip codes')).toHaveTextContent('Any zip code');
    expect(within(targeting).queryByText('NY')).not.toBeInTheDocument();

    const budget = await section('Budget & fees');
    expect(fact(budget, 'Budget type')).toHaveTextContent('Daily');
    expect(fact(budget, 'Budget')).toHaveTextContent('$800/day');
    expect(fact(budget, 'Bid CPM')).toHaveTextContent('$12.00');
    expect(fact(budget, 'Pacing')).toHaveTextContent('On');
    expect(fact(budget, 'Agency fee')).toHaveTextContent('10%');
    expect(fact(budget, 'DSP fee')).toHaveTextContent(/^\d+(\.\d+)?%$/);

    const stats = await section('Lifetime stats');
    expect(within(stats).getByText('Impressions')).toBeInTheDocument();
    expect(fact(stats, 'Effective CPM')).toHaveTextContent(/^\$\d+\.\d{2}$/);

    const creatives = await section(/^Creatives/);
    expect(within(creatives).getAllByRole('listitem')).toHaveLength(3);
  });

  it('names publishers, lists placement IDs and shows the day-parts as a heatmap', async () => {
    renderRoute('/campaigns/cmp_5');
    const targeting = await section('Targeting');
    expect(chips(fact(targeting, 'Placement IDs'))).toEqual([
      'pl_nw_001',
      'pl_nw_002',
      'pl_nw_003',
      'pl_nw_007',
      'pl_nw_011',
    ]);
    const schedule = await section('Schedule');
    expect(fact(schedule, 'Outside day-parts')).toHaveTextContent('Run only during day-parts');
    expect(within(schedule).getByRole('grid', { name: /Day-parts/ })).toBeInTheDocument();
    expect(fact(await section('Budget & fees'), 'Budget')).toHaveTextContent('$500/day');
  });

  it('shows a publisher by name and the default fallback in words', async () => {
    renderRoute('/campaigns/cmp_2');
    const targeting = await section('Targeting');
    await waitFor(() =>
      expect(chips(fact(targeting, 'Publishers'))).toEqual(['Northwind Screens']),
    );
    const schedule = await section('Schedule');
    expect(fact(schedule, 'Outside day-parts')).toHaveTextContent(
      'Use the campaign CPM outside day-parts',
    );
    expect(within(schedule).queryByRole('grid')).not.toBeInTheDocument();
    // The status badge (the History section below may say `Paused` too: HIST-PANEL).
    const history = await screen.findByRole('region', { name: 'History' });
    const badges = screen
      .getAllByText('Paused', { selector: 'span' })
      .filter((element) => !history.contains(element));
    expect(badges).toHaveLength(1);
    expect(fact(await section('Budget & fees'), 'Budget')).toHaveTextContent('$25,000');
  });

  it('charts the daily delivery, with a data table of the same rows', async () => {
    const { user } = renderRoute('/campaigns/cmp_1');
    const figure = await screen.findByRole('figure', { name: 'Daily impressions and spend' });
    expect(
      await within(figure).findByRole('img', { name: /Daily impressions and spend/ }),
    ).toBeInTheDocument();
    await user.click(within(figure).getByRole('button', { name: 'Show data table' }));
    const table = within(figure).getByRole('table', { name: 'Daily impressions and spend' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('DateImpressionsSpend');
    expect(rows.length).toBeGreaterThan(30);
    expect(rows[1]?.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}[\d,]+\$[\d,]+\.\d{2}$/);
    expect(screen.getByRole('link', { name: 'Open report' })).toHaveAttribute(
      'href',
      '/reports/rpt_cmp_1',
    );
  });

  it('says "No delivery yet" for a campaign that has not started', async () => {
    renderRoute('/campaigns/cmp_4');
    expect(await screen.findByText('No delivery yet')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('keeps the page when the report fails, with the chart error and Retry', async () => {
    server.use(
      http.get(apiUrl('/reports/:id'), () =>
        HttpResponse.json({ error: { message: 'Reports are down' } }, { status: 500 }),
      ),
    );
    renderRoute('/campaigns/cmp_1');
    const delivery = await section('Daily delivery');
    const retry = await within(delivery).findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    const alert = within(delivery).getByRole('alert');
    expect(alert).toContainElement(retry);
    expect(alert).toHaveTextContent('The delivery report could not be loaded.');
    expect(screen.getByRole('heading', { level: 1, name: 'Morning Rush Commuters' })).toBeVisible();
    expect(await section('Targeting')).toBeInTheDocument();
  });

  it('shows a not-found state inside the layout for an unknown id', async () => {
    renderRoute('/campaigns/cmp_nope');
    expect(await screen.findByText('There is no campaign with this ID.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Campaign not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to campaigns' })).toHaveAttribute(
      'href',
      '/campaigns',
    );
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('renders hostile names as plain text', async () => {
    setKnobs({ hostile: true });
    reloadDb();
    await signInAs('dsp');
    const { container } = renderRoute('/campaigns/cmp_hostile');
    expect(await screen.findByRole('heading', { level: 1, name: HOSTILE_RTL })).toBeVisible();
    const creatives = await section(/^Creatives/);
    expect(within(creatives).getByText(HOSTILE_EMOJI)).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- no query finds an injected element: the payload must have made none
    expect(container.querySelector('script')).toBeNull();
  });
});
