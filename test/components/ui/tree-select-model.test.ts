import { describe, expect, it } from 'vitest';
import {
  checkState,
  coverage,
  descendantsOf,
  filterTree,
  highlightParts,
  indexTree,
  normalizeValue,
  pathLabel,
  toggleTreeValue,
  visibleRows,
  type TreeNode,
} from '@/components/ui/tree-select-model';

const SHOPS: TreeNode<number>[] = [
  {
    value: 1,
    label: 'Retail',
    children: [
      { value: 11, label: 'Grocery', children: [{ value: 111, label: 'Organic grocery' }] },
      { value: 12, label: 'Pharmacy' },
    ],
  },
  { value: 2, label: 'Transit', children: [{ value: 21, label: 'Airports' }] },
  { value: 3, label: 'Outdoor' },
];
const index = indexTree(SHOPS);

describe('tree-select model', () => {
  it('indexes depth, parents and ancestors, and builds path labels', () => {
    expect(index.roots).toEqual([1, 2, 3]);
    expect(index.byValue.get(111)).toMatchObject({ depth: 3, parent: 11, ancestors: [1, 11] });
    expect(pathLabel(index, 111)).toBe('Retail › Grocery › Organic grocery');
    expect(pathLabel(index, 3)).toBe('Outdoor');
    expect(pathLabel(index, 99)).toBe('99');
    expect(descendantsOf(index, 1).sort((a, b) => a - b)).toEqual([11, 12, 111]);
  });

  it('normalizes a value: no duplicates, nothing a chosen ancestor covers, unknowns kept', () => {
    expect(normalizeValue(index, [111, 12, 1, 12, 99, 21])).toEqual([1, 99, 21]);
    expect(normalizeValue(index, [11, 111])).toEqual([11]);
    expect(normalizeValue(index, [])).toEqual([]);
  });

  it('gives checked, included, mixed and unchecked states', () => {
    const cover = coverage(index, [11, 21]);
    expect(checkState(index, cover, 11)).toBe('checked');
    expect(checkState(index, cover, 111)).toBe('included');
    expect(checkState(index, cover, 1)).toBe('mixed');
    expect(checkState(index, cover, 2)).toBe('mixed');
    expect(checkState(index, cover, 12)).toBe('unchecked');
    expect(checkState(index, cover, 3)).toBe('unchecked');
  });

  it('toggles: a parent replaces its descendants, covered nodes do not toggle alone', () => {
    expect(toggleTreeValue(index, [111, 12, 3], 1)).toEqual([3, 1]);
    expect(toggleTreeValue(index, [1], 111)).toEqual([1]);
    expect(toggleTreeValue(index, [1, 3], 1)).toEqual([3]);
    // Checking every child does not turn into the parent.
    expect(toggleTreeValue(index, [11], 12)).toEqual([11, 12]);
  });

  it('filters to matches, their ancestors (expanded) and their descendants', () => {
    expect(filterTree(index, '  ')).toBeNull();
    const filter = filterTree(index, 'GROC');
    expect(filter && [...filter.matches].sort((a, b) => a - b)).toEqual([11, 111]);
    expect(filter && [...filter.visible].sort((a, b) => a - b)).toEqual([1, 11, 111]);
    expect(filter && [...filter.expanded].sort((a, b) => a - b)).toEqual([1, 11]);
    const rows = visibleRows(index, filter?.expanded ?? new Set(), filter);
    expect(rows.map((row) => [row.label, row.depth, row.expanded])).toEqual([
      ['Retail', 1, true],
      ['Grocery', 2, true],
      ['Organic grocery', 3, false],
    ]);
    expect(rows[1]).toMatchObject({ position: 1, siblings: 1 });
  });

  it('lists the rows of expanded branches only, with sibling positions', () => {
    expect(visibleRows(index, new Set(), null).map((row) => row.label)).toEqual([
      'Retail',
      'Transit',
      'Outdoor',
    ]);
    const rows = visibleRows(index, new Set([1]), null);
    expect(rows.map((row) => row.label)).toEqual([
      'Retail',
      'Grocery',
      'Pharmacy',
      'Transit',
      'Outdoor',
    ]);
    expect(rows[2]).toMatchObject({ depth: 2, position: 2, siblings: 2, hasChildren: false });
  });

  it('cuts a label around every match', () => {
    expect(highlightParts('Organic grocery', 'gr')).toEqual([
      { text: 'Organic ', match: false },
      { text: 'gr', match: true },
      { text: 'ocery', match: false },
    ]);
    expect(highlightParts('Aa', '')).toEqual([{ text: 'Aa', match: false }]);
  });
});
