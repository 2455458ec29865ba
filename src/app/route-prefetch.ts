// Data that starts at the click (issue 27): every route's loader starts its screen's code and
// first reads (src/app/route-data.ts) when the navigation starts, and returns at once: the URL
// changes and the screen shows its loading state as before, while both are on their way. The
// same start is made on intent (src/app/route-intent.ts): the pointer resting on, or focus
// reaching, a link or a row that opens a screen.
import {
  matchPath,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { screenAt } from '@/app/preload';
import { ROUTE_READS } from '@/app/route-data';
import { SCREENS } from '@/app/route-screens';
import { ROUTES } from '@/config/routes';
import { queryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session';

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
  const reads = ROUTE_READS[screen];
  if (!reads) return;
  const params = matchPath(ROUTES[screen].path, url.pathname)?.params ?? {};
  const read = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) =>
    client
      .fetchQuery(intent ? { ...options, meta: { ...options.meta, background: true } } : options)
      .catch(noop);
  await apiReady;
  await reads({ params, search: url.searchParams, session, read }).catch(noop);
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
