// Placements (docs/api.md, "Placements"): the publisher's screens, saves and bulk import. A
// placement save changes the inventory buyers explore and the accounts' placement counts.
import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  type MutationFunctionContext,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BatchImportRequest, BatchJob, Placement, PlacementInput } from '@/types/api';
import { accountKeys, inventoryKeys, placementKeys } from '@/api/keys';
import { listFrom, segment } from '@/api/list';

export { placementKeys };

/** What a placement save or import changes besides the placement itself. */
const PLACEMENT_EFFECTS = [placementKeys.list(), inventoryKeys.all, accountKeys.all] as const;

export async function getPlacements(): Promise<Placement[]> {
  return listFrom<Placement>(await api.get<unknown>('/placements'), 'placements');
}

export function getPlacement(id: string): Promise<Placement> {
  return api.get<Placement>(`/placements/${segment(id)}`);
}

export function createPlacement(body: PlacementInput): Promise<Placement> {
  return api.post<Placement>('/placements', body);
}

export function updatePlacement({ id, body }: { id: string; body: PlacementInput }) {
  return api.post<Placement>(`/placements/${segment(id)}/update`, body);
}

export function importPlacements(body: BatchImportRequest): Promise<{ jobId: string }> {
  return api.post<{ jobId: string }>('/placements/batch', body);
}

export function getBatchJob(jobId: string): Promise<BatchJob> {
  return api.get<BatchJob>(`/placements/batch/${segment(jobId)}`);
}

export const placementsQueryOptions = () =>
  queryOptions({ queryKey: placementKeys.list(), queryFn: getPlacements });

export const placementQueryOptions = (id: string) =>
  queryOptions({ queryKey: placementKeys.detail(id), queryFn: () => getPlacement(id) });

export const usePlacements = () => useQuery(placementsQueryOptions());
export const usePlacement = (id: string) => useQuery(placementQueryOptions(id));

// The reply is the placement itself: it becomes the cached detail.
function cachePlacement(
  placement: Placement,
  _v: unknown,
  _r: unknown,
  c: MutationFunctionContext,
) {
  c.client.setQueryData(placementKeys.detail(placement.id), placement);
}

export const createPlacementMutation = mutationOptions({
  mutationFn: createPlacement,
  meta: { invalidates: PLACEMENT_EFFECTS },
  onSuccess: cachePlacement,
});
export const updatePlacementMutation = mutationOptions({
  mutationFn: updatePlacement,
  meta: { invalidates: PLACEMENT_EFFECTS },
  onSuccess: cachePlacement,
});
/** The import runs as a job; the results panel invalidates the same keys again when it ends. */
export const importPlacementsMutation = mutationOptions({
  mutationFn: importPlacements,
  meta: { invalidates: PLACEMENT_EFFECTS },
});

export const useCreatePlacement = () => useMutation(createPlacementMutation);
export const useUpdatePlacement = () => useMutation(updatePlacementMutation);
export const useImportPlacements = () => useMutation(importPlacementsMutation);
