// The words a saved report (or the one about to be saved) shows for its filters.
import { usePublishers } from '@/api/accounts';
import type { InventoryFilters } from '@/types/api';
import { describeFilters } from '@/features/inventory/inventory-filters';

/** describeFilters() with publisher names from the (cached) accounts list. */
export function useFilterLines(filters: InventoryFilters) {
  const publishers = usePublishers();
  const names = new Map((publishers.data ?? []).map((account) => [account.id, account.name]));
  return describeFilters(filters, (id) => names.get(id) ?? id);
}
