// Helpers of the route-loader tests (issue 27, item 1): a route's loader starts its screen's
// reads, and they are the screen's own. Every route is rendered as each login that may open it,
// one file per login (route-reads-<login>.test.tsx) so that no single file holds the suite's
// longest run.
import { ROUTE_EXAMPLES } from '@/mocks/seed/route-examples';
import { screen, waitFor } from '@testing-library/react';
import { expect, it, onTestFinished } from 'vitest';
import { prefetchRoute } from '@/app/route-prefetch';
import { SCREEN_ROUTES } from '@/app/screen-routes';
import { hasAnyRole, ROUTE_LIST } from '@/config/routes';
import { queryClient } from '@/lib/cache/query-client';
import { seedUsers } from '@/mocks/seed/users';
import { server } from '@/mocks/server';
import { DEMO_LOGINS, renderRoute, signInAs } from '../utils';

type Login = 'admin' | 'dsp' | 'ssp' | 'multi';

const rolesOf = (login: Login) =>
  seedUsers().find((user) => user.email === DEMO_LOGINS[login])?.roles ?? [];

/** The API calls made from now on, the shell's pending-reviews figure left out. */
export function captureCalls(): string[] {
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

/**
 * One test per route the login may open: after its loader, the screen asks the API nothing.
 * `part` splits the login's routes into `of` files (the multi-role login opens 32).
 */
export function screenReadsNothingMore(login: Login, { part = 1, of = 1 } = {}) {
  const opened = ROUTE_LIST.filter(
    (route) => !route.public && (route.id === 'root' || hasAnyRole(rolesOf(login), route.roles)),
  );
  for (const route of opened.filter((_, index) => index % of === part - 1)) {
    // A record of the login's own account (a failed read is read again by the screen).
    const url =
      route.id === 'reportDetail' && login === 'ssp'
        ? '/reports/rpt_all_placements'
        : (ROUTE_EXAMPLES[route.id] ?? route.path);
    it(`${url} as ${login}: the screen reads nothing its loader did not`, async () => {
      // The screen's code first, so its compile time in this worker (the inventory's map: 3.5 s
      // alone, over 15 s beside CI's other steps at load 10) is no part of the wait below.
      if (route.id !== 'root') await SCREEN_ROUTES[route.id].screen();
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
