// The rows the placements table shows: sorted once per sort, then filtered by the search text
// on each (deferred) keystroke, which only walks the sorted positions. At 50,000 placements a
// sort takes ~100 ms and a filter pass a few ms; re-sorting per keystroke would not keep up.
import type { SortState } from '@/types/sort';
import { useEffect, useMemo } from 'react';
import { sortRows, type Column } from '@/components/ui/table-sort';
import type { Placement } from '@/types/api';
import { PlacementSearchIndex } from '@/features/placements/placement-search';
import { inIdleSlices } from '@/lib/idle-slices';

/** The columns' sort values read by position in `placements`, so sorting gives positions. */
function columnsByPosition(
  columns: readonly Column<Placement>[],
  placements: readonly Placement[],
): readonly Column<number>[] {
  return columns.map(({ id, header, cell, sortValue }) => ({
    id,
    header,
    cell: (position: number) => cell(placements[position] as Placement),
    sortValue: sortValue && ((position: number) => sortValue(placements[position] as Placement)),
  }));
}

/** `columns`: the table's (the hook holds no component code: the table passes them). */
export function usePlacementRows(
  columns: readonly Column<Placement>[],
  placements: readonly Placement[],
  sort: SortState,
  needle: string,
): readonly Placement[] {
  const index = useMemo(() => new PlacementSearchIndex(placements), [placements]);
  const order = useMemo(
    () =>
      sortRows(
        placements.map((_, position) => position),
        columnsByPosition(columns, placements),
        sort,
      ),
    [columns, placements, sort],
  );
  // The search texts are made while the page is idle after the first paint, ready for typing.
  useEffect(() => inIdleSlices((hasTime) => index.warm(hasTime)), [index]);
  return useMemo(
    () => (needle ? index.filter(order, needle) : order.map((p) => placements[p] as Placement)),
    [index, order, needle, placements],
  );
}
