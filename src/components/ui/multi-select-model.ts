// The pure part of MultiSelect: search over label, value and group, and the flat row list
// (group headings and options) that the virtualized listbox renders.
import type { ReactNode, Ref } from 'react';

export interface MultiSelectOption<V extends string | number> {
  value: V;
  label: string;
  group?: string;
  description?: string;
}

export interface IndexedOption<V extends string | number> {
  option: MultiSelectOption<V>;
  /** position in the caller's options: a stable DOM id even while the list is filtered */
  index: number;
  haystack: string;
}

export type Row<V extends string | number> =
  | { kind: 'heading'; group: string; groupIndex: number }
  | { kind: 'option'; entry: IndexedOption<V>; groupIndex: number | null; optionIndex: number };

export interface GroupSpan {
  name: string;
  /** row index of the heading */
  first: number;
  /** row index of the group's last option */
  last: number;
}

export interface Rows<V extends string | number> {
  rows: Row<V>[];
  /** row index of each shown option, in order: keyboard moves walk this */
  optionRows: number[];
  groups: GroupSpan[];
}

export function indexOptions<V extends string | number>(
  options: readonly MultiSelectOption<V>[],
): IndexedOption<V>[] {
  return options.map((option, index) => ({
    option,
    index,
    haystack: `${option.label} ${String(option.value)} ${option.group ?? ''}`.toLowerCase(),
  }));
}

/** Every whitespace-separated term must occur somewhere in the label, value or group. */
export function filterOptions<V extends string | number>(
  entries: readonly IndexedOption<V>[],
  query: string,
): IndexedOption<V>[] {
  const terms = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...entries];
  return entries.filter((entry) => terms.every((term) => entry.haystack.includes(term)));
}

/**
 * Options without a group come first, then each group (in order of its first option) under its
 * heading: callers may pass options in any order and still get one heading per group.
 */
export function buildRows<V extends string | number>(
  entries: readonly IndexedOption<V>[],
): Rows<V> {
  const ungrouped: IndexedOption<V>[] = [];
  const byGroup = new Map<string, IndexedOption<V>[]>();
  for (const entry of entries) {
    const group = entry.option.group;
    if (group === undefined) {
      ungrouped.push(entry);
      continue;
    }
    const members = byGroup.get(group);
    if (members) members.push(entry);
    else byGroup.set(group, [entry]);
  }
  const rows: Row<V>[] = [];
  const optionRows: number[] = [];
  const groups: GroupSpan[] = [];
  const pushOption = (entry: IndexedOption<V>, groupIndex: number | null) => {
    optionRows.push(rows.length);
    rows.push({ kind: 'option', entry, groupIndex, optionIndex: optionRows.length - 1 });
  };
  for (const entry of ungrouped) pushOption(entry, null);
  for (const [name, members] of byGroup) {
    const groupIndex = groups.length;
    const first = rows.length;
    rows.push({ kind: 'heading', group: name, groupIndex });
    for (const entry of members) pushOption(entry, groupIndex);
    groups.push({ name, first, last: rows.length - 1 });
  }
  return { rows, optionRows, groups };
}

export const HEADING_HEIGHT = 28;
const OPTION_HEIGHT = 36;
const DESCRIBED_OPTION_HEIGHT = 52;

/** Fixed row heights: the virtualizer never has to measure a row. */
export function rowHeight<V extends string | number>(row: Row<V> | undefined): number {
  if (!row || row.kind === 'heading') return HEADING_HEIGHT;
  return row.entry.option.description ? DESCRIBED_OPTION_HEIGHT : OPTION_HEIGHT;
}

/** The top offset of every row. */
export function rowStarts<V extends string | number>(rows: readonly Row<V>[]): number[] {
  const starts: number[] = [];
  let offset = 0;
  for (const row of rows) {
    starts.push(offset);
    offset += rowHeight(row);
  }
  return starts;
}

/** Adds the value if absent, removes it if present; keeps the selection order. */
export function toggleValue<V extends string | number>(value: readonly V[], item: V): V[] {
  return value.includes(item) ? value.filter((v) => v !== item) : [...value, item];
}

/** The same ids FieldShell gives its hint and error paragraphs. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Hands an element to a caller's ref, callback or object alike. */
export function assignRef<E>(ref: Ref<E> | undefined, element: E | null): void {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}
