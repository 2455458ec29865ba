// /placements: the publisher's placements table (PLC-LIST), its links (PLC-LIST-LINKS), states
// (PLC-LIST-EMPTY, PLC-LIST-STREAM), sort (PLC-LIST-SORT) and URL filter (PLC-LIST-FILTER), and a
// long list (demo-scale) rendered as a window of rows.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/lib/http/api-client';
import { setKnobs } from '@/mocks/knobs';
import { generatedPlacement } from '@/mocks/scale';
import { server } from '@/mocks/server';
import type { Placement } from '@/types/api';
import { bodyRows, inMain, renderRoute, signInAs } from '../../utils';

beforeAll(async () => {
  await import('@/features/placements/routes/placements-list');
});

beforeEach(async () => {
  await signInAs('ssp');
});

const table = () => screen.findByRole('table', { name: 'Placements' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Filter placements' });

const names = (tableEl: HTMLElement) => bodyRows(tableEl).map((cells) => cells[0]);

function placement(overrides: Partial<Placement> & Pick<Placement, 'id' | 'name'>): Placement {
  return {
    accountId: 'acc_northwind',
    placementKey: `pk_${overrides.id}`,
    externalId: `EXT-${overrides.id}`,
    kind: 10106, // Transit › Airports › Lounges
    bidFloorCpm: 5,
    location: {
      address: { line1: '1 Main St', city: 'Boston', state: 'MA', zip: '02108' },
      exampleSceneUrl: '/demo/scenes/transit.svg',
    },
    ...overrides,
  };
}

const FIXTURES: Placement[] = [
  placement({ id: 'p1', name: 'Lobby Screen 10', externalId: 'LOBBY-10' }),
  placement({
    id: 'p2',
    name: 'Gate B4 Display',
    placementKey: 'pk_cafe1234',
    kind: 804, // Leisure › Bars
    location: {
      address: { line1: '9 Pine St', city: 'Chicago', state: 'IL', zip: '60601' },
      exampleSceneUrl: '/demo/scenes/leisure.svg',
    },
  }),
  // Placed by coordinates only: no address, so no City/State.
  placement({
    id: 'p3',
    name: 'lobby screen 9',
    externalId: '',
    location: { latitude: 40.7, longitude: -74, exampleSceneUrl: '/demo/scenes/transit.svg' },
  }),
];

function serveList(placements: Placement[]) {
  server.use(http.get(apiUrl('/placements'), () => HttpResponse.json({ placements })));
}

describe('/placements', () => {
  it('lists the placements with the spec columns, venue type and City/State', async () => {
    serveList(FIXTURES);
    renderRoute('/placements');
    expect(await screen.findByRole('heading', { level: 1, name: 'Placements' })).toBeVisible();
    expect(document.title).toBe('Marquee | Placements');
    const tableEl = await table();
    expect(
      within(tableEl)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Placement Key', 'External ID', 'Venue Type', 'City/State']);
    // Sorted by name in natural order, case-blind: "9" before "10".
    expect(bodyRows(tableEl)).toEqual([
      ['Gate B4 Display', 'pk_cafe1234', 'EXT-p2', 'Leisure › Bars', 'Chicago, IL'],
      ['lobby screen 9', 'pk_p3', '—', 'Transit › Airports › Lounges', '—'],
      ['Lobby Screen 10', 'pk_p1', 'LOBBY-10', 'Transit › Airports › Lounges', 'Boston, MA'],
    ]);
    expect(screen.getByText('3 placements')).toBeInTheDocument();
    expect(within(tableEl).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('links New Placement and Bulk Import to their wizards', async () => {
    serveList(FIXTURES);
    const { user, router } = renderRoute('/placements');
    await table();
    expect(screen.getByRole('link', { name: 'New Placement' })).toHaveAttribute(
      'href',
      '/placements/create',
    );
    const bulk = screen.getByRole('link', { name: 'Bulk Import' });
    expect(bulk).toHaveAttribute('href', '/placements/create/batch');
    await user.click(bulk);
    await waitFor(() => expect(router.state.location.pathname).toBe('/placements/create/batch'));
  });

  it('opens a placement for editing from its name link or a click anywhere on its row', async () => {
    serveList(FIXTURES);
    const { user, router } = renderRoute('/placements');
    const tableEl = await table();
    const link = within(tableEl).getByRole('link', { name: 'Gate B4 Display' });
    expect(link).toHaveAttribute('href', '/placements/p2/edit');

    await user.click(within(tableEl).getByRole('cell', { name: 'Boston, MA' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/placements/p1/edit'));
  });

  it('opens a row from the keyboard: Tab to its link, Enter', async () => {
    serveList(FIXTURES);
    const { user, router } = renderRoute('/placements');
    const tableEl = await table();
    const link = within(tableEl).getByRole('link', { name: 'lobby screen 9' });
    while (!link.matches(':focus')) await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/placements/p3/edit'));
  });

  it('sorts by a header both ways, missing values last, and keeps the sort in the URL', async () => {
    serveList(FIXTURES);
    const { user, router } = renderRoute('/placements');
    const tableEl = await table();
    const cityState = within(tableEl).getByRole('button', { name: 'City/State' });
    await user.click(cityState);
    expect(bodyRows(tableEl).map((cells) => cells[4])).toEqual(['Boston, MA', 'Chicago, IL', '—']);
    expect(router.state.location.search).toBe('?sort=cityState');
    await user.click(cityState);
    expect(bodyRows(tableEl).map((cells) => cells[4])).toEqual(['Chicago, IL', 'Boston, MA', '—']);
    expect(router.state.location.search).toBe('?sort=-cityState');
    expect(within(tableEl).getByRole('columnheader', { name: 'City/State' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(within(tableEl).getByRole('button', { name: 'Venue Type' }));
    expect(names(tableEl)[0]).toBe('Gate B4 Display'); // "Leisure" before "Transit"
  });

  it('filters by name, key, external ID and city, kept in the URL', async () => {
    serveList(FIXTURES);
    const { user, router } = renderRoute('/placements');
    const tableEl = await table();

    await user.type(searchBox(), 'LOBBY');
    await waitFor(() => expect(names(tableEl)).toEqual(['lobby screen 9', 'Lobby Screen 10']));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('LOBBY');
    expect(screen.getByText('2 of 3 placements')).toBeInTheDocument();

    for (const [text, expected] of [
      ['cafe12', ['Gate B4 Display']], // placement key
      ['lobby-10', ['Lobby Screen 10']], // external ID
      ['chicago', ['Gate B4 Display']], // city
      ['  boston ', ['Lobby Screen 10']], // trimmed
    ] as const) {
      await user.clear(searchBox());
      await user.type(searchBox(), text);
      await waitFor(() => expect(names(tableEl)).toEqual(expected));
    }

    await user.clear(searchBox());
    await user.type(searchBox(), 'nowhere');
    expect(await screen.findByText('No placements match “nowhere”.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('There are no placements yet.')).not.toBeInTheDocument();

    await user.clear(searchBox());
    expect(await table()).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('reads the filter and the sort from the URL', async () => {
    serveList(FIXTURES);
    renderRoute('/placements?q=lobby&sort=-name');
    const tableEl = await table();
    expect(names(tableEl)).toEqual(['Lobby Screen 10', 'lobby screen 9']);
    expect(searchBox()).toHaveValue('lobby');
  });

  it('shows the seeded placements of the signed-in publisher', async () => {
    renderRoute('/placements');
    const tableEl = await table();
    expect(screen.getByText('40 placements')).toBeInTheDocument();
    const shown = names(tableEl);
    expect(shown).toHaveLength(40);
    expect(shown).toEqual(
      [...shown].sort((a, b) =>
        (a ?? '').localeCompare(b ?? '', undefined, { numeric: true, sensitivity: 'base' }),
      ),
    );
  });

  it('shows the empty state when the publisher has no placements', async () => {
    serveList([]);
    renderRoute('/placements');
    expect(await screen.findByText('There are no placements yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    // The way out of the empty state is in the header.
    expect(screen.getByRole('link', { name: 'New Placement' })).toBeInTheDocument();
  });

  it('shows the error state with Retry when the list fails, and recovers', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('/placements'), () =>
        fail
          ? HttpResponse.json({ error: { message: 'Database unavailable' } }, { status: 500 })
          : HttpResponse.json({ placements: FIXTURES }),
      ),
    );
    const { user } = renderRoute('/placements');
    expect(await screen.findByText('Loading placements…')).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    const state = inMain().getByRole('alert');
    expect(state).toContainElement(retry);
    expect(state).toHaveTextContent('Failed to load placements.');
    expect(state).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(retry);
    expect(await table()).toBeInTheDocument();
  });
});

describe('/placements as the list arrives', () => {
  const encoder = new TextEncoder();
  const json = (items: readonly Placement[]) => items.map((item) => JSON.stringify(item)).join(',');
  /** A reply in two pieces: the second one waits for `gate`. */
  function serveInTwoPieces(first: string, second: string, gate: Promise<void>) {
    server.use(
      http.get(apiUrl('/placements'), () => {
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode(first));
            await gate;
            if (second) controller.enqueue(encoder.encode(second));
            controller.close();
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
      }),
    );
  }

  it('shows the first rows while the rest is coming, then all of them', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const [first, ...rest] = FIXTURES;
    serveInTwoPieces(`{"placements":[${json([first!])},`, `${json(rest)}]}`, gate);
    renderRoute('/placements');
    const tableEl = await table();
    expect(names(tableEl)).toEqual([first!.name]);
    expect(screen.getByText('Loading the rest of the placements…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(names(tableEl)).toHaveLength(FIXTURES.length));
    expect(screen.getByText('3 placements')).toBeInTheDocument();
    expect(screen.queryByText('Loading the rest of the placements…')).not.toBeInTheDocument();
  });

  it('keeps the rows that came when the reply stops short, says so, and Retry loads the rest', async () => {
    let cut = true;
    server.use(
      http.get(apiUrl('/placements'), () => {
        if (!cut) return HttpResponse.json({ placements: FIXTURES });
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            const [a, b] = FIXTURES;
            controller.enqueue(
              encoder.encode(`{"placements":[${json([a!])},${json([b!]).slice(0, 12)}`),
            );
            controller.close();
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const { user } = renderRoute('/placements');
    const tableEl = await table();
    expect(names(tableEl)).toEqual([FIXTURES[0]!.name]);
    const note = await screen.findByText(
      'Not every placement could be loaded.',
      {},
      { timeout: 5000 },
    );
    cut = false;
    await user.click(within(note).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(names(tableEl)).toHaveLength(FIXTURES.length));
    expect(screen.queryByText('Not every placement could be loaded.')).not.toBeInTheDocument();
  });
});

describe('/placements at demo scale', () => {
  // The test DOM lays nothing out: give the scroll area the height a browser would (its max-height).
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
  });
  afterEach(() => vi.restoreAllMocks());

  /** Body rows in the DOM (counted directly: role queries over many rows are slow). */
  const renderedRows = (tableEl: HTMLElement) =>
    // eslint-disable-next-line testing-library/no-node-access -- the virtualised window itself is under test (rows in the DOM, not the spacers), and role queries over its rows are too slow
    tableEl.querySelectorAll('tbody tr:not([aria-hidden="true"])');

  it('renders only a window of 5,040 placements, and filters across all of them', async () => {
    setKnobs({ scale: 5000 });
    const { user } = renderRoute('/placements');
    const tableEl = await table();
    // The first rows show while the rest is coming: wait for all of them.
    expect(await screen.findByText('5,040 placements')).toBeInTheDocument();
    expect(tableEl).toHaveAttribute('aria-rowcount', '5041');
    const rows = renderedRows(tableEl);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(150);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    const region = screen.getByRole('region', { name: 'Placements, scrollable' });
    expect(region).toHaveAttribute('tabindex', '0');

    // A generated placement far down the sorted list is found by its external ID.
    const target = generatedPlacement(4321);
    await user.type(searchBox(), target.externalId.toLowerCase());
    expect(await screen.findByText('1 of 5,040 placements')).toBeInTheDocument();
    expect(names(tableEl)).toEqual([target.name]);
    expect(within(tableEl).getByRole('link', { name: target.name })).toHaveAttribute(
      'href',
      `/placements/${target.id}/edit`,
    );
    // The layout stays the scrolling window while the filter narrows the list.
    expect(screen.getByRole('region', { name: 'Placements, scrollable' })).toBeInTheDocument();
  });
});
