import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BidderInput } from '@/types/api';
import { bidderKeys } from '@/features/bidders/api/get-bidders';

/** POST /bidders. The reply is not used (spec section 7). */
export function createBidder(body: BidderInput): Promise<unknown> {
  return api.post<unknown>('/bidders', body);
}

export function useCreateBidder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBidder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bidderKeys.all }),
  });
}
