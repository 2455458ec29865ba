// A searchable multi-choice picker (ARIA combobox + multiselectable listbox) for long lists
// such as the ~400 IAB categories. Not Headless UI's Combobox: its `virtual` mode renders a
// flat run of fixed 40 px rows, so options cannot sit inside role=group elements, and without
// it every option registration re-sorts all options by DOM position (quadratic on each
// filter). Here rows are virtualized with @tanstack/react-virtual and the active option is
// always kept rendered, so aria-activedescendant never points at a missing element.
import { defaultRangeExtractor, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { ChevronUpDownIcon } from '@heroicons/react/20/solid';
import {
  useDeferredValue,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { FieldShell } from './fields';
import { SelectedChips } from './multi-select-chips';
import { VirtualRows } from './multi-select-list';
import {
  assignRef,
  buildRows,
  describedBy,
  filterOptions,
  indexOptions,
  toggleValue,
  rowHeight,
  rowStarts,
  type MultiSelectOption,
} from './multi-select-model';

export type { MultiSelectOption };

export interface MultiSelectProps<V extends string | number> {
  label: string;
  id?: string;
  name?: string;
  options: readonly MultiSelectOption<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  /** focus left the widget (react-hook-form's touched) */
  onBlur?: () => void;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** the search input: react-hook-form focuses it when a submit finds this field invalid */
  inputRef?: Ref<HTMLInputElement>;
}

/** max-h-72: also the viewport assumed where there is no layout (jsdom, a hidden parent) */
const LIST_HEIGHT = 288;
const PAGE = 8;

export function MultiSelect<V extends string | number>({
  label,
  id,
  name,
  options,
  value,
  onChange,
  onBlur,
  error,
  hint,
  placeholder,
  required,
  disabled,
  inputRef: outerInputRef,
}: MultiSelectProps<V>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const listId = `${inputId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const deferredQuery = useDeferredValue(query);

  const entries = useMemo(() => indexOptions(options), [options]);
  const byValue = useMemo(
    () => new Map(options.map((option) => [option.value, option])),
    [options],
  );
  const model = useMemo(
    () => buildRows(filterOptions(entries, deferredQuery)),
    [entries, deferredQuery],
  );
  const starts = useMemo(() => rowStarts(model.rows), [model]);
  const selected = new Set(value);
  const activeIndex = Math.min(active, model.optionRows.length - 1);
  const activeRow = activeIndex >= 0 ? model.optionRows[activeIndex] : undefined;

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render only
  const virtualizer = useVirtualizer({
    count: open ? model.rows.length : 0,
    getScrollElement: () => listRef.current,
    estimateSize: (index) => rowHeight(model.rows[index]),
    overscan: 6,
    // Without layout the list would render nothing: assume the list's maximum height.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report(rect.height > 0 ? rect : { width: rect.width, height: LIST_HEIGHT }),
      ),
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeRow === undefined || indexes.includes(activeRow)) return indexes;
      return [...indexes, activeRow].sort((a, b) => a - b);
    },
  });

  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(0);
  };
  const toggle = (item: V) => onChange(toggleValue(value, item));
  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(index, model.optionRows.length - 1));
    setActive(next);
    const row = model.optionRows[next];
    if (row !== undefined) virtualizer.scrollToIndex(row, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      PageDown: PAGE,
      PageUp: -PAGE,
    };
    const step = moves[event.key];
    if (step !== undefined) {
      event.preventDefault();
      if (open) moveTo(activeIndex + step);
      else setOpen(true);
    } else if (event.key === 'Enter' && open) {
      // Inside a form, Enter picks the option instead of submitting.
      event.preventDefault();
      const row = activeRow === undefined ? undefined : model.rows[activeRow];
      if (row?.kind === 'option') toggle(row.entry.option.value);
    } else if (event.key === 'Escape' && (open || query)) {
      // Handled here, so an enclosing dialog stays open.
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Backspace' && query === '' && value.length > 0) {
      event.preventDefault();
      onChange(value.slice(0, -1));
    }
  };

  const onWidgetBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  };

  const activeId = (() => {
    const row = activeRow === undefined ? undefined : model.rows[activeRow];
    return open && row?.kind === 'option' ? `${listId}-o${row.entry.index}` : undefined;
  })();

  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} required={required}>
      <div onBlur={onWidgetBlur}>
        <SelectedChips
          fieldLabel={label}
          chips={value.map((item) => ({
            value: item,
            label: byValue.get(item)?.label ?? String(item),
          }))}
          onRemove={(item) => onChange(value.filter((v) => v !== item))}
          onClear={() => onChange([])}
          restoreFocus={() => inputRef.current?.focus()}
          disabled={disabled}
        />
        {name
          ? value.map((item) => <input key={String(item)} type="hidden" name={name} value={item} />)
          : null}
        <div className="relative">
          <input
            ref={(element) => {
              inputRef.current = element;
              assignRef(outerInputRef, element);
            }}
            id={inputId}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={activeId}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(inputId, error, hint)}
            aria-required={required || undefined}
            disabled={disabled}
            placeholder={placeholder}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
              setActive(0);
              virtualizer.scrollToOffset(0);
            }}
            onClick={() => setOpen(true)}
            onBlur={close}
            onKeyDown={onKeyDown}
            className="focus:ring-brand-600 block w-full rounded-md border-0 bg-white py-2 pr-10 pl-3 text-sm text-gray-900 shadow-xs ring-1 ring-gray-300 ring-inset placeholder:text-gray-400 focus:ring-2 focus:ring-inset disabled:bg-gray-50 disabled:text-gray-500 aria-invalid:ring-red-500"
          />
          <button
            type="button"
            tabIndex={-1}
            disabled={disabled}
            aria-label={`${open ? 'Hide' : 'Show'} ${label} options`}
            // Keeps focus in the input, so the list does not close on the way.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (open) close();
              else setOpen(true);
              inputRef.current?.focus();
            }}
            className="absolute inset-y-0 right-0 flex items-center px-2 disabled:opacity-50"
          >
            <ChevronUpDownIcon aria-hidden="true" className="size-5 text-gray-400" />
          </button>
          {open ? (
            <div className="absolute z-20 mt-1 w-full rounded-md bg-white text-sm shadow-lg ring-1 ring-black/5">
              <div
                ref={listRef}
                id={listId}
                role="listbox"
                aria-multiselectable="true"
                aria-label={label}
                // The listbox of an aria-activedescendant combobox: the input keeps the focus
                // (the mouse-down only stops it leaving). Not a Tab stop: Chromium makes a
                // scrolling box one, and Tab from the input fell into the closing list.
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                className="max-h-72 overflow-auto overscroll-contain"
              >
                <VirtualRows
                  rowIndexes={virtualizer.getVirtualItems().map((item) => item.index)}
                  totalHeight={virtualizer.getTotalSize()}
                  model={model}
                  starts={starts}
                  listId={listId}
                  selected={selected}
                  activeIndex={activeIndex}
                  onToggle={toggle}
                  onActivate={setActive}
                />
              </div>
              {model.optionRows.length === 0 ? (
                <p className="px-3 py-2 text-gray-600">
                  {deferredQuery.trim()
                    ? `No ${label} match “${deferredQuery.trim()}”.`
                    : 'No options.'}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </FieldShell>
  );
}
