import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Bidder } from '@/types/api';
import { bidderKeys } from '@/features/bidders/api/get-bidders';

/** GET /bidders/{id}: one bidder. */
export function getBidder(id: string): Promise<Bidder> {
  return api.get<Bidder>(`/bidders/${encodeURIComponent(id)}`);
}

export function bidderQueryOptions(id: string) {
  return queryOptions({
    queryKey: bidderKeys.detail(id),
    queryFn: () => getBidder(id),
    // The edit screen shows `Error: {message}` itself (spec section 8), with Retry.
    meta: { errorToast: false },
  });
}

export function useBidder(id: string) {
  return useQuery(bidderQueryOptions(id));
}
