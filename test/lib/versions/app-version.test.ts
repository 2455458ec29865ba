// ROUTE-NEW-VERSION, ROUTE-GONE-CHUNK-RELOAD: the check of index.html after code failed to load.
// fetch is mocked: the page "loads" /assets/index-old.js, index.html answers what each test says.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  assetsOf,
  assetsOfHtml,
  checkForNewVersion,
  isLoadFailure,
  newVersion,
  noticingNewVersion,
  VERSION_CHECK_TIMEOUT_MS,
} from '@/lib/versions/app-version';
import { chunkUrlOf, isChunkGone, retryNeedsReload } from '@/lib/versions/chunk-gone';

const page = (script: string, extra = '') =>
  `<!doctype html><html><head>
    <link rel="modulepreload" crossorigin href="/assets/preload-1.js">
    <script type="module" crossorigin src="${script}"></script>${extra}
    <link rel="stylesheet" crossorigin href="/assets/core-1.css">
  </head><body><div id="root"></div></body></html>`;

const OLD_PAGE = page('/assets/index-old.js');
const NEW_PAGE = page('/assets/index-new.js');

function runOldPage() {
  document.head.innerHTML = new DOMParser()
    .parseFromString(OLD_PAGE, 'text/html')
    .head.innerHTML.trim();
}

function answerIndex(body: string, status = 200) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () => new Response(body, { status, headers: { 'Content-Type': 'text/html' } }),
    );
}

const requestOf = (spy: ReturnType<typeof answerIndex>, call = 0) => {
  const [input, init] = spy.mock.calls[call]!;
  return { url: String(input), init: init ?? {} };
};

