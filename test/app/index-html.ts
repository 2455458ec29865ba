// A page "loaded" from a built index.html, and a mocked fetch of /index.html that answers the
// same document or the next deploy's (for ROUTE-NEW-VERSION tests).
import { vi } from 'vitest';

const indexHtml = (script: string) =>
  `<!doctype html><html><head>
    <link rel="modulepreload" crossorigin href="/assets/preload-1.js">
    <script type="module" crossorigin src="${script}"></script>
    <link rel="stylesheet" crossorigin href="/assets/core-1.css">
  </head><body><div id="root"></div></body></html>`;

export const RUNNING_INDEX = indexHtml('/assets/index-old.js');
export const NEXT_DEPLOY_INDEX = indexHtml('/assets/index-new.js');

/** The document's head as the running build's index.html wrote it. */
export function runBuiltPage(): void {
  const head = new DOMParser().parseFromString(RUNNING_INDEX, 'text/html').head;
  document.head.replaceChildren(
    ...[...head.childNodes].map((node) => document.importNode(node, true)),
  );
}

/**
 * fetch answers GET /index.html with `index.current`, a HEAD of a chunk with `chunkStatus`, and
 * passes everything else on (to the mock API).
 */
export function mockIndexHtml(initial: string) {
  const state = { index: initial, chunkStatus: 200 };
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (init?.method === 'HEAD' && url.pathname.startsWith('/assets/')) {
      return new Response(null, { status: state.chunkStatus });
    }
    if (url.pathname === '/index.html') {
      return new Response(state.index, { status: 200, headers: { 'Content-Type': 'text/html' } });
    }
    return realFetch(input, init);
  });
  return { state, spy };
}
