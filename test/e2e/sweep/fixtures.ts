// What every sweep test shares: the helpers' error watch (uncaught errors and console errors),
// a signed-in storage per demo login (the helpers' signedInStorage: once per worker), a
// Content-Security-Policy watch and a dialog watch (both fail the test), and the checks the
// sweeps repeat (screen settled, main landmark with content, axe).
//
// A sweep test does not open a browser context of its own: each worker keeps one, for a spec
// file and login, with one page, which the file's tests of that login take in turn (issue 36: a
// fresh context per test cost each of them the app's cold start, about 2 s of its 4 s per
// screen). Each test still starts from the state a fresh context gives: the page's
// localStorage is emptied and the login's signed-in storage written again before its first
// load (the demo database included), its viewport is the test's, and the watches above are
// the test's own. A test that typed into a form (`keepPage: false`) or failed leaves its page
// to be closed, not reused.
import axe from 'axe-core';
import type {
  Browser,
  BrowserContext,
  ConsoleMessage,
  Dialog,
  Page,
  Request,
  WebError,
} from '@playwright/test';
import { expect, test as base, type StorageEntry } from '../helpers';
import type { LoginName } from './route-matrix';

export { expect };

/** Set in a tab's sessionStorage once its storage has been reset for the running test. */
const RESET_MARKER = '__sweepSignedIn';

interface SweepFixtures {
  /** The demo login the test's page is signed in as; null = signed out. */
  login: LoginName | null;
  /** false: the test leaves its page unfit for the next one (typed into a form): closed after. */
  keepPage: boolean;
  /** Content-Security-Policy violations reported by any page of the test's context. */
  cspViolations: string[];
  /** alert/confirm/prompt dialogs opened by any page (a payload or a stray script ran). */
  dialogs: string[];
}

/** A browser context a worker keeps for one spec file and login. */
interface SharedContext {
  context: BrowserContext;
  /** The running test's CSP violations (the page reports through one binding per context). */
  cspViolations: string[] | null;
}

interface SweepWorkerFixtures {
  sharedContext: (file: string, login: LoginName | null) => Promise<SharedContext>;
}

