// A searchable tree picker (ARIA tree pattern) in a labelled field: a search box above an
// always-visible, bounded-height tree, which works at 375 px and needs no popover focus
// juggling. Multiple mode checks nodes (a checked parent covers its descendants, see
// toggleTreeValue); single mode picks one node of any level.
import {
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
import { assignRef, describedBy } from './multi-select-model';
import { TreeItem } from './tree-select-item';
import {
  checkState,
  coverage,
  filterTree,
  indexTree,
  pathLabel,
  toggleTreeValue,
  visibleRows,
  type CheckState,
  type TreeNode,
} from './tree-select-model';

export type { TreeNode };

type Common<V extends string | number> = {
  label: string;
  id?: string;
  nodes: readonly TreeNode<V>[];
  /** focus left the widget (react-hook-form's touched) */
  onBlur?: () => void;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** the search input: react-hook-form focuses it when a submit finds this field invalid */
  inputRef?: Ref<HTMLInputElement>;
};

export type TreeSelectProps<V extends string | number> = Common<V> &
  (
    | { multiple?: true; value: readonly V[]; onChange: (value: V[]) => void }
    | { multiple: false; value: V | null; onChange: (value: V | null) => void }
  );

export function TreeSelect<V extends string | number>(props: TreeSelectProps<V>) {
  const { label, id, nodes, onBlur, error, hint, placeholder, required, disabled, inputRef } =
    props;
  const multiple = props.multiple !== false;
  const autoId = useId();
  const inputId = id ?? autoId;
  const searchRef = useRef<HTMLInputElement>(null);
  const itemRefs = useRef(new Map<V, HTMLLIElement>());
  const index = useMemo(() => indexTree(nodes), [nodes]);
  const listValue = props.multiple === false ? null : props.value;
  const singleValue = props.multiple === false ? props.value : null;
  const chosen = useMemo<readonly V[]>(
    () => listValue ?? (singleValue === null ? [] : [singleValue]),
    [listValue, singleValue],
  );
  const cover = useMemo(() => coverage(index, chosen), [index, chosen]);

  const [query, setQuery] = useState('');
  // Browsing starts with the chosen nodes in view; a search opens its own set of nodes.
  const [expanded, setExpanded] = useState<ReadonlySet<V>>(() => new Set(cover.partial));
  const [searchExpanded, setSearchExpanded] = useState<ReadonlySet<V>>(new Set());
  const [focused, setFocused] = useState<V | null>(null);
  const filter = useMemo(() => filterTree(index, query), [index, query]);
  const openSet = filter ? searchExpanded : expanded;
  const rows = useMemo(() => visibleRows(index, openSet, filter), [index, openSet, filter]);
  const focusedIndex = Math.max(
    0,
    rows.findIndex((row) => row.value === focused),
  );
  const tabStop = rows[focusedIndex]?.value;

  // Coverage is a multiple-mode rule: one picked node says nothing about its relatives.
  const stateOf = (value: V): CheckState =>
    multiple ? checkState(index, cover, value) : cover.chosen.has(value) ? 'checked' : 'unchecked';
  const choose = (value: V) => {
    // A covered node is part of its ancestor's choice: nothing to change on its own.
    if (disabled || stateOf(value) === 'included') return;
    if (props.multiple === false) props.onChange(value);
    else props.onChange(toggleTreeValue(index, props.value, value));
  };
  const remove = (value: V) => {
    if (props.multiple === false) props.onChange(null);
    else props.onChange(props.value.filter((v) => v !== value));
  };
  const clear = () => {
    if (props.multiple === false) props.onChange(null);
    else props.onChange([]);
  };
  const setOpen = (value: V, open: boolean) => {
    const update = filter ? setSearchExpanded : setExpanded;
    update((current) => {
      const next = new Set(current);
      if (open) next.add(value);
      else next.delete(value);
      return next;
    });
  };
  const focusRow = (rowIndex: number) => {
    const row = rows[Math.max(0, Math.min(rowIndex, rows.length - 1))];
    if (!row) return;
    setFocused(row.value);
    itemRefs.current.get(row.value)?.focus();
  };

  const onTreeKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const row = rows[focusedIndex];
    if (!row) return;
    const key = event.key;
    if (key === 'ArrowDown') focusRow(focusedIndex + 1);
    else if (key === 'ArrowUp') {
      if (focusedIndex === 0) searchRef.current?.focus();
      else focusRow(focusedIndex - 1);
    } else if (key === 'Home') focusRow(0);
    else if (key === 'End') focusRow(rows.length - 1);
    else if (key === 'ArrowRight') {
      if (row.hasChildren && !row.expanded) setOpen(row.value, true);
      else if (row.expanded) focusRow(focusedIndex + 1);
    } else if (key === 'ArrowLeft') {
      if (row.expanded) setOpen(row.value, false);
      else if (row.parent !== null) focusRow(rows.findIndex((r) => r.value === row.parent));
    } else if (key === ' ' || key === 'Enter') choose(row.value);
    else if (
      key.length === 1 &&
      /\S/.test(key) &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      // Type-ahead: the next row (after this one, wrapping) whose label starts with the key.
      const letter = key.toLowerCase();
      const order = [...rows.slice(focusedIndex + 1), ...rows.slice(0, focusedIndex + 1)];
      const hit = order.find((r) => r.label.toLowerCase().startsWith(letter));
      if (hit) focusRow(rows.indexOf(hit));
      else return;
    } else return;
    event.preventDefault();
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter would submit the enclosing form; both keys move into the tree instead.
    if (event.key === 'ArrowDown' || event.key === 'Enter') {
      event.preventDefault();
      focusRow(focusedIndex);
    } else if (event.key === 'Escape' && query) {
      event.preventDefault();
      event.stopPropagation();
      setQuery('');
    }
  };

  const onWidgetBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  };

  const description = describedBy(inputId, error, hint);
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint} required={required}>
      <div onBlur={onWidgetBlur}>
        <SelectedChips
          fieldLabel={label}
          chips={chosen.map((value) => ({ value, label: pathLabel(index, value) }))}
          onRemove={remove}
          onClear={clear}
          restoreFocus={() => searchRef.current?.focus()}
          disabled={disabled}
          showCount={multiple}
        />
        <div
          className={`rounded-md bg-white shadow-xs ring-1 ${error ? 'ring-red-500' : 'ring-gray-300'}`}
        >
          <input
            ref={(element) => {
              searchRef.current = element;
              assignRef(inputRef, element);
            }}
            id={inputId}
            type="search"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={description}
            aria-required={required || undefined}
            aria-controls={`${inputId}-tree`}
            disabled={disabled}
            placeholder={placeholder ?? `Search ${label.toLowerCase()}`}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setSearchExpanded(new Set(filterTree(index, event.target.value)?.expanded));
            }}
            onKeyDown={onSearchKeyDown}
            className="focus:ring-brand-600 block w-full rounded-t-md border-0 border-b border-gray-200 px-3 py-2 text-sm text-gray-900 placeholder:text-gray-400 focus:ring-2 focus:ring-inset disabled:bg-gray-50"
          />
          {rows.length === 0 ? (
            <p className="px-3 py-2 text-sm text-gray-600">
              No {label.toLowerCase()} match “{query.trim()}”.
            </p>
          ) : null}
          <ul
            id={`${inputId}-tree`}
            role="tree"
            aria-label={label}
            aria-multiselectable={multiple || undefined}
            aria-describedby={description}
            aria-disabled={disabled || undefined}
            onKeyDown={onTreeKeyDown}
            className="max-h-72 overflow-auto overscroll-contain py-1"
          >
            {rows.map((row) => {
              const state = stateOf(row.value);
              return (
                <TreeItem
                  key={String(row.value)}
                  ref={(element) => {
                    if (element) itemRefs.current.set(row.value, element);
                    else itemRefs.current.delete(row.value);
                  }}
                  row={row}
                  description={index.byValue.get(row.value)?.node.description}
                  query={filter?.query ?? ''}
                  multiple={multiple}
                  state={state}
                  tabbable={row.value === tabStop}
                  onFocus={() => setFocused(row.value)}
                  onChoose={() => choose(row.value)}
                  onToggleOpen={() => {
                    setOpen(row.value, !row.expanded);
                    focusRow(rows.indexOf(row));
                  }}
                />
              );
            })}
          </ul>
        </div>
      </div>
    </FieldShell>
  );
}
