// The shared 7 x 24 day-part grid: campaign day-parts with CPM overrides ('override') and
// placement operating hours ('hours'); without onChange, a read-only heatmap.
import { useId, useMemo, useReducer, type FocusEvent } from 'react';
import { applyEdit, countOverrides, toCellValues, type DayPartEdit } from './cells';
import { GridTable } from './grid-table';
import { selectionText, summaryText } from './labels';
import { Legend } from './legend';
import { initialSelection, selectionReducer } from './selection';
import { Toolbar } from './toolbar';
import type { DayPartGridProps } from './types';
import { cellViews } from './views';

export function DayPartGrid({
  label,
  cells,
  onChange,
  mode = 'override',
  formatValue = String,
  baseValue = null,
  disabled = false,
  onBlur,
  id,
  'aria-describedby': describedBy,
}: DayPartGridProps) {
  const labelId = useId();
  const summaryId = useId();
  const [state, dispatch] = useReducer(selectionReducer, initialSelection);
  const editable = Boolean(onChange) && !disabled;

  const values = useMemo(() => toCellValues(cells), [cells]);
  const views = useMemo(
    () => cellViews(values, { mode, format: formatValue, baseValue }),
    [values, mode, formatValue, baseValue],
  );
  const overrides = mode === 'override' ? countOverrides(values) : 0;
  const selectedCount = editable ? state.selected.size : 0;

  const edit = (change: DayPartEdit) => onChange?.(applyEdit(cells, state.selected, change));

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    // Focus moving between the grid and its toolbar stays inside the widget.
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    onBlur?.();
  };

  return (
    <div onBlur={leave} className="flex min-w-0 flex-col gap-3">
      <div id={labelId} className="text-sm font-medium text-gray-900">
        {label}
      </div>
      {onChange ? (
        <Toolbar
          mode={mode}
          label={label}
          selectedCount={selectedCount}
          hasCells={values.size > 0}
          disabled={disabled}
          status={selectionText(selectedCount)}
          onEdit={edit}
          onClearAll={() => onChange([])}
        />
      ) : null}
      <GridTable
        id={id}
        labelId={labelId}
        describedBy={[describedBy, summaryId].filter(Boolean).join(' ')}
        views={views}
        state={state}
        dispatch={dispatch}
        editable={editable}
        disabled={disabled}
      />
      <Legend
        label={label}
        mode={mode}
        values={values}
        format={formatValue}
        baseValue={baseValue}
      />
      {/* Live only while editable, so each edit's effect is announced. */}
      <p
        id={summaryId}
        aria-live={onChange ? 'polite' : undefined}
        className="text-sm text-gray-700"
      >
        {summaryText(mode, values.size, overrides)}
      </p>
    </div>
  );
}
