// Intent warms the next screen (ROUTE-INTENT, issue 27): the pointer resting on a link or a table
// row that opens a screen (src/components/ui/table.tsx marks its rows with `data-href`), focus
// reaching one, or a press on one starts that screen's code and first reads (route-prefetch.ts), so
// a click finds them on their way or done. Only this origin's screens the user may open; a read
// warmed this way fails silently (the screen, if opened, reads again and says so). Once the browser
// is idle, the API code (not the data) of the sidebar's screens is loaded too.
import { useEffect } from 'react';
import { loadRouteChunks, preloadRouteChunks } from '@/app/route-chunks';
import { loadReads, prefetchRoute, setChunkPreloader } from '@/app/route-prefetch';
import { SCREEN_ROUTES } from '@/app/screen-routes';
import { navItemsFor } from '@/config/nav';
import type { RouteId } from '@/config/routes';
import { sessionStore } from '@/lib/session/session';
import { whenIdle } from '@/lib/when-idle';

/** How long the pointer rests on a link before its screen is warmed: passing over is not intent. */
export const INTENT_DWELL_MS = 60;

const TARGET = 'a[href], [data-href]';

function hrefOf(element: Element): string | null {
  return element.getAttribute('data-href') ?? element.getAttribute('href');
}

/** The path and query of an internal link, unless it is the page already shown. */
export function internalPath(href: string, here: Location = window.location): string | null {
  const url = new URL(href, here.href);
  if (url.origin !== here.origin) return null;
  const path = `${url.pathname}${url.search}`;
  return path === `${here.pathname}${here.search}` ? null : path;
}

function warm(element: Element) {
  const href = hrefOf(element);
  const path = href === null ? null : internalPath(href);
  if (path) void prefetchRoute(path, { intent: true });
}

/** Controls inside a row act on it (a switch, its menu): reaching one is not intent to open it. */
const CONTROL = 'button, input, select, textarea, [role="switch"], [role="checkbox"]';

function targetOf(event: Event): Element | null {
  if (!(event.target instanceof Element)) return null;
  const target = event.target.closest(TARGET);
  const control = target && event.target.closest(CONTROL);
  return control && control !== target && target.contains(control) ? null : target;
}

/**
 * Load the code of these screens' first reads, not their data: the screens one click away (the
 * sidebar's) then start their reads at the press instead of after their API module and its
 * imports have come (measured: 217-472 ms after the press at 4x CPU for a sidebar screen whose
 * resource the screen shown had not used). A few KB; never rejects.
 */
export async function warmScreenReads(screens: readonly RouteId[]): Promise<void> {
  await Promise.all(
    screens.map(async (screen) => {
      const load = screen === 'root' ? null : SCREEN_ROUTES[screen].reads;
      if (load) await Promise.resolve(loadReads(load)).catch(() => undefined);
    }),
  );
}

/**
 * Once the browser is idle: the code of the sidebar's screens' first reads, and the display
 * formatters (src/lib/text/format.ts, which builds its Intl formatters as it loads). A page's
 * first Intl formatter loads the browser's locale data: 73-78 ms at 4x CPU in a fresh page, 30 ms
 * of the first navigation to a screen that shows a date or an amount (traced 2026-11-29).
 */
function warmSidebarReads(): () => void {
  const warm = () => {
    const session = sessionStore.get();
    if (!session) return;
    const screens = navItemsFor(session.roles).map((item) => item.route);
    void warmScreenReads(screens);
    void import('@/lib/text/format').catch(() => undefined);
  };
  return whenIdle(warm, IDLE_WARM_TIMEOUT_MS);
}

/** The longest the sidebar's API code waits for the browser to be idle. */
const IDLE_WARM_TIMEOUT_MS = 2000;

/** Warm the screens the user heads for, while the shell is shown. */
export function useRouteIntent(): void {
  useEffect(() => {
    // The list of each screen's chunks, for the navigations to come (route-chunks.ts).
    void loadRouteChunks();
    setChunkPreloader((screen) => void preloadRouteChunks(screen));
    const stopIdleWarm = warmSidebarReads();
    let resting: Element | null = null;
    let timer: number | undefined;
    const stop = () => {
      window.clearTimeout(timer);
      resting = null;
    };
    const onPointerOver = (event: PointerEvent) => {
      const target = targetOf(event);
      if (target === resting) return;
      stop();
      if (!target) return;
      resting = target;
      timer = window.setTimeout(() => warm(target), INTENT_DWELL_MS);
    };
    const onAtOnce = (event: Event) => {
      const target = targetOf(event);
      if (target) warm(target);
    };
    document.addEventListener('pointerover', onPointerOver);
    document.addEventListener('focusin', onAtOnce);
    document.addEventListener('pointerdown', onAtOnce);
    return () => {
      stopIdleWarm();
      stop();
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('focusin', onAtOnce);
      document.removeEventListener('pointerdown', onAtOnce);
    };
  }, []);
}
