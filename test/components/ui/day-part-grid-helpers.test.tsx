// The day-part grid's pure helpers: selection geometry and reducer, keyboard map, cell edits,
// labels and the heat scale.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  normalizeCells,
  toCellValues,
  valueRange,
} from '@/components/ui/day-part-grid/cells';
import { heatColor, needsLightText, scalePosition } from '@/components/ui/day-part-grid/heat';
import { keyToAction, navigate, type KeyPress } from '@/components/ui/day-part-grid/keyboard';
import {
  cellLabel,
  compactValue,
  hourRange,
  hourShort,
  selectionText,
  summaryText,
} from '@/components/ui/day-part-grid/labels';
import {
  CELL_COUNT,
  cellIndex,
  columnCells,
  initialSelection,
  rectangle,
  rowCells,
  selectionReducer,
  type SelectionAction,
  type SelectionState,
} from '@/components/ui/day-part-grid/selection';
import { parseOverride } from '@/components/ui/day-part-grid/toolbar';
import type { DayPartCell } from '@/components/ui/day-part-grid';

const sorted = (cells: Iterable<number>) => [...cells].sort((a, b) => a - b);
const run = (actions: SelectionAction[], from: SelectionState = initialSelection) =>
  actions.reduce(selectionReducer, from);

describe('selection geometry', () => {
  it('spans a rectangle from either corner', () => {
    const expected = [cellIndex(1, 2), cellIndex(1, 3), cellIndex(2, 2), cellIndex(2, 3)];
    expect(sorted(rectangle(cellIndex(1, 2), cellIndex(2, 3)))).toEqual(expected);
    expect(sorted(rectangle(cellIndex(2, 2), cellIndex(1, 3)))).toEqual(expected);
    expect(rectangle(5, 5)).toEqual(new Set([5]));
  });

  it('has whole rows and columns', () => {
    expect(rowCells(6).size).toBe(24);
    expect(sorted(columnCells(0))).toEqual([0, 24, 48, 72, 96, 120, 144]);
  });
});

describe('selectionReducer', () => {
  it('extends from the anchor over the selection made before it', () => {
    const state = run([
      { type: 'toggle', index: cellIndex(6, 23) },
      { type: 'move', index: cellIndex(0, 1), extend: false },
      { type: 'move', index: cellIndex(1, 2), extend: true },
    ]);
    expect(sorted(state.selected)).toEqual([1, 2, 25, 26, cellIndex(6, 23)]);
    // Shrinking back keeps the earlier cell.
    const back = selectionReducer(state, { type: 'move', index: cellIndex(0, 1), extend: true });
    expect(sorted(back.selected)).toEqual([1, cellIndex(6, 23)]);
    expect(back.focus).toBe(1);
  });

  it('replaces on a plain press, keeps on Ctrl, subtracts a Ctrl drag from a selected cell', () => {
    let state = run([
      { type: 'press', index: 0, extend: false, additive: false },
      { type: 'drag', index: cellIndex(1, 1) },
    ]);
    expect(sorted(state.selected)).toEqual([0, 1, 24, 25]);
    state = run([{ type: 'press', index: 1, extend: false, additive: true }], state);
    expect(sorted(state.selected)).toEqual([0, 24, 25]);
    state = run([{ type: 'drag', index: 25 }], state);
    expect(sorted(state.selected)).toEqual([0, 24]);
    state = run([{ type: 'press', index: 100, extend: false, additive: false }], state);
    expect(sorted(state.selected)).toEqual([100]);
    state = run([{ type: 'press', index: 102, extend: true, additive: false }], state);
    expect(sorted(state.selected)).toEqual([100, 101, 102]);
  });

  it('selects rows, columns and all, and clears', () => {
    let state = run([{ type: 'selectRow', weekday: 2, additive: false }]);
    expect(state.selected.size).toBe(24);
    expect(state.focus).toBe(cellIndex(2, 0));
    state = run([{ type: 'selectColumn', hour: 5, additive: true, keepFocus: true }], state);
    expect(state.selected.size).toBe(30);
    expect(state.focus).toBe(cellIndex(2, 0));
    state = run([{ type: 'selectAll' }], state);
    expect(state.selected.size).toBe(CELL_COUNT);
    state = run([{ type: 'clear' }], state);
    expect(state.selected.size).toBe(0);
  });

  it('returns the same state for a focus or drag that changes nothing', () => {
    expect(selectionReducer(initialSelection, { type: 'focus', index: 0 })).toBe(initialSelection);
    expect(selectionReducer(initialSelection, { type: 'drag', index: 0 })).toBe(initialSelection);
  });
});

