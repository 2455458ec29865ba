// Structure, accessible names, keyboard selection and editing, and form wiring.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DayPartGrid } from '@/components/ui/day-part-grid';
import { cell, cells, lastPayload, selectedCount, setup, tabToGrid } from './day-part-grid-harness';

describe('DayPartGrid structure and names', () => {
  it('is a labelled 7 x 24 ARIA grid with day and hour headers', () => {
    setup();
    const grid = screen.getByRole('grid', { name: 'Day-parts' });
    expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    expect(within(grid).getAllByRole('row')).toHaveLength(8);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(168);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      'MonMonday',
      'TueTuesday',
      'WedWednesday',
      'ThuThursday',
      'FriFriday',
      'SatSaturday',
      'SunSunday',
    ]);
    expect(screen.getByRole('columnheader', { name: '06:00–07:00' })).toHaveTextContent('6a');
    expect(screen.getByRole('columnheader', { name: '23:00–24:00' })).toHaveTextContent('11p');
  });

  it('names every cell with its day, hour and state, and shows the value or a marker', () => {
    setup({ initial: [...cells(0, [6], 14), ...cells(0, [12])] });
    const named = (name: string) => screen.getByRole('gridcell', { name });
    expect(named('Monday 06:00–07:00, $14.00 override')).toHaveTextContent('14');
    expect(named('Monday 12:00–13:00, at campaign CPM ($8.00)')).toHaveTextContent('•');
    expect(named('Tuesday 03:00–04:00, not included')).toHaveTextContent('');
    expect(cell('Monday 06:00–07:00, $14.00 override')).toHaveAttribute(
      'title',
      'Monday 06:00–07:00, $14.00 override',
    );
  });

  it('shades overrides on a scale and explains it in the legend with min and max', () => {
    setup({ initial: [...cells(0, [1], 5), ...cells(0, [2], 20), ...cells(0, [3])] });
    expect(cell(/Monday 01:00/).style.backgroundColor).not.toBe(
      cell(/Monday 02:00/).style.backgroundColor,
    );
    const legend = screen.getByRole('list', { name: 'Day-parts legend' });
    expect(legend).toHaveTextContent('Not included');
    expect(legend).toHaveTextContent('at campaign CPM ($8.00)');
    expect(legend).toHaveTextContent(/CPM override\$5\.00\$20\.00/);
    expect(screen.getByText('3 of 168 hours in day-parts, 2 with a CPM override')).toBeVisible();
  });
});

