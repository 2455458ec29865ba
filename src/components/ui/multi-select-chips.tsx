// The chosen values of MultiSelect and TreeSelect: a count, a Clear button and one removable
// chip per value, plus the description wiring both fields share with FieldShell.
import { XMarkIcon } from '@heroicons/react/20/solid';

export interface Chip<V extends string | number> {
  value: V;
  label: string;
}

interface SelectedChipsProps<V extends string | number> {
  /** the field's label: names the chip list */
  fieldLabel: string;
  chips: readonly Chip<V>[];
  onRemove: (value: V) => void;
  onClear: () => void;
  /** where focus goes once the focused chip or Clear button is gone */
  restoreFocus: () => void;
  disabled?: boolean;
  /** the count and Clear only make sense when several values can be chosen */
  showCount?: boolean;
}

export function SelectedChips<V extends string | number>({
  fieldLabel,
  chips,
  onRemove,
  onClear,
  restoreFocus,
  disabled,
  showCount = true,
}: SelectedChipsProps<V>) {
  return (
    <div className="mb-2 space-y-1.5">
      {showCount ? (
        <div className="flex items-center gap-3 text-xs text-gray-600">
          {/* Always mounted so that screen readers hear the count change. */}
          <span aria-live="polite">{chips.length > 0 ? `${chips.length} selected` : ''}</span>
          {chips.length > 0 ? (
            <button
              type="button"
              disabled={disabled}
              onClick={() => {
                onClear();
                restoreFocus();
              }}
              className="text-brand-700 focus-visible:outline-brand-600 rounded font-medium hover:underline focus-visible:outline-2 disabled:text-gray-400"
            >
              Clear
            </button>
          ) : null}
        </div>
      ) : null}
      {chips.length > 0 ? (
        <ul aria-label={`Selected ${fieldLabel}`} className="flex flex-wrap gap-1.5">
          {chips.map((chip) => (
            <li
              key={String(chip.value)}
              className="bg-brand-50 text-brand-900 ring-brand-200 inline-flex max-w-full items-center gap-1 rounded-full py-0.5 pr-1 pl-2.5 text-xs ring-1"
            >
              <span className="truncate">{chip.label}</span>
              <button
                type="button"
                disabled={disabled}
                aria-label={`Remove ${chip.label}`}
                onClick={() => {
                  onRemove(chip.value);
                  restoreFocus();
                }}
                className="hover:bg-brand-100 focus-visible:outline-brand-600 shrink-0 rounded-full p-0.5 focus-visible:outline-2 disabled:opacity-50"
              >
                <XMarkIcon aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
