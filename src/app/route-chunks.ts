// A screen's whole first-paint code at once (issue 38, item 2): the build lists, for every route,
// the screen's chunk and its reads' chunk with everything they import (scripts/
// route-chunks-plugin.ts: a JSON file the page names in `<meta name="marquee-route-chunks">`).
// The signed-in shell fetches it once; a route's loader and its intent then request a screen's
// chunks together with `<link rel="modulepreload">`, so the browser fetches the whole graph in
// parallel with the screen's reads instead of one level of imports per round trip. Without the
// file (the dev server, tests, a failed fetch) nothing is preloaded and imports load as they come.
import type { RouteId } from '@/config/routes';
import { preloadChunk } from '@/lib/versions/import-chunk';

interface RouteChunks {
  /** Chunk names: `assets/<name>.js`. */
  files: string[];
  routes: Partial<Record<RouteId, number[]>>;
}

let table: Promise<RouteChunks | null> | null = null;

/** The list, fetched once (the shell starts it); null when the page names none. */
export function loadRouteChunks(): Promise<RouteChunks | null> {
  table ??= (async () => {
    const address = document
      .querySelector('meta[name="marquee-route-chunks"]')
      ?.getAttribute('content');
    if (!address) return null;
    try {
      const response = await fetch(address);
      return response.ok ? ((await response.json()) as RouteChunks) : null;
    } catch {
      return null;
    }
  })();
  return table;
}

/** Request every chunk of `route`'s first paint that was not requested yet. */
export async function preloadRouteChunks(route: RouteId): Promise<void> {
  const chunks = await loadRouteChunks();
  for (const index of chunks?.routes[route] ?? []) {
    const file = chunks?.files[index];
    if (file) preloadChunk(new URL(`/assets/${file}.js`, document.baseURI).href);
  }
}
