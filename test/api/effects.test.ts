// What a save changes (docs/api.md, "What a save changes"): each mutation declares the cache
// keys it affects, and the query client's one handler invalidates exactly those.
import { MutationObserver, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAccountMutation, updateAccountMutation } from '@/api/accounts';
import { createBidderMutation, updateBidderMutation } from '@/api/bidders';
import {
  createCampaignMutation,
  setCampaignPublishedMutation,
  updateCampaignMutation,
} from '@/api/campaigns';
import { uploadCreativeMutation } from '@/api/creatives';
import {
  accountKeys,
  bidderKeys,
  campaignKeys,
  creativeKeys,
  inventoryKeys,
  placementKeys,
  reportKeys,
  reviewKeys,
  userKeys,
} from '@/api/keys';
import {
  createPlacementMutation,
  importPlacementsMutation,
  updatePlacementMutation,
} from '@/api/placements';
import { approveReviewMutation, rejectReviewMutation } from '@/api/reviews';
import { inviteUserMutation } from '@/api/invites';
import { createQueryClient } from '@/lib/cache/query-client';

/** The resources (first key segment) a mutation declares it changes. */
function resources(options: { meta?: { invalidates?: readonly QueryKey[] } }) {
  return [...new Set((options.meta?.invalidates ?? []).map((key) => String(key[0])))].sort();
}

describe('the table of effects', () => {
  it.each([
    ['an invite', inviteUserMutation, ['accounts', 'users']],
    ['a placement create', createPlacementMutation, ['accounts', 'inventory', 'placements']],
    ['a placement update', updatePlacementMutation, ['accounts', 'inventory', 'placements']],
    ['a placement import', importPlacementsMutation, ['accounts', 'inventory', 'placements']],
    ['a creative upload', uploadCreativeMutation, ['creatives', 'reviews']],
    ['an approval', approveReviewMutation, ['creatives', 'reviews']],
    ['a rejection', rejectReviewMutation, ['creatives', 'reviews']],
    ['a campaign create', createCampaignMutation, ['accounts', 'campaigns', 'reports']],
    ['a campaign update', updateCampaignMutation, ['accounts', 'campaigns', 'reports']],
    ['an account create', createAccountMutation, ['accounts']],
    ['an account update', updateAccountMutation, ['accounts']],
    ['a bidder create', createBidderMutation, ['bidders']],
    ['a bidder update', updateBidderMutation, ['bidders']],
  ] as const)('%s changes %j', (_what, options, expected) => {
    expect(resources(options)).toEqual(expected);
  });

  it('a campaign toggle invalidates accounts and reports (it patches the campaigns itself)', () => {
    expect(resources(setCampaignPublishedMutation)).toEqual(['accounts', 'reports']);
  });

  it('keys go from general to specific, so `all` covers every list and detail', () => {
    expect(accountKeys.users('a1').slice(0, 1)).toEqual(accountKeys.all);
    expect(placementKeys.detail('p1').slice(0, 1)).toEqual(placementKeys.all);
    expect(reviewKeys.list('Pending').slice(0, 1)).toEqual(reviewKeys.all);
    expect(inventoryKeys.list({ states: ['CA'] }).slice(0, 1)).toEqual(inventoryKeys.all);
    expect(reportKeys.detail('r1', { start: '2026-01-01' }).slice(0, 1)).toEqual(reportKeys.all);
    expect(campaignKeys.detail('c1')).not.toEqual(campaignKeys.list());
    expect(creativeKeys.list()).not.toEqual(bidderKeys.list());
    expect(userKeys.list()).toEqual(['users', 'list']);
  });
});

describe('the query client invalidates what a save declares', () => {
  it('marks the declared keys stale and leaves the others alone', async () => {
    const client = createQueryClient();
    client.setQueryData(accountKeys.list(), []);
    client.setQueryData(userKeys.list(), []);
    client.setQueryData(bidderKeys.list(), []);
    const observer = new MutationObserver(client, {
      mutationFn: async () => 'saved',
      meta: { invalidates: [accountKeys.all, userKeys.all] },
    });
    await observer.mutate();
    const state = (key: QueryKey) => client.getQueryState(key)?.isInvalidated;
    expect(state(accountKeys.list())).toBe(true);
    expect(state(userKeys.list())).toBe(true);
    expect(state(bidderKeys.list())).toBe(false);
  });

  it('invalidates nothing when the save fails', async () => {
    const client = createQueryClient();
    client.setQueryData(accountKeys.list(), []);
    const observer = new MutationObserver(client, {
      mutationFn: async () => {
        throw new Error('nope');
      },
      meta: { invalidates: [accountKeys.all] },
    });
    await expect(observer.mutate()).rejects.toThrow('nope');
    expect(client.getQueryState(accountKeys.list())?.isInvalidated).toBe(false);
  });
});
