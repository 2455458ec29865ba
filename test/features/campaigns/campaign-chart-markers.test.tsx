// HIST-CHART-MARKERS on the campaign's delivery chart: the seeded month's changes of Cold Brew
// Summer (its bid repriced by the admin signed in as Dana Buyer, then paused) mark their days.
import { screen, within } from '@testing-library/react';
import { renderRoute, signInAs } from '../../utils';

beforeAll(async () => {
  await Promise.all([
    import('@/features/campaigns/routes/campaign-detail'),
    import('@/components/charts/time-series-plot'),
  ]);
});

beforeEach(async () => {
  await signInAs('dsp');
});

describe('the delivery chart of a campaign', () => {
  it('lists the changes of each day in its table: who, what and when', async () => {
    const { user } = renderRoute('/campaigns/cmp_2');
    const figure = await screen.findByRole('figure', { name: 'Daily impressions and spend' });
    await within(figure).findByRole('group', { name: /days have changes, C goes to the next one/ });
    await user.click(within(figure).getByRole('button', { name: 'Show data table' }));
    const table = within(figure).getByRole('table', { name: 'Daily impressions and spend' });
    expect(within(table).getByRole('columnheader', { name: 'Changes' })).toBeInTheDocument();
    const changed = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent ?? '')
      .filter((text) => text.includes(' · '));
    expect(
      changed.some((text) =>
        /Bid CPM \$[\d.]+ → \$[\d.]+ · Avery Admin as Dana Buyer · \d{1,2}:\d{2} [AP]M/.test(text),
      ),
    ).toBe(true);
    expect(changed.some((text) => text.includes('Status Active → Paused · '))).toBe(true);
  });
});
