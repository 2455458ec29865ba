// Before the first render, load the code of the screen the URL opens (and the shell for a
// signed-in screen), so it renders at once instead of after a Suspense fallback: the first
// screen paints sooner, and no page downloads code it does not use.
import { matchRoutes } from 'react-router-dom';
import { preloadShell } from '@/app/guards';
import { preloadScreen } from '@/app/lazy-screen';
import { SCREENS } from '@/app/route-screens';
import { hasAnyRole, homeFor, ROUTE_LIST, type RouteId } from '@/config/routes';
import { sessionStore } from '@/lib/session';

const HOME_SCREEN: Record<ReturnType<typeof homeFor>, RouteId | null> = {
  accounts: 'accounts',
  dspHome: 'home',
  reports: 'reports',
  misconfigured: null,
};

export function initialScreen(pathname: string): { screen: RouteId | null; shell: boolean } {
  const matched = matchRoutes(
    ROUTE_LIST.map((def) => ({ path: def.path, id: def.id })),
    pathname,
  )?.at(-1)?.route;
  const def = ROUTE_LIST.find((route) => route.id === matched?.id);
  if (!def) return { screen: null, shell: false };
  if (def.public) return { screen: def.id, shell: false };
  const session = sessionStore.get();
  if (!session) return { screen: null, shell: false };
  if (def.id === 'root') return { screen: HOME_SCREEN[homeFor(session.roles)], shell: true };
  return { screen: hasAnyRole(session.roles, def.roles) ? def.id : null, shell: true };
}

export async function preloadInitialRoute(pathname: string): Promise<void> {
  const { screen, shell } = initialScreen(pathname);
  const loads: Promise<void>[] = [];
  if (screen && screen !== 'root') loads.push(preloadScreen(SCREENS[screen]));
  if (shell) loads.push(preloadShell());
  // A failed preload is not an error: the screen loads lazily and shows Retry if it fails again.
  await Promise.allSettled(loads);
}
