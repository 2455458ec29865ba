import type { SortState } from '@/types/sort';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DataTable,
  VIRTUALIZE_ABOVE,
  type Column,
  type DataTableProps,
} from '@/components/ui/table';

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

const screenKey = (s: Screen) => s.id;

type TableProps = Partial<DataTableProps<Screen>>;

function Table(props: TableProps) {
  return (
    <DataTable
      caption="Screens"
      columns={COLUMNS}
      rows={SCREENS}
      rowKey={screenKey}
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

/** The text of the Name cells, top to bottom. */
function names() {
  const [, body] = screen.getAllByRole('rowgroup');
  if (!body) throw new Error('no table body');
  return within(body)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell').at(-3)?.textContent);
}

function header(name: string) {
  return screen.getByRole('columnheader', { name: new RegExp(name) });
}

describe('DataTable sorting', () => {
  it('sorts by its own state from initialSort and flips on a header click', async () => {
    const { user } = renderTable(<Table initialSort={{ columnId: 'name', direction: 'asc' }} />);
    expect(names()).toEqual(['Atrium', 'Garage', 'Lobby']);
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Lobby', 'Garage', 'Atrium']);
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Plays' }));
    expect(names()).toEqual(['Atrium', 'Garage', 'Lobby']);
    expect(header('Plays')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).not.toHaveAttribute('aria-sort');
  });

  it('shows a controlled sort and reports clicks without sorting by itself', async () => {
    const onSortChange = vi.fn();
    const { user } = renderTable(
      <Table sort={{ columnId: 'plays', direction: 'desc' }} onSortChange={onSortChange} />,
    );
    expect(names()).toEqual(['Lobby', 'Garage', 'Atrium']);
    expect(header('Plays')).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Plays' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'plays', direction: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'asc' });
    // The parent did not apply either change.
    expect(names()).toEqual(['Lobby', 'Garage', 'Atrium']);
    expect(header('Plays')).toHaveAttribute('aria-sort', 'descending');
  });

  it('follows the controlled sort when the parent applies it', async () => {
    function Controlled() {
      const [sort, setSort] = useState<SortState>(null);
      return <Table sort={sort} onSortChange={setSort} />;
    }
    const { user } = renderTable(<Controlled />);
    expect(names()).toEqual(['Lobby', 'Atrium', 'Garage']);
    await user.click(screen.getByRole('button', { name: 'Plays' }));
    expect(names()).toEqual(['Atrium', 'Garage', 'Lobby']);
    expect(header('Plays')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('opens a row on click', async () => {
    const { user } = renderTable(<Table />);
    await user.click(screen.getByRole('cell', { name: 'Garage' }));
    expect(await screen.findByRole('heading', { name: 'Screen page' })).toBeVisible();
  });
});

function Selectable({
  rows = SCREENS,
  initial = [],
}: {
  rows?: readonly Screen[];
  initial?: string[];
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(initial));
  return (
    <>
      <Table rows={rows} selection={{ selected, onChange: setSelected, rowLabel: (s) => s.name }} />
      <output aria-label="Selected">{[...selected].sort().join(',')}</output>
    </>
  );
}

const selectedKeys = () => screen.getByRole('status', { name: 'Selected' }).textContent;

describe('DataTable selection', () => {
  it('selects a row by its labelled checkbox, without opening the row', async () => {
    const { user } = renderTable(<Selectable />);
    const lobby = screen.getByRole('checkbox', { name: 'Select Lobby' });
    expect(lobby).not.toBeChecked();

    await user.click(lobby);
    expect(lobby).toBeChecked();
    expect(selectedKeys()).toBe('s1');
    // A near miss beside the checkbox does not open the row either.
    const [cell] = within(screen.getByRole('row', { name: /Lobby/ })).getAllByRole('cell');
    if (!cell) throw new Error('no cell');
    expect(within(cell).getByRole('checkbox')).toBe(lobby);
    await user.click(cell);
    expect(screen.queryByRole('heading', { name: 'Screen page' })).not.toBeInTheDocument();

    await user.click(lobby);
    expect(lobby).not.toBeChecked();
    expect(selectedKeys()).toBe('');
  });

  it('toggles with Space from the keyboard', async () => {
    const { user } = renderTable(<Selectable />);
    screen.getByRole('checkbox', { name: 'Select Atrium' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Select Atrium' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Select Garage' })).toHaveFocus();
    await user.keyboard(' ');
    expect(selectedKeys()).toBe('s2,s3');
    expect(screen.queryByRole('heading', { name: 'Screen page' })).not.toBeInTheDocument();
  });

  it('shows Select all as checked, mixed or clear, and toggles every row shown', async () => {
    const { user } = renderTable(<Selectable />);
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    expect(all).not.toBeChecked();
    expect(all).not.toBePartiallyChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select Garage' }));
    expect(all).toBePartiallyChecked();
    expect(all).not.toBeChecked();

    await user.click(all);
    expect(selectedKeys()).toBe('s1,s2,s3');
    expect(all).toBeChecked();
    expect(all).not.toBePartiallyChecked();

    all.focus();
    await user.keyboard(' ');
    expect(selectedKeys()).toBe('');
    expect(all).not.toBeChecked();
  });

  it('selects all over the filtered rows only, keeping hidden selections', async () => {
    const shown = SCREENS.filter((s) => s.id !== 's1');
    const { user } = renderTable(<Selectable rows={shown} initial={['s1']} />);
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    expect(all).not.toBePartiallyChecked();

    await user.click(all);
    expect(selectedKeys()).toBe('s1,s2,s3');
    await user.click(all);
    expect(selectedKeys()).toBe('s1');
  });
});

describe('DataTable virtualization', () => {
  // The test DOM lays nothing out: give the scroll area the height a browser would (its max-height).
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
  });
  afterEach(() => vi.restoreAllMocks());

  const many: Screen[] = Array.from({ length: 1000 }, (_, i) => ({
    id: `s${i}`,
    name: `Screen ${String(i).padStart(4, '0')}`,
    plays: i,
  }));

  it('renders only a window of 1,000 rows in a focusable, labelled scroll region', async () => {
    const { user } = renderTable(<Selectable rows={many} />);
    const region = screen.getByRole('region', { name: 'Screens, scrollable' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '1001');
    const rendered = screen.getAllByRole('checkbox', { name: /^Select Screen/ });
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(100);

    await user.tab();
    expect(region).toHaveFocus();
  });

  it('sorts and selects across every row, not only the rendered ones', async () => {
    const { user } = renderTable(<Selectable rows={many} />);
    await user.click(screen.getByRole('button', { name: 'Plays' }));
    await user.click(screen.getByRole('button', { name: 'Plays' }));
    expect(names()[0]).toBe('Screen 0999');
    expect(screen.getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2');

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(selectedKeys()?.split(',')).toHaveLength(1000);
    expect(screen.getByRole('checkbox', { name: 'Select Screen 0999' })).toBeChecked();
  });

  it(`renders every row up to ${VIRTUALIZE_ABOVE} rows, without a scroll region`, () => {
    renderTable(<Selectable rows={many.slice(0, VIRTUALIZE_ABOVE)} />);
    // Rows by role, with no name (200 accessible names are slow to compute) and `hidden: true`
    // (no visibility checks either): every row of the body, as a DOM count would find.
    const [, body] = within(screen.getByRole('table')).getAllByRole('rowgroup');
    expect(within(body!).getAllByRole('row', { hidden: true })).toHaveLength(VIRTUALIZE_ABOVE);
    expect(screen.getByRole('checkbox', { name: 'Select Screen 0199' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('DataTable column visibility', () => {
  const WIDE_COLUMNS: readonly Column<Screen>[] = [
    { id: 'name', header: 'Name', cell: (s) => s.name },
    { id: 'plays', header: 'Plays', cell: (s) => String(s.plays), hideOnMobile: true },
    { id: 'id', header: 'ID', cell: (s) => s.id, hideBelowWide: true },
  ];

  it('hides a hideBelowWide column, header and cells, below the 2xl breakpoint only', () => {
    renderTable(<Table columns={WIDE_COLUMNS} />);
    const idCells = [header('ID'), ...screen.getAllByRole('cell', { name: /^s\d$/ })];
    for (const cell of idCells) expect(cell).toHaveClass('hidden', '2xl:table-cell');
    // A phone-only column still shows from `sm`; a column with neither shows always.
    expect(header('Plays')).toHaveClass('hidden', 'sm:table-cell');
    expect(header('Name')).not.toHaveClass('hidden');
  });
});
