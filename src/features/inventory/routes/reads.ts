// What the inventory screens read first (ROUTE-LOADERS), as the very query options they use.
import { accountsQueryOptions } from '@/api/accounts';
import { inventoryQueryOptions, inventoryReportQueryOptions } from '@/api/inventory';
import type { ScreenReads } from '@/config/screen-routes';
import { inventoryQuery, readFilters } from '@/features/inventory/inventory-filters';

export const inventory: ScreenReads = ({ read, search }) => {
  const applied = readFilters(
    {
      states: search.get('states') ?? '',
      venueTypes: search.get('venueTypes') ?? '',
      publishers: search.get('publishers') ?? '',
    },
    search.get('q') ?? '',
  );
  return Promise.all([
    read(inventoryQueryOptions(inventoryQuery(applied))),
    read(accountsQueryOptions()),
  ]);
};

export const inventoryReport: ScreenReads = ({ read, params }) =>
  Promise.all([read(inventoryReportQueryOptions(params.id ?? '')), read(accountsQueryOptions())]);
