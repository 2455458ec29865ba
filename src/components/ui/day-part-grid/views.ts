// What each of the 168 cells shows, computed once per change of the values (not per selection
// change), so the memoized cells of a drag compare equal and skip rendering.
import { type CellValues, valueRange } from './cells';
import { heatColor, needsLightText, scalePosition } from './heat';
import { cellLabel, compactValue, type LabelOptions } from './labels';
import { CELL_COUNT, hourOf, weekdayOf } from './selection';

export type CellKind = 'off' | 'on' | 'override';

export interface CellView {
  /** Accessible name and tooltip. */
  label: string;
  kind: CellKind;
  /** Visible text: the compact override value, or a dot for an included cell without one. */
  text: string;
  /** Heat colour of an override. */
  background?: string;
  lightText: boolean;
}

export function cellViews(values: CellValues, options: LabelOptions): CellView[] {
  const range = options.mode === 'override' ? valueRange(values) : null;
  const views: CellView[] = [];
  for (let index = 0; index < CELL_COUNT; index++) {
    const value = values.get(index);
    const label = cellLabel(weekdayOf(index), hourOf(index), value, options);
    if (value === undefined) {
      views.push({ label, kind: 'off', text: '', lightText: false });
    } else if (value === null || !range) {
      views.push({ label, kind: 'on', text: '•', lightText: false });
    } else {
      const t = scalePosition(value, range.min, range.max);
      views.push({
        label,
        kind: 'override',
        text: compactValue(value),
        background: heatColor(t),
        lightText: needsLightText(t),
      });
    }
  }
  return views;
}
