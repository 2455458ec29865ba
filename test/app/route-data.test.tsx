// Data that starts at the click (issue 27, item 1): a route's loader starts its screen's reads,
// and they are the screen's own: after the loader, the screen asks the API nothing more (every
// route as every login: route-reads-<login>.test.tsx).
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { campaignKeys } from '@/api/keys';
import { prefetchRoute } from '@/app/route-prefetch';
import { warmScreenReads } from '@/app/route-intent';
import { routes } from '@/app/router';
import { navItemsFor } from '@/config/nav';
import { queryClient } from '@/lib/cache/query-client';
import { captureRequests, signInAs } from '../utils';
import { captureCalls } from './route-reads';

describe('route loaders', () => {
  it("a navigation's loader reads the campaigns before any screen renders", async () => {
    await signInAs('dsp');
    // The route table alone, never rendered: only the loader can have started the read.
    const router = createMemoryRouter(routes, {
      initialEntries: ['/home'],
    });
    await router.navigate('/campaigns');
    await waitFor(() =>
      expect(queryClient.getQueryData(campaignKeys.list())).toMatchObject({
        campaigns: expect.arrayContaining([expect.objectContaining({ name: 'Cold Brew Summer' })]),
      }),
    );
    router.dispose();
  });

  it("the first load's loader reads too: no first loader is skipped", async () => {
    await signInAs('dsp');
    // Never rendered: only the router's first loader can have started the read.
    const router = createMemoryRouter(routes, { initialEntries: ['/campaigns'] });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    await waitFor(() =>
      expect(queryClient.getQueryData(campaignKeys.list())).toMatchObject({
        campaigns: expect.arrayContaining([expect.objectContaining({ name: 'Cold Brew Summer' })]),
      }),
    );
    router.dispose();
  });

  it('a route the user may not open reads nothing', async () => {
    await signInAs('ssp');
    const { requests } = captureRequests();
    await prefetchRoute('/campaigns');
    await prefetchRoute('/bidders/bid_openrtb/edit');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(requests).toEqual([]);
  });

  it("warming the sidebar's screens loads their read code and asks the API nothing", async () => {
    const session = await signInAs('multi');
    const calls = captureCalls();
    await warmScreenReads(navItemsFor(session.roles).map((item) => item.route));
    expect(calls).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
