import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { compareValues } from '@/components/ui/table';
import { server } from '@/mocks/server';
import { inMain, renderRoute, signInAs } from '../../utils';
import { count, expected, figure, listRows, searchOf, stubLayout } from './helpers';

async function openExplorer(path = '/inventory') {
  stubLayout();
  await signInAs('dsp');
  const view = renderRoute(path);
  await screen.findByRole('region', { name: 'Summary' });
  return view;
}

// Requirements checked here: INV-EXPLORER, INV-FILTERS, INV-FILTER-URL, INV-SEARCH, INV-SUMMARY,
// INV-MAP, INV-SCREENS, INV-EMPTY, INV-LOAD-ERROR, INV-HANDOVER, INV-HANDOVER-MAX.
describe('/inventory', () => {
  it('shows the summary, the map and the screen list of every screen', async () => {
    await openExplorer();
    const all = expected();
    expect(screen.getByRole('heading', { level: 1, name: 'Inventory Explorer' })).toBeVisible();
    expect(document.title).toBe('Marquee | Inventory Explorer');
    expect(figure('Screens')).toBe(count(all.summary.screens));
    expect(figure('Publishers')).toBe(String(all.summary.publishers));
    expect(figure('Weekly impressions')).toBe(count(all.summary.weeklyImpressions));
    expect(figure('Avg. floor CPM')).toBe(`$${all.summary.avgFloorCpm.toFixed(2)}`);
    expect(inMain().getByText(`${count(all.screens.length)} screens`)).toBeVisible();
    // The map's states are toggle buttons named with their count.
    const california = await screen.findByRole('button', { name: /^California: \d+ screens$/ });
    expect(california).toHaveAttribute('aria-pressed', 'false');
    const inCalifornia = all.screens.filter((s) => s.state === 'CA').length;
    expect(california).toHaveAccessibleName(`California: ${inCalifornia} screens`);
    // The list is sorted by name at first, with a checkbox per screen.
    await screen.findByRole('table', { name: 'Screens' });
    const names = listRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(names.length).toBeGreaterThan(10);
    expect(names).toEqual([...names].sort(compareValues));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('filters by state and venue type: summary, map and list follow, kept in the URL', async () => {
    const { user, router } = await openExplorer();
    await user.type(screen.getByRole('combobox', { name: 'States' }), 'hawaii');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(searchOf(router).get('states')).toBe('HI'));
    const hawaii = expected({ states: ['HI'] });
    await waitFor(() => expect(figure('Screens')).toBe(count(hawaii.summary.screens)));
    await waitFor(() => expect(listRows()).toHaveLength(hawaii.screens.length));
    expect(inMain().getByText(`${hawaii.screens.length} screens`)).toBeVisible();
    expect(await screen.findByRole('button', { name: /^Hawaii: / })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('treeitem', { name: 'Transit' }));
    await waitFor(() => expect(searchOf(router).get('venueTypes')).toBe('1'));
    const retail = expected({ states: ['HI'], venueTypes: [1] });
    expect(retail.screens.length).toBeGreaterThan(0);
    expect(retail.screens.length).toBeLessThan(hawaii.screens.length);
    await waitFor(() => expect(figure('Screens')).toBe(count(retail.summary.screens)));
    await waitFor(() => expect(listRows()).toHaveLength(retail.screens.length));
    expect(figure('Weekly impressions')).toBe(count(retail.summary.weeklyImpressions));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(figure('Screens')).toBe(count(expected().summary.screens)));
  });

  it('searches by name, city or zip once typing pauses', async () => {
    const { user, router } = await openExplorer();
    await user.type(screen.getByRole('searchbox', { name: 'Search screens' }), 'honolulu');
    await waitFor(() => expect(searchOf(router).get('q')).toBe('honolulu'));
    const found = expected({ q: 'honolulu' });
    expect(found.screens.length).toBeGreaterThan(0);
    await waitFor(() => expect(figure('Screens')).toBe(count(found.summary.screens)));
    await waitFor(() => expect(listRows()).toHaveLength(found.screens.length));
  });

  it('toggles a state from the map, by click and by keyboard', async () => {
    const { user, router } = await openExplorer();
    await user.click(await screen.findByRole('button', { name: /^California: / }));
    await waitFor(() => expect(searchOf(router).get('states')).toBe('CA'));
    const ca = expected({ states: ['CA'] });
    await waitFor(() => expect(figure('Screens')).toBe(count(ca.summary.screens)));
    // Texas now holds none of the screens shown; Enter adds it to the filter.
    const texas = screen.getByRole('button', { name: 'Texas: 0 screens' });
    texas.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(searchOf(router).get('states')).toBe('CA,TX'));
    const both = expected({ states: ['CA', 'TX'] });
    await waitFor(() => expect(figure('Screens')).toBe(count(both.summary.screens)));
    // Space on California takes it out again.
    screen.getByRole('button', { name: /^California: / }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(searchOf(router).get('states')).toBe('TX'));
    expect(screen.getByRole('combobox', { name: 'States' })).toBeInTheDocument();
    // The text alternative: the states with their counts as a table.
    const table = screen.getByRole('table', { name: 'Screens by state', hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true }).length).toBeGreaterThan(1);
  });

  it('restores the filters from the URL, dropping unknown values', async () => {
    await openExplorer('/inventory?states=xx,hi&venueTypes=999999');
    const hawaii = expected({ states: ['HI'] });
    await waitFor(() => expect(figure('Screens')).toBe(count(hawaii.summary.screens)));
    // The map is a chunk of its own: its buttons may come a moment after the figures.
    expect(
      await screen.findByRole('button', { name: /Hawaii/, pressed: true }),
    ).toBeInTheDocument();
  });

  it('hands the selected screens, or all shown, to the campaign wizard', async () => {
    const { user, router } = await openExplorer('/inventory?states=HI');
    const hawaii = expected({ states: ['HI'] });
    await waitFor(() => expect(listRows()).toHaveLength(hawaii.screens.length));
    expect(
      screen.getByText(`Create Campaign uses all ${hawaii.screens.length} screens shown.`),
    ).toBeVisible();
    const [first, second] = listRows();
    await user.click(within(first!).getByRole('checkbox'));
    await user.click(within(second!).getByRole('checkbox'));
    expect(screen.getByText('Create Campaign uses the 2 screens selected.')).toBeVisible();
    expect(inMain().getByText(`${hawaii.screens.length} screens (2 selected)`)).toBeVisible();
    const chosen = [first!, second!].map((row) =>
      within(row)
        .getByRole('checkbox')
        .getAttribute('aria-label')
        ?.replace(/^Select /, ''),
    );
    const ids = chosen.map((name) => hawaii.screens.find((s) => s.name === name)?.id);

    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/create'));
    expect(searchOf(router).get('placements')).toBe(ids.join(','));
  });

  it('hands over every screen shown when none is selected, in list order (INV-HANDOVER)', async () => {
    const { user, router } = await openExplorer('/inventory?states=HI&sort=-floorCpm');
    const shown = expected({ states: ['HI'] });
    await waitFor(() => expect(listRows()).toHaveLength(shown.screens.length));
    // As the list reads, highest floor first: not the order the server answered in.
    const listed = listRows().map((row) => {
      const name = within(row).getByRole('checkbox').getAttribute('aria-label');
      return shown.screens.find((s) => `Select ${s.name}` === name)!.id;
    });
    expect(listed).not.toEqual(shown.screens.map((s) => s.id));
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/create'));
    expect(searchOf(router).get('placements')?.split(',')).toEqual(listed);
  });

  it('refuses to hand over more screens than a URL can carry', async () => {
    const many = expected();
    const screens = Array.from({ length: 401 }, (_, i) => ({
      ...many.screens[0]!,
      id: `pl_many_${i}`,
      name: `Screen ${i}`,
    }));
    server.use(
      http.get('*/v1/inventory', () =>
        HttpResponse.json({ summary: { ...many.summary, screens: 401 }, screens }),
      ),
    );
    const { user } = await openExplorer();
    const create = screen.getByRole('button', { name: 'Create Campaign' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription(
      'Create Campaign takes up to 400 screens: select some, or narrow the filters.',
    );
    await screen.findByRole('table', { name: 'Screens' });
    await user.click(within(listRows()[0]!).getByRole('checkbox'));
    expect(create).toBeEnabled();
  });

  it('says when nothing matches', async () => {
    await openExplorer('/inventory?q=no-such-screen-anywhere');
    expect(await screen.findByText('No screens match these filters.')).toBeVisible();
    expect(figure('Screens')).toBe('0');
    expect(screen.queryByRole('table', { name: 'Screens' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Campaign' })).toBeDisabled();
  });

  it('shows a failed load inline with Retry', async () => {
    stubLayout();
    await signInAs('dsp');
    server.use(
      http.get('*/v1/inventory', () =>
        HttpResponse.json({ error: { message: 'Inventory offline' } }, { status: 400 }),
      ),
    );
    const { user } = renderRoute('/inventory');
    const alert = await inMain().findByRole('alert');
    expect(within(alert).getByText('Failed to load inventory.')).toBeVisible();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Screens' })).toBeVisible();
  });
});
