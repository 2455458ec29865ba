// src/api/campaigns.ts, the bulk set (issues 21 and 26): each campaign read, then toggled only
// where it differs, at most four at a time, every outcome reported instead of a throw, each
// state the server reports written into the cached list and detail as it arrives, and what the
// bulk set declares it changes.
import { MutationObserver, type QueryKey } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  BULK_TOGGLE_CONCURRENCY,
  setCampaignsPublished,
  setCampaignsPublishedMutation,
} from '@/api/campaigns';
import { accountKeys, campaignKeys, reportKeys } from '@/api/keys';
import { ApiError } from '@/lib/http/api-error';
import { createQueryClient } from '@/lib/cache/query-client';
import { server } from '@/mocks/server';
import type { Campaign, CampaignList } from '@/types/api';
import { captureRequests, signInAs } from '../utils';

const flips = (requests: { path: string }[]) =>
  requests.filter((r) => r.path.endsWith('/togglePublished')).map((r) => r.path.split('/')[2]);

describe('setCampaignsPublished', () => {
  it('pauses the active ones, reports the paused one as already paused and every failure instead of throwing', async () => {
    await signInAs('dsp');
    const requests = captureRequests();
    const heard: string[] = [];
    // cmp_1 is active, cmp_2 paused, cmp_nope does not exist.
    const outcome = await setCampaignsPublished(
      { ids: ['cmp_1', 'cmp_nope', 'cmp_2'], isPublished: false },
      (id, state) => heard.push(`${id}:${String(state)}`),
    );
    expect(outcome.done).toEqual(['cmp_1']);
    expect(outcome.already).toEqual(['cmp_2']);
    expect(outcome.failed).toHaveLength(1);
    expect(outcome.failed[0]!.id).toBe('cmp_nope');
    expect(outcome.failed[0]!.error).toBeInstanceOf(ApiError);
    // The read's state, then the flip's reply.
    expect(heard.sort()).toEqual(['cmp_1:false', 'cmp_1:true', 'cmp_2:false']);
    await requests.settled();
    expect(flips(requests.requests)).toEqual(['cmp_1']);
  });

  it('keeps at most four campaigns in flight', async () => {
    await signInAs('dsp');
    let inFlight = 0;
    let most = 0;
    const track = async (reply: object) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await delay(5);
      inFlight -= 1;
      return HttpResponse.json(reply);
    };
    server.use(
      http.get('*/v1/campaigns/:id/togglePublished', () => track({ isPublished: false })),
      http.get('*/v1/campaigns/:id', ({ params }) => track({ id: params.id, isPublished: true })),
    );
    const ids = Array.from({ length: 9 }, (_, i) => `c${i}`);
    const outcome = await setCampaignsPublished({ ids, isPublished: false });
    expect(outcome.done).toHaveLength(9);
    expect(BULK_TOGGLE_CONCURRENCY).toBe(4);
    expect(most).toBe(4);
  });

  it('a bulk set of no campaigns sends nothing', async () => {
    expect(await setCampaignsPublished({ ids: [], isPublished: true })).toEqual({
      done: [],
      already: [],
      failed: [],
    });
  });
});

describe('the bulk set mutation', () => {
  it('writes each state the server reports into the cached list and detail, and invalidates accounts and reports', async () => {
    await signInAs('dsp');
    const declared = (setCampaignsPublishedMutation.meta?.invalidates ?? []) as readonly QueryKey[];
    expect(declared).toEqual([accountKeys.all, reportKeys.all]);

    const client = createQueryClient();
    const row = (id: string, isPublished: boolean) => ({ id, isPublished }) as Campaign;
    // The cache is old: cmp_2 shows active, but the server has it paused.
    client.setQueryData<CampaignList>(campaignKeys.list(), {
      campaigns: [row('cmp_1', true), row('cmp_5', true), row('cmp_2', true)],
      snapshot_iframe_url: '',
    });
    client.setQueryData(campaignKeys.detail('cmp_5'), row('cmp_5', true));
    client.setQueryData(accountKeys.all, 'stale?');
    const observer = new MutationObserver(client, setCampaignsPublishedMutation);
    const outcome = await observer.mutate({ ids: ['cmp_1', 'cmp_5', 'cmp_2'], isPublished: false });

    expect(outcome.failed).toEqual([]);
    expect(outcome.already).toEqual(['cmp_2']);
    expect(
      client.getQueryData<CampaignList>(campaignKeys.list())?.campaigns.map((c) => c.isPublished),
    ).toEqual([false, false, false]);
    expect(client.getQueryData<Campaign>(campaignKeys.detail('cmp_5'))?.isPublished).toBe(false);
    await expect.poll(() => client.getQueryState(accountKeys.all)?.isInvalidated).toBe(true);
  });
});
