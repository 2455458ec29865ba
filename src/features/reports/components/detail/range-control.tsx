// The date range: a preset (Last 7 / 30 / 90 days) applies at once; Custom opens two date
// fields and an Apply button. A field's error shows once it has been left or Apply pressed.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/fields';
import { formatDate } from '@/lib/text/format';
import { RANGE_TEXT } from '@/features/reports/messages';
import {
  CUSTOM_LABEL,
  dayCount,
  hasErrors,
  isPreset,
  PRESETS,
  validateCustom,
  type DateRange,
  type RangeChoice,
  type ResolvedRange,
} from '@/features/reports/report-range';

export interface RangeControlProps {
  range: ResolvedRange;
  today: string;
  onChange: (choice: RangeChoice, custom?: DateRange) => void;
}

/** `Mar 5, 2024 – Mar 11, 2024 (7 days)`: calendar days, read in local time. */
export function rangeText(range: DateRange): string {
  const days = dayCount(range);
  const day = (iso: string) => formatDate(`${iso}T00:00:00`);
  return `${day(range.start)} – ${day(range.end)} (${days} ${days === 1 ? 'day' : 'days'})`;
}

export function RangeControl({ range, today, onChange }: RangeControlProps) {
  const formId = useId();
  const [editing, setEditing] = useState(range.choice === 'custom');
  const [draft, setDraft] = useState<DateRange>({ start: range.start, end: range.end });
  const [touched, setTouched] = useState({ start: false, end: false });
  const errors = validateCustom(draft.start, draft.end, today);
  const shown = {
    start: touched.start ? errors.start : undefined,
    end: touched.end ? errors.end : undefined,
  };
  // A custom range from the URL (a link, Back) shows its fields as one chosen here does.
  const custom = editing || range.choice === 'custom';
  const choice: RangeChoice = custom ? 'custom' : range.choice;

  const choose = (value: string) => {
    if (isPreset(value)) {
      setEditing(false);
      onChange(value);
      return;
    }
    setEditing(true);
    setDraft({ start: range.start, end: range.end });
    setTouched({ start: false, end: false });
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ start: true, end: true });
    if (!hasErrors(errors)) onChange('custom', draft);
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-start">
      <SelectField
        label={RANGE_TEXT.label}
        value={choice}
        onChange={(event) => choose(event.target.value)}
        containerClassName="sm:w-48"
      >
        {PRESETS.map((preset) => (
          <option key={preset.id} value={preset.id}>
            {preset.label}
          </option>
        ))}
        <option value="custom">{CUSTOM_LABEL}</option>
      </SelectField>
      {custom ? (
        <form
          id={formId}
          noValidate
          aria-label="Custom date range"
          onSubmit={apply}
          className="flex flex-col gap-4 sm:flex-row sm:items-start"
        >
          <TextField
            type="date"
            label={RANGE_TEXT.startLabel}
            required
            max={today}
            value={draft.start}
            error={shown.start}
            onChange={(event) => setDraft({ ...draft, start: event.target.value })}
            onBlur={() => setTouched((was) => ({ ...was, start: true }))}
            containerClassName="sm:w-44"
          />
          <TextField
            type="date"
            label={RANGE_TEXT.endLabel}
            required
            max={today}
            value={draft.end}
            error={shown.end}
            onChange={(event) => setDraft({ ...draft, end: event.target.value })}
            onBlur={() => setTouched((was) => ({ ...was, end: true }))}
            containerClassName="sm:w-44"
          />
          <Button type="submit" variant="secondary" className="sm:mt-7">
            {RANGE_TEXT.apply}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
