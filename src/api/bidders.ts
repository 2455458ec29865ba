// Bidders (docs/api.md, "Bidders"): the admin's list, detail, saves and the active toggle. The
// debug tool lists the same key, so a bidder saved here is there on its next visit.
import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  type MutationFunctionContext,
} from '@tanstack/react-query';
import { bidderFetchError, BIDDERS_LOAD_FAILED } from '@/config/messages';
import { api } from '@/lib/api-client';
import { messageOf } from '@/lib/api-error';
import type { Bidder, BidderInput } from '@/types/api';
import { bidderKeys } from '@/api/keys';
import { listFrom, segment } from '@/api/list';

export { bidderKeys };

export interface ToggleBidderReply {
  isActive: boolean;
}

export async function getBidders(): Promise<Bidder[]> {
  return listFrom<Bidder>(await api.get<unknown>('/bidders'), 'bidders');
}

export function getBidder(id: string): Promise<Bidder> {
  return api.get<Bidder>(`/bidders/${segment(id)}`);
}

/** POST /bidders. The reply is not read (spec section 7). */
export function createBidder(body: BidderInput): Promise<unknown> {
  return api.post<unknown>('/bidders', body);
}

/** POST /bidders/{id}/update with the same body as creation. */
export function updateBidder({ id, body }: { id: string; body: BidderInput }): Promise<unknown> {
  return api.post<unknown>(`/bidders/${segment(id)}/update`, body);
}

/** GET /bidders/{id}/toggleActive: flips the bidder; the reply's isActive is the new state. */
export function toggleBidder(id: string): Promise<ToggleBidderReply> {
  return api.get<ToggleBidderReply>(`/bidders/${segment(id)}/toggleActive`);
}

export const biddersQueryOptions = () =>
  queryOptions({
    queryKey: bidderKeys.list(),
    queryFn: getBidders,
    meta: { errorMessage: BIDDERS_LOAD_FAILED },
  });

export const bidderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bidderKeys.detail(id),
    queryFn: () => getBidder(id),
    meta: { errorMessage: (error: unknown) => bidderFetchError(messageOf(error)) },
  });

export const useBidders = () => useQuery(biddersQueryOptions());
export const useBidder = (id: string) => useQuery(bidderQueryOptions(id));

export const createBidderMutation = mutationOptions({
  mutationFn: createBidder,
  meta: { invalidates: [bidderKeys.all] },
});
export const updateBidderMutation = mutationOptions({
  mutationFn: updateBidder,
  meta: { invalidates: [bidderKeys.all] },
});

/** Spec section 4: the screen takes the new state from the reply, never from the click. */
export const toggleBidderMutation = mutationOptions({
  mutationFn: toggleBidder,
  onSuccess: (reply, id, _r, { client }: MutationFunctionContext) => {
    const isActive = Boolean(reply?.isActive);
    client.setQueryData<Bidder[]>(bidderKeys.list(), (bidders) =>
      bidders?.map((bidder) => (bidder.id === id ? { ...bidder, isActive } : bidder)),
    );
    client.setQueryData<Bidder>(bidderKeys.detail(id), (bidder) =>
      bidder ? { ...bidder, isActive } : bidder,
    );
  },
});

export const useCreateBidder = () => useMutation(createBidderMutation);
export const useUpdateBidder = () => useMutation(updateBidderMutation);
export const useToggleBidder = () => useMutation(toggleBidderMutation);
