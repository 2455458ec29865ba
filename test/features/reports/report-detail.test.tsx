import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/lib/http/api-client';
import { addDays, localIsoDate } from '@/lib/text/dates';
import { formatCount, formatMoney } from '@/lib/text/format';
import { getDb, reloadDb } from '@/mocks/db';
import { setKnobs } from '@/mocks/knobs';
import { buildReport } from '@/mocks/report-builder';
import { HOSTILE_HTML, HOSTILE_IDS, HOSTILE_RTL } from '@/mocks/seed/hostile';
import { server } from '@/mocks/server';
import { presetRange } from '@/features/reports/report-range';
import { captureDownloads, deferred, inMain, renderRoute, signInAs } from '../../utils';

beforeAll(async () => {
  await Promise.all([
    import('@/features/reports/routes/report-detail'),
    import('@/components/charts/time-series-plot'),
  ]);
});

const TODAY = localIsoDate();

/** The mock's report over a range, as the screen should total it. */
function expected(id: string, range: { start: string; end: string }) {
  const record = getDb().reports.find((report) => report.id === id);
  if (!record) throw new Error(`no report ${id}`);
  return buildReport(record, range);
}

/** The `?start=&end=` of every GET /reports/{id} the screen sends. */
function reportRequests() {
  const ranges: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (/\/v1\/reports\/[^/]+$/.test(url.pathname)) ranges.push(url.search);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return ranges;
}

const totals = () => screen.findByRole('region', { name: 'Totals' });

