// Crashes outside a screen's own boundary (issue 20, finding 8): the router's error pages at the
// root and at the shell, and a screen's boundary that resets when the route's params change.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { APP_ROUTE_ID, routes, SHELL_ROUTE_ID } from '@/app/router';
import { sessionStore } from '@/lib/session/session';
import { getDb } from '@/mocks/db';
import { renderRoute, signInAs, stubLocation, stubLocationAssign } from '../utils';

function Boom(): never {
  throw new Error('secret stack detail');
}

/** The app's routes with a crashing child added under the route with this id. */
function withCrashUnder(id: string, path: string): RouteObject[] {
  const add = (list: RouteObject[]): RouteObject[] =>
    list.map((route): RouteObject => {
      if (route.index) return route;
      // Destructured: the lint rule takes a route's `.children` for the DOM's.
      const { children: nested } = route;
      const children = nested && add(nested);
      if (route.id !== id) return { ...route, children };
      return { ...route, children: [{ path, element: <Boom /> }, ...(children ?? [])] };
    });
  return add(routes);
}

function renderRoutes(list: RouteObject[], path: string) {
  const router = createMemoryRouter(list, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user: userEvent.setup({ delay: null }) };
}

describe('crashes outside a screen', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('the root shows a friendly page with Reload and Sign out, and no stack trace in production', async () => {
    vi.stubEnv('PROD', true);
    vi.stubEnv('DEV', false);
    renderRoutes(withCrashUnder(APP_ROUTE_ID, '/boom'), '/boom');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
    expect(screen.queryByText(/secret stack detail/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  });

  it('the shell shows it too, and Sign out ends the session and goes to /sign-in', async () => {
    await signInAs('dsp');
    const assign = stubLocationAssign();
    const { user } = renderRoutes(withCrashUnder(SHELL_ROUTE_ID, '/shell-boom'), '/shell-boom');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(sessionStore.get()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/sign-in');
  });

  it('Reload reloads the page', async () => {
    const reload = vi.fn();
    stubLocation({ reload });
    const { user } = renderRoutes(withCrashUnder(APP_ROUTE_ID, '/boom'), '/boom');
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("a screen's error boundary", () => {
  it('resets when the route params change (another record opens)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs('dsp');
    const broken = getDb().campaigns.find((campaign) => campaign.id === 'cmp_1');
    if (!broken) throw new Error('cmp_1 is not in the demo seed');
    // A reply the screen cannot render (an object where text belongs) crashes it.
    (broken as unknown as { name: unknown }).name = { not: 'text' };
    const { router } = renderRoute('/campaigns/cmp_1');
    expect(await screen.findByText('This screen could not be shown.')).toBeVisible();
    await act(() => router.navigate('/campaigns/cmp_2'));
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(/could not/);
    await waitFor(() =>
      expect(screen.queryByText('This screen could not be shown.')).not.toBeInTheDocument(),
    );
  });
});