describe('keyboard map', () => {
  const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
    key,
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
  });

  it('navigates and stops at the edges', () => {
    expect(navigate(0, 'ArrowLeft', false)).toBe(0);
    expect(navigate(0, 'ArrowUp', false)).toBe(0);
    expect(navigate(cellIndex(6, 23), 'ArrowRight', false)).toBe(cellIndex(6, 23));
    expect(navigate(cellIndex(3, 5), 'Home', false)).toBe(cellIndex(3, 0));
    expect(navigate(cellIndex(3, 5), 'End', true)).toBe(cellIndex(6, 23));
    expect(navigate(cellIndex(3, 5), 'PageDown', false)).toBe(cellIndex(6, 5));
    expect(navigate(0, 'x', false)).toBeNull();
  });

  it('maps selection keys only when editable', () => {
    const state = { ...initialSelection, focus: 30 };
    expect(keyToAction(press('ArrowDown', { shiftKey: true }), state, true)).toEqual({
      type: 'move',
      index: 54,
      extend: true,
    });
    expect(keyToAction(press('ArrowDown', { shiftKey: true }), state, false)).toEqual({
      type: 'move',
      index: 54,
      extend: false,
    });
    expect(keyToAction(press(' '), state, true)).toEqual({ type: 'toggle', index: 30 });
    expect(keyToAction(press(' '), state, false)).toBeNull();
    expect(keyToAction(press('a', { metaKey: true }), state, true)).toEqual({ type: 'selectAll' });
    expect(keyToAction(press('A', { ctrlKey: true }), state, true)).toEqual({ type: 'selectAll' });
  });

  it('lets Escape through when nothing is selected', () => {
    expect(keyToAction(press('Escape'), initialSelection, true)).toBeNull();
    const some = { ...initialSelection, selected: new Set([3]) };
    expect(keyToAction(press('Escape'), some, true)).toEqual({ type: 'clear' });
    expect(keyToAction(press('Tab'), some, true)).toBeNull();
  });
});

