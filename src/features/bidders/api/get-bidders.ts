import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Bidder } from '@/types/api';
import { BIDDER_TEXT } from '@/features/bidders/messages';

export const bidderKeys = {
  all: ['bidders'] as const,
  list: () => [...bidderKeys.all, 'list'] as const,
  detail: (id: string) => [...bidderKeys.all, 'detail', id] as const,
};

/** GET /bidders: every bidder of the exchange. */
export function getBidders(): Promise<Bidder[]> {
  return api.get<Bidder[]>('/bidders');
}

export function biddersQueryOptions() {
  return queryOptions({
    queryKey: bidderKeys.list(),
    queryFn: getBidders,
    meta: { errorMessage: BIDDER_TEXT.loadFailed },
  });
}

export function useBidders() {
  return useQuery(biddersQueryOptions());
}