async function stat(label: string) {
  const term = within(await totals()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

const table = (name: string) => screen.findByRole('table', { name });

function column(tableEl: HTMLElement, index: number) {
  return within(tableEl)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent);
}

// Requirements checked here: RPT-RANGE, RPT-RANGE-CUSTOM, RPT-RANGE-LINK, RPT-TOTALS, RPT-REVENUE,
// RPT-BREAKDOWNS, RPT-SORT, RPT-EXPORT-CSV, RPT-NO-DELIVERY, RPT-NOT-FOUND, RPT-DETAIL-ERROR,
// RPT-UPDATING.
describe('/reports/{id}', () => {
  it("shows a publisher's last 30 days: revenue totals, chart and three breakdowns", async () => {
    await signInAs('ssp');
    const requests = reportRequests();
    renderRoute('/reports/rpt_all_placements');
    expect(await screen.findByRole('heading', { level: 1, name: 'All placements' })).toBeVisible();
    const range = presetRange('30d', TODAY);
    const report = expected('rpt_all_placements', range);
    await waitFor(async () =>
      expect(await stat('Impressions')).toBe(formatCount(report.totals.impressions)),
    );
    expect(requests).toEqual([`?start=${range.start}&end=${range.end}`]);
    expect(await stat('Plays')).toBe(formatCount(report.totals.plays));
    expect(await stat('Revenue')).toBe(formatMoney(report.totals.spend));
    const cpm = Math.round((report.totals.spend / report.totals.impressions) * 100000) / 100;
    expect(await stat('eCPM')).toBe(formatMoney(cpm));
    expect(screen.queryByText('Spend', { selector: 'dt' })).not.toBeInTheDocument();

    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveValue('30d');
    expect(
      screen.getByRole('figure', { name: 'Daily impressions, plays and revenue' }),
    ).toBeVisible();
    const byPlacement = await table('By placement');
    expect(column(byPlacement, 0)).toHaveLength(report.breakdowns.byItem.length);
    const byVenue = await table('By venue type');
    expect(column(byVenue, 0)).toEqual(report.breakdowns.byVenueType.map((row) => row.label));
    expect(column(byVenue, 0).some((label) => label?.includes(' › '))).toBe(true);
    const byState = await table('By state');
    expect(column(byState, 0)).toContain('New York');
    expect(within(byState).getByRole('columnheader', { name: /Revenue/ })).toBeVisible();
  });

  it('refetches when the range changes and updates the totals; the URL keeps it', async () => {
    await signInAs('ssp');
    const requests = reportRequests();
    const { user, router } = renderRoute('/reports/rpt_all_placements');
    const thirty = expected('rpt_all_placements', presetRange('30d', TODAY));
    await waitFor(async () =>
      expect(await stat('Impressions')).toBe(formatCount(thirty.totals.impressions)),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'Last 7 days');
    const week = presetRange('7d', TODAY);
    const seven = expected('rpt_all_placements', week);
    await waitFor(async () =>
      expect(await stat('Impressions')).toBe(formatCount(seven.totals.impressions)),
    );
    expect(await stat('Revenue')).toBe(formatMoney(seven.totals.spend));
    expect(seven.totals.impressions).toBeLessThan(thirty.totals.impressions);
    expect(router.state.location.search).toBe('?range=7d');
    expect(requests.at(-1)).toBe(`?start=${week.start}&end=${week.end}`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'Last 90 days');
    const ninety = expected('rpt_all_placements', presetRange('90d', TODAY));
    await waitFor(async () =>
      expect(await stat('Impressions')).toBe(formatCount(ninety.totals.impressions)),
    );
    expect(router.state.location.search).toBe('?range=90d');
  });

  // RPT-UPDATING
  it('keeps the previous range’s figures, marked Updating the report…, while a new range loads', async () => {
    await signInAs('ssp');
    const { user } = renderRoute('/reports/rpt_all_placements');
    const thirty = expected('rpt_all_placements', presetRange('30d', TODAY));
    await waitFor(async () =>
      expect(await stat('Impressions')).toBe(formatCount(thirty.totals.impressions)),
    );
    expect(screen.queryByText('Updating the report…')).not.toBeInTheDocument();

    // The next range's reply is held until the test lets the mock API answer it.
    const held = deferred<void>();
    server.use(
      http.get(apiUrl('/reports/:id'), async () => {
        await held.promise;
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'Last 7 days');
    expect(await screen.findByText('Updating the report…')).toBeInTheDocument();
    expect(await stat('Impressions')).toBe(formatCount(thirty.totals.impressions));
    expect(await table('By placement')).toBeVisible();

    held.resolve();
    const seven = expected('rpt_all_placements', presetRange('7d', TODAY));
    await waitFor(async () =>
      expect(await stat('Impressions')).toBe(formatCount(seven.totals.impressions)),
    );
    await waitFor(() => expect(screen.queryByText('Updating the report…')).not.toBeInTheDocument());
  });

  it('takes a custom range, validated, and a link with one reproduces it', async () => {
    await signInAs('ssp');
    const requests = reportRequests();
    const { user, router } = renderRoute('/reports/rpt_all_placements?range=7d');
    await totals();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date range' }), 'Custom');
    const start = screen.getByLabelText(/^Start date/);
    const end = screen.getByLabelText(/^End date/);
    expect(start).toHaveValue(addDays(TODAY, -6));
    expect(end).toHaveValue(TODAY);
    expect(screen.queryByText('Enter a start date')).not.toBeInTheDocument();

    await user.clear(start);
    await user.tab();
    expect(await screen.findByText('Enter a start date')).toBeVisible();
    expect(start).toHaveAttribute('aria-invalid', 'true');

    await user.type(start, addDays(TODAY, -2));
    await user.clear(end);
    await user.type(end, addDays(TODAY, -4));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('The start date must be on or before the end date'),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?range=7d');

    await user.clear(end);
    await user.type(end, addDays(TODAY, 1));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The end date cannot be after today')).toBeVisible();

    const custom = { start: addDays(TODAY, -12), end: addDays(TODAY, -10) };
    await user.clear(start);
    await user.type(start, custom.start);
    await user.clear(end);
    await user.type(end, custom.end);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?range=custom&start=${custom.start}&end=${custom.end}`,
      ),
    );
    const report = expected('rpt_all_placements', custom);
    await waitFor(async () =>
      expect(await stat('Impressions')).toBe(formatCount(report.totals.impressions)),
    );
    expect(requests.at(-1)).toBe(`?start=${custom.start}&end=${custom.end}`);
    expect(screen.getByText(/\(3 days\)/)).toBeVisible();
  });

  it('opens a custom range from the link, and explains a link it cannot show', async () => {
    await signInAs('ssp');
    const requests = reportRequests();
    const first = renderRoute(
      `/reports/rpt_all_placements?range=custom&start=${addDays(TODAY, -3)}&end=${TODAY}`,
    );
    await totals();
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveValue('custom');
    expect(screen.getByLabelText(/^Start date/)).toHaveValue(addDays(TODAY, -3));
    expect(requests).toEqual([`?start=${addDays(TODAY, -3)}&end=${TODAY}`]);
    first.unmount();

    renderRoute('/reports/rpt_all_placements?range=custom&start=2025-02-30&end=2025-03-01');
    expect(
      await screen.findByText(
        "The link's date range could not be shown; showing the last 30 days instead.",
      ),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveValue('30d');
  });

  it('sorts each breakdown by its headers, the sort kept in the URL', async () => {
    await signInAs('ssp');
    const { user, router } = renderRoute('/reports/rpt_all_placements');
    const byState = await table('By state');
    const impressions = () =>
      column(byState, 1).map((text) => Number(text?.replaceAll(',', '') ?? Number.NaN));
    const descending = impressions();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(within(byState).getByRole('columnheader', { name: /Impressions/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(within(byState).getByRole('button', { name: 'State' }));
    expect(router.state.location.search).toBe('?stateSort=label');
    const names = column(byState, 0);
    expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '')));

    await user.click(within(byState).getByRole('button', { name: 'Impressions' }));
    expect(router.state.location.search).toBe('?stateSort=impressions');
    const ascending = impressions();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    // The other tables keep their own order.
    expect(
      within(await table('By venue type')).getByRole('columnheader', { name: /Impressions/ }),
    ).toHaveAttribute('aria-sort', 'descending');
  });

  it('exports what is on screen: totals equal to the headline, breakdowns in their order', async () => {
    await signInAs('ssp');
    const { user } = renderRoute('/reports/rpt_all_placements?range=7d&stateSort=label');
    await table('By state');
    const shownImpressions = await stat('Impressions');
    const shownRevenue = await stat('Revenue');
    const shownStates = column(await table('By state'), 0);
    const saved = captureDownloads();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(saved).toHaveLength(1);
    const { name, blob } = saved[0]!;
    const week = presetRange('7d', TODAY);
    expect(name).toBe(`All-placements_${week.start}_${week.end}.csv`);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const text = (await blob.text()).replace(/^\ufeff/, '');
    const lines = Papa.parse<string[]>(text.trimEnd(), { newline: '\r\n' }).data;
    const total = lines.find((line) => line[0] === 'Total');
    expect(formatCount(Number(total?.[1]))).toBe(shownImpressions);
    expect(formatMoney(Number(total?.[3]))).toBe(shownRevenue);
    expect(lines.filter((line) => /^\d{4}-\d{2}-\d{2}$/.test(line[0] ?? ''))).toHaveLength(7);
    const stateHeader = lines.findIndex((line) => line[0] === 'State');
    expect(lines.slice(stateHeader + 1).map((line) => line[0])).toEqual(shownStates);
  });

  it("says spend for a buyer's report and lists its campaigns", async () => {
    await signInAs('dsp');
    renderRoute('/reports/rpt_all_campaigns');
    const byCampaign = await table('By campaign');
    expect(column(byCampaign, 0)).toContain('Morning Rush Commuters');
    expect(await stat('Spend')).toMatch(/^\$/);
    expect(screen.queryByText('Revenue', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('says when the range has no delivery', async () => {
    await signInAs('dsp');
    renderRoute('/reports/rpt_cmp_4');
    expect(await screen.findByText('No delivery in this date range')).toBeVisible();
    expect(await stat('eCPM')).toBe('—');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it("shows not found for another account's report and an unknown id", async () => {
    await signInAs('ssp');
    const first = renderRoute('/reports/rpt_all_campaigns');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Report not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to reports' })).toHaveAttribute(
      'href',
      '/reports',
    );
    first.unmount();
    renderRoute('/reports/rpt_nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Report not found' }),
    ).toBeVisible();
  });

  it('shows a failure with Retry, Export CSV disabled until the report is back', async () => {
    await signInAs('ssp');
    let fail = true;
    server.use(
      http.get(apiUrl('/reports/:id'), () =>
        fail
          ? HttpResponse.json({ error: { message: 'Rollup lagging' } }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = renderRoute('/reports/rpt_all_placements');
    const alert = await inMain().findByRole('alert');
    expect(alert).toHaveTextContent('The report could not be loaded.');
    expect(alert).toHaveTextContent('Rollup lagging');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Date range' })).toBeEnabled();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await table('By placement')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('renders the hostile report as text', async () => {
    setKnobs({ hostile: true });
    reloadDb();
    await signInAs('dsp');
    const { container } = renderRoute(`/reports/${HOSTILE_IDS.report}`);
    expect(await screen.findByRole('heading', { level: 1, name: HOSTILE_RTL })).toBeVisible();
    expect(
      screen.getByText(new RegExp(HOSTILE_HTML.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
    ).toBeVisible();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- no query finds an injected element (a script has no role): the payload must have made none
    expect(container.querySelector('script, img[src="x"]')).toBeNull();
  });
});
