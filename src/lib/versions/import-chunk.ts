// Every dynamic import of the built console goes through here (scripts/chunk-import-plugin.ts
// rewrites the bundle's `import("./x.js")` to `__importChunk("./x.js")`): a browser may keep a
// failed dynamic import failed for the page's whole life without asking the server again
// (Chromium 150 does, as the HTML standard's module map long had it), which would leave every
// Retry of a part or a screen whose download failed dead. After a failure, the next import of
// that file asks under a URL of its own (`?retry=N`), so Retry really downloads it again
// (ROUTE-PART-FAILS). Its own imports stay the page's, one instance each.

declare global {
  var __importChunk: (specifier: string) => Promise<unknown>;
}

/** The URL to import a file by once its download has failed `failures` times in this page. */
export function chunkUrlAfter(url: string, failures: number): string {
  if (failures === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}retry=${failures}`;
}

/** Failed imports by file, in this page. */
const failures = new Map<string, number>();

function importChunk(specifier: string): Promise<unknown> {
  // The chunks are one folder, this module's own (the bundle's relative specifiers).
  const url = new URL(specifier, import.meta.url).href;
  const failed = failures.get(url) ?? 0;
  // Offline, nothing is asked: a file it imports would fail too, and stay failed for the page's
  // life, so the Retry once online would fail again (only a reload loads it).
  if (!navigator.onLine) {
    return Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
  }
  return import(/* @vite-ignore */ chunkUrlAfter(url, failed)).catch((error: unknown) => {
    failures.set(url, failed + 1);
    throw error;
  });
}

globalThis.__importChunk = importChunk;
