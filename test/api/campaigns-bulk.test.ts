// src/api/campaigns.ts, the bulk toggle (issue 21, item 2): one toggle per campaign, at most
// four in flight, every outcome reported instead of a throw, each reply written into the cached
// list and detail as it arrives, and what the bulk toggle declares it changes.
import { MutationObserver, type QueryKey } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BULK_TOGGLE_CONCURRENCY, toggleCampaigns, toggleCampaignsMutation } from '@/api/campaigns';
import { accountKeys, campaignKeys, reportKeys } from '@/api/keys';
import { ApiError } from '@/lib/api-error';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/mocks/server';
import type { Campaign, CampaignList } from '@/types/api';
import { signInAs } from '../utils';

describe('toggleCampaigns', () => {
  it('toggles each campaign and reports every failure instead of throwing', async () => {
    await signInAs('dsp');
    const replies: string[] = [];
    const outcome = await toggleCampaigns(['cmp_1', 'cmp_nope', 'cmp_2'], (id, reply) =>
      replies.push(`${id}:${String(reply.isPublished)}`),
    );
    expect(outcome.toggled.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'cmp_1', isPublished: false },
      { id: 'cmp_2', isPublished: true },
    ]);
    expect(replies.sort()).toEqual(['cmp_1:false', 'cmp_2:true']);
    expect(outcome.failed).toHaveLength(1);
    expect(outcome.failed[0]!.id).toBe('cmp_nope');
    expect(outcome.failed[0]!.error).toBeInstanceOf(ApiError);
  });

  it('keeps at most four toggles in flight', async () => {
    await signInAs('dsp');
    let inFlight = 0;
    let most = 0;
    server.use(
      http.get('*/v1/campaigns/:id/togglePublished', async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await delay(5);
        inFlight -= 1;
        return HttpResponse.json({ isPublished: false });
      }),
    );
    const ids = Array.from({ length: 9 }, (_, i) => `c${i}`);
    const outcome = await toggleCampaigns(ids);
    expect(outcome.toggled).toHaveLength(9);
    expect(BULK_TOGGLE_CONCURRENCY).toBe(4);
    expect(most).toBe(4);
  });

  it('does nothing for no ids', async () => {
    expect(await toggleCampaigns([])).toEqual({ toggled: [], failed: [] });
  });
});

describe('the bulk toggle mutation', () => {
  it('writes each reply into the cached list and detail, and invalidates accounts and reports', async () => {
    await signInAs('dsp');
    const declared = (toggleCampaignsMutation.meta?.invalidates ?? []) as readonly QueryKey[];
    expect(declared).toEqual([accountKeys.all, reportKeys.all]);

    const client = createQueryClient();
    const row = (id: string, isPublished: boolean) => ({ id, isPublished }) as Campaign;
    client.setQueryData<CampaignList>(campaignKeys.list(), {
      campaigns: [row('cmp_1', true), row('cmp_5', true), row('cmp_2', false)],
      snapshot_iframe_url: '',
    });
    client.setQueryData(campaignKeys.detail('cmp_5'), row('cmp_5', true));
    client.setQueryData(accountKeys.all, 'stale?');
    const observer = new MutationObserver(client, toggleCampaignsMutation);
    const outcome = await observer.mutate(['cmp_1', 'cmp_5']);

    expect(outcome.failed).toEqual([]);
    expect(
      client.getQueryData<CampaignList>(campaignKeys.list())?.campaigns.map((c) => c.isPublished),
    ).toEqual([false, false, false]);
    expect(client.getQueryData<Campaign>(campaignKeys.detail('cmp_5'))?.isPublished).toBe(false);
    await expect.poll(() => client.getQueryState(accountKeys.all)?.isInvalidated).toBe(true);
  });
});
