import type { HydrationState, RouteObject } from 'react-router-dom';
import { ProtectedLayout, PublicScreen, RoleHome, RouteScreen } from '@/app/guards';
import { LazyScreen } from '@/app/lazy-screen';
import { RouteErrorPage } from '@/app/route-error';
import { onPathChange, startRouteReads } from '@/app/route-prefetch';
import { FALLBACK_SCREENS } from '@/app/screen-routes';
import { ROUTE_LIST, ROUTES, type RouteId } from '@/config/routes';

type PublicId = 'signIn' | 'forgotPassword' | 'resetPassword' | 'signUp';
const PUBLIC_IDS: PublicId[] = ['signIn', 'forgotPassword', 'resetPassword', 'signUp'];

const protectedIds = ROUTE_LIST.filter((def) => !def.public && def.id !== 'root').map(
  (def) => def.id as Exclude<RouteId, 'root' | PublicId>,
);

/** The pathless route around every other, and the signed-in shell's: both have the error page. */
export const APP_ROUTE_ID = 'app';
export const SHELL_ROUTE_ID = 'shell';

/** A signed-in route's loader: its screen's code and first reads start with the navigation. */
const readsOf = (id: RouteId) =>
  ({ id: `reads:${id}`, loader: startRouteReads, shouldRevalidate: onPathChange }) as const;
const readingIds: RouteId[] = ['root', ...protectedIds];

/**
 * The router starts "loaded": the first screen renders at once, not after a first round of
 * loaders (its reads are started by src/main.tsx, where demo mode can hold them until its API
 * answers). Every navigation after that runs its route's loader.
 */
export const INITIAL_STATE: HydrationState = {
  loaderData: Object.fromEntries(readingIds.map((id) => [readsOf(id).id, null])),
};

// A crash a screen's own boundary (lazy-screen.tsx) does not catch, in the shell, a guard or the
// router, shows the error page: in place of the shell, or of everything.
export const routes: RouteObject[] = [
  {
    id: APP_ROUTE_ID,
    errorElement: <RouteErrorPage />,
    children: [
      ...PUBLIC_IDS.map((id) => ({ path: ROUTES[id].path, element: <PublicScreen id={id} /> })),
      {
        id: SHELL_ROUTE_ID,
        element: <ProtectedLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          { path: '/', element: <RoleHome />, ...readsOf('root') },
          ...protectedIds.map((id) => ({
            path: ROUTES[id].path,
            element: <RouteScreen id={id} />,
            ...readsOf(id),
          })),
        ],
      },
      { path: '*', element: <LazyScreen load={FALLBACK_SCREENS.notFound} /> },
    ],
  },
];
