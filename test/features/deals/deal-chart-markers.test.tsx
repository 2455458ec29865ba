// HIST-CHART-MARKERS and HIST-SCOPE on a deal's daily chart: the seeded floor change of the
// morning deal marks its day; its publisher reads who made it, the buyer it is offered to reads
// the publisher's account name, never the person.
import { screen, within } from '@testing-library/react';
import { renderRoute, signInAs } from '../../utils';
import { prepareDealScreens } from './deals-list-helpers';

prepareDealScreens();

async function changesOfChart(path: string) {
  const { user } = renderRoute(path);
  const figure = await screen.findByRole('figure', { name: 'Daily bids, wins and spend' });
  await within(figure).findByRole('group', { name: /ha(s|ve) changes, C goes to the next one/ });
  await user.click(within(figure).getByRole('button', { name: 'Show data table' }));
  const table = within(figure).getByRole('table', { name: 'Daily bids, wins and spend' });
  return within(table)
    .getAllByRole('row')
    .map((row) => row.textContent ?? '')
    .filter((text) => text.includes('Floor CPM'));
}

describe("a deal's daily chart", () => {
  it('marks the floor change with its person for the publisher', async () => {
    await signInAs('ssp');
    const rows = await changesOfChart('/deals/deal_nw_morning');
    expect(rows.some((text) => /Floor CPM \$[\d.]+ → \$[\d.]+ · Lee Okafor · /.test(text))).toBe(
      true,
    );
  });

  it('marks it by the publisher’s account name for the buyer', async () => {
    await signInAs('dsp');
    const rows = await changesOfChart('/deals/deal_nw_morning');
    expect(rows.some((text) => text.includes(' · Northwind Screens · '))).toBe(true);
    expect(rows.join(' ')).not.toContain('Lee Okafor');
  });
});
