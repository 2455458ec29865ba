// The Activity screen (HIST-ACTIVITY, HIST-ACTIVITY-FILTERS, HIST-ACTIVITY-GROUP,
// HIST-ACTIVITY-PAGING) as each role uses it against the mock API and its seeded month: one row
// per save, bulk action or import, the record linked, an import expanded to its records,
// filters kept in the URL, its own states, and a windowed list read page by page.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/server';
import { inMain, renderRoute, signInAs } from '../../utils';
import { activityList, answerPages, entry, layOut, rowsOf } from './activity-helpers';

describe('Activity', () => {
  beforeEach(layOut);

  it("lists a buyer's changes, one row each, newest first, with the person and the record linked", async () => {
    await signInAs('dsp');
    renderRoute('/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    const list = await activityList();
    const rows = rowsOf(list);
    expect(rows.length).toBeGreaterThan(3);
    const times = rows.map((row) => within(row).getByRole('time').getAttribute('dateTime')!);
    expect([...times].sort().reverse()).toEqual(times);
    // The admin who changed a bid while signed in as Dana Buyer (HIST-PANEL-ENTRY).
    const byAdmin = rows.find((row) => row.textContent?.includes('Avery Admin as Dana Buyer'));
    expect(byAdmin).toBeDefined();
    expect(within(byAdmin!).getByRole('link', { name: 'Cold Brew Summer' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/campaigns\/cmp_\w+$/),
    );
    // HIST-RESTORE: an update offers its earlier values, in the campaign's editor.
    expect(
      within(byAdmin!).getByRole('link', { name: 'Restore previous values: Cold Brew Summer' }),
    ).toHaveAttribute('href', '/campaigns/cmp_2/edit');
    // A buyer never sees a publisher's person: a deal's change is the publisher's account's.
    expect(list).not.toHaveTextContent('Sam Publisher');
  });

  it('shows an import as one row that expands to its records', async () => {
    await signInAs('ssp');
    const { user } = renderRoute('/activity?kind=placement');
    const list = await activityList();
    const imported = rowsOf(list).find((row) =>
      row.textContent?.includes('Import of northwind-screens.csv'),
    );
    expect(imported).toBeDefined();
    const more = within(imported!).getByRole('button', { name: 'and 4 more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const records = await within(imported!).findByRole('list', { name: 'Records of this change' });
    const recordRows = () =>
      within(records).queryAllByRole('listitem', { name: /^Updated Placement / });
    await waitFor(() => expect(recordRows()).toHaveLength(5));
    expect(recordRows().every((row) => row.textContent?.includes('Bid floor'))).toBe(true);
    await user.click(more);
    expect(within(imported!).queryByRole('list', { name: 'Records of this change' })).toBeNull();
  });

  it('keeps its filters in the URL and asks the API for them', async () => {
    await signInAs('dsp');
    const { user, router } = renderRoute('/activity');
    await activityList();
    await user.selectOptions(screen.getByLabelText('Record kind'), 'deal');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=deal'));
    await waitFor(async () => {
      const rows = rowsOf(await activityList());
      expect(rows.length).toBeGreaterThan(0);
      // Each row is named `{Action} {Kind} {name} by {person}, {time}`.
      expect(
        rows.filter((row) => !/^[\w ]+? Deal /.test(row.getAttribute('aria-label') ?? '')),
      ).toEqual([]);
    });
    // The people seen so far stay choices; choosing one lists that person's rows only.
    await user.selectOptions(screen.getByLabelText('Person'), 'Northwind Screens');
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?kind=deal&actor=\w+$/));
    await waitFor(async () => {
      const rows = rowsOf(await activityList());
      expect(rows.length).toBeGreaterThan(0);
      expect(
        rows.filter((row) => !/ by Northwind Screens, /.test(row.getAttribute('aria-label') ?? '')),
      ).toEqual([]);
    });
    expect(
      within(screen.getByLabelText('Person')).getByRole('option', { name: 'Northwind Screens' }),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Record name' }), 'no such record');
    expect(await screen.findByText('No activity matches these filters.')).toBeVisible();
    expect(router.state.location.search).toContain('q=no+such+record');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(rowsOf(await activityList()).length).toBeGreaterThan(3);
    expect(screen.getByLabelText('Record kind')).toHaveValue('');
  });

  it("asks for the range's local days, the last one included", async () => {
    await signInAs('dsp');
    const asked = answerPages([{ entries: [entry('e1')], nextCursor: null }]);
    renderRoute('/activity?from=2026-03-01&to=2026-03-05&action=paused&kind=planet');
    await activityList();
    const query = asked[0]!;
    expect(query.get('from')).toBe(new Date(2026, 2, 1).toISOString());
    expect(query.get('to')).toBe(new Date(2026, 2, 6).toISOString());
    expect(query.get('action')).toBe('paused');
    // An unknown kind in a link filters nothing (no 400 from the API).
    expect(query.has('kind')).toBe(false);
    expect(query.get('grouped')).toBe('true');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-05');
  });

  it('shows its error with Retry, which reads the list again', async () => {
    await signInAs('dsp');
    let fail = true;
    server.use(
      http.get('*/v1/history', () =>
        fail
          ? HttpResponse.json({ error: { message: 'Activity is resting' } }, { status: 500 })
          : HttpResponse.json({ entries: [entry('e1')], nextCursor: null }),
      ),
    );
    const { user } = renderRoute('/activity');
    const alert = await inMain().findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The activity could not be loaded.');
    expect(alert).toHaveTextContent('Activity is resting');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(rowsOf(await activityList())).toHaveLength(1);
  });

  it('renders only the rows in view and reads the next page as the end comes into view', async () => {
    await signInAs('dsp');
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => entry(`e${from + index}`));
    const asked = answerPages([
      { entries: page(0, 100), nextCursor: 'c1' },
      { entries: page(100, 100), nextCursor: 'c2' },
      { entries: page(200, 10), nextCursor: null },
    ]);
    const { user } = renderRoute('/activity');
    const list = await activityList();
    expect(rowsOf(list).length).toBeGreaterThan(5);
    expect(rowsOf(list).length).toBeLessThan(40);
    expect(rowsOf(list)[0]).toHaveAttribute('aria-setsize', '-1');
    expect(asked).toHaveLength(1);

    const region = screen.getByRole('region', { name: 'Activity, scrollable' });
    Object.defineProperty(region, 'scrollTop', { configurable: true, value: 95 * 56 });
    fireEvent.scroll(region);
    await waitFor(() => expect(asked.map((query) => query.get('cursor'))).toEqual([null, 'c1']));
    // The window moved down to the second page's first rows.
    await waitFor(() =>
      expect(Number(rowsOf(list).at(-1)?.getAttribute('aria-posinset'))).toBeGreaterThan(100),
    );
    expect(Number(rowsOf(list)[0]?.getAttribute('aria-posinset'))).toBeGreaterThan(50);
    expect(rowsOf(list).length).toBeLessThan(40);

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(asked.at(-1)?.get('cursor')).toBe('c2'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument(),
    );
    expect(rowsOf(list)[0]).toHaveAttribute('aria-setsize', '210');
  });

  it('asks a failed next page again only with Load more', async () => {
    await signInAs('dsp');
    let failing = true;
    const cursors: (string | null)[] = [];
    server.use(
      http.get('*/v1/history', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        cursors.push(cursor);
        if (cursor === null) return HttpResponse.json({ entries: [entry('e1')], nextCursor: 'c1' });
        if (failing) return HttpResponse.json({ error: { message: 'Busy' } }, { status: 400 });
        return HttpResponse.json({ entries: [entry('e2')], nextCursor: null });
      }),
    );
    const { user } = renderRoute('/activity');
    const list = await activityList();
    // One row, well within the read-ahead: the next page is asked at once, and fails.
    await waitFor(() => expect(cursors).toEqual([null, 'c1']));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cursors).toEqual([null, 'c1']);
    expect(rowsOf(list)).toHaveLength(1);
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowsOf(list)).toHaveLength(2));
    expect(cursors).toEqual([null, 'c1', 'c1']);
  });
});
