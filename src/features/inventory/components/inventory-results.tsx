// What a search or a saved report holds: the summary, the map and the screen list, all drawn
// from one reply, so the figures, the dots and the rows always agree.

import type { SortState } from '@/types/sort';
import type { InventoryResult } from '@/types/api';
import { InventoryMap } from '@/features/inventory/components/inventory-map';
import { InventorySummary } from '@/features/inventory/components/inventory-summary';
import { ScreensSection } from '@/features/inventory/components/screens-section';
import type { ScreenSelection } from '@/features/inventory/hooks/use-screen-selection';

export interface InventoryResultsProps {
  result: InventoryResult;
  selection: ScreenSelection;
  sort: SortState;
  onSortChange: (next: SortState) => void;
  selectedStates?: readonly string[];
  onStateToggle?: (code: string) => void;
  emptyTitle: string;
  emptyDescription?: string;
}

export function InventoryResults({
  result,
  selection,
  sort,
  onSortChange,
  selectedStates,
  onStateToggle,
  emptyTitle,
  emptyDescription,
}: InventoryResultsProps) {
  return (
    <div className="min-w-0 space-y-6">
      <InventorySummary summary={result.summary} />
      <InventoryMap
        screens={result.screens}
        selectedStates={selectedStates}
        onStateToggle={onStateToggle}
      />
      <ScreensSection
        screens={result.screens}
        selected={selection.selected}
        onSelect={selection.onSelect}
        handover={selection.handover}
        sort={sort}
        onSortChange={onSortChange}
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
      />
    </div>
  );
}
