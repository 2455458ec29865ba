// The 7 x 24 ARIA grid: a roving tab stop, keyboard selection, and press-and-drag selection by
// mouse, pen or touch through Pointer Events. Selection state lives in the parent widget, so a
// drag re-renders only the widget, and of its cells only those whose props changed (memo).
import {
  memo,
  useRef,
  type Dispatch,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { keyToAction } from './keyboard';
import { hourRange, hourShort, weekdayName, weekdayShort } from './labels';
import {
  DAYS,
  HOURS,
  cellIndex,
  selectionReducer,
  type SelectionAction,
  type SelectionState,
} from './selection';
import type { CellView } from './views';

const DAY_LIST = Array.from({ length: DAYS }, (_, weekday) => weekday);
const HOUR_LIST = Array.from({ length: HOURS }, (_, hour) => hour);

/** The cell index of the grid cell at or around an element, or null. */
function cellAt(target: EventTarget | null, within: Element): number | null {
  if (!(target instanceof Element)) return null;
  const cell = target.closest<HTMLElement>('[data-index]');
  if (!cell || !within.contains(cell)) return null;
  const index = Number(cell.dataset.index);
  return Number.isInteger(index) ? index : null;
}

/**
 * The cell under the pointer. With pointer capture every move targets the capturing element,
 * so the browser is asked what is under the point; jsdom has no layout (and no
 * elementFromPoint), where the event's own target stands in.
 */
function cellUnderPointer(event: PointerEvent<HTMLElement>): number | null {
  const hit =
    typeof document.elementFromPoint === 'function'
      ? document.elementFromPoint(event.clientX, event.clientY)
      : null;
  return cellAt(hit, event.currentTarget) ?? cellAt(event.target, event.currentTarget);
}

const kindClass: Record<CellView['kind'], string> = {
  off: 'bg-white text-gray-400',
  on: 'bg-brand-50 text-brand-700',
  override: '',
};

interface GridCellProps {
  index: number;
  view: CellView;
  selected: boolean;
  tabbable: boolean;
  selectable: boolean;
}

const GridCell = memo(function GridCell({
  index,
  view,
  selected,
  tabbable,
  selectable,
}: GridCellProps) {
  const textClass =
    view.kind === 'override' ? (view.lightText ? 'text-white' : 'text-gray-900') : '';
  // The selection is a thick inset ring (a shape, not only a colour) drawn over the heat colour.
  const ringClass = selected
    ? 'ring-2 ring-amber-500 ring-inset'
    : 'ring-1 ring-gray-200 ring-inset';
  return (
    <td
      role="gridcell"
      data-index={index}
      tabIndex={tabbable ? 0 : -1}
      aria-label={view.label}
      aria-selected={selectable ? selected : undefined}
      title={view.label}
      style={view.background ? { backgroundColor: view.background } : undefined}
      className={`h-8 w-8 min-w-8 p-0 text-center align-middle text-[10px] leading-none font-medium tabular-nums focus:outline-2 focus:-outline-offset-2 focus:outline-gray-950 ${kindClass[view.kind]} ${textClass} ${ringClass} ${selectable ? 'cursor-cell touch-none' : ''}`}
    >
      <span aria-hidden="true">{view.text}</span>
    </td>
  );
});

export interface GridTableProps {
  id?: string;
  labelId: string;
  describedBy?: string;
  views: readonly CellView[];
  state: SelectionState;
  dispatch: Dispatch<SelectionAction>;
  /** Selection and editing are on (onChange given and not disabled). */
  editable: boolean;
  disabled: boolean;
}

export function GridTable({
  id,
  labelId,
  describedBy,
  views,
  state,
  dispatch,
  editable,
  disabled,
}: GridTableProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const drag = useRef<{ pointerId: number; last: number } | null>(null);

  const focusCell = (index: number) => {
    tableRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const action = keyToAction(event, state, editable);
    if (!action) return;
    event.preventDefault();
    // The reducer is pure, so the next focus is known before React renders it.
    const next = selectionReducer(state, action);
    dispatch(action);
    if (next.focus !== state.focus) focusCell(next.focus);
  };

  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const index = cellAt(event.target, event.currentTarget);
    if (index !== null) dispatch({ type: 'focus', index });
  };

  const onPointerDown = (event: PointerEvent<HTMLTableSectionElement>) => {
    if (!editable || event.button !== 0) return;
    const index = cellAt(event.target, event.currentTarget);
    if (index === null) return;
    // No text selection or native drag while drawing a rectangle.
    event.preventDefault();
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Not an active pointer (synthetic events): moves still arrive on the cells.
    }
    drag.current = { pointerId: event.pointerId, last: index };
    const additive = event.ctrlKey || event.metaKey;
    dispatch({ type: 'press', index, extend: event.shiftKey, additive });
    focusCell(index);
  };

  const onPointerMove = (event: PointerEvent<HTMLTableSectionElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const index = cellUnderPointer(event);
    // Only a move onto another cell changes anything: most moves dispatch nothing.
    if (index === null || index === current.last) return;
    current.last = index;
    dispatch({ type: 'drag', index });
  };

  const endDrag = (event: PointerEvent<HTMLTableSectionElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    // The tab stop followed the drag; real focus follows once, at the end.
    focusCell(current.last);
  };

  const onRowHeader = (weekday: number) => (event: MouseEvent) => {
    if (!editable) return;
    dispatch({ type: 'selectRow', weekday, additive: event.ctrlKey || event.metaKey });
    focusCell(cellIndex(weekday, 0));
  };

  const onColumnHeader = (hour: number) => (event: MouseEvent) => {
    if (!editable) return;
    dispatch({ type: 'selectColumn', hour, additive: event.ctrlKey || event.metaKey });
    focusCell(cellIndex(0, hour));
  };

  const headerClass = editable ? 'cursor-pointer hover:text-brand-700' : '';

  return (
    // The grid scrolls sideways inside its own box, so a 375 px page never does; `relative`
    // holds the cells' absolutely placed screen-reader text inside that box too.
    <div className="relative max-w-full overflow-x-auto overscroll-x-contain">
      <table
        ref={tableRef}
        id={id}
        role="grid"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-multiselectable={editable || undefined}
        aria-readonly={editable ? undefined : true}
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        className={`border-separate border-spacing-px select-none ${disabled ? 'opacity-60' : ''}`}
      >
        <thead>
          <tr role="row">
            <th
              role="columnheader"
              scope="col"
              className="sticky left-0 z-10 min-w-11 bg-white text-left"
            >
              <span className="sr-only">Day</span>
            </th>
            {HOUR_LIST.map((hour) => (
              <th
                key={hour}
                role="columnheader"
                scope="col"
                title={editable ? `Select ${hourRange(hour)} on every day` : undefined}
                onClick={onColumnHeader(hour)}
                className={`h-6 w-8 min-w-8 p-0 text-center text-[10px] font-medium text-gray-600 ${headerClass}`}
              >
                <span aria-hidden="true">{hourShort(hour)}</span>
                <span className="sr-only">{hourRange(hour)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onLostPointerCapture={endDrag}
        >
          {DAY_LIST.map((weekday) => (
            <tr key={weekday} role="row">
              <th
                role="rowheader"
                scope="row"
                title={editable ? `Select ${weekdayName(weekday)}` : undefined}
                onClick={onRowHeader(weekday)}
                className={`sticky left-0 z-10 bg-white pr-2 text-left text-xs font-medium text-gray-700 ${headerClass}`}
              >
                <span aria-hidden="true">{weekdayShort(weekday)}</span>
                <span className="sr-only">{weekdayName(weekday)}</span>
              </th>
              {HOUR_LIST.map((hour) => {
                const index = cellIndex(weekday, hour);
                const view = views[index];
                if (!view) return null;
                return (
                  <GridCell
                    key={hour}
                    index={index}
                    view={view}
                    selected={editable && state.selected.has(index)}
                    tabbable={index === state.focus}
                    selectable={editable}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
