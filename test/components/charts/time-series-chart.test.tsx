import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TimeSeriesChart, type ChartSeries } from '@/components/charts/time-series-chart';
import type { ChartMarkers } from '@/components/charts/chart-types';
import { PART_LOAD_FAILED } from '@/components/ui/lazy-part';
import { formatCount, formatMoney } from '@/lib/text/format';
import { failPart } from '../../parts';

type Key = 'impressions' | 'spend';

const DATA = [
  { date: '2024-03-01', impressions: 1200, spend: 14.4 },
  { date: '2024-03-02', impressions: 2500, spend: 30 },
  { date: '2024-03-03', impressions: 900, spend: 10.8 },
];

const SERIES: readonly ChartSeries<Key>[] = [
  { key: 'impressions', label: 'Impressions', format: formatCount },
  { key: 'spend', label: 'Spend', format: formatMoney, axis: 'right' },
];

function renderChart(data: readonly (typeof DATA)[number][] = DATA, markers?: ChartMarkers) {
  const user = userEvent.setup();
  render(
    <TimeSeriesChart
      title="Daily delivery"
      data={data}
      series={SERIES}
      xLabel="Date"
      yLabel="Impressions"
      y2Label="Spend (USD)"
      markers={markers}
    />,
  );
  return { user };
}

