// Row selection for DataTable: a checkbox per row and a "Select all" over the rows shown.
import { useEffect, useRef } from 'react';

export interface TableSelection<T> {
  /** The selected rows' keys (rowKey). */
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** The row's name in its checkbox label, "Select {label}"; the row key by default. */
  rowLabel?: (row: T) => string;
}

const checkboxClass =
  'text-brand-600 focus-visible:outline-brand-600 size-4 rounded border-gray-300 focus-visible:outline-2';

/**
 * "Select all" over the rows shown: checks them all, or clears them all once all are checked.
 * Selected rows that a filter hides stay selected; the screen decides what a bulk action uses.
 */
export function SelectAllCheckbox({
  keys,
  selected,
  onChange,
}: {
  keys: readonly string[];
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  const count = keys.filter((key) => selected.has(key)).length;
  const all = keys.length > 0 && count === keys.length;
  const some = count > 0 && !all;
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` is a DOM property with no HTML attribute, so it is set on the element.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  const toggle = () => {
    const next = new Set(selected);
    for (const key of keys) {
      if (all) next.delete(key);
      else next.add(key);
    }
    onChange(next);
  };
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Select all"
      checked={all}
      disabled={keys.length === 0}
      onChange={toggle}
      className={checkboxClass}
    />
  );
}

export function RowCheckbox({
  rowKey,
  label,
  selected,
  onChange,
}: {
  rowKey: string;
  label: string;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  const toggle = () => {
    const next = new Set(selected);
    if (next.has(rowKey)) next.delete(rowKey);
    else next.add(rowKey);
    onChange(next);
  };
  return (
    <input
      type="checkbox"
      aria-label={`Select ${label}`}
      checked={selected.has(rowKey)}
      onChange={toggle}
      className={checkboxClass}
    />
  );
}
