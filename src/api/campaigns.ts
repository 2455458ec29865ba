// Campaigns (docs/api.md, "Campaigns"): the buyer's campaigns, saves and the published toggle.
// A campaign save or toggle changes the campaigns, the account's counts and the reports.
import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  type MutationFunctionContext,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Campaign, CampaignInput, CampaignListResponse } from '@/types/api';
import { accountKeys, campaignKeys, reportKeys } from '@/api/keys';
import { segment } from '@/api/list';

export { campaignKeys };

const CAMPAIGN_EFFECTS = [campaignKeys.list(), accountKeys.all, reportKeys.all] as const;

export interface TogglePublishedReply {
  isPublished: boolean;
}

export async function getCampaigns(): Promise<CampaignListResponse> {
  const reply = await api.get<Partial<CampaignListResponse> | undefined>('/campaigns');
  return {
    campaigns: reply?.campaigns ?? [],
    snapshot_iframe_url: reply?.snapshot_iframe_url ?? '',
  };
}

export function getCampaign(id: string): Promise<Campaign> {
  return api.get<Campaign>(`/campaigns/${segment(id)}`);
}

export function createCampaign(body: CampaignInput): Promise<Campaign> {
  return api.post<Campaign>('/campaigns', body);
}

export function updateCampaign({ id, body }: { id: string; body: CampaignInput }) {
  return api.post<Campaign>(`/campaigns/${segment(id)}/update`, body);
}

/** GET /campaigns/{id}/togglePublished: the reply's isPublished is the new state. */
export function toggleCampaign(id: string): Promise<TogglePublishedReply> {
  return api.get<TogglePublishedReply>(`/campaigns/${segment(id)}/togglePublished`);
}

export const campaignsQueryOptions = () =>
  queryOptions({ queryKey: campaignKeys.list(), queryFn: getCampaigns });

export const campaignQueryOptions = (id: string) =>
  queryOptions({ queryKey: campaignKeys.detail(id), queryFn: () => getCampaign(id) });

export const useCampaigns = () => useQuery(campaignsQueryOptions());
export const useCampaign = (id: string) => useQuery(campaignQueryOptions(id));

// The reply is the campaign itself: it becomes the cached detail.
function cacheCampaign(campaign: Campaign, _v: unknown, _r: unknown, c: MutationFunctionContext) {
  c.client.setQueryData(campaignKeys.detail(campaign.id), campaign);
}

export const createCampaignMutation = mutationOptions({
  mutationFn: createCampaign,
  meta: { invalidates: CAMPAIGN_EFFECTS },
  onSuccess: cacheCampaign,
});
export const updateCampaignMutation = mutationOptions({
  mutationFn: updateCampaign,
  meta: { invalidates: CAMPAIGN_EFFECTS },
  onSuccess: cacheCampaign,
});

/** Spec section 4: the toggle takes its new state from the reply, never from the click. */
export const toggleCampaignMutation = mutationOptions({
  mutationFn: toggleCampaign,
  meta: { invalidates: [accountKeys.all, reportKeys.all] },
  onSuccess: (reply, id, _r, { client }: MutationFunctionContext) => {
    const isPublished = Boolean(reply?.isPublished);
    client.setQueryData<CampaignListResponse>(campaignKeys.list(), (list) =>
      list
        ? {
            ...list,
            campaigns: list.campaigns.map((c) => (c.id === id ? { ...c, isPublished } : c)),
          }
        : list,
    );
    client.setQueryData<Campaign>(campaignKeys.detail(id), (c) => (c ? { ...c, isPublished } : c));
  },
});

export const useCreateCampaign = () => useMutation(createCampaignMutation);
export const useUpdateCampaign = () => useMutation(updateCampaignMutation);
export const useToggleCampaign = () => useMutation(toggleCampaignMutation);
