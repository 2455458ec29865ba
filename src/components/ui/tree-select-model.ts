// The pure part of TreeSelect: an index of the tree, path labels, the coverage rule of the
// multiple mode (a chosen parent stands for all its descendants) and the search filter.

export interface TreeNode<V extends string | number> {
  value: V;
  label: string;
  description?: string;
  children?: readonly TreeNode<V>[];
}

export interface FlatNode<V extends string | number> {
  node: TreeNode<V>;
  /** 1 for a root */
  depth: number;
  parent: V | null;
  /** from the root down to the parent */
  ancestors: readonly V[];
  children: readonly V[];
}

export interface TreeIndex<V extends string | number> {
  roots: readonly V[];
  byValue: ReadonlyMap<V, FlatNode<V>>;
}

export const PATH_SEPARATOR = ' › ';

export function indexTree<V extends string | number>(nodes: readonly TreeNode<V>[]): TreeIndex<V> {
  const byValue = new Map<V, FlatNode<V>>();
  const visit = (node: TreeNode<V>, ancestors: readonly V[]) => {
    const children = node.children ?? [];
    byValue.set(node.value, {
      node,
      depth: ancestors.length + 1,
      parent: ancestors.at(-1) ?? null,
      ancestors,
      children: children.map((child) => child.value),
    });
    for (const child of children) visit(child, [...ancestors, node.value]);
  };
  for (const node of nodes) visit(node, []);
  return { roots: nodes.map((node) => node.value), byValue };
}

/** "Retail › Grocery"; the value itself when the tree does not hold it. */
export function pathLabel<V extends string | number>(index: TreeIndex<V>, value: V): string {
  const entry = index.byValue.get(value);
  if (!entry) return String(value);
  return [...entry.ancestors, value]
    .map((step) => index.byValue.get(step)?.node.label ?? String(step))
    .join(PATH_SEPARATOR);
}

export function descendantsOf<V extends string | number>(index: TreeIndex<V>, value: V): V[] {
  const out: V[] = [];
  const pending = [...(index.byValue.get(value)?.children ?? [])];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    out.push(next);
    pending.push(...(index.byValue.get(next)?.children ?? []));
  }
  return out;
}

/**
 * Without duplicates and without any value a chosen ancestor already covers, in the given
 * order. Values the tree does not know are kept: they are the caller's data, not ours to drop.
 */
export function normalizeValue<V extends string | number>(
  index: TreeIndex<V>,
  values: readonly V[],
): V[] {
  const chosen = new Set(values);
  const seen = new Set<V>();
  return values.filter((value) => {
    if (seen.has(value)) return false;
    seen.add(value);
    const ancestors = index.byValue.get(value)?.ancestors ?? [];
    return !ancestors.some((ancestor) => chosen.has(ancestor));
  });
}

/** included: covered by a chosen ancestor; mixed: some descendant is chosen. */
export type CheckState = 'checked' | 'included' | 'mixed' | 'unchecked';

export interface Coverage<V> {
  chosen: ReadonlySet<V>;
  /** the ancestors of every chosen value: those with a chosen descendant */
  partial: ReadonlySet<V>;
}

export function coverage<V extends string | number>(
  index: TreeIndex<V>,
  values: readonly V[],
): Coverage<V> {
  const partial = new Set<V>();
  for (const value of values) {
    for (const ancestor of index.byValue.get(value)?.ancestors ?? []) partial.add(ancestor);
  }
  return { chosen: new Set(values), partial };
}

export function checkState<V extends string | number>(
  index: TreeIndex<V>,
  { chosen, partial }: Coverage<V>,
  value: V,
): CheckState {
  if (chosen.has(value)) return 'checked';
  const ancestors = index.byValue.get(value)?.ancestors ?? [];
  if (ancestors.some((ancestor) => chosen.has(ancestor))) return 'included';
  return partial.has(value) ? 'mixed' : 'unchecked';
}

/**
 * Checking a node adds it and drops its descendants (it covers them); unchecking removes it.
 * A node covered by a chosen ancestor cannot be toggled on its own. Checking every child of a
 * parent does not turn into the parent: the value stays what the user picked.
 */
export function toggleTreeValue<V extends string | number>(
  index: TreeIndex<V>,
  values: readonly V[],
  value: V,
): V[] {
  const current = normalizeValue(index, values);
  if (current.includes(value)) return current.filter((v) => v !== value);
  if (checkState(index, coverage(index, current), value) === 'included') return current;
  return normalizeValue(index, [...current, value]);
}

export interface TreeFilter<V> {
  query: string;
  matches: ReadonlySet<V>;
  /** matches, their ancestors and their descendants */
  visible: ReadonlySet<V>;
  /** the ancestors of the matches, opened so every match shows */
  expanded: ReadonlySet<V>;
}

/** null for a blank query; otherwise case-insensitive substring matching on labels. */
export function filterTree<V extends string | number>(
  index: TreeIndex<V>,
  query: string,
): TreeFilter<V> | null {
  const needle = query.trim().toLowerCase();
  if (!needle) return null;
  const matches = new Set<V>();
  const visible = new Set<V>();
  const expanded = new Set<V>();
  for (const [value, entry] of index.byValue) {
    if (!entry.node.label.toLowerCase().includes(needle)) continue;
    matches.add(value);
    visible.add(value);
    for (const ancestor of entry.ancestors) {
      visible.add(ancestor);
      expanded.add(ancestor);
    }
    for (const descendant of descendantsOf(index, value)) visible.add(descendant);
  }
  return { query: needle, matches, visible, expanded };
}

export interface TreeRow<V> {
  value: V;
  label: string;
  depth: number;
  parent: V | null;
  hasChildren: boolean;
  expanded: boolean;
  /** position among its shown siblings, for aria-posinset / aria-setsize */
  position: number;
  siblings: number;
}

/** The rows on screen, depth-first: roots, and the children of every expanded row. */
export function visibleRows<V extends string | number>(
  index: TreeIndex<V>,
  expanded: ReadonlySet<V>,
  filter: TreeFilter<V> | null,
): TreeRow<V>[] {
  const rows: TreeRow<V>[] = [];
  const shown = (values: readonly V[]) =>
    filter ? values.filter((value) => filter.visible.has(value)) : values;
  const visit = (values: readonly V[]) => {
    const siblings = shown(values);
    siblings.forEach((value, position) => {
      const entry = index.byValue.get(value);
      if (!entry) return;
      const children = shown(entry.children);
      const open = children.length > 0 && expanded.has(value);
      rows.push({
        value,
        label: entry.node.label,
        depth: entry.depth,
        parent: entry.parent,
        hasChildren: children.length > 0,
        expanded: open,
        position: position + 1,
        siblings: siblings.length,
      });
      if (open) visit(entry.children);
    });
  };
  visit(index.roots);
  return rows;
}

/** The label cut around every case-insensitive occurrence of the query. */
export function highlightParts(label: string, query: string): { text: string; match: boolean }[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [{ text: label, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  const lower = label.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: label.slice(from, at), match: false });
    parts.push({ text: label.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < label.length) parts.push({ text: label.slice(from), match: false });
  return parts;
}
