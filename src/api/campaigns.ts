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
import { api } from '@/lib/api-client';
import type { Campaign } from '@/types/api';
import { accountKeys, campaignKeys, reportKeys } from '@/api/keys';
import type { Reply, RequestBody } from '@/api/operations';
import { detailQueryOptions, restCalls, saveRecordMutations, toggleMutation } from '@/api/rest';
import { limitConcurrency } from '@/lib/upload';

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
/** The campaign read afresh with its ETag, for a merged edit (decisions section 8). */
export const getCampaignVersioned = campaigns.getVersioned;

/** GET /campaigns: the campaigns and the dashboard snapshot shown above them. */
export async function getCampaigns(): Promise<Reply<'getCampaigns'>> {
  const reply = await api.get<Partial<Reply<'getCampaigns'>> | undefined>('/campaigns');
  return {
    campaigns: reply?.campaigns ?? [],
    snapshot_iframe_url: reply?.snapshot_iframe_url ?? '',
  };
}

/** GET /campaigns/{id}/togglePublished: the reply's isPublished is the new state. */
export const toggleCampaign = (id: string) =>
  campaigns.action<Reply<'toggleCampaign'>>(id, 'togglePublished');

export const campaignsQueryOptions = () =>
  queryOptions({ queryKey: campaignKeys.list(), queryFn: getCampaigns });

export const campaignQueryOptions = detailQueryOptions(campaignKeys.detail, getCampaign);

export const useCampaigns = () => useQuery(campaignsQueryOptions());
export const useCampaign = (id: string) => useQuery(campaignQueryOptions(id));

export const { create: createCampaignMutation, update: updateCampaignMutation } =
  saveRecordMutations(campaigns, campaignKeys.detail, CAMPAIGN_EFFECTS);

/** Spec section 4: a toggle's new state is the reply's, never the click's (list and detail). */
function patchPublished(client: QueryClient, id: string, reply: Reply<'toggleCampaign'>) {
  const isPublished = Boolean(reply?.isPublished);
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

export const toggleCampaignMutation = toggleMutation(toggleCampaign, patchPublished, [
  accountKeys.all,
  reportKeys.all,
]);

export const useCreateCampaign = () => useMutation(createCampaignMutation);
export const useUpdateCampaign = () => useMutation(updateCampaignMutation);
export const useToggleCampaign = () => useMutation(toggleCampaignMutation);

/** How many toggles of a bulk Activate or Pause are in flight at once. */
export const BULK_TOGGLE_CONCURRENCY = 4;
const BULK_TOGGLE_KEY = ['campaigns', 'togglePublished', 'bulk'] as const;

export interface ToggleCampaignsOutcome {
  /** Each toggled campaign with the state its own reply gave. */
  toggled: { id: string; isPublished: boolean }[];
  failed: { id: string; error: unknown }[];
}

/**
 * Bulk Activate or Pause: one GET /campaigns/{id}/togglePublished per campaign, at most
 * BULK_TOGGLE_CONCURRENCY at a time. Never rejects: each campaign's outcome is reported, so a
 * partial failure can be told as it is (and the failed ones tried again). `onReply` hears each
 * reply as it comes, so every row can take its state from its own reply at once.
 */
export async function toggleCampaigns(
  ids: readonly string[],
  onReply?: (id: string, reply: Reply<'toggleCampaign'>) => void,
): Promise<ToggleCampaignsOutcome> {
  const outcome: ToggleCampaignsOutcome = { toggled: [], failed: [] };
  const run = limitConcurrency(BULK_TOGGLE_CONCURRENCY);
  await Promise.all(
    ids.map((id) =>
      run(() => toggleCampaign(id)).then(
        (reply) => {
          outcome.toggled.push({ id, isPublished: Boolean(reply?.isPublished) });
          onReply?.(id, reply);
        },
        (error: unknown) => void outcome.failed.push({ id, error }),
      ),
    ),
  );
  return outcome;
}

/**
 * The bulk toggle: as the single one, each reply's isPublished is written into the cached list
 * and detail (as it arrives), and the accounts and reports are invalidated once all settled.
 */
export const toggleCampaignsMutation = mutationOptions({
  mutationKey: BULK_TOGGLE_KEY,
  mutationFn: (ids: readonly string[], { client }: MutationFunctionContext) =>
    toggleCampaigns(ids, (id, reply) => patchPublished(client, id, reply)),
  meta: { invalidates: [accountKeys.all, reportKeys.all] },
});

export const useToggleCampaigns = () => useMutation(toggleCampaignsMutation);

/** Whether a bulk toggle running now includes this campaign (its own switch waits for it). */
export function useInBulkToggle(id: string): boolean {
  const running = useMutationState({
    filters: { mutationKey: BULK_TOGGLE_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as readonly string[] | undefined,
  });
  return running.some((ids) => ids?.includes(id));
}
