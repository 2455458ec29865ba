// DataTable's windowed rendering options: forced on or off, presorted rows, and what a long
// list keeps usable: the rows under the scroll position, their numbering for assistive
// technology, and keyboard access to a row's link.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column, type DataTableProps } from '@/components/ui/table';

interface Screen {
  id: string;
  name: string;
  plays: number;
}

const COLUMNS: readonly Column<Screen>[] = [
  { id: 'name', header: 'Name', sortValue: (s) => s.name, cell: (s) => s.name },
  { id: 'plays', header: 'Plays', sortValue: (s) => s.plays, cell: (s) => String(s.plays) },
  { id: 'id', header: 'ID', cell: (s) => s.id },
];

const SCREENS: readonly Screen[] = [
  { id: 's1', name: 'Lobby', plays: 30 },
  { id: 's2', name: 'Atrium', plays: 10 },
  { id: 's3', name: 'Garage', plays: 20 },
];

function Table(props: Partial<DataTableProps<Screen>>) {
  return (
    <DataTable
      caption="Screens"
      columns={COLUMNS}
      rows={SCREENS}
      rowKey={(s) => s.id}
      rowHref={(s) => `/screens/${s.id}`}
      {...props}
    />
  );
}

function renderTable(element: React.ReactNode) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/screens']}>
      <Routes>
        <Route path="/screens" element={element} />
        <Route path="/screens/:id" element={<h1>Screen page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { user };
}

/** The text of the first cells, top to bottom. */
function names() {
  const [, body] = screen.getAllByRole('rowgroup');
  if (!body) throw new Error('no table body');
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('DataTable virtualization options', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
  });
  afterEach(() => vi.restoreAllMocks());

  const many: Screen[] = Array.from({ length: 2000 }, (_, i) => ({
    id: `s${i}`,
    name: `Screen ${String(i).padStart(4, '0')}`,
    plays: i,
  }));
  const LINKED: readonly Column<Screen>[] = [
    {
      id: 'name',
      header: 'Name',
      sortValue: (s) => s.name,
      cell: (s) => <Link to={`/screens/${s.id}`}>{s.name}</Link>,
    },
    ...COLUMNS.slice(1),
  ];
  /** The body's rows, without the aria-hidden spacer rows around the rendered window. */
  const bodyRowsIn = () => {
    const [, body] = within(screen.getByRole('table')).getAllByRole('rowgroup');
    return body ? within(body).getAllByRole('row') : [];
  };

  it('virtualizes a short list when asked to (virtualize)', () => {
    renderTable(<Table virtualize />);
    expect(screen.getByRole('region', { name: 'Screens, scrollable' })).toBeInTheDocument();
    expect(names()).toEqual(['Lobby', 'Atrium', 'Garage']);
  });

  it('renders every row of a long list when virtualization is off', () => {
    renderTable(<Table rows={many.slice(0, 400)} virtualize={false} />);
    expect(bodyRowsIn()).toHaveLength(400);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows a presorted list as given, with the sort in its headers', async () => {
    const onSortChange = vi.fn();
    const { user } = renderTable(
      <Table
        presorted
        sort={{ columnId: 'plays', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(names()).toEqual(['Lobby', 'Atrium', 'Garage']);
    expect(header('Plays')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Plays' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'plays', direction: 'desc' });
  });

  it('renders the rows under the scroll position, numbered for assistive technology', async () => {
    renderTable(<Table rows={many} columns={LINKED} />);
    const region = screen.getByRole('region', { name: 'Screens, scrollable' });
    region.scrollTop = 49 * 1000;
    region.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Screen 1000' })).toBeVisible());
    const rows = [...bodyRowsIn()];
    expect(rows.length).toBeLessThan(100);
    expect(screen.queryByRole('link', { name: 'Screen 0000' })).not.toBeInTheDocument();
    const row = screen.getByRole('row', { name: /^Screen 1000\b/ });
    expect(row).toHaveAttribute('aria-rowindex', '1002');
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '2001');
  });

  it('reaches a row link from the keyboard and opens it with Enter', async () => {
    const { user } = renderTable(<Table rows={many} columns={LINKED} />);
    const region = screen.getByRole('region', { name: 'Screens, scrollable' });
    await user.tab();
    expect(region).toHaveFocus();
    await user.tab(); // the Name header's sort button
    await user.tab(); // the Plays header's sort button
    await user.tab();
    expect(screen.getByRole('link', { name: 'Screen 0000' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Screen page' })).toBeVisible();
  });
});
