import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDeferredValue } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SearchInput } from '@/components/ui/search-input';
import { DataTable, type Column } from '@/components/ui/table';
import { formatSort, parseSort, useListParams } from '@/hooks/use-list-params';

declare global {
  // React's flag for "updates are flushed by act()"; the testing library sets it.
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

interface Venue {
  id: string;
  name: string;
  screens: number;
  status: 'online' | 'offline';
}

const VENUES: readonly Venue[] = [
  { id: 'v1', name: 'Lobby', screens: 4, status: 'online' },
  { id: 'v2', name: 'Atrium', screens: 9, status: 'offline' },
  { id: 'v3', name: 'Garage', screens: 2, status: 'online' },
];

const COLUMNS: readonly Column<Venue>[] = [
  { id: 'name', header: 'Name', sortValue: (v) => v.name, cell: (v) => v.name },
  { id: 'screens', header: 'Screens', sortValue: (v) => v.screens, cell: (v) => v.screens },
];

/** A list screen as the features will build one on the hook. */
function VenuesList() {
  const { search, setSearch, sort, setSort, filters, setFilter } = useListParams({
    defaultSort: { columnId: 'name', direction: 'asc' },
    sortColumns: COLUMNS.map((c) => c.id),
    filters: { status: '' },
  });
  const query = useDeferredValue(search).trim().toLocaleLowerCase();
  const rows = VENUES.filter(
    (v) =>
      v.name.toLocaleLowerCase().includes(query) &&
      (filters.status === '' || v.status === filters.status),
  );
  return (
    <>
      <SearchInput label="Search venues" value={search} onChange={setSearch} />
      <label>
        Status
        <select value={filters.status} onChange={(e) => setFilter('status', e.target.value)}>
          <option value="">Any</option>
          <option value="online">Online</option>
          <option value="offline">Offline</option>
        </select>
      </label>
      <DataTable
        caption="Venues"
        columns={COLUMNS}
        rows={rows}
        rowKey={(v) => v.id}
        sort={sort}
        onSortChange={setSort}
      />
    </>
  );
}

function renderList(url = '/venues') {
  const router = createMemoryRouter([{ path: '/venues', element: <VenuesList /> }], {
    initialEntries: [url],
  });
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  const params = () => new URLSearchParams(router.state.location.search);
  return { router, user, params };
}

function names() {
  const [, body] = screen.getAllByRole('rowgroup');
  if (!body) throw new Error('no table body');
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

// The native setter: React ignores a change made through the element's own (tracked) setter.
const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

const nameHeader = () => screen.getByRole('columnheader', { name: /Name/ });
const screensHeader = () => screen.getByRole('columnheader', { name: /Screens/ });

describe('useListParams', () => {
  it('starts from the defaults with a bare URL', () => {
    renderList();
    expect(screen.getByRole('searchbox', { name: 'Search venues' })).toHaveValue('');
    expect(nameHeader()).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(names()).toEqual(['Atrium', 'Garage', 'Lobby']);
  });

  it('reads the search, sort and filters of a shared link', () => {
    renderList('/venues?q=a&sort=-screens&status=online');
    expect(screen.getByRole('searchbox', { name: 'Search venues' })).toHaveValue('a');
    expect(screensHeader()).toHaveAttribute('aria-sort', 'descending');
    expect(nameHeader()).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('online');
    expect(names()).toEqual(['Garage']);
  });

  it('keeps the search in `q`, replacing the history entry, and drops it when cleared', async () => {
    const { router, user, params } = renderList();
    const search = screen.getByRole('searchbox', { name: 'Search venues' });

    await user.type(search, 'lob');
    await waitFor(() => expect(params().get('q')).toBe('lob'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(names()).toEqual(['Lobby']);

    await user.clear(search);
    await waitFor(() => expect(params().has('q')).toBe(false));
    expect(router.state.location.search).toBe('');
  });

  it('shows each keystroke at once, before the router has written the URL', async () => {
    const { params } = renderList();
    const search = screen.getByRole('searchbox', { name: 'Search venues' });
    // As in a browser: no act() flushing the router's transition after every event, so the
    // URL really lags behind the keystrokes.
    const actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      for (const text of ['G', 'Ga', 'Gar']) {
        valueSetter?.call(search, text);
        search.dispatchEvent(new Event('input', { bubbles: true }));
        expect(search).toHaveValue(text);
      }
      await waitFor(() => expect(params().get('q')).toBe('Gar'));
      expect(search).toHaveValue('Gar');
      await waitFor(() => expect(names()).toEqual(['Garage']));
    } finally {
      globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('loses no keystroke while the URL catches up', async () => {
    const { params } = renderList();
    const user = userEvent.setup({ delay: null });
    const search = screen.getByRole('searchbox', { name: 'Search venues' });
    await user.type(search, 'Grand Central Atrium');
    expect(search).toHaveValue('Grand Central Atrium');
    await waitFor(() => expect(params().get('q')).toBe('Grand Central Atrium'));
    expect(search).toHaveValue('Grand Central Atrium');
  });

  it('writes the sort as `name` or `-name`, leaving out the default', async () => {
    const { user, params } = renderList();

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(params().get('sort')).toBe('-name'));
    expect(nameHeader()).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Lobby', 'Garage', 'Atrium']);

    await user.click(screen.getByRole('button', { name: 'Screens' }));
    await waitFor(() => expect(params().get('sort')).toBe('screens'));
    expect(names()).toEqual(['Garage', 'Lobby', 'Atrium']);

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(params().has('sort')).toBe(false));
    expect(nameHeader()).toHaveAttribute('aria-sort', 'ascending');
  });

  it('writes a filter by name and drops it at its default', async () => {
    const { user, params } = renderList();
    const status = screen.getByRole('combobox', { name: 'Status' });

    await user.selectOptions(status, 'offline');
    await waitFor(() => expect(params().get('status')).toBe('offline'));
    expect(names()).toEqual(['Atrium']);

    await user.selectOptions(status, 'Any');
    await waitFor(() => expect(params().has('status')).toBe(false));
    expect(names()).toEqual(['Atrium', 'Garage', 'Lobby']);
  });

  it('keeps the other params, including the search, on each change', async () => {
    const { user, params } = renderList('/venues?tab=map&q=a');
    await user.click(screen.getByRole('button', { name: 'Screens' }));
    await waitFor(() => expect(params().get('sort')).toBe('screens'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'online');
    await waitFor(() => expect(params().get('status')).toBe('online'));
    expect(params().get('tab')).toBe('map');
    expect(params().get('q')).toBe('a');
  });

  it('follows a URL change from outside (a link, Back)', async () => {
    const { router, user } = renderList('/venues?q=lob');
    const search = screen.getByRole('searchbox', { name: 'Search venues' });
    await user.type(search, 'b');
    await waitFor(() => expect(router.state.location.search).toBe('?q=lobb'));

    await act(() => router.navigate('/venues?q=gar&sort=-name'));
    await waitFor(() => expect(search).toHaveValue('gar'));
    expect(nameHeader()).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Garage']);
  });

  it('falls back to the default sort for a column that cannot be sorted', () => {
    renderList('/venues?sort=-password');
    expect(nameHeader()).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Atrium', 'Garage', 'Lobby']);
  });
});

describe('useListParams with a non-empty filter default', () => {
  function renderParams(url: string) {
    return renderHook(
      () => ({ list: useListParams({ filters: { state: 'active' } }), location: useLocation() }),
      {
        wrapper: ({ children }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>,
      },
    );
  }

  it('keeps an emptied filter in the URL, so the link still shows every state', () => {
    const { result } = renderParams('/venues');
    expect(result.current.list.filters.state).toBe('active');

    act(() => result.current.list.setFilter('state', ''));
    expect(result.current.location.search).toBe('?state=');
    expect(result.current.list.filters.state).toBe('');

    act(() => result.current.list.setFilter('state', 'active'));
    expect(result.current.location.search).toBe('');
    expect(result.current.list.filters.state).toBe('active');
  });

  it('reads the filter and no sort from a link', () => {
    const { result } = renderParams('/venues?state=paused');
    expect(result.current.list.filters.state).toBe('paused');
    expect(result.current.list.sort).toBeNull();
    expect(result.current.list.search).toBe('');
  });
});

describe('sort params', () => {
  it('round-trip between the URL text and the table sort', () => {
    expect(parseSort('name')).toEqual({ columnId: 'name', direction: 'asc' });
    expect(parseSort('-name')).toEqual({ columnId: 'name', direction: 'desc' });
    expect(parseSort(null)).toBeNull();
    expect(parseSort('')).toBeNull();
    expect(parseSort('-')).toBeNull();
    expect(formatSort({ columnId: 'plays', direction: 'desc' })).toBe('-plays');
    expect(formatSort({ columnId: 'plays', direction: 'asc' })).toBe('plays');
    expect(formatSort(null)).toBe('');
  });
});
