// Pure selection logic of the day-part grid. A cell is addressed by its index
// weekday * 24 + hour (0-167); the selection is a set of indexes.

export const DAYS = 7;
export const HOURS = 24;
export const CELL_COUNT = DAYS * HOURS;

export const cellIndex = (weekday: number, hour: number): number => weekday * HOURS + hour;
export const weekdayOf = (index: number): number => Math.floor(index / HOURS);
export const hourOf = (index: number): number => index % HOURS;

const EMPTY: ReadonlySet<number> = new Set();

/** The cells of the rectangle spanned by two corner cells, in either order. */
export function rectangle(a: number, b: number): Set<number> {
  const [d0, d1] = [weekdayOf(a), weekdayOf(b)].sort((x, y) => x - y) as [number, number];
  const [h0, h1] = [hourOf(a), hourOf(b)].sort((x, y) => x - y) as [number, number];
  const cells = new Set<number>();
  for (let d = d0; d <= d1; d++) for (let h = h0; h <= h1; h++) cells.add(cellIndex(d, h));
  return cells;
}

export const rowCells = (weekday: number): Set<number> =>
  rectangle(cellIndex(weekday, 0), cellIndex(weekday, HOURS - 1));
export const columnCells = (hour: number): Set<number> =>
  rectangle(cellIndex(0, hour), cellIndex(DAYS - 1, hour));
export const allCells = (): Set<number> => rectangle(0, CELL_COUNT - 1);

/** base plus (or, when subtracting, minus) the given cells. */
export function combine(
  base: ReadonlySet<number>,
  cells: ReadonlySet<number>,
  subtract = false,
): Set<number> {
  const next = new Set(base);
  for (const cell of cells) {
    if (subtract) next.delete(cell);
    else next.add(cell);
  }
  return next;
}

export interface SelectionState {
  /** The cell holding the roving tab stop. */
  focus: number;
  /** Where a Shift extension or a drag starts. */
  anchor: number;
  /**
   * The selection as it was when the anchor was set: an extension is drawn over it, so a
   * Shift+arrow or drag that grows and shrinks back never loses the cells picked before.
   */
  base: ReadonlySet<number>;
  /** A Ctrl/Cmd drag that started on a selected cell removes its rectangle instead. */
  subtract: boolean;
  selected: ReadonlySet<number>;
}

export type SelectionAction =
  /** Focus arrived on a cell by Tab or a plain click (no selection change). */
  | { type: 'focus'; index: number }
  /** Keyboard move; extend = Shift held (rectangle from the anchor). */
  | { type: 'move'; index: number; extend: boolean }
  | { type: 'toggle'; index: number }
  /** Pointer press: extend = Shift (from the anchor), additive = Ctrl/Cmd (keep the rest). */
  | { type: 'press'; index: number; extend: boolean; additive: boolean }
  /** Pointer moved onto a cell while pressed. */
  | { type: 'drag'; index: number }
  /** A whole day or hour; focus moves to its first cell unless `keepFocus` (keyboard). */
  | { type: 'selectRow'; weekday: number; additive: boolean; keepFocus?: boolean }
  | { type: 'selectColumn'; hour: number; additive: boolean; keepFocus?: boolean }
  | { type: 'selectAll' }
  | { type: 'clear' };

export const initialSelection: SelectionState = {
  focus: 0,
  anchor: 0,
  base: EMPTY,
  subtract: false,
  selected: EMPTY,
};

const clamp = (index: number) => Math.min(CELL_COUNT - 1, Math.max(0, index));

function extendTo(state: SelectionState, index: number): SelectionState {
  const selected = combine(state.base, rectangle(state.anchor, index), state.subtract);
  return { ...state, focus: index, selected };
}

function anchorAt(state: SelectionState, index: number): SelectionState {
  return { ...state, focus: index, anchor: index, base: state.selected, subtract: false };
}

function selectBlock(
  state: SelectionState,
  cells: ReadonlySet<number>,
  first: number,
  additive: boolean,
): SelectionState {
  const selected = combine(additive ? state.selected : EMPTY, cells);
  return { focus: first, anchor: first, base: selected, subtract: false, selected };
}

export function selectionReducer(state: SelectionState, action: SelectionAction): SelectionState {
  switch (action.type) {
    case 'focus':
      return action.index === state.focus ? state : anchorAt(state, clamp(action.index));
    case 'move':
      return action.extend
        ? extendTo(state, clamp(action.index))
        : anchorAt(state, clamp(action.index));
    case 'toggle': {
      const selected = new Set(state.selected);
      if (selected.has(action.index)) selected.delete(action.index);
      else selected.add(action.index);
      return { ...state, focus: action.index, anchor: action.index, base: selected, selected };
    }
    case 'press': {
      const index = clamp(action.index);
      if (action.extend) return extendTo(state, index);
      const base = action.additive ? state.selected : EMPTY;
      const subtract = action.additive && state.selected.has(index);
      const selected = combine(base, new Set([index]), subtract);
      return { focus: index, anchor: index, base, subtract, selected };
    }
    case 'drag':
      return action.index === state.focus ? state : extendTo(state, clamp(action.index));
    case 'selectRow': {
      const first = action.keepFocus ? state.focus : cellIndex(action.weekday, 0);
      return selectBlock(state, rowCells(action.weekday), first, action.additive);
    }
    case 'selectColumn': {
      const first = action.keepFocus ? state.focus : cellIndex(0, action.hour);
      return selectBlock(state, columnCells(action.hour), first, action.additive);
    }
    case 'selectAll': {
      const selected = allCells();
      return { ...state, base: selected, subtract: false, selected };
    }
    case 'clear':
      return { ...state, anchor: state.focus, base: EMPTY, subtract: false, selected: EMPTY };
  }
}
