// Deals (docs/api.md, "Deals"; DEAL-CALLS, DEAL-ACCESS): private marketplace deals. GET /deals
// answers by role (the publisher's own, the deals offered to a buyer's seat, or every deal for an
// Admin), so one list key serves every screen. Saves, the Active switch and the stats read follow
// the other resources: a save's reply is cached as the detail, the switch sets a state
// (toggle-state.ts).
import {
  mutationOptions,
  queryOptions,
  useQuery,
  type MutationFunctionContext,
} from '@tanstack/react-query';
import { api } from '@/lib/http/api-client';
import { messageOf } from '@/lib/http/api-error';
import type { Deal } from '@/types/api';
import { dealKeys, type DealStatsRange } from '@/api/keys';
import { segment } from '@/api/list';
import type { ListItem, Query, Reply, RequestBody } from '@/api/operations';
import { restCalls, saveRecordMutations, type ChangePath } from '@/api/rest';
import { setByToggle, type ToggleCalls } from '@/api/toggle-state';

export { dealKeys, type DealStatsRange };

export const DEALS_LOAD_FAILED = 'Failed to load deals.';
export const dealFetchError = (message: string) => `Failed to load the deal: ${message}`;
export const DEAL_STATS_LOAD_FAILED = 'Failed to load the deal’s health.';

const deals = restCalls<
  Reply<'getDeal'>,
  RequestBody<'createDeal'>,
  RequestBody<'updateDeal'>,
  ListItem<'getDeals'>
>('/deals', 'deals');
export const { list: getDeals, get: getDeal, create: createDeal, update: updateDeal } = deals;
/** The deal read afresh with its ETag, for a merged edit (DEAL-EDIT, MANY-MERGE). */
export const getDealVersioned = deals.getVersioned;

/** GET /deals/{id}/toggleActive: flips the deal; the reply's isActive is the new state. */
export const toggleDeal = (id: string, changePath?: ChangePath) =>
  deals.action<Reply<'toggleDeal'>>(id, 'toggleActive', changePath);

/** GET /deals/{id}/stats: the deal's health per day over the range. */
export async function getDealStats(id: string, range: DealStatsRange = {}) {
  return api.get<Reply<'getDealStats'>>(`/deals/${segment(id)}/stats`, {
    query: { start: range.start, end: range.end } satisfies Query<'getDealStats'>,
  });
}

export const dealsQueryOptions = () =>
  queryOptions({
    queryKey: dealKeys.list(),
    queryFn: getDeals,
    meta: { errorMessage: DEALS_LOAD_FAILED },
  });

export const dealQueryOptions = (id: string) =>
  queryOptions({
    queryKey: dealKeys.detail(id),
    queryFn: () => getDeal(id),
    meta: { errorMessage: (error: unknown) => dealFetchError(messageOf(error)) },
  });

export const dealStatsQueryOptions = (id: string, range: DealStatsRange = {}) =>
  queryOptions({
    queryKey: dealKeys.stats(id, range),
    queryFn: () => getDealStats(id, range),
    meta: { errorMessage: DEAL_STATS_LOAD_FAILED },
  });

/**
 * The deals the caller sees, or what `select` makes of them; `enabled: false` asks nothing (a
 * screen that needs them only sometimes).
 */
export function useDeals<T = Deal[]>({
  select,
  enabled = true,
}: { select?: (deals: Deal[]) => T; enabled?: boolean } = {}) {
  return useQuery({ ...dealsQueryOptions(), select, enabled });
}
export const useDeal = (id: string) => useQuery(dealQueryOptions(id));
export const useDealStats = (id: string) => useQuery(dealStatsQueryOptions(id));

// A save's reply is the deal: cached as its detail; every list (and stats) of deals refetches.
export const { create: createDealMutation, update: updateDealMutation } = saveRecordMutations(
  { create: createDeal, update: updateDeal },
  dealKeys.detail,
  [dealKeys.all],
);

/** What "set isActive" reads and flips (src/api/toggle-state.ts). */
const ACTIVE: ToggleCalls<Reply<'getDeal'>, Reply<'toggleDeal'>> = {
  read: getDeal,
  stateOf: (deal) => Boolean(deal?.isActive),
  flip: toggleDeal,
  flippedState: (reply) => Boolean(reply?.isActive),
};

export interface SetDealActiveVariables {
  id: string;
  /** The state the click asks for. */
  isActive: boolean;
}

/** The Active switch: sets isActive; the cache takes each state the server reports. */
export const setDealActiveMutation = mutationOptions({
  mutationFn: ({ id, isActive }: SetDealActiveVariables, { client }: MutationFunctionContext) =>
    setByToggle(ACTIVE, id, isActive, (at, state) => {
      client.setQueryData<Deal[]>(dealKeys.list(), (list) =>
        list?.map((deal) => (deal.id === at ? { ...deal, isActive: state } : deal)),
      );
      client.setQueryData<Deal>(
        dealKeys.detail(at),
        (deal) => deal && { ...deal, isActive: state },
      );
    }),
});
