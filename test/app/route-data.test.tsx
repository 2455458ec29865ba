// Data that starts at the click (issue 27, item 1): a route's loader starts its screen's reads,
// and they are the screen's own: after the loader, the screen asks the API nothing more.
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, onTestFinished } from 'vitest';
import { campaignKeys } from '@/api/keys';
import { prefetchRoute } from '@/app/route-prefetch';
import { INITIAL_STATE, routes } from '@/app/router';
import { hasAnyRole, navItemsFor, ROUTE_LIST } from '@/config/routes';
import { queryClient } from '@/lib/query-client';
import { seedUsers } from '@/mocks/seed/users';
import { server } from '@/mocks/server';
import { captureRequests, DEMO_LOGINS, renderRoute, signInAs } from '../utils';

const LOGINS = ['admin', 'dsp', 'ssp', 'multi'] as const;
const rolesOf = (login: (typeof LOGINS)[number]) =>
  seedUsers().find((user) => user.email === DEMO_LOGINS[login])?.roles ?? [];

/** The API calls made from now on, the shell's pending-reviews figure left out. */
function captureCalls(): string[] {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const { pathname, search } = new URL(request.url);
    const call = `${request.method} ${pathname.replace(/^.*\/v1/, '')}${search}`;
    if (call !== 'GET /reviews?status=Pending') calls.push(call);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return calls;
}

// The end of a read changes no element when the screen is not rendered yet, so waitFor sees it
// only at its next poll: every 5 ms, not the default 50 ms (150 visits to the mock API here).
const POLL = { interval: 5 };

async function settled() {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0), POLL);
  // A read that leads to another (the campaign's report) starts it a tick later.
  await new Promise((resolve) => setTimeout(resolve, 50));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0), POLL);
}

describe('route loaders', () => {
  it("a navigation's loader reads the campaigns before any screen renders", async () => {
    await signInAs('dsp');
    // The route table alone, never rendered: only the loader can have started the read.
    const router = createMemoryRouter(routes, {
      initialEntries: ['/home'],
      hydrationData: INITIAL_STATE,
    });
    await router.navigate('/campaigns');
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
    const { warmScreenReads } = await import('@/app/route-data');
    await warmScreenReads(
      navItemsFor(session.roles).map((item) => item.route),
      session,
    );
    expect(calls).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  for (const route of ROUTE_LIST.filter((def) => !def.public)) {
    for (const login of LOGINS) {
      if (route.id !== 'root' && !hasAnyRole(rolesOf(login), route.roles)) continue;
      // A record of the login's own account (a failed read is read again by the screen).
      const url =
        route.id === 'reportDetail' && login === 'ssp'
          ? '/reports/rpt_all_placements'
          : (route.example ?? route.path);
      it(`${url} as ${login}: the screen reads nothing its loader did not`, async () => {
        await signInAs(login);
        await prefetchRoute(url);
        await settled();
        const calls = captureCalls();
        renderRoute(url);
        // A screen's code is compiled at its first render in this worker: the inventory's map
        // took 3.5 s alone and over 5 s (the default wait) beside CI's end-to-end suite.
        await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
        await settled();
        expect(calls).toEqual([]);
      });
    }
  }
});
