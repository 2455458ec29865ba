// Campaigns (docs/api.md, "Campaigns"): the buyer's campaigns, saves and the published toggle.
// A campaign save or toggle changes the campaigns, the account's counts and the reports.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Campaign, CampaignInput, CampaignListResponse } from '@/types/api';
import { accountKeys, campaignKeys, reportKeys } from '@/api/keys';
import { detailQueryOptions, restCalls, saveRecordMutations, toggleMutation } from '@/api/rest';

export { campaignKeys };

const CAMPAIGN_EFFECTS = [campaignKeys.list(), accountKeys.all, reportKeys.all] as const;

export interface TogglePublishedReply {
  isPublished: boolean;
}

/**
 * A save's body: a campaign whose DSP fee may be left out. Only an Admin sends one; without it
 * the server applies the account's fee to a new campaign and keeps an edited one's own fee.
 */
export type CampaignSaveBody = Omit<CampaignInput, 'fees'> & {
  fees: { agency: number; dsp?: number };
};

const campaigns = restCalls<Campaign, CampaignSaveBody>('/campaigns', 'campaigns');
export const { get: getCampaign } = campaigns;

/** GET /campaigns: the campaigns and the dashboard snapshot shown above them. */
export async function getCampaigns(): Promise<CampaignListResponse> {
  const reply = await api.get<Partial<CampaignListResponse> | undefined>('/campaigns');
  return {
    campaigns: reply?.campaigns ?? [],
    snapshot_iframe_url: reply?.snapshot_iframe_url ?? '',
  };
}

/** GET /campaigns/{id}/togglePublished: the reply's isPublished is the new state. */
export const toggleCampaign = (id: string) =>
  campaigns.action<TogglePublishedReply>(id, 'togglePublished');

export const campaignsQueryOptions = () =>
  queryOptions({ queryKey: campaignKeys.list(), queryFn: getCampaigns });

export const campaignQueryOptions = detailQueryOptions(campaignKeys.detail, getCampaign);

export const useCampaigns = () => useQuery(campaignsQueryOptions());
export const useCampaign = (id: string) => useQuery(campaignQueryOptions(id));

export const { create: createCampaignMutation, update: updateCampaignMutation } =
  saveRecordMutations(campaigns, campaignKeys.detail, CAMPAIGN_EFFECTS);

/** Spec section 4: the toggle takes its new state from the reply, never from the click. */
export const toggleCampaignMutation = toggleMutation(
  toggleCampaign,
  (client, id, reply) => {
    const isPublished = Boolean(reply?.isPublished);
    client.setQueryData<CampaignListResponse>(
      campaignKeys.list(),
      (list) =>
        list && {
          ...list,
          campaigns: list.campaigns.map((c) => (c.id === id ? { ...c, isPublished } : c)),
        },
    );
    client.setQueryData<Campaign>(campaignKeys.detail(id), (c) => c && { ...c, isPublished });
  },
  [accountKeys.all, reportKeys.all],
);

export const useCreateCampaign = () => useMutation(createCampaignMutation);
export const useUpdateCampaign = () => useMutation(updateCampaignMutation);
export const useToggleCampaign = () => useMutation(toggleCampaignMutation);
