import { describe, expect, it } from 'vitest';
import {
  buildRows,
  filterOptions,
  indexOptions,
  rowStarts,
  toggleValue,
} from '@/components/ui/multi-select-model';

const entries = indexOptions([
  { value: 'a1', label: 'Alpha one', group: 'A' },
  { value: 'b1', label: 'Beta one', group: 'B' },
  { value: 'x', label: 'Loose' },
  { value: 'a2', label: 'Alpha two', group: 'A', description: 'second' },
]);

describe('multi-select model', () => {
  it('matches every term against label, value and group', () => {
    expect(filterOptions(entries, 'alpha TWO').map((e) => e.option.value)).toEqual(['a2']);
    expect(filterOptions(entries, 'b1').map((e) => e.option.value)).toEqual(['b1']);
    expect(filterOptions(entries, ' a ').map((e) => e.option.value)).toEqual(['a1', 'b1', 'a2']);
    expect(filterOptions(entries, '').length).toBe(4);
  });

  it('puts loose options first and gives each group one heading, whatever the input order', () => {
    const { rows, optionRows, groups } = buildRows(entries);
    expect(
      rows.map((row) => (row.kind === 'heading' ? `# ${row.group}` : row.entry.option.value)),
    ).toEqual(['x', '# A', 'a1', 'a2', '# B', 'b1']);
    expect(optionRows).toEqual([0, 2, 3, 5]);
    expect(groups).toEqual([
      { name: 'A', first: 1, last: 3 },
      { name: 'B', first: 4, last: 5 },
    ]);
    // Fixed heights: 36 per option, 52 with a description, 28 per heading.
    expect(rowStarts(rows)).toEqual([0, 36, 64, 100, 152, 180]);
  });

  it('toggles a value, keeping the selection order', () => {
    expect(toggleValue(['b', 'a'], 'c')).toEqual(['b', 'a', 'c']);
    expect(toggleValue(['b', 'a'], 'b')).toEqual(['a']);
  });
});
