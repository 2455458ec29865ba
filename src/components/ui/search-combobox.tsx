// A searchable single-choice picker over a possibly huge list (thousands of entries): the
// list is filtered on the client and at most `maxOptions` matches are rendered at a time.
import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react';
import { CheckIcon, ChevronUpDownIcon } from '@heroicons/react/20/solid';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';

export interface SearchComboboxProps<T> {
  label: ReactNode;
  items: readonly T[];
  /** the chosen item's key, or null */
  value: string | null;
  onChange: (key: string | null) => void;
  getKey: (item: T) => string;
  /** the text shown in the input for the chosen item and as the option's title */
  getLabel: (item: T) => string;
  /** extra text matched by the search (ids, codes...) */
  getSearchText?: (item: T) => string;
  /** a second line under each option */
  renderDetail?: (item: T) => ReactNode;
  maxOptions?: number;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  onBlur?: () => void;
  /** what the list holds, for the "no match" and count messages: "placements" */
  noun?: string;
}

interface Entry<T> {
  item: T;
  key: string;
  label: string;
  haystack: string;
}

export function SearchCombobox<T>({
  label,
  items,
  value,
  onChange,
  getKey,
  getLabel,
  getSearchText,
  renderDetail,
  maxOptions = 50,
  placeholder,
  error,
  disabled,
  required,
  onBlur,
  noun = 'results',
}: SearchComboboxProps<T>) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);

  const entries = useMemo<Entry<T>[]>(
    () =>
      items.map((item) => {
        const itemLabel = getLabel(item);
        return {
          item,
          key: getKey(item),
          label: itemLabel,
          haystack: `${itemLabel} ${getSearchText?.(item) ?? ''}`.toLowerCase(),
        };
      }),
    [items, getKey, getLabel, getSearchText],
  );
  const byKey = useMemo(() => new Map(entries.map((entry) => [entry.key, entry])), [entries]);

  const { shown, total } = useMemo(() => {
    const terms = deferredQuery.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const matches: Entry<T>[] = [];
    let count = 0;
    for (const entry of entries) {
      if (terms.every((term) => entry.haystack.includes(term))) {
        count += 1;
        if (matches.length < maxOptions) matches.push(entry);
      }
    }
    return { shown: matches, total: count };
  }, [entries, deferredQuery, maxOptions]);

  const hint =
    total > shown.length
      ? `Showing ${shown.length} of ${total.toLocaleString()} ${noun}. Type to narrow the list.`
      : undefined;

  return (
    <Field disabled={disabled}>
      <Label className="block text-sm font-medium text-gray-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </Label>
      <Combobox
        value={value}
        onChange={(key: string | null) => onChange(key)}
        onClose={() => setQuery('')}
        immediate
      >
        <div className="relative mt-1.5">
          <ComboboxInput
            className="focus:ring-brand-600 block w-full rounded-md border-0 bg-white py-2 pr-10 pl-3 text-sm text-gray-900 shadow-xs ring-1 ring-gray-300 ring-inset placeholder:text-gray-400 focus:ring-2 focus:ring-inset disabled:bg-gray-50 aria-invalid:ring-red-500"
            displayValue={(key: string | null) => (key ? (byKey.get(key)?.label ?? key) : '')}
            onChange={(event) => setQuery(event.target.value)}
            onBlur={onBlur}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            autoComplete="off"
          />
          <ComboboxButton className="absolute inset-y-0 right-0 flex items-center px-2">
            <ChevronUpDownIcon aria-hidden="true" className="size-5 text-gray-400" />
            <span className="sr-only">Show {noun}</span>
          </ComboboxButton>
          <ComboboxOptions
            modal={false}
            className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-black/5 empty:invisible focus:outline-none"
          >
            {shown.map((entry) => (
              <ComboboxOption
                key={entry.key}
                value={entry.key}
                className="group data-focus:bg-brand-600 relative cursor-default py-2 pr-4 pl-9 text-gray-900 select-none data-focus:text-white"
              >
                <CheckIcon
                  aria-hidden="true"
                  className="absolute top-2.5 left-2.5 hidden size-4 group-data-selected:block"
                />
                <span className="block truncate font-medium">{entry.label}</span>
                {renderDetail ? (
                  <span className="block truncate text-xs text-gray-500 group-data-focus:text-white/80">
                    {renderDetail(entry.item)}
                  </span>
                ) : null}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </div>
      </Combobox>
      {deferredQuery.trim() !== '' && total === 0 ? (
        <Description className="mt-1.5 text-xs text-gray-600">
          No {noun} match “{deferredQuery.trim()}”.
        </Description>
      ) : hint ? (
        <Description className="mt-1.5 text-xs text-gray-600">{hint}</Description>
      ) : null}
      {error ? <Description className="mt-1.5 text-sm text-red-700">{error}</Description> : null}
    </Field>
  );
}
