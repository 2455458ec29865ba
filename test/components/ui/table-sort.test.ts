// sortRows sorts text in two passes for speed (a cheap code-unit pass, then the collator's);
// the result must be exactly the plain stable sort by compareValues, ties in input order.
import type { SortState } from '@/types/sort';
import fc from 'fast-check';
import { compareValues, sortRows, type Column } from '@/components/ui/table';

interface Row {
  id: number;
  value: unknown;
}

const COLUMNS: readonly Column<Row>[] = [
  { id: 'value', header: 'Value', sortValue: (r) => r.value as string, cell: () => null },
  { id: 'plain', header: 'Plain', cell: () => null },
];

/** The reference: one stable sort with compareValues, missing values last both ways (PLC-LIST-SORT). */
function reference(rows: readonly Row[], direction: 'asc' | 'desc'): number[] {
  const factor = direction === 'asc' ? 1 : -1;
  const missingFirst = (value: unknown) =>
    Number(value === null || value === undefined || value === '');
  return [...rows]
    .sort(
      (a, b) =>
        missingFirst(a.value) - missingFirst(b.value) || factor * compareValues(a.value, b.value),
    )
    .map((row) => row.id);
}

const sorted = (rows: readonly Row[], sort: SortState) =>
  sortRows(rows, COLUMNS, sort).map((row) => row.id);

// Letters in both cases, accents, digits (numeric order), spaces and punctuation: the places
// where code-unit order and the collator's disagree.
const textUnit = fc.constantFrom(...'aAbBzZéÉeE0129 -_.,ß'.split(''), '10', '02');
const text = fc.string({ unit: textUnit, maxLength: 8 });
const missing = fc.constantFrom(null, undefined, '');

describe('sortRows', () => {
  it('sorts text like a stable collator sort, both ways, missing values at the end both ways', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof({ weight: 5, arbitrary: text }, { weight: 1, arbitrary: missing })),
        fc.constantFrom('asc' as const, 'desc' as const),
        (values, direction) => {
          const rows = values.map((value, id) => ({ id, value }));
          expect(sorted(rows, { columnId: 'value', direction })).toEqual(
            reference(rows, direction),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('sorts numbers, booleans and mixed values like compareValues', () => {
    const value = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.boolean(), text, missing);
    fc.assert(
      fc.property(fc.array(value), fc.boolean(), (values, asc) => {
        const rows = values.map((v, id) => ({ id, value: v }));
        const direction = asc ? 'asc' : 'desc';
        expect(sorted(rows, { columnId: 'value', direction })).toEqual(reference(rows, direction));
      }),
      { numRuns: 300 },
    );
  });

  it('puts names in natural, case- and accent-blind order', () => {
    const rows = ['Screen 10', 'screen 9', 'Écran', 'ecran 2', '', 'Apple'].map((value, id) => ({
      id,
      value,
    }));
    expect(sortRows(rows, COLUMNS, { columnId: 'value', direction: 'asc' })).toEqual(
      [5, 2, 3, 1, 0, 4].map((id) => rows[id]),
    );
  });

  it('keeps the order given without a sort, or for a column that does not sort', () => {
    const rows = [3, 1, 2].map((id) => ({ id, value: String(id) }));
    expect(sorted(rows, null)).toEqual([3, 1, 2]);
    expect(sorted(rows, { columnId: 'plain', direction: 'asc' })).toEqual([3, 1, 2]);
  });
});
