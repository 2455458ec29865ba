// Every dynamic import of the built console goes through here (scripts/chunk-import-plugin.ts
// rewrites the bundle's `import("./x.js")` to `__importChunk("./x.js")`): a browser may keep a
// failed dynamic import failed for the page's whole life without asking the server again
// (Chromium 150 does, as the HTML standard's module map long had it), which would leave every
// Retry of a part or a screen whose download failed dead. After a failure, the next import of
// that file asks under a URL of its own (`?retry=N`), so Retry really downloads it again
// (ROUTE-PART-FAILS). Its own imports stay the page's, one instance each.

declare global {
  var __importChunk: (specifier: string, preloads?: readonly string[]) => Promise<unknown>;
}

/** The URL to import a file by once its download has failed `failures` times in this page. */
export function chunkUrlAfter(url: string, failures: number): string {
  if (failures === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}retry=${failures}`;
}

/** Failed imports by file, in this page. */
const failures = new Map<string, number>();
/** Files asked for with `<link rel="modulepreload">`, in this page. */
const preloaded = new Set<string>();

/** Start downloading a chunk (an absolute URL) the page will import soon, once per page. */
export function preloadChunk(url: string): void {
  if (preloaded.has(url)) return;
  preloaded.add(url);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = url;
  document.head.appendChild(link);
}

/**
 * `preloads`: the chunks the file imports, which the build lists for the access screens only
 * (scripts/chunk-import-plugin.ts), requested with it instead of a round trip later.
 */
function importChunk(specifier: string, preloads: readonly string[] = []): Promise<unknown> {
  // The chunks are one folder, this module's own (the bundle's relative specifiers).
  const url = new URL(specifier, import.meta.url).href;
  const failed = failures.get(url) ?? 0;
  // Offline, nothing is asked: a file it imports would fail too, and stay failed for the page's
  // life, so the Retry once online would fail again (only a reload loads it).
  if (!navigator.onLine) {
    return Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
  }
  for (const file of preloads) preloadChunk(new URL(file, import.meta.url).href);
  return import(/* @vite-ignore */ chunkUrlAfter(url, failed)).catch((error: unknown) => {
    failures.set(url, failed + 1);
    throw error;
  });
}

globalThis.__importChunk = importChunk;
