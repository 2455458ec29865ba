import { TOOL_QUERY_DEFAULTS } from '@/features/tools/api/query-defaults';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listFrom } from '@/features/tools/api/list';
import type { Bidder } from '@/types/api';

export type BidderListItem = Pick<Bidder, 'id' | 'name'> & Partial<Bidder>;

export async function getBidders(): Promise<BidderListItem[]> {
  return listFrom<BidderListItem>(await api.get<unknown>('/bidders'), 'bidders');
}

/** GET /bidders for the debug tool (its own cache key: the bidders feature owns ['bidders']). */
export function useToolBidders() {
  return useQuery({
    queryKey: ['tools', 'bidders'],
    queryFn: getBidders,
    ...TOOL_QUERY_DEFAULTS,
  });
}