describe('TimeSeriesChart', () => {
  it('is a figure named by its visible title, with a described SVG and axis labels', async () => {
    renderChart();
    const figure = screen.getByRole('figure', { name: 'Daily delivery' });
    expect(within(figure).getByText('Daily delivery', { selector: 'figcaption' })).toBeVisible();
    const image = await within(figure).findByRole('img', { name: /Daily delivery/ });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(
      within(image).getByText(/^Impressions and Spend/, { selector: 'desc' }),
    ).toHaveTextContent('Impressions and Spend by date, 3 days from Mar 1, 2024 to Mar 3, 2024.');
    // The axis labels are drawn as SVG text.
    for (const label of ['Date', 'Impressions', 'Spend (USD)']) {
      expect(
        within(image).getByText(label, { selector: 'text, text > tspan' }),
      ).toBeInTheDocument();
    }
    // The legend names each series.
    expect(within(figure).getByRole('list')).toHaveTextContent('ImpressionsSpend (right axis)');
  });

  it('shows and hides the same numbers in a table with a caption', async () => {
    const { user } = renderChart();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const table = screen.getByRole('table', { name: 'Daily delivery' });
    expect(toggle).toHaveAccessibleName('Hide data table');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        // Each row's header cell comes first: the dates' column, or the header row's own.
        ['columnheader', 'rowheader', 'cell']
          .flatMap((role) => within(row).queryAllByRole(role))
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Date', 'Impressions', 'Spend'],
      ['Mar 1, 2024', '1,200', '$14.40'],
      ['Mar 2, 2024', '2,500', '$30.00'],
      ['Mar 3, 2024', '900', '$10.80'],
    ]);
    await user.click(toggle);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show data table' })).toBeInTheDocument();
  });

  it('shows a tooltip on keyboard focus and moves it with the arrow keys', async () => {
    const { user } = renderChart();
    await screen.findByRole('img', { name: /Daily delivery/ });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab(); // the table toggle, beside the title
    await user.tab();
    const plot = screen.getByRole('group', { name: /Daily delivery: use the arrow keys/ });
    expect(plot).toHaveFocus();
    // Focus starts on the latest day.
    expect(screen.getByRole('tooltip')).toHaveTextContent('Mar 3, 2024Impressions900Spend$10.80');
    expect(plot).toHaveAccessibleDescription(/Mar 3, 2024/);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Mar 2, 2024Impressions2,500Spend$30.00');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Mar 1, 2024');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Mar 1, 2024');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Mar 3, 2024');
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows a tooltip for the day under the pointer', async () => {
    renderChart();
    const image = await screen.findByRole('img', { name: /Daily delivery/ });
    // eslint-disable-next-line testing-library/no-node-access -- the pointer overlay is bare SVG geometry, with no role or text
    const overlay = image.querySelector('rect[fill="transparent"]') as SVGRectElement;
    // The test DOM has no layout: the overlay's box is empty, so clientX is the plot's own x.
    fireEvent.pointerMove(overlay, { clientX: 0 });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Mar 1, 2024');
    fireEvent.pointerMove(overlay, { clientX: 10_000 });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Mar 3, 2024');
    fireEvent.pointerLeave(overlay);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('says when there is nothing to chart, and renders labels as text', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    render(
      <TimeSeriesChart
        title={hostile}
        data={[]}
        series={[{ key: 'impressions', label: hostile, format: formatCount }]}
        xLabel="Date"
        yLabel="Impressions"
      />,
    );
    expect(screen.getByRole('figure', { name: hostile })).toBeInTheDocument();
    expect(screen.getByText('No data to chart.')).toBeInTheDocument();
    // The hostile label stays text: no image (the chart's own SVG is not drawn without data).
    expect(screen.queryAllByRole('img', { hidden: true })).toEqual([]);
  });

  // HIST-CHART-MARKERS
  it('marks the days a record changed: the tooltip lists them, C steps to them, the table has them', async () => {
    const change = 'Bid CPM $5.00 → $4.00 · Dana Buyer · 10:42 AM EST';
    const { user } = renderChart(DATA, { '2024-03-01': [change] });
    const image = await screen.findByRole('img', { name: /Daily delivery/ });
    // eslint-disable-next-line testing-library/no-node-access -- the marks are bare SVG geometry
    const marks = [...image.querySelectorAll('[data-change-marker]')];
    expect(marks.map((mark) => mark.getAttribute('data-change-marker'))).toEqual(['2024-03-01']);
    await user.tab();
    await user.tab();
    const plot = screen.getByRole('group', { name: /1 day has changes, C goes to the next one/ });
    expect(plot).toHaveFocus();
    expect(screen.getByRole('tooltip')).not.toHaveTextContent('Changes');
    await user.keyboard('c');
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      `Mar 1, 2024Impressions1,200Spend$14.40Changes${change}`,
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tooltip')).not.toHaveTextContent('Changes');
    await user.click(screen.getByRole('button', { name: 'Show data table' }));
    const table = screen.getByRole('table', { name: 'Daily delivery' });
    expect(within(table).getByRole('columnheader', { name: 'Changes' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(change);
  });

  // ROUTE-PART-FAILS: the drawing's code failed to download (a dropped network).
  it('shows its drawing’s load error in its place, keeps the data table, and Retry draws it', async () => {
    const network = failPart('chart');
    const { user } = renderChart();
    const figure = screen.getByRole('figure', { name: 'Daily delivery' });
    expect(await within(figure).findByText(PART_LOAD_FAILED)).toBeVisible();
    await user.click(within(figure).getByRole('button', { name: 'Show data table' }));
    expect(within(figure).getByRole('table', { name: 'Daily delivery' })).toBeVisible();

    network.restore();
    await user.click(within(figure).getByRole('button', { name: 'Retry' }));
    expect(await within(figure).findByRole('img', { name: /Daily delivery/ })).toBeVisible();
    expect(within(figure).queryByText(PART_LOAD_FAILED)).toBeNull();
  });

  it('lets the keyboard reach and scroll the data table’s region', async () => {
    const { user } = renderChart();
    await screen.findByRole('img', { name: /Daily delivery/ });
    await user.click(screen.getByRole('button', { name: 'Show data table' }));
    const region = screen.getByRole('region', { name: 'Daily delivery: data table' });
    // From the toggle: the chart's own keyboard group, then the table's region.
    await user.tab();
    await user.tab();
    expect(region).toHaveFocus();
    expect(within(region).getByRole('table', { name: 'Daily delivery' })).toBeVisible();
  });
});
