import { TOOL_QUERY_DEFAULTS } from '@/features/tools/api/query-defaults';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listFrom } from '@/features/tools/api/list';
import type { Placement } from '@/types/api';

export async function getPlacements(): Promise<Placement[]> {
  return listFrom<Placement>(await api.get<unknown>('/placements'), 'placements');
}

/** Every placement the admin can see, fetched once and searched on the client. */
export function useToolPlacements() {
  return useQuery({
    queryKey: ['tools', 'placements'],
    queryFn: getPlacements,
    ...TOOL_QUERY_DEFAULTS,
  });
}
