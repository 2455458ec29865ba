import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
import { ProtectedLayout, PublicScreen, RoleHome, RouteScreen } from '@/app/guards';
import { LazyScreen } from '@/app/lazy-screen';
import { RouteErrorPage } from '@/app/route-error';
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

/**
 * A signed-in route's loader (loadScreen, route-prefetch.ts), run on the first load too. Its
 * code comes with the signed-in shell's (route-intent.ts imports it), never with /sign-in's.
 */
const loadScreen = (args: LoaderFunctionArgs) =>
  import('@/app/route-prefetch').then((module) => module.loadScreen(args));

/**
 * A loader runs again only when the path changes: a screen's own view changes (a tab, a
 * filter typed into the URL) are the screen's to read, not one read per keystroke.
 */
const onPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

const loaderOf = (id: RouteId) =>
  ({ id: `screen:${id}`, loader: loadScreen, shouldRevalidate: onPathChange }) as const;

// A crash a screen's own boundary (lazy-screen.tsx) does not catch, in the shell, a guard or the
// router, shows the error page: in place of the shell, or of everything.
export const routes: RouteObject[] = [
  {
    id: APP_ROUTE_ID,
    errorElement: <RouteErrorPage />,
    // Until the first loaders are done (main.tsx renders once the first screen's code is here,
    // so the wait is a task or two): nothing, as before the first render.
    HydrateFallback: () => null,
    children: [
      ...PUBLIC_IDS.map((id) => ({ path: ROUTES[id].path, element: <PublicScreen id={id} /> })),
      {
        id: SHELL_ROUTE_ID,
        element: <ProtectedLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          { path: '/', element: <RoleHome />, ...loaderOf('root') },
          ...protectedIds.map((id) => ({
            path: ROUTES[id].path,
            element: <RouteScreen id={id} />,
            ...loaderOf(id),
          })),
        ],
      },
      { path: '*', element: <LazyScreen load={FALLBACK_SCREENS.notFound} /> },
    ],
  },
];