async function openSharedContext(
  browser: Browser,
  baseURL: string,
  entries: StorageEntry[],
): Promise<SharedContext> {
  const origin = new URL(baseURL).origin;
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  const shared: SharedContext = { context, cspViolations: null };
  // The signed-in localStorage (session with Remember me, demo database, knobs), or none, is
  // written by an init script before the page's own scripts on a tab's first load of a test.
  // (Not through the storageState option: its restore page sometimes left a new page without
  // the session.)
  await context.addInitScript(
    ({ origin: wanted, entries: items, marker }) => {
      // window.origin, not location.origin: a sandbox="" frame of this site (the campaign
      // snapshot) has an opaque origin ("null") and no storage to write to.
      if (window.origin !== wanted || sessionStorage.getItem(marker)) return;
      localStorage.clear();
      for (const { name, value } of items) localStorage.setItem(name, value);
      sessionStorage.setItem(marker, '1');
    },
    { origin, entries, marker: RESET_MARKER },
  );
  await context.exposeBinding('__marqueeCspViolation', (_source, text: string) => {
    shared.cspViolations?.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __marqueeCspViolation?: (t: string) => void })
        .__marqueeCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ` +
          `${event.sourceFile || event.documentURI}:${event.lineNumber}`,
      );
    });
  });
  return shared;
}

/**
 * After a test: its page, reset for the next test of the context (its storage to be written
 * again on the next load, its listeners dropped, on about:blank), or closed when it may hold
 * anything of this test's (`keep` false); any other page closed.
 */
async function resetPages(context: BrowserContext, origin: string, keep: boolean): Promise<void> {
  const [page, ...others] = context.pages();
  for (const other of others) await other.close();
  if (!page) return;
  // The tests' own listeners (the route sweep's requests, the fault sweep's responses).
  page.removeAllListeners('request');
  page.removeAllListeners('response');
  if (keep) {
    try {
      if (page.url().startsWith(origin)) {
        await page.evaluate((marker) => sessionStorage.removeItem(marker), RESET_MARKER);
      }
      await page.goto('about:blank', { timeout: 5_000 });
      return;
    } catch {
      // Not reset (a navigation in the way): a new page for the next test.
    }
  }
  await page.close();
}

export const test = base.extend<SweepFixtures, SweepWorkerFixtures>({
  login: [null, { option: true }],
  keepPage: [true, { option: true }],

  // One context at a time: a test of another file or login closes the last one (the sweeps
  // declare their tests login by login), so a trace or screenshot covers only the test's own.
  sharedContext: [
    async ({ browser, signedInStorage }, provide, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const current: { key: string; shared: Promise<SharedContext> | null } = {
        key: '',
        shared: null,
      };
      const closeCurrent = async () => {
        await current.shared?.then(({ context }) => context.close()).catch(() => undefined);
      };
      await provide(async (file, login) => {
        const key = `${file} ${login ?? ''}`;
        if (current.key !== key || !current.shared) {
          await closeCurrent();
          current.key = key;
          current.shared = (login ? signedInStorage(login) : Promise.resolve([])).then((entries) =>
            openSharedContext(browser, baseURL, entries),
          );
        }
        return current.shared;
      });
      await closeCurrent();
    },
    { scope: 'worker' },
  ],

  // The worker's context for this file and login, watched by this test's error watch and wire
  // log only while the test runs.
  context: async (
    { login, keepPage, sharedContext, errorWatch, wireLog, baseURL },
    provide,
    testInfo,
  ) => {
    const { context } = await sharedContext(testInfo.file, login);
    const stopWatching = [errorWatch.watch(context), wireLog.watch(context)];
    await provide(context);
    for (const stop of stopWatching) stop();
    const passed = testInfo.status === testInfo.expectedStatus;
    await resetPages(context, new URL(String(baseURL)).origin, keepPage && passed);
  },

  page: async ({ context, viewport }, provide) => {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.setViewportSize(viewport ?? DESKTOP);
    // The requests in flight, for settle(): every frame's, from the test's first navigation.
    const network: PageNetwork = { pending: new Set(), lastChange: Date.now() };
    const started = (request: Request) => {
      network.pending.add(request);
      network.lastChange = Date.now();
    };
    const ended = (request: Request) => {
      network.pending.delete(request);
      network.lastChange = Date.now();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    inFlight.set(page, network);
    await provide(page);
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
    inFlight.delete(page);
  },

  dialogs: [
    async ({ context }, provide) => {
      const dialogs: string[] = [];
      const onDialog = (dialog: Dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss().catch(() => {});
      };
      context.on('dialog', onDialog);
      await provide(dialogs);
      context.off('dialog', onDialog);
      expect(dialogs, 'dialogs opened by a page').toEqual([]);
    },
    { auto: true },
  ],

  cspViolations: [
    async ({ context, login, sharedContext }, provide, testInfo) => {
      const violations: string[] = [];
      const shared = await sharedContext(testInfo.file, login);
      shared.cspViolations = violations;
      // Where an uncaught error happened (the error watch reports what, this says on which URL).
      const onError = (webError: WebError) => {
        const error = webError.error();
        testInfo.annotations.push({
          type: 'uncaught error',
          description: `${webError.page()?.url() ?? '(no page)'}: ${error.name}: ${error.message}`,
        });
      };
      const onConsole = (message: ConsoleMessage) => {
        if (/Content Security Policy/i.test(message.text())) {
          violations.push(`console ${message.type()}: ${message.text()}`);
        }
      };
      context.on('weberror', onError);
      context.on('console', onConsole);
      await provide(violations);
      context.off('weberror', onError);
      context.off('console', onConsole);
      shared.cspViolations = null;
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** The URL with a query parameter added (demo knobs). */
export function withParam(url: string, name: string, value: string): string {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set(name, value);
  return `${path}?${params.toString()}`;
}

/**
 * A call the signed-in shell makes on every screen, whatever the screen: the sidebar's count of
 * pending reviews (GET /v1/reviews?status=Pending, for users who may open /reviews; issue 21).
 * It is not the screen's, and its failure shows nothing (no badge, no toast).
 */
export function isShellCall(method: string, url: string): boolean {
  const { pathname, searchParams } = new URL(url);
  return method === 'GET' && pathname === '/v1/reviews' && searchParams.get('status') === 'Pending';
}

/** Any loading state (LoadingState renders role=status "Loading…"/"Loading team…"). */
export function loadingStates(page: Page) {
  // A Retry that is running keeps its error panel with a busy button (QueryState): still loading.
  return page
    .getByRole('status')
    .filter({ hasText: /^\s*Loading\b/ })
    .or(page.getByRole('main').locator('button[aria-busy="true"]'));
}

/** A page's requests in flight, and when one last started or ended. */
interface PageNetwork {
  pending: Set<Request>;
  lastChange: number;
}

/** The network of each page the `page` fixture made. */
const inFlight = new WeakMap<Page, PageNetwork>();
/** How long no request may be in flight for the network to count as quiet. */
const QUIET_MS = 150;

/**
 * The network is quiet: no request of the page (any frame) in flight, and none started or ended
 * in the last QUIET_MS. Playwright's networkidle waits 500 ms after each load and, once reached,
 * never looks again in that document (a client-side step after it passes at once); this counts
 * the page's own requests, so it holds on every call, and costs nothing when all is quiet.
 */
export async function waitForQuietNetwork(page: Page, timeout = 10_000): Promise<void> {
  const network = inFlight.get(page);
  if (!network) {
    await page.waitForLoadState('networkidle', { timeout });
    return;
  }
  const { pending } = network;
  const giveUpAt = Date.now() + timeout;
  while (pending.size > 0 || Date.now() - network.lastChange < QUIET_MS) {
    if (Date.now() > giveUpAt) {
      const busy = [...pending].map((request) => request.url()).slice(0, 3);
      throw new Error(`the network is still busy after ${timeout} ms: ${busy.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Wait until no loading state is visible and the network is quiet, twice over (dependent queries). */
export async function settle(page: Page, timeout = 10_000): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    await expect(loadingStates(page), 'the screen is still loading').toHaveCount(0, { timeout });
    await waitForQuietNetwork(page, timeout);
  }
  await expect(loadingStates(page), 'the screen is still loading').toHaveCount(0, { timeout });
}

