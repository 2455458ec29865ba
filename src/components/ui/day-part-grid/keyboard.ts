// The grid's keyboard map, as a pure function from a key press to a selection action.
import {
  DAYS,
  HOURS,
  cellIndex,
  hourOf,
  weekdayOf,
  type SelectionAction,
  type SelectionState,
} from './selection';

export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Where a navigation key takes focus from `index`, or null when the key does not navigate. */
export function navigate(index: number, key: string, ctrl: boolean): number | null {
  const weekday = weekdayOf(index);
  const hour = hourOf(index);
  switch (key) {
    case 'ArrowLeft':
      return cellIndex(weekday, Math.max(0, hour - 1));
    case 'ArrowRight':
      return cellIndex(weekday, Math.min(HOURS - 1, hour + 1));
    case 'ArrowUp':
      return cellIndex(Math.max(0, weekday - 1), hour);
    case 'ArrowDown':
      return cellIndex(Math.min(DAYS - 1, weekday + 1), hour);
    case 'Home':
      return ctrl ? 0 : cellIndex(weekday, 0);
    case 'End':
      return ctrl ? cellIndex(DAYS - 1, HOURS - 1) : cellIndex(weekday, HOURS - 1);
    case 'PageUp':
      return cellIndex(0, hour);
    case 'PageDown':
      return cellIndex(DAYS - 1, hour);
    default:
      return null;
  }
}

/**
 * The action for a key press on the focused cell, or null to let the key through (so an
 * Escape with nothing selected still reaches an enclosing dialog, and Tab leaves the grid).
 * A read-only grid only navigates.
 */
export function keyToAction(
  press: KeyPress,
  state: SelectionState,
  editable: boolean,
): SelectionAction | null {
  if (press.altKey) return null;
  // Cmd stands in for Ctrl on macOS.
  const ctrl = press.ctrlKey || press.metaKey;
  const to = navigate(state.focus, press.key, ctrl);
  if (to !== null) return { type: 'move', index: to, extend: editable && press.shiftKey };
  if (!editable) return null;
  if (press.key === ' ') {
    // Spreadsheet convention: Shift+Space selects the row (day), Ctrl+Space the column (hour).
    if (press.shiftKey && !ctrl) {
      return {
        type: 'selectRow',
        weekday: weekdayOf(state.focus),
        additive: false,
        keepFocus: true,
      };
    }
    if (ctrl && !press.shiftKey) {
      return { type: 'selectColumn', hour: hourOf(state.focus), additive: false, keepFocus: true };
    }
    return { type: 'toggle', index: state.focus };
  }
  if (ctrl && !press.shiftKey && press.key.toLowerCase() === 'a') return { type: 'selectAll' };
  if (press.key === 'Escape' && state.selected.size > 0) return { type: 'clear' };
  return null;
}
