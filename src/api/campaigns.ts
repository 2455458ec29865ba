// Campaigns (docs/api.md, "Campaigns"): the buyer's campaigns, saves and the published toggle.
// A campaign save or toggle changes the campaigns, the account's counts and the reports.
import {
  mutationOptions,
  queryOptions,
  useMutation,
  useMutationState,
  useQuery,
  type MutationFunctionContext,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/http/api-client';
import type { Campaign } from '@/types/api';
import { accountKeys, campaignKeys, reportKeys } from '@/api/keys';
import type { Reply, RequestBody } from '@/api/operations';
import { detailQueryOptions, restCalls, saveRecordMutations, type ChangePath } from '@/api/rest';
import { setByToggle, setManyByToggle, type ToggleCalls } from '@/api/toggle-state';

export { campaignKeys };

const CAMPAIGN_EFFECTS = [campaignKeys.list(), accountKeys.all, reportKeys.all] as const;

// A save's body may leave the DSP fee out: only an Admin sends one; without it the server
// applies the account's fee to a new campaign and keeps an edited one's own fee.
const campaigns = restCalls<
  Reply<'getCampaign'>,
  RequestBody<'createCampaign'>,
  RequestBody<'updateCampaign'>
>('/campaigns', 'campaigns');
export const { get: getCampaign, create: createCampaign, update: updateCampaign } = campaigns;
/** The campaign read afresh with its ETag, for a merged edit (MANY-MERGE). */
export const getCampaignVersioned = campaigns.getVersioned;

/** GET /campaigns: the campaigns and the dashboard snapshot shown above them (CMP-SNAPSHOT). */
export async function getCampaigns(): Promise<Reply<'getCampaigns'>> {
  const reply = await api.get<Partial<Reply<'getCampaigns'>> | undefined>('/campaigns');
  return {
    campaigns: reply?.campaigns ?? [],
    snapshot_iframe_url: reply?.snapshot_iframe_url ?? '',
  };
}

/** GET /campaigns/{id}/togglePublished: flips; the reply's isPublished is the new state. */
export const toggleCampaign = (id: string, changePath?: ChangePath) =>
  campaigns.action<Reply<'toggleCampaign'>>(id, 'togglePublished', changePath);

/** What "set isPublished" reads and flips (src/api/toggle-state.ts). */
const PUBLISHED: ToggleCalls<Campaign, Reply<'toggleCampaign'>> = {
  read: getCampaign,
  stateOf: (campaign) => Boolean(campaign?.isPublished),
  flip: toggleCampaign,
  flippedState: (reply) => Boolean(reply?.isPublished),
};

export const campaignsQueryOptions = () =>
  queryOptions({ queryKey: campaignKeys.list(), queryFn: getCampaigns });

export const campaignQueryOptions = detailQueryOptions(campaignKeys.detail, getCampaign);

export const useCampaigns = () => useQuery(campaignsQueryOptions());
export const useCampaign = (id: string) => useQuery(campaignQueryOptions(id));

export const { create: createCampaignMutation, update: updateCampaignMutation } =
  saveRecordMutations(campaigns, campaignKeys.detail, CAMPAIGN_EFFECTS);

/** CMP-ACTIVE-TOGGLE: the cached state is the server's, never the click's (list and detail). */
function patchPublished(client: QueryClient, id: string, isPublished: boolean) {
  client.setQueryData<Reply<'getCampaigns'>>(
    campaignKeys.list(),
    (list) =>
      list && {
        ...list,
        campaigns: list.campaigns.map((c) => (c.id === id ? { ...c, isPublished } : c)),
      },
  );
  client.setQueryData<Campaign>(campaignKeys.detail(id), (c) => c && { ...c, isPublished });
}

export interface SetPublishedVariables {
  id: string;
  /** The state the click asks for. */
  isPublished: boolean;
}

/**
 * The Active switch: set isPublished (read, then flip only where it differs). Every state the
 * server reports on the way (the read, each flip's reply) is written into the cached list and
 * detail at once, so the switch shows the server's state even when the set fails.
 */
export const setCampaignPublishedMutation = mutationOptions({
  mutationFn: ({ id, isPublished }: SetPublishedVariables, { client }: MutationFunctionContext) =>
    setByToggle(PUBLISHED, id, isPublished, (at, state) => patchPublished(client, at, state)),
  meta: { invalidates: [accountKeys.all, reportKeys.all] },
});

export const useCreateCampaign = () => useMutation(createCampaignMutation);
export const useUpdateCampaign = () => useMutation(updateCampaignMutation);

/** How many campaigns of a bulk Activate or Pause are read and flipped at once. */
export const BULK_TOGGLE_CONCURRENCY = 4;
const BULK_TOGGLE_KEY = ['campaigns', 'togglePublished', 'bulk'] as const;

export interface SetCampaignsPublishedVariables {
  ids: readonly string[];
  isPublished: boolean;
}

/**
 * Bulk Activate or Pause (CMP-BULK-TOGGLE): set isPublished on each campaign (read, flip only where
 * it differs), at most BULK_TOGGLE_CONCURRENCY at a time. Never rejects: each campaign's outcome is
 * reported (done, already in the state, failed). `onState` hears every state the server reports.
 */
export const setCampaignsPublished = (
  { ids, isPublished }: SetCampaignsPublishedVariables,
  onState?: (id: string, isPublished: boolean) => void,
) => setManyByToggle(PUBLISHED, ids, isPublished, BULK_TOGGLE_CONCURRENCY, onState);

/**
 * The bulk set: as the single one, each state the server reports is written into the cached
 * list and detail as it arrives, and the accounts and reports are invalidated once all settled.
 */
export const setCampaignsPublishedMutation = mutationOptions({
  mutationKey: BULK_TOGGLE_KEY,
  mutationFn: (variables: SetCampaignsPublishedVariables, { client }: MutationFunctionContext) =>
    setCampaignsPublished(variables, (id, state) => patchPublished(client, id, state)),
  meta: { invalidates: [accountKeys.all, reportKeys.all] },
});

export const useSetCampaignsPublished = () => useMutation(setCampaignsPublishedMutation);

/** Whether a bulk set running now includes this campaign (its own switch waits for it). */
export function useInBulkToggle(id: string): boolean {
  const running = useMutationState({
    filters: { mutationKey: BULK_TOGGLE_KEY, status: 'pending' },
    select: (mutation) =>
      (mutation.state.variables as SetCampaignsPublishedVariables | undefined)?.ids,
  });
  return running.some((ids) => ids?.includes(id));
}
