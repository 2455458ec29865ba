// The screens picked in the list (by id) and what Create Campaign would take from them. A
// selection outlives a filter change; only the selected screens still shown are handed over.
import { useCallback, useMemo, useState } from 'react';
import type { InventoryScreen } from '@/types/api';
import { handoverOf } from '@/features/inventory/campaign-handover';

const NO_SCREENS: readonly InventoryScreen[] = [];

export function useScreenSelection(screens: readonly InventoryScreen[] | undefined) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const handover = useMemo(() => handoverOf(screens ?? NO_SCREENS, selected), [screens, selected]);
  const onSelect = useCallback((next: Set<string>) => setSelected(next), []);
  return { selected, onSelect, handover };
}

export type ScreenSelection = ReturnType<typeof useScreenSelection>;