describe('DayPartGrid keyboard', () => {
  it('has one tab stop that arrows, Home/End and Ctrl+Home/End move', async () => {
    const { user } = setup();
    await tabToGrid(user);
    expect(cell(/^Monday 00:00/)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(cell(/^Tuesday 02:00/)).toHaveFocus();
    expect(screen.getAllByRole('gridcell').filter((c) => c.tabIndex === 0)).toEqual([
      cell(/^Tuesday 02:00/),
    ]);
    await user.keyboard('{End}');
    expect(cell(/^Tuesday 23:00/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell(/^Tuesday 00:00/)).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cell(/^Sunday 23:00/)).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(cell(/^Monday 00:00/)).toHaveFocus();
  });

  it('extends a rectangle with Shift+arrows, toggles with Space and sets an override', async () => {
    const { user, onChange } = setup();
    await tabToGrid(user);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowDown}{/Shift}');
    expect(selectedCount()).toBe(6);
    expect(screen.getByRole('status')).toHaveTextContent('6 cells selected');
    await user.keyboard('{ArrowDown} ');
    expect(cell(/^Wednesday 08:00/)).toHaveAttribute('aria-selected', 'true');
    expect(selectedCount()).toBe(7);
    await user.keyboard(' ');
    expect(selectedCount()).toBe(6);

    await user.type(screen.getByLabelText('CPM override ($)'), '14');
    await user.click(screen.getByRole('button', { name: 'Set CPM override' }));
    expect(lastPayload(onChange)).toEqual([...cells(0, [6, 7, 8], 14), ...cells(1, [6, 7, 8], 14)]);
    expect(screen.getByText('6 of 168 hours in day-parts, 6 with a CPM override')).toBeVisible();
  });

  it('adds at the campaign CPM (clearing overrides), removes and clears all', async () => {
    const { user, onChange } = setup({ initial: [...cells(0, [0, 1], 20), ...cells(3, [5])] });
    await tabToGrid(user);
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    await user.click(screen.getByRole('button', { name: 'Add to day-parts' }));
    expect(lastPayload(onChange)).toEqual([...cells(0, [0, 1, 2]), ...cells(3, [5])]);

    await user.click(cell(/^Monday 01:00/));
    await user.click(screen.getByRole('button', { name: 'Remove from day-parts' }));
    expect(lastPayload(onChange)).toEqual([...cells(0, [0, 2]), ...cells(3, [5])]);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(lastPayload(onChange)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  });

  it('selects all with Ctrl+A, clears with Escape and disables actions with nothing selected', async () => {
    const { user } = setup();
    expect(screen.getByRole('button', { name: 'Set CPM override' })).toBeDisabled();
    await tabToGrid(user);
    await user.keyboard('{Control>}a{/Control}');
    expect(selectedCount()).toBe(168);
    expect(screen.getByRole('button', { name: 'Add to day-parts' })).toBeEnabled();
    await user.keyboard('{Escape}');
    expect(selectedCount()).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent('No cells selected');
    expect(screen.getByRole('button', { name: 'Remove from day-parts' })).toBeDisabled();
  });

  it('selects the day with Shift+Space and the hour with Ctrl+Space', async () => {
    const { user } = setup();
    await tabToGrid(user);
    await user.keyboard('{ArrowDown}{Shift>} {/Shift}');
    expect(selectedCount()).toBe(24);
    expect(cell(/^Tuesday 23:00/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Control>} {/Control}');
    expect(selectedCount()).toBe(7);
    expect(cell(/^Tuesday 00:00/)).toHaveFocus();
  });
});

describe('DayPartGrid CPM override field', () => {
  it('refuses a negative or empty value with an inline error, shown once the field is left or applied', async () => {
    const { user, onChange } = setup();
    await user.click(cell(/^Monday 00:00/));
    const input = screen.getByLabelText('CPM override ($)');
    await user.click(screen.getByRole('button', { name: 'Set CPM override' }));
    expect(screen.getByText('Day-part CPM overrides must be at least $0')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, '-1');
    // Not while it is being typed (the spec: an error shows once the field is touched).
    expect(
      screen.queryByText('Day-part CPM overrides must be at least $0'),
    ).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Day-part CPM overrides must be at least $0')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Set CPM override' }));
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '0{Enter}');
    expect(
      screen.queryByText('Day-part CPM overrides must be at least $0'),
    ).not.toBeInTheDocument();
    expect(lastPayload(onChange)).toEqual(cells(0, [0], 0));
  });
});

describe('DayPartGrid focus and form wiring', () => {
  it('calls onBlur only when focus leaves the whole widget, and passes id and description', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(
      <>
        <DayPartGrid
          label="Day-parts"
          cells={[]}
          onChange={() => {}}
          onBlur={onBlur}
          id="day-parts"
          aria-describedby="day-parts-error"
        />
        <p id="day-parts-error">Pick at least one hour</p>
        <button type="button">After</button>
      </>,
    );
    const grid = screen.getByRole('grid', { name: 'Day-parts' });
    expect(grid).toHaveAttribute('id', 'day-parts');
    expect(grid).toHaveAccessibleDescription(
      'Pick at least one hour 0 of 168 hours in day-parts, 0 with a CPM override',
    );
    await user.click(cell(/^Monday 00:00/));
    await user.click(screen.getByLabelText('CPM override ($)'));
    expect(onBlur).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
