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
import { messageOf } from '@/lib/http/api-error';
import type { Bidder } from '@/types/api';
import { bidderKeys } from '@/api/keys';
import type { ListItem, Reply, RequestBody } from '@/api/operations';
import { restCalls, saveRecordMutations, type ChangePath } from '@/api/rest';
import { setByToggle, type ToggleCalls } from '@/api/toggle-state';

export { bidderKeys };

// BID-CREATED, BID-UPDATED: the save replies are not read; the toast is shown and the list
// refetched.
const bidders = restCalls<
  Reply<'getBidder'>,
  RequestBody<'createBidder'>,
  RequestBody<'updateBidder'>,
  ListItem<'getBidders'>
>('/bidders', 'bidders');
export const {
  list: getBidders,
  get: getBidder,
  create: createBidder,
  update: updateBidder,
} = bidders;
/** The bidder read afresh with its ETag, for a merged edit (MANY-MERGE). */
export const getBidderVersioned = bidders.getVersioned;

/**
 * BID-TOGGLE: GET /bidders/{id}/toggleActive flips the bidder; the reply's isActive is the new
 * state.
 */
export const toggleBidder = (id: string, changePath?: ChangePath) =>
  bidders.action<Reply<'toggleBidder'>>(id, 'toggleActive', changePath);

/** What "set isActive" reads and flips (src/api/toggle-state.ts). */
const ACTIVE: ToggleCalls<Reply<'getBidder'>, Reply<'toggleBidder'>> = {
  read: getBidder,
  stateOf: (bidder) => Boolean(bidder?.isActive),
  flip: toggleBidder,
  flippedState: (reply) => Boolean(reply?.isActive),
};

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

// A save's reply is the bidder: checked where it arrives, then cached as its detail.
export const { create: createBidderMutation, update: updateBidderMutation } = saveRecordMutations(
  { create: createBidder, update: updateBidder },
  bidderKeys.detail,
  [bidderKeys.all],
);

export interface SetActiveVariables {
  id: string;
  /** The state the click asks for. */
  isActive: boolean;
}

/**
 * The Active switch: set isActive (read the bidder, flip only where it differs; see
 * src/api/toggle-state.ts). BID-TOGGLE-ALREADY: the cache takes every state the server reports on
 * the way (the read, each flip's reply), never the click's.
 */
export const setBidderActiveMutation = mutationOptions({
  mutationFn: ({ id, isActive }: SetActiveVariables, { client }: MutationFunctionContext) =>
    setByToggle(ACTIVE, id, isActive, (at, state) => {
      client.setQueryData<Bidder[]>(bidderKeys.list(), (list) =>
        list?.map((bidder) => (bidder.id === at ? { ...bidder, isActive: state } : bidder)),
      );
      client.setQueryData<Bidder>(
        bidderKeys.detail(at),
        (bidder) => bidder && { ...bidder, isActive: state },
      );
    }),
});

export const useCreateBidder = () => useMutation(createBidderMutation);
export const useUpdateBidder = () => useMutation(updateBidderMutation);