describe('cell edits', () => {
  const c = (weekday: number, hour: number, value: number | null = null): DayPartCell => ({
    weekday,
    hour,
    value,
  });

  it('includes, overrides and excludes the selected cells, sorted', () => {
    const cells = [c(3, 1, 9), c(0, 5)];
    expect(
      applyEdit(cells, [cellIndex(0, 2), cellIndex(3, 1)], { type: 'include', value: 4 }),
    ).toEqual([c(0, 2, 4), c(0, 5), c(3, 1, 4)]);
    expect(applyEdit(cells, [cellIndex(3, 1)], { type: 'include', value: null })).toEqual([
      c(0, 5),
      c(3, 1),
    ]);
    expect(applyEdit(cells, [cellIndex(0, 5), 999], { type: 'exclude' })).toEqual([c(3, 1, 9)]);
  });

  it('normalizes: drops out-of-range cells, last duplicate wins, non-finite values are null', () => {
    expect(
      normalizeCells([
        c(7, 0),
        c(0, 24),
        c(-1, 3),
        c(0.5, 1),
        c(1, 1, 3),
        c(1, 1, 5),
        c(2, 2, NaN),
      ]),
    ).toEqual([c(1, 1, 5), c(2, 2)]);
  });

  it('always returns a sorted list without duplicates', () => {
    const cellArb = fc.record({
      weekday: fc.integer({ min: 0, max: 6 }),
      hour: fc.integer({ min: 0, max: 23 }),
      value: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(cellArb),
        fc.array(fc.integer({ min: 0, max: CELL_COUNT - 1 })),
        fc.boolean(),
        (cells, selected, include) => {
          const out = applyEdit(
            cells,
            selected,
            include ? { type: 'include', value: 1 } : { type: 'exclude' },
          );
          const keys = out.map((cell) => cellIndex(cell.weekday, cell.hour));
          expect(keys).toEqual([...new Set(keys)].sort((a, b) => a - b));
          for (const index of selected) expect(keys.includes(index)).toBe(include);
        },
      ),
    );
  });

  it('finds the override range', () => {
    expect(valueRange(toCellValues([c(0, 0), c(0, 1, 3), c(0, 2, 12)]))).toEqual({
      min: 3,
      max: 12,
    });
    expect(valueRange(toCellValues([c(0, 0)]))).toBeNull();
  });
});

describe('labels and scale', () => {
  const money = (value: number) => `$${value.toFixed(2)}`;

  it('names hours and cells', () => {
    expect([0, 1, 11, 12, 13, 23].map(hourShort)).toEqual(['12a', '1a', '11a', '12p', '1p', '11p']);
    expect(hourRange(23)).toBe('23:00–24:00');
    const override = { mode: 'override' as const, format: money, baseValue: 8 };
    expect(cellLabel(0, 6, 14, override)).toBe('Monday 06:00–07:00, $14.00 override');
    expect(cellLabel(0, 12, null, override)).toBe('Monday 12:00–13:00, at campaign CPM ($8.00)');
    expect(cellLabel(0, 12, null, { ...override, baseValue: null })).toBe(
      'Monday 12:00–13:00, at campaign CPM',
    );
    expect(cellLabel(1, 3, undefined, override)).toBe('Tuesday 03:00–04:00, not included');
    const hours = { ...override, mode: 'hours' as const };
    expect(cellLabel(6, 0, null, hours)).toBe('Sunday 00:00–01:00, open');
    expect(cellLabel(6, 0, undefined, hours)).toBe('Sunday 00:00–01:00, closed');
  });

  it('writes the summary, selection status and compact values', () => {
    expect(summaryText('override', 23, 15)).toBe(
      '23 of 168 hours in day-parts, 15 with a CPM override',
    );
    expect(summaryText('hours', 98, 0)).toBe('98 of 168 hours open');
    expect([0, 1, 12].map(selectionText)).toEqual([
      'No cells selected',
      '1 cell selected',
      '12 cells selected',
    ]);
    expect([14, 14.6, 8.5, 0.25, 120].map(compactValue)).toEqual(['14', '15', '8.5', '0.3', '120']);
  });

  it('interpolates the heat scale from light to dark', () => {
    expect(scalePosition(5, 5, 15)).toBe(0);
    expect(scalePosition(10, 5, 15)).toBe(0.5);
    expect(scalePosition(7, 7, 7)).toBe(1);
    expect(heatColor(0)).toBe('#c7d2fe');
    expect(heatColor(1)).toBe('#312e81');
    expect(heatColor(0.5)).toMatch(/^#[0-9a-f]{6}$/);
    expect(needsLightText(0.2)).toBe(false);
    expect(needsLightText(0.9)).toBe(true);
  });

  it('parses the override input', () => {
    expect(parseOverride('')).toBeNull();
    expect(parseOverride('  ')).toBeNull();
    expect(parseOverride('-0.01')).toBeNull();
    expect(parseOverride('0')).toBe(0);
    expect(parseOverride('14.5')).toBe(14.5);
  });
});
