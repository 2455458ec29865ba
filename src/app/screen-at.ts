// The screen a URL shows the signed-in user: for the first render (src/app/preload.ts) and for
// every route's loader and intent (src/app/route-prefetch.ts). Free of React and React Router:
// the boot chunk runs it.
import { findRoute, hasAnyRole, homeFor, type RouteId } from '@/config/routes';
import { sessionStore } from '@/lib/session/session';

const HOME_SCREEN: Record<ReturnType<typeof homeFor>, RouteId | null> = {
  accounts: 'accounts',
  dspHome: 'home',
  reports: 'reports',
  misconfigured: null,
};

export function screenAt(pathname: string): { screen: RouteId | null; shell: boolean } {
  const def = findRoute(pathname);
  if (!def) return { screen: null, shell: false };
  if (def.public) return { screen: def.id, shell: false };
  const session = sessionStore.get();
  if (!session) return { screen: null, shell: false };
  if (def.id === 'root') return { screen: HOME_SCREEN[homeFor(session.roles)], shell: true };
  return { screen: hasAnyRole(session.roles, def.roles) ? def.id : null, shell: true };
}
