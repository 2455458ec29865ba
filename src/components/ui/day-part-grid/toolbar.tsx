// The editing actions over the selected cells: a CPM override field and include/exclude
// buttons ('override' mode), or open/closed buttons ('hours' mode), plus Clear all.
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import type { DayPartEdit } from './cells';
import type { DayPartMode } from './types';

// CMP-DAYPARTS' message, as the Schedule step's check says it.
export const OVERRIDE_ERROR = 'Day-part CPM overrides must be at least $0';

/** The typed override, or null when it cannot be applied (empty, not a number, negative). */
export function parseOverride(input: string): number | null {
  if (input.trim() === '') return null;
  const value = Number(input);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

interface ToolbarProps {
  mode: DayPartMode;
  label: string;
  selectedCount: number;
  /** Anything is included, so Clear all has something to clear. */
  hasCells: boolean;
  disabled: boolean;
  status: string;
  onEdit: (edit: DayPartEdit) => void;
  onClearAll: () => void;
}

export function Toolbar({
  mode,
  label,
  selectedCount,
  hasCells,
  disabled,
  status,
  onEdit,
  onClearAll,
}: ToolbarProps) {
  const inputId = useId();
  const [input, setInput] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState(false);
  const override = parseOverride(input);
  // Like every field, a wrong value is said once the field is left (a negative one), or once
  // the override is applied (an empty one too): never while it is being typed.
  const error =
    override === null && (attempted || (touched && input.trim() !== ''))
      ? OVERRIDE_ERROR
      : undefined;
  const none = disabled || selectedCount === 0;

  const setOverride = () => {
    setAttempted(true);
    if (override !== null) onEdit({ type: 'include', value: override });
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the override instead of submitting the form around the grid.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!none) setOverride();
  };

  return (
    <div role="group" aria-label={`Edit ${label}`} className="flex flex-wrap items-start gap-3">
      {mode === 'override' ? (
        <>
          <TextField
            id={inputId}
            label="CPM override ($)"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={input}
            disabled={disabled}
            error={error}
            onChange={(event) => {
              setInput(event.target.value);
              setAttempted(false);
            }}
            onKeyDown={onInputKey}
            onBlur={() => setTouched(true)}
            containerClassName="w-40"
          />
          <div className="flex flex-wrap gap-2 sm:mt-7">
            <Button disabled={none} onClick={setOverride}>
              Set CPM override
            </Button>
            <Button
              variant="secondary"
              disabled={none}
              onClick={() => onEdit({ type: 'include', value: null })}
            >
              Add to day-parts
            </Button>
            <Button variant="secondary" disabled={none} onClick={() => onEdit({ type: 'exclude' })}>
              Remove from day-parts
            </Button>
            <Button variant="ghost" disabled={disabled || !hasCells} onClick={onClearAll}>
              Clear all
            </Button>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button disabled={none} onClick={() => onEdit({ type: 'include', value: null })}>
            Mark open
          </Button>
          <Button variant="secondary" disabled={none} onClick={() => onEdit({ type: 'exclude' })}>
            Mark closed
          </Button>
          <Button variant="ghost" disabled={disabled || !hasCells} onClick={onClearAll}>
            Clear all
          </Button>
        </div>
      )}
      <p role="status" aria-live="polite" className="w-full text-xs text-gray-600">
        {status}
      </p>
    </div>
  );
}