describe('the new-version check', () => {
  beforeEach(runOldPage);
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    document.head.innerHTML = '';
    newVersion.reset();
  });

  it('reads the module scripts, module preloads and stylesheets of a document as paths of this origin', () => {
    const doc = new DOMParser().parseFromString(
      page(
        '/assets/index-a.js',
        '<script type="module" src="https://cdn.example.com/x.js"></script>',
      ),
      'text/html',
    );
    expect(assetsOf(doc, 'http://localhost:3000/campaigns')).toEqual([
      '/assets/preload-1.js',
      '/assets/index-a.js',
      'https://cdn.example.com/x.js',
      '/assets/core-1.css',
    ]);
  });

  it('reads the same files from index.html’s text without parsing it into a document (SEC-TRUSTED-TYPES)', () => {
    const html = page(
      '/assets/index-a.js',
      `<script type=module src='https://cdn.example.com/x.js'></script>
      <script src="/classic.js"></script><link rel="icon" href="/favicon.svg">`,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const base = 'http://localhost:3000/campaigns';
    expect(assetsOfHtml(html, base)).toEqual({ assets: assetsOf(doc, base), module: true });
    expect(assetsOfHtml('<html><body>Captive portal</body></html>', base)).toEqual({
      assets: [],
      module: false,
    });
  });

  it('answers new when a no-store fetch of /index.html names a file the page does not load, and says so to the notices', async () => {
    const fetchSpy = answerIndex(NEW_PAGE);
    await expect(checkForNewVersion()).resolves.toBe('new');
    const { url, init } = requestOf(fetchSpy);
    expect(new URL(url).pathname).toBe('/index.html');
    expect(init.cache).toBe('no-store');
    expect(newVersion.get().available).toBe(true);
  });

  it('answers same for the same index.html, though the page has since added links for lazy chunks', async () => {
    // Vite adds <link rel="modulepreload"> and stylesheets for the lazy chunks it loads.
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="modulepreload" href="/assets/screen-9.js"><link rel="stylesheet" href="/assets/screen-9.css">',
    );
    answerIndex(OLD_PAGE);
    await expect(checkForNewVersion()).resolves.toBe('same');
    expect(newVersion.get().available).toBe(false);
  });

  it('cannot tell when index.html fails, is no page of the console, or the fetch fails', async () => {
    answerIndex('Bad gateway', 502);
    await expect(checkForNewVersion()).resolves.toBe('unknown');
    vi.restoreAllMocks();
    answerIndex('<html><body>Sign in to the Wi-Fi</body></html>');
    await expect(checkForNewVersion()).resolves.toBe('unknown');
    vi.restoreAllMocks();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(checkForNewVersion()).resolves.toBe('unknown');
    expect(newVersion.get().available).toBe(false);
  });

  it('asks nothing on a page that no built index.html loaded', async () => {
    document.head.innerHTML = '';
    const fetchSpy = answerIndex(NEW_PAGE);
    await expect(checkForNewVersion()).resolves.toBe('unknown');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('gives up on an index.html that does not answer within 5 s', async () => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const verdict = checkForNewVersion();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_TIMEOUT_MS);
    await expect(verdict).resolves.toBe('unknown');
  });

  it('sends one request for any number of failures at once', async () => {
    const fetchSpy = answerIndex(NEW_PAGE);
    const verdicts = await Promise.all([checkForNewVersion(), checkForNewVersion()]);
    expect(verdicts).toEqual(['new', 'new']);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('a failed loader checks for a new version before it fails with its own error', async () => {
    answerIndex(NEW_PAGE);
    const error = new TypeError('Failed to fetch dynamically imported module');
    const load = noticingNewVersion(() => Promise.reject(error));
    await expect(load()).rejects.toBe(error);
    expect(newVersion.get().available).toBe(true);
    expect(isLoadFailure(error)).toBe(true);
    expect(isLoadFailure(new Error('A render error'))).toBe(false);
  });

  it("reads a failed import's address from Chromium's and Firefox's messages, on this origin only", () => {
    const here = window.location.origin;
    expect(
      chunkUrlOf(
        new TypeError(`Failed to fetch dynamically imported module: ${here}/assets/a-1.js`),
      ),
    ).toBe(`${here}/assets/a-1.js`);
    expect(
      chunkUrlOf(new TypeError(`error loading dynamically imported module: ${here}/assets/b-2.js`)),
    ).toBe(`${here}/assets/b-2.js`);
    expect(chunkUrlOf(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(
      chunkUrlOf(
        new TypeError('Failed to fetch dynamically imported module: https://evil.test/a.js'),
      ),
    ).toBeNull();
  });

  it('calls a chunk gone when index.html changed, when its address answers 404, or when it arrived and a file it imports failed', async () => {
    const failure = new TypeError(
      `Failed to fetch dynamically imported module: ${window.location.origin}/assets/step-1.js`,
    );
    answerIndex(NEW_PAGE);
    await expect(isChunkGone(failure)).resolves.toBe(true);
    vi.restoreAllMocks();
    newVersion.reset();

    const statusOfChunk = { value: 404 };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      if (init?.method === 'HEAD') return new Response(null, { status: statusOfChunk.value });
      return new Response(OLD_PAGE, { status: 200, headers: { 'Content-Type': 'text/html' } });
    });
    await expect(isChunkGone(failure)).resolves.toBe(true);
    const head = requestOf(fetchSpy, 1);
    expect(head.url).toBe(`${window.location.origin}/assets/step-1.js`);
    expect(head.init.cache).toBe('no-store');
    statusOfChunk.value = 200;
    await expect(isChunkGone(failure)).resolves.toBe(false);
    // The chunk itself arrived (its resource timing says 200): a file it imports failed, which
    // the page keeps failed; only a reload loads it.
    const arrived = vi
      .spyOn(performance, 'getEntriesByName')
      .mockImplementation((name) =>
        name === `${window.location.origin}/assets/step-1.js`
          ? [{ name, responseStatus: 200 } as unknown as PerformanceEntry]
          : [],
      );
    await expect(isChunkGone(failure)).resolves.toBe(true);
    arrived.mockReturnValue([{ responseStatus: 0 } as unknown as PerformanceEntry]);
    await expect(isChunkGone(failure)).resolves.toBe(false);
    // A failure that names no address, with index.html unchanged: a blip.
    await expect(isChunkGone(new TypeError('Importing a module script failed.'))).resolves.toBe(
      false,
    );
  });

  // After a dropped network: the screen's file answers again, but a file it imports failed with
  // it and the page keeps that import failed. One Retry reloads (it took two).
  it('a Retry reloads when the code answers again but still fails to import, and goes on in place when it imports', async () => {
    const at = `${window.location.origin}/assets/screen-1.js`;
    const failure = new TypeError(`Failed to fetch dynamically imported module: ${at}`);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) =>
      init?.method === 'HEAD'
        ? new Response(null, { status: 200 })
        : new Response(OLD_PAGE, { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    const retried = `${at}?retry=1`;
    const importChunk = vi.fn<(url: string) => Promise<unknown>>(async (url) => {
      throw new TypeError(`Failed to fetch dynamically imported module: ${url}?retry=1`);
    });
    vi.stubGlobal('__importChunk', importChunk);
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name === retried ? [{ name, responseStatus: 200 } as unknown as PerformanceEntry] : [],
    );
    await expect(retryNeedsReload(failure)).resolves.toBe(true);
    expect(importChunk).toHaveBeenCalledWith(at);

    importChunk.mockResolvedValue({});
    await expect(retryNeedsReload(failure)).resolves.toBe(false);
    vi.unstubAllGlobals();
  });
});
