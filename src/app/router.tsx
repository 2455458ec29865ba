import type { RouteObject } from 'react-router-dom';
import { ProtectedLayout, PublicScreen, RoleHome, RouteScreen } from '@/app/guards';
import { LazyScreen } from '@/app/lazy-screen';
import { FALLBACK_SCREENS } from '@/app/route-screens';
import { ROUTE_LIST, ROUTES, type RouteId } from '@/config/routes';

type PublicId = 'signIn' | 'forgotPassword' | 'resetPassword' | 'signUp';
const PUBLIC_IDS: PublicId[] = ['signIn', 'forgotPassword', 'resetPassword', 'signUp'];

const protectedIds = ROUTE_LIST.filter((def) => !def.public && def.id !== 'root').map(
  (def) => def.id as Exclude<RouteId, 'root' | PublicId>,
);

export const routes: RouteObject[] = [
  ...PUBLIC_IDS.map((id) => ({ path: ROUTES[id].path, element: <PublicScreen id={id} /> })),
  {
    element: <ProtectedLayout />,
    children: [
      { path: '/', element: <RoleHome /> },
      ...protectedIds.map((id) => ({ path: ROUTES[id].path, element: <RouteScreen id={id} /> })),
    ],
  },
  { path: '*', element: <LazyScreen load={FALLBACK_SCREENS.notFound} /> },
];
