// After a deploy (ROUTE-NEW-VERSION, ROUTE-GONE-CHUNK-RELOAD): a tab opened before it asks for
// chunks the server no longer has. When code fails to load, the console fetches `/index.html`
// afresh and compares the files it loads with the running page's: other files mean a new
// version, and the console offers a reload (src/app/new-version.tsx) instead of retrying a dead
// address. The same files mean a network blip: Retry stays as it was.
import { createStore } from '@/lib/cache/store';

export type VersionVerdict = 'new' | 'same' | 'unknown';

const INDEX_HTML_PATH = '/index.html';
/** A check that hangs longer says nothing: the failure is treated as a blip. */
export const VERSION_CHECK_TIMEOUT_MS = 5000;

const ASSET_SELECTOR =
  'script[type="module"][src], link[rel="modulepreload"][href], link[rel="stylesheet"][href]';

/** One address as a path of `base`'s origin, or the whole URL for another origin. */
function assetPath(address: string | null, base: string, origin: string): string[] {
  if (!address) return [];
  try {
    const url = new URL(address, base);
    return [url.origin === origin ? url.pathname + url.search : url.href];
  } catch {
    return [];
  }
}

/**
 * The files a document's markup loads (module scripts, module preloads, stylesheets), as paths
 * on this origin. The running page also holds the links Vite adds for lazy chunks later, so a
 * new version is a fetched index.html naming a file the page does not have, never the reverse.
 */
export function assetsOf(doc: Document, base: string): string[] {
  const origin = new URL(base).origin;
  return [...doc.querySelectorAll(ASSET_SELECTOR)].flatMap((element) =>
    assetPath(element.getAttribute('src') ?? element.getAttribute('href'), base, origin),
  );
}

/**
 * The same files of a fetched index.html's text, and whether it loads a module script at all,
 * read from its `<script>` and `<link>` tags. Not through DOMParser: parsing HTML from a string
 * is a Trusted Types sink the CSP refuses (SEC-TRUSTED-TYPES), and Vite's markup needs no more.
 */
export function assetsOfHtml(html: string, base: string): { assets: string[]; module: boolean } {
  const origin = new URL(base).origin;
  let module = false;
  const assets = [...html.matchAll(/<(script|link)\b([^>]*)>/gi)].flatMap(([, tag, attributes]) => {
    const value = (name: string) =>
      new RegExp(`\\s${name}\\s*=\\s*["']?([^"'\\s>]*)`, 'i').exec(attributes ?? '')?.[1];
    const script = tag?.toLowerCase() === 'script';
    const address = script
      ? value('type') === 'module' && value('src')
      : /^(modulepreload|stylesheet)$/.test(value('rel') ?? '') && value('href');
    if (!address) return [];
    module ||= script;
    return assetPath(address.replaceAll('&amp;', '&'), base, origin);
  });
  return { assets, module };
}

const hasModuleScript = (doc: Document) => doc.querySelector('script[type="module"][src]') !== null;

export async function fetchWithTimeout(url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), VERSION_CHECK_TIMEOUT_MS);
  try {
    return await fetch(url, { ...init, cache: 'no-store', signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

async function readVerdict(): Promise<VersionVerdict> {
  // A page not loaded from a built index.html (a test's document) cannot tell.
  if (!hasModuleScript(document)) return 'unknown';
  try {
    const url = new URL(INDEX_HTML_PATH, window.location.href).href;
    const response = await fetchWithTimeout(url, { credentials: 'same-origin' });
    if (!response.ok) return 'unknown';
    const fetched = assetsOfHtml(await response.text(), url);
    // An error page or a captive portal's answer is no index.html.
    if (!fetched.module) return 'unknown';
    const running = new Set(assetsOf(document, window.location.href));
    return fetched.assets.some((asset) => !running.has(asset)) ? 'new' : 'same';
  } catch {
    return 'unknown';
  }
}

// Whether a new version is known to be out, for the notices; and how many screens show the
// notice in place of themselves (then the banner is not shown twice).
interface NewVersionState {
  available: boolean;
  dismissed: boolean;
  inline: number;
}

const state = createStore<NewVersionState>({ available: false, dismissed: false, inline: 0 });
const inlineNotices = new Set<object>();

function update(change: Partial<NewVersionState>): void {
  state.set({ ...state.get(), ...change });
}

export const newVersion = {
  subscribe: state.subscribe,
  get: state.get,
  /** The banner's Dismiss: it stays hidden; a screen that cannot load still says why. */
  dismiss: () => update({ dismissed: true }),
  /** A screen shows the notice in its own place; returns its removal. */
  showInline(): () => void {
    const notice = {};
    inlineNotices.add(notice);
    update({ inline: inlineNotices.size });
    return () => {
      if (inlineNotices.delete(notice)) update({ inline: inlineNotices.size });
    };
  },
  /** For tests: forget what was found. */
  reset(): void {
    inlineNotices.clear();
    update({ available: false, dismissed: false, inline: 0 });
  },
};

let checking: Promise<VersionVerdict> | null = null;

/** Fetches index.html afresh (one request for any number of callers at once). */
export function checkForNewVersion(): Promise<VersionVerdict> {
  checking ??= readVerdict().then((verdict) => {
    checking = null;
    if (verdict === 'new' && !state.get().available) update({ available: true });
    return verdict;
  });
  return checking;
}

const loadFailures = new WeakSet<object>();

/** Whether `error` is a failed download of code (a loader wrapped by noticingNewVersion). */
export function isLoadFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && loadFailures.has(error);
}

/**
 * The loader, which on failure first checks for a new version, then fails as it would: the
 * loading state lasts until the answer is known, so the failure shows the right message at once.
 */
export function noticingNewVersion<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch(async (error: unknown) => {
      if (typeof error === 'object' && error !== null) loadFailures.add(error);
      await checkForNewVersion();
      throw error;
    });
}
