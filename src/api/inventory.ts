// INV-CALLS
// Inventory (docs/api.md, "Inventory"): the screens buyers explore, and saved explorer reports.
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/lib/http/api-client';
import type { InventoryFilters } from '@/types/api';
import { inventoryKeys } from '@/api/keys';
import { segment } from '@/api/list';
import type { Query, Reply, RequestBody } from '@/api/operations';
import { changeHeaders, FORM_PATH, idempotencyHeaders } from '@/api/rest';
import { routePath } from '@/config/routes';
import { sendAgainIfUnknown, withSaveKey } from '@/lib/saving/save-request';

export { inventoryKeys };

/** GET /inventory with the filters comma-joined; empty filters are left out. */
export function getInventory(filters: Partial<InventoryFilters>): Promise<Reply<'getInventory'>> {
  // Each of the document's query parameters; its lists travel comma-joined (explode: false).
  return api.get<Reply<'getInventory'>>('/inventory', {
    query: {
      states: filters.states?.join(','),
      venueTypes: filters.venueTypes?.join(','),
      publishers: filters.publishers?.join(','),
      q: filters.q?.trim(),
    } satisfies Record<keyof Query<'getInventory'>, string | undefined>,
  });
}

export async function getInventoryReport(id: string): Promise<Reply<'getInventoryReport'>> {
  return api.get<Reply<'getInventoryReport'>>(`/inventory/${segment(id)}`);
}

export function saveInventoryReport(
  body: RequestBody<'saveInventoryReport'>,
): Promise<Reply<'saveInventoryReport'>> {
  // One key per report saved (its name, description and filters). A lost reply is sent once
  // more with it (MANY-OUTCOME), which the server answers with the first report; lost twice,
  // the server is asked, and the banner opens the report it made.
  return withSaveKey(
    'inventory-report.new',
    body,
    (idempotencyKey) =>
      sendAgainIfUnknown(
        () =>
          api.post<Reply<'saveInventoryReport'>>('/inventory', body, {
            headers: { ...idempotencyHeaders(idempotencyKey), ...changeHeaders(FORM_PATH) },
          }),
        { key: idempotencyKey },
      ),
    { open: (saved) => (saved?.id ? routePath('inventoryReport', { id: saved.id }) : null) },
  );
}

export const inventoryQueryOptions = (filters: Partial<InventoryFilters>) =>
  queryOptions({ queryKey: inventoryKeys.list(filters), queryFn: () => getInventory(filters) });

export const inventoryReportQueryOptions = (id: string) =>
  queryOptions({ queryKey: inventoryKeys.detail(id), queryFn: () => getInventoryReport(id) });

/** The previous answer stays on screen while a filter change is fetched (no blank flash). */
export const useInventory = (filters: Partial<InventoryFilters>) =>
  useQuery({ ...inventoryQueryOptions(filters), placeholderData: keepPreviousData });
export const useInventoryReport = (id: string) => useQuery(inventoryReportQueryOptions(id));

export const saveInventoryReportMutation = mutationOptions({
  mutationFn: saveInventoryReport,
  meta: { invalidates: [inventoryKeys.all] },
});

export const useSaveInventoryReport = () => useMutation(saveInventoryReportMutation);
