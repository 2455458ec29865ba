import { focusManager, QueryClient, useQuery } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CACHE_CHANNEL, connectCacheSync } from '@/lib/cache/cache-sync';
import { createQueryClient } from '@/lib/cache/query-client';
import { placementKeys } from '@/api/keys';
import { batchJobQueryOptions, placementListStreamQueryOptions } from '@/api/placements';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/server';
import { signInAs } from '../../utils';

/** Two tabs' caches, each holding a fresh bidder list, connected on one test channel. */
function twoTabs(ownerA = 'u1', ownerB = 'u1') {
  const channelName = `${CACHE_CHANNEL}.test.${Math.random()}`;
  const a = new QueryClient();
  const b = new QueryClient();
  for (const client of [a, b]) {
    client.setQueryData(['bidders', 'list'], []);
    client.setQueryData(['campaigns', 'list'], []);
  }
  const stops = [
    connectCacheSync(a, { channelName, owner: () => ownerA }),
    connectCacheSync(b, { channelName, owner: () => ownerB }),
  ];
  onTestFinished(() => stops.forEach((stop) => stop()));
  return { a, b, channelName };
}

const invalidated = (client: QueryClient, key: string[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

describe('cache sync across tabs', () => {
  it("a save in one tab invalidates the keys it declares in another tab's cache", async () => {
    const { a, b } = twoTabs();
    await a
      .getMutationCache()
      .build(a, { mutationFn: async () => ({ id: 'c1' }), meta: { invalidates: [['campaigns']] } })
      .execute(undefined);
    await waitFor(() => expect(invalidated(b, ['campaigns', 'list'])).toBe(true));
    expect(invalidated(b, ['bidders', 'list'])).toBe(false);
  });

  it("a toggle that patched its list in place invalidates that list in another tab's cache", async () => {
    const { a, b } = twoTabs();
    await a
      .getMutationCache()
      .build(a, {
        mutationFn: async () => ({ isActive: false }),
        onSuccess: () => a.setQueryData(['bidders', 'list'], [{ id: 'b1', isActive: false }]),
      })
      .execute(undefined);
    await waitFor(() => expect(invalidated(b, ['bidders', 'list'])).toBe(true));
    // The tab that saved keeps its own patched answer.
    expect(invalidated(a, ['bidders', 'list'])).toBe(false);
  });

  it("a save by another signed-in user does not touch this tab's cache", async () => {
    const { a, b } = twoTabs('u1', 'u2');
    await a
      .getMutationCache()
      .build(a, { mutationFn: async () => ({}), meta: { invalidates: [['campaigns']] } })
      .execute(undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(invalidated(b, ['campaigns', 'list'])).toBe(false);
  });

  it('a streamed read (the placements list, written as it comes) goes to no other tab: the other tab’s copy stays fresh', async () => {
    await signInAs('ssp');
    const { a, b } = twoTabs('usr_ssp', 'usr_ssp');
    b.setQueryData(placementKeys.listStreamed(), { items: [], complete: true });
    await a.fetchQuery(placementListStreamQueryOptions());
    expect(a.getQueryData(placementKeys.listStreamed())).toMatchObject({ complete: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(invalidated(b, [...placementKeys.listStreamed()])).toBe(false);
  });

  it('a failed save invalidates nothing in the other tabs', async () => {
    const { a, b } = twoTabs();
    await a
      .getMutationCache()
      .build(a, {
        mutationFn: () => Promise.reject(new Error('no')),
        meta: { invalidates: [['campaigns']] },
      })
      .execute(undefined)
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(invalidated(b, ['campaigns', 'list'])).toBe(false);
  });
});

describe('refetch on window focus', () => {
  afterEach(() => {
    vi.useRealTimers();
    focusManager.setFocused(undefined);
  });

  it('a list older than its stale time is fetched again when the tab regains focus', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = createQueryClient();
    const queryFn = vi.fn(async () => ['b1']);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useQuery({ queryKey: ['bidders', 'list'], queryFn }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual(['b1']));
    expect(queryFn).toHaveBeenCalledTimes(1);
    focusManager.setFocused(false);
    vi.setSystemTime(Date.now() + 31_000);
    focusManager.setFocused(true);
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    client.clear();
  });
});

// MANY-CROSS-TAB: a bulk import is no save of the tab's own (its job is polled), yet what it
// changed is fresh in the other tabs once the job is seen ending.
describe('a bulk import seen ending', () => {
  it("invalidates the placements and the history in another tab's cache", async () => {
    const { a, b } = twoTabs();
    b.setQueryData(placementKeys.list(), []);
    b.setQueryData(['history', 'list'], []);
    const job = { jobId: 'job_1', status: 'Running', processed: 1, total: 2 };
    server.use(http.get('*/v1/placements/batch/job_1', () => HttpResponse.json(job)));
    await a.fetchQuery(batchJobQueryOptions('job_1'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(b.getQueryState(placementKeys.list())?.isInvalidated).toBe(false);

    Object.assign(job, { status: 'Complete', processed: 2 });
    await a.fetchQuery({ ...batchJobQueryOptions('job_1'), staleTime: 0 });
    await waitFor(() => expect(b.getQueryState(placementKeys.list())?.isInvalidated).toBe(true));
    expect(invalidated(b, ['history', 'list'])).toBe(true);
  });
});
