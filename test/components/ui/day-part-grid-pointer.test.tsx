// Pointer (mouse, touch) selection, header selection, and the read-only, disabled and hours modes.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DayPartGrid } from '@/components/ui/day-part-grid';
import {
  cell,
  cells,
  lastPayload,
  money,
  selectedCount,
  setup,
  tabToGrid,
} from './day-part-grid-harness';

describe('DayPartGrid pointer selection', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'elementFromPoint');
  });

  it('selects the rectangle of a press and drag', () => {
    setup();
    fireEvent.pointerDown(cell(/^Monday 06:00/), { pointerId: 1 });
    fireEvent.pointerMove(cell(/^Monday 07:00/), { pointerId: 1 });
    fireEvent.pointerMove(cell(/^Tuesday 08:00/), { pointerId: 1 });
    fireEvent.pointerUp(cell(/^Tuesday 08:00/), { pointerId: 1 });
    expect(selectedCount()).toBe(6);
    expect(cell(/^Tuesday 08:00/)).toHaveFocus();
    // Moves after the release select nothing more.
    fireEvent.pointerMove(cell(/^Friday 08:00/), { pointerId: 1 });
    expect(selectedCount()).toBe(6);
  });

  it('finds the cell under a captured pointer with elementFromPoint (touch drag)', () => {
    setup();
    const target = cell(/^Wednesday 10:00/);
    Object.defineProperty(document, 'elementFromPoint', {
      configurable: true,
      value: vi.fn(() => target),
    });
    fireEvent.pointerDown(cell(/^Monday 09:00/), { pointerId: 7, pointerType: 'touch' });
    // With capture, moves target the cells' container, not the cell under the finger.
    const [, body] = within(screen.getByRole('grid')).getAllByRole('rowgroup');
    if (!body) throw new Error('no tbody');
    expect(within(body).getByRole('gridcell', { name: /^Monday 09:00/ })).toBeInTheDocument();
    fireEvent.pointerMove(body, { pointerId: 7, clientX: 300, clientY: 90 });
    fireEvent.pointerUp(body, { pointerId: 7 });
    expect(document.elementFromPoint).toHaveBeenCalledWith(300, 90);
    expect(selectedCount()).toBe(6);
    // eslint-disable-next-line testing-library/no-node-access -- the horizontal scroll wrapper has no role: its class is what is asserted
    expect(body.closest('[class*="overflow-x-auto"]')).not.toBeNull();
  });

  it('extends with Shift+click and adds with Ctrl+click', async () => {
    const { user } = setup();
    await user.click(cell(/^Monday 00:00/));
    await user.keyboard('{Shift>}');
    await user.click(cell(/^Monday 03:00/));
    await user.keyboard('{/Shift}');
    expect(selectedCount()).toBe(4);
    await user.keyboard('{Control>}');
    await user.click(cell(/^Sunday 23:00/));
    await user.keyboard('{/Control}');
    expect(selectedCount()).toBe(5);
    await user.click(cell(/^Friday 12:00/));
    expect(selectedCount()).toBe(1);
  });

  it('selects a day from its row header and an hour from its column header', async () => {
    const { user, onChange } = setup();
    await user.click(screen.getByRole('rowheader', { name: 'Saturday' }));
    expect(selectedCount()).toBe(24);
    await user.click(screen.getByRole('button', { name: 'Add to day-parts' }));
    expect(lastPayload(onChange)).toHaveLength(24);
    await user.click(screen.getByRole('columnheader', { name: '09:00–10:00' }));
    expect(selectedCount()).toBe(7);
    expect(screen.getAllByRole('gridcell', { selected: true }).map((c) => c.dataset.index)).toEqual(
      ['9', '33', '57', '81', '105', '129', '153'],
    );
  });
});

describe('DayPartGrid read-only, disabled and hours mode', () => {
  it('is a heatmap without toolbar or selection when onChange is omitted', async () => {
    const user = userEvent.setup();
    render(
      <DayPartGrid
        label="Day-parts"
        cells={[...cells(0, [6], 14), ...cells(0, [7])]}
        formatValue={money}
        baseValue={8}
      />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Day-parts' });
    expect(grid).toHaveAttribute('aria-readonly', 'true');
    expect(cell('Monday 06:00–07:00, $14.00 override')).not.toHaveAttribute('aria-selected');
    await tabToGrid(user);
    await user.keyboard('{Shift>}{ArrowRight}{/Shift} {Control>}a{/Control}');
    expect(cell(/^Monday 01:00/)).toHaveFocus();
    expect(selectedCount()).toBe(0);
    fireEvent.pointerDown(cell(/^Monday 03:00/));
    expect(selectedCount()).toBe(0);
    expect(screen.getByText('2 of 168 hours in day-parts, 1 with a CPM override')).toBeVisible();
  });

  it('disables every action and selects nothing when disabled', async () => {
    const { user } = setup({ disabled: true, initial: cells(0, [1]) });
    expect(screen.getByRole('grid')).toHaveAttribute('aria-disabled', 'true');
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByLabelText('CPM override ($)')).toBeDisabled();
    await user.click(cell(/^Monday 01:00/));
    expect(selectedCount()).toBe(0);
  });

  it('marks open and closed hours in hours mode', async () => {
    const { user, onChange } = setup({ mode: 'hours', initial: cells(2, [9, 10]) });
    expect(cell('Wednesday 09:00–10:00, open')).toBeInTheDocument();
    expect(cell('Wednesday 11:00–12:00, closed')).toBeInTheDocument();
    expect(screen.queryByLabelText('CPM override ($)')).not.toBeInTheDocument();
    expect(screen.getByText('2 of 168 hours open')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Day-parts legend' })).toHaveTextContent('Closed•Open');

    await user.click(screen.getByRole('rowheader', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: 'Mark open' }));
    expect(lastPayload(onChange)).toEqual([
      ...cells(
        0,
        Array.from({ length: 24 }, (_, h) => h),
      ),
      ...cells(2, [9, 10]),
    ]);
    await user.click(cell(/^Wednesday 10:00/));
    await user.click(screen.getByRole('button', { name: 'Mark closed' }));
    expect(lastPayload(onChange)).toHaveLength(25);
    expect(screen.getByText('25 of 168 hours open')).toBeVisible();
  });
});
