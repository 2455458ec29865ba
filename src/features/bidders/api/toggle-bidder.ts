import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Bidder } from '@/types/api';
import { bidderKeys } from '@/features/bidders/api/get-bidders';

export interface ToggleBidderReply {
  isActive: boolean;
}

/** GET /bidders/{id}/toggleActive: flips the bidder; the reply's isActive is the new state. */
export function toggleBidder(id: string): Promise<ToggleBidderReply> {
  return api.get<ToggleBidderReply>(`/bidders/${encodeURIComponent(id)}/toggleActive`);
}

/** Spec section 4: the screen takes the new state from the reply, never from the click. */
export function useToggleBidder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleBidder,
    onSuccess: (reply, id) => {
      const isActive = Boolean(reply?.isActive);
      queryClient.setQueryData<Bidder[]>(bidderKeys.list(), (bidders) =>
        bidders?.map((bidder) => (bidder.id === id ? { ...bidder, isActive } : bidder)),
      );
      queryClient.setQueryData<Bidder>(bidderKeys.detail(id), (bidder) =>
        bidder ? { ...bidder, isActive } : bidder,
      );
    },
  });
}
