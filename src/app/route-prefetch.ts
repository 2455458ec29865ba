// Data that starts at the click (issue 27): every route's loader starts its screen's code and
// first reads (declared by its feature, src/features/<area>/routes/index.ts) when the navigation
// starts. The same start is made on intent (src/app/route-intent.ts): the pointer resting on, or
// focus reaching, a link or a row that opens a screen.
import { trackScreenLoad } from '@/app/screen-loads';
import { matchPath } from 'react-router-dom';
import { apiReady } from '@/app/api-ready';
import type { QueryClient } from '@tanstack/react-query';
import { registerPreloadedScreen } from '@/app/lazy-screen';
import { screenAt } from '@/app/screen-at';
import { SCREEN_ROUTES } from '@/app/screen-routes';
import type { ScreenReadContext, ScreenReads, ScreenRoute } from '@/config/screen-routes';
import { ROUTES, type RouteId } from '@/config/routes';
import { queryClient } from '@/lib/cache/query-client';
import { sessionStore } from '@/lib/session/session';
import type { Session } from '@/types/api';

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
 * Requests a screen's whole first-paint code (route-chunks.ts). The signed-in shell sets it
 * (route-intent.ts), so the sign-in screen's first load carries none of it; until then a screen's
 * chunks load as they come.
 */
let preloadChunks: (screen: RouteId) => void = noop;

export function setChunkPreloader(preload: (screen: RouteId) => void): void {
  preloadChunks = preload;
}

type ReadsModule = NonNullable<ScreenRoute['reads']>;
type Loaded = Awaited<ReturnType<ReadsModule>>;
const loadedReads = new Map<ReadsModule, Loaded>();
const loadingReads = new Map<ReadsModule, Promise<Loaded>>();

/**
 * A feature's reads module. Once loaded, it is returned as it is, not as a promise: `await` on
 * it then costs a microtask, where `import()` of a loaded module waits for a task of its own,
 * behind the navigation's rendering (measured: 125 ms at 4x CPU before a read began).
 */
export function loadReads(load: ReadsModule): Loaded | Promise<Loaded> {
  const loaded = loadedReads.get(load);
  if (loaded) return loaded;
  let loading = loadingReads.get(load);
  if (!loading) {
    loading = load();
    loadingReads.set(load, loading);
    loading.then(
      (module) => loadedReads.set(load, module),
      () => loadingReads.delete(load),
    );
  }
  return loading;
}

/**
 * Read what `screen` reads first, for this URL and session. `intent`: warmed, not asked for, so
 * a failed read is a background one (no toast; the screen, if opened, reads again and says so).
 * Resolves once every read has settled; never rejects.
 */
async function readScreen(
  screen: Exclude<RouteId, 'root'>,
  url: URL,
  session: Session,
  { intent, client }: { intent: boolean; client: QueryClient },
): Promise<void> {
  const load = SCREEN_ROUTES[screen].reads;
  if (!load) return;
  try {
    const reads = (await loadReads(load))[screen] as ScreenReads | undefined;
    await apiReady();
    const params = matchPath(ROUTES[screen].path, url.pathname)?.params ?? {};
    const read: ScreenReadContext['read'] = (options) =>
      client
        .fetchQuery(intent ? { ...options, meta: { ...options.meta, background: true } } : options)
        .catch(noop);
    const readPages: ScreenReadContext['readPages'] = (options) =>
      client
        .fetchInfiniteQuery(
          intent ? { ...options, meta: { ...options.meta, background: true } } : options,
        )
        .catch(noop);
    await reads?.({ params, search: url.searchParams, session, read, readPages });
  } catch {
    // The code of the reads did not load: the screen reads for itself, and says so if it fails.
  }
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
  preloadChunks(screen);
  trackScreenLoad(SCREEN_ROUTES[screen].screen()).catch(noop);
  await readScreen(screen, url, session, { intent, client });
}

/**
 * How long a navigation waits for its screen's code before it goes on without it (the screen
 * then shows its loading state, and its slow notice and Retry after SLOW_LOAD_MS).
 */
export const SCREEN_CODE_WAIT_MS = 3000;

/**
 * A signed-in route's loader, on every navigation and on the first load alike: it starts the
 * screen's first reads and waits for the screen's code (at most SCREEN_CODE_WAIT_MS), so the
 * screen renders at once, with no loading state in between, when the URL changes. It never waits
 * for the data: the screen shows its own loading state until it comes, and a hung read never
 * holds the navigation. It never fails: a chunk that does not load is the screen's to report
 * (lazy-screen.tsx, with Retry).
 */
export async function loadScreen({ request }: { request: Request }): Promise<null> {
  const { pathname, search } = new URL(request.url);
  void prefetchRoute(`${pathname}${search}`);
  const { screen } = screenAt(pathname);
  if (!screen || screen === 'root' || ROUTES[screen].public) return null;
  const load = SCREEN_ROUTES[screen].screen;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, SCREEN_CODE_WAIT_MS)));
  await Promise.race([
    trackScreenLoad(load()).then((module) => registerPreloadedScreen(load, module.default)),
    gaveUp,
  ]).catch(noop);
  clearTimeout(timer);
  return null;
}