/** The main landmark is there, with a level-1 heading and some text. */
export async function expectMainWithContent(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main).toHaveCount(1);
  await expect(main).toBeVisible();
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(main).not.toHaveText(/^\s*$/);
}

export const AXE_FAILING_IMPACTS = ['serious', 'critical'] as const;

/**
 * Frames that may not run script (`sandbox` without `allow-scripts`, e.g. the campaigns list's
 * dashboard snapshot): axe cannot run inside them (its runPartial there never settles and the
 * whole analysis hangs), so they are left out. Such a frame shows a static page of its own.
 */
export const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

/**
 * axe-core over the whole page: no serious or critical violation. In axe's legacy mode: one
 * axe.run in the page (same-origin frames included), where the default runs axe.runPartial in
 * each frame and then axe.finishRun in a new blank page, which loads axe again; that blank page
 * was more than half of each analysis (issue 36: 2.0-7.3 s against 5.2-18.1 s per screen under
 * load, with the same violations, passes and incomplete results on seven screens). The console
 * has no cross-origin frame, the one kind legacy mode leaves out.
 *
 * axe's 580 KB source is evaluated once per document and frame, and only the failing
 * violations come back: @axe-core/playwright's AxeBuilder evaluated it twice on every call and
 * returned every pass, 230-490 ms a call where the run itself takes 45-80 ms (issue 36, at
 * load 6-10).
 */
export async function expectNoSeriousAxeViolations(page: Page, where: string): Promise<void> {
  for (const frame of page.frames()) {
    // A frame that may not run script (SCRIPTLESS_FRAMES) refuses this; axe leaves it out.
    const loaded = await frame
      .evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')
      .catch(() => null);
    if (loaded === false) await frame.evaluate(axe.source).catch(() => undefined);
  }
  const failing = await page.evaluate(
    async ({ exclude, impacts }) => {
      const results = await (window as unknown as { axe: typeof axe }).axe.run(
        { exclude: [exclude] },
        { resultTypes: ['violations'] },
      );
      return results.violations
        .filter((violation) => impacts.includes(violation.impact ?? ''))
        .map(
          (violation) =>
            `${violation.impact} ${violation.id}: ${violation.help} -> ${violation.nodes
              .slice(0, 5)
              .map((node) => node.target.join(' '))
              .join(' | ')}`,
        );
    },
    { exclude: SCRIPTLESS_FRAMES, impacts: [...AXE_FAILING_IMPACTS] as string[] },
  );
  expect(failing, `serious or critical axe violations at ${where} on ${page.url()}`).toEqual([]);
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 812 };

/**
 * The URLs of a wizard's other steps, read from its breadcrumb (a `… steps` navigation whose
 * numbered links open each step at any time): none on a screen that is not a wizard. Read from
 * the page, so a step added to any wizard is swept the moment it lands.
 */
export async function otherWizardStepUrls(page: Page): Promise<string[]> {
  const crumbs = page
    .getByRole('main')
    .getByRole('navigation', { name: / steps$/ })
    .getByRole('link', { name: /^\d+\. / });
  const urls: string[] = [];
  for (const crumb of await crumbs.all()) {
    if ((await crumb.getAttribute('aria-current')) === 'step') continue;
    const href = await crumb.getAttribute('href');
    if (href) urls.push(href);
  }
  return urls;
}

/**
 * The document does not scroll sideways (the hostile sweep's check); names the widest element
 * that sticks out, to say where the fix belongs.
 */
export async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const width = window.innerWidth;
    let widestElement = '';
    let widestRight = width;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const right = element.getBoundingClientRect().right;
      if (right > widestRight + 1) {
        widestRight = right;
        const classes = element.getAttribute('class') ?? '';
        widestElement = `<${element.tagName.toLowerCase()} class="${classes.slice(0, 120)}"> right=${Math.round(right)}`;
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: width,
      widest: widestElement,
    };
  });
  expect(
    scrollWidth,
    `the page scrolls sideways at ${where} (${scrollWidth} > ${innerWidth}); widest: ${widest}`,
  ).toBeLessThanOrEqual(innerWidth);
}
