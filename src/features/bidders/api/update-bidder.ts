import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BidderInput } from '@/types/api';
import { bidderKeys } from '@/features/bidders/api/get-bidders';

/** POST /bidders/{id}/update with the same body as creation. */
export function updateBidder({ id, body }: { id: string; body: BidderInput }): Promise<unknown> {
  return api.post<unknown>(`/bidders/${encodeURIComponent(id)}/update`, body);
}

export function useUpdateBidder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBidder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bidderKeys.all }),
  });
}
