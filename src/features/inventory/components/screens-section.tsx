// INV-SCREENS; INV-HANDOVER-MAX (the line when over the limit).
// The screen list: virtualized (200,000 rows stay fast), sortable (the sort is in the URL) and
// selectable for Create Campaign, with a line saying what Create Campaign will take.
import type { SortState } from '@/types/sort';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/states';
import { EmptyState } from '@/components/ui/empty-state';
import { DataTable, type TableSelection } from '@/components/ui/table';
import { formatCount } from '@/lib/text/format';
import type { InventoryScreen } from '@/types/api';
import { MAX_HANDOVER_SCREENS, type Handover } from '@/features/inventory/campaign-handover';
import { HANDOVER_HINT_ID } from '@/features/inventory/components/create-campaign-button';
import {
  SCREEN_COLUMNS,
  screenKeyOf,
  screenLabelOf,
} from '@/features/inventory/components/screen-columns';
import { CREATE_CAMPAIGN, SCREENS_CAPTION, screensCount } from '@/features/inventory/messages';

/** The list before its first deferred render (a sentinel: never equal to a reply's list). */
const NOT_YET: readonly InventoryScreen[] = [];

/**
 * The rows to render: none until the page has painted once (sorting and laying out 50,000 rows
 * must not hold back the first paint of the summary and the map's dots), then the list itself,
 * so after that a new reply's figures, dots and rows change in one render.
 */
function useRowsAfterFirstPaint(screens: readonly InventoryScreen[]) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs before its paint; the timeout after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted ? screens : NOT_YET;
}

function handoverHint(handover: Handover, total: number): string {
  if (handover.tooMany) {
    return `${CREATE_CAMPAIGN} takes up to ${formatCount(MAX_HANDOVER_SCREENS)} screens: select some, or narrow the filters.`;
  }
  if (total === 0) return `${CREATE_CAMPAIGN} needs at least one screen.`;
  return handover.source === 'selected'
    ? `${CREATE_CAMPAIGN} uses the ${screensCount(handover.ids.length)} selected.`
    : `${CREATE_CAMPAIGN} uses all ${screensCount(handover.ids.length)} shown.`;
}

export interface ScreensSectionProps {
  screens: readonly InventoryScreen[];
  selected: ReadonlySet<string>;
  onSelect: (next: Set<string>) => void;
  handover: Handover;
  sort: SortState;
  onSortChange: (next: SortState) => void;
  emptyTitle: string;
  emptyDescription?: string;
}

export function ScreensSection({
  screens,
  selected,
  onSelect,
  handover,
  sort,
  onSortChange,
  emptyTitle,
  emptyDescription,
}: ScreensSectionProps) {
  const selection = useMemo<TableSelection<InventoryScreen>>(
    () => ({ selected, onChange: onSelect, rowLabel: screenLabelOf }),
    [selected, onSelect],
  );
  const selectedShown = handover.source === 'selected' ? handover.ids.length : 0;
  const rows = useRowsAfterFirstPaint(screens);
  return (
    <section aria-labelledby="inventory-screens-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="inventory-screens-heading" className="text-lg font-semibold text-gray-900">
          {SCREENS_CAPTION}
        </h2>
        <div className="flex flex-wrap items-center gap-3 text-sm text-gray-600">
          <p aria-live="polite">
            {screensCount(screens.length)}
            {selectedShown ? ` (${formatCount(selectedShown)} selected)` : ''}
          </p>
          {selected.size ? (
            <Button variant="ghost" className="px-2 py-1" onClick={() => onSelect(new Set())}>
              Clear selection
            </Button>
          ) : null}
        </div>
      </div>
      <p
        id={HANDOVER_HINT_ID}
        className={`text-sm ${handover.tooMany ? 'text-amber-800' : 'text-gray-600'}`}
      >
        {handoverHint(handover, screens.length)}
      </p>
      {rows === NOT_YET ? (
        <LoadingState label="Loading screens…" />
      ) : rows.length === 0 ? (
        <EmptyState title={emptyTitle} description={emptyDescription} />
      ) : (
        <DataTable
          caption={SCREENS_CAPTION}
          columns={SCREEN_COLUMNS}
          rows={rows}
          rowKey={screenKeyOf}
          sort={sort}
          onSortChange={onSortChange}
          selection={selection}
          virtualize
        />
      )}
    </section>
  );
}
