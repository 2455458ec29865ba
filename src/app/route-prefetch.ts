// Data that starts at the click (issue 27): every route's loader starts its screen's code and
// first reads (src/app/route-data.ts) when the navigation starts, and returns at once: the URL
// changes and the screen shows its loading state as before, while both are on their way. The
// same start is made on intent (src/app/route-intent.ts): the pointer resting on, or focus
// reaching, a link or a row that opens a screen.
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { screenAt } from '@/app/preload';
import { SCREENS } from '@/app/route-screens';
import { ROUTES } from '@/config/routes';
import { queryClient } from '@/lib/cache/query-client';
import { sessionStore } from '@/lib/session/session';

// Demo mode answers the API from a service worker, started after the router is made: reads wait
// for it (src/main.tsx), or they would reach the static server. Elsewhere there is nothing to
// wait for.
let apiReady: Promise<unknown> = Promise.resolve();

/** Reads started from now on wait for `ready` (settled either way). */
export function holdReadsUntil(ready: Promise<unknown>): void {
  apiReady = ready.catch(() => undefined);
}

export interface PrefetchOptions {
  /**
   * Warmed on intent, not asked for: a failed read is not announced (the screen, if opened,
   * reads again and says so). A navigation's own reads fail as the screen's would.
   */
  intent?: boolean;
  client?: QueryClient;
}

const noop = () => undefined;

type RouteReadsModule = typeof import('@/app/route-data');
let routeReads: Promise<RouteReadsModule> | null = null;

/**
 * The table of first reads, a chunk of its own: the sign-in screen never downloads it. The
 * shell asks for it as soon as it is shown (warmRouteReads), so a navigation finds it loaded.
 */
export function warmRouteReads(): Promise<RouteReadsModule> {
  routeReads ??= import('@/app/route-data').catch((error: unknown) => {
    routeReads = null;
    throw error;
  });
  return routeReads;
}

/**
 * Start the code and first reads of the screen at `path` (the path with its query string), if
 * the signed-in user may open it: a screen they may not open asks the API nothing. Resolves
 * once the reads have settled (never rejects).
 */
export async function prefetchRoute(
  path: string,
  { intent = false, client = queryClient }: PrefetchOptions = {},
): Promise<void> {
  const url = new URL(path, 'http://console.invalid');
  const { screen } = screenAt(url.pathname);
  const session = sessionStore.get();
  if (!screen || screen === 'root' || !session || ROUTES[screen].public) return;
  SCREENS[screen]().catch(noop);
  const reads = await warmRouteReads().catch(noop);
  await apiReady;
  await reads?.readScreen(screen, url, session, { intent, client });
}

/** A route's loader: starts the screen's code and reads, and lets the navigation go on. */
export function startRouteReads({ request }: LoaderFunctionArgs): null {
  const { pathname, search } = new URL(request.url);
  void prefetchRoute(`${pathname}${search}`);
  return null;
}

/**
 * A loader runs again only when the path changes: a screen's own view changes (a tab, a
 * filter typed into the URL) are the screen's to read, not one read per keystroke.
 */
export const onPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;
