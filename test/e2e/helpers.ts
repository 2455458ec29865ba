// Shared pieces of the end-to-end suite: the demo logins, sign-in through the real form, and
// a `test` whose pages fail the test on any uncaught page error or console error.
//
// Every test gets a fresh demo database for free: the mock API keeps it in the page's
// localStorage, and every Playwright browser context starts with empty storage.
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Request,
  type WebError,
} from '@playwright/test';

import { WIRE_LOG_DIR, WireLog } from './wire-log';

export { expect };

export const DEMO_PASSWORD = 'demo1234';

export const DEMO = {
  admin: 'admin@demo.test',
  dsp: 'dsp@demo.test',
  ssp: 'ssp@demo.test',
  multi: 'multi@demo.test',
  misconfigured: 'misconfigured@demo.test',
} as const;

/**
 * Console errors the test harness itself causes, not the page. Playwright (its utility scripts,
 * and axe's injection) runs script in every frame; in a `sandbox=""` frame (the campaigns list's
 * dashboard snapshot, a script-free page) Chromium blocks that and logs this error. The same page
 * opened without Playwright logs nothing.
 */
const HARNESS_NOISE: readonly RegExp[] = [
  /^Blocked script execution in '[^']*' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\./,
];

/** Collects what must not happen in a page: uncaught errors and console errors. */
export class ErrorWatch {
  readonly problems: string[] = [];
  private readonly allowed: RegExp[];

  constructor(allowed: readonly RegExp[]) {
    this.allowed = [...HARNESS_NOISE, ...allowed];
  }

  /** Accept console errors matching `pattern` for the rest of this test. */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  /**
   * Watch every page of `context`, present and future; the function returned stops watching
   * (a context the sweeps keep for the next test).
   */
  watch(context: BrowserContext): () => void {
    const onError = (webError: WebError) => {
      const error = webError.error();
      // A browser's own rejection (a DOMException, say) has an empty stack: say what and where.
      const what = error.stack || `${error.name}: ${error.message}`;
      this.problems.push(`Uncaught error: ${what} (on ${webError.page()?.url() ?? 'no page'})`);
    };
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      // Patterns match the message and the address it came from, e.g. a failed /v1 call.
      const text = `${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
      if (this.allowed.some((pattern) => pattern.test(text))) return;
      this.problems.push(`Console error: ${text}`);
    };
    context.on('weberror', onError);
    context.on('console', onConsole);
    return () => {
      context.off('weberror', onError);
      context.off('console', onConsole);
    };
  }
}

export type DemoLogin = keyof typeof DEMO;

/** A localStorage item (as storageState() gives it). */
export interface StorageEntry {
  name: string;
  value: string;
}

/** Where the console keeps the signed-in session (src/lib/session/session.ts). */
const SESSION_KEY = 'marquee.session';

/**
 * The localStorage of a demo login signed in with Remember me (the session, the demo database
 * and its knobs), signed in through the real form in a context of its own.
 */
async function rememberedStorage(
  browser: Browser,
  baseURL: string,
  login: DemoLogin,
): Promise<StorageEntry[]> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    // Remember me keeps the session in localStorage, which storageState() reads.
    await signIn(page, DEMO[login], { remember: true });
    await expect(page.getByRole('main')).toBeVisible();
    const { origins } = await context.storageState();
    const origin = new URL(baseURL).origin;
    const entries = origins.find((item) => item.origin === origin)?.localStorage ?? [];
    if (!entries.some((entry) => entry.name === SESSION_KEY)) {
      throw new Error(`Signing in as ${login} left no ${SESSION_KEY} in localStorage`);
    }
    return entries;
  } finally {
    await context.close();
  }
}

interface WorkerFixtures {
  /** A login's signed-in localStorage, signed in once per worker through the real form. */
  signedInStorage: (login: DemoLogin) => Promise<StorageEntry[]>;
}

interface Fixtures {
  /**
   * Console errors a whole file expects. Playwright reads an array option as a [value, options]
   * pair, so wrap the list: `test.use({ allowedConsoleErrors: [[/a/, /b/], { option: true }] })`;
   * inside one test, `errorWatch.allow(/a/)` is simpler.
   */
  allowedConsoleErrors: RegExp[];
  errorWatch: ErrorWatch;
  /** This test's /v1 requests, written down for the Prism check when E2E_WIRE_LOG_DIR is set. */
  wireLog: WireLog;
  /** Another browser context ("another browser"), watched like the default one. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /**
   * Signs the test's context in as `login` without the form, for tests about something else:
   * before a tab's first load the login's signed-in storage is written (the session in
   * sessionStorage, as the form does without Remember me). Call it before the first goto.
   */
  signedInAs: (login: DemoLogin) => Promise<void>;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  signedInStorage: [
    async ({ browser }, provide, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const states = new Map<DemoLogin, Promise<StorageEntry[]>>();
      await provide((login) => {
        let state = states.get(login);
        if (!state) states.set(login, (state = rememberedStorage(browser, baseURL, login)));
        return state;
      });
    },
    { scope: 'worker' },
  ],

  signedInAs: async ({ context, signedInStorage, baseURL }, provide) => {
    await provide(async (login) => {
      const entries = await signedInStorage(login);
      await context.addInitScript(
        ({ origin, items, sessionKey, marker }) => {
          if (window.origin !== origin || sessionStorage.getItem(marker)) return;
          for (const { name, value } of items) {
            (name === sessionKey ? sessionStorage : localStorage).setItem(name, value);
          }
          sessionStorage.setItem(marker, '1');
        },
        {
          origin: new URL(String(baseURL)).origin,
          items: entries,
          sessionKey: SESSION_KEY,
          marker: '__signedInAs',
        },
      );
    });
  },

  allowedConsoleErrors: [[], { option: true }],

  errorWatch: [
    async ({ allowedConsoleErrors }, provide) => {
      const watch = new ErrorWatch(allowedConsoleErrors);
      await provide(watch);
      expect(watch.problems, 'uncaught page errors and console errors').toEqual([]);
    },
    { auto: true },
  ],

  wireLog: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it
    async ({}, provide, testInfo) => {
      const log = new WireLog(testInfo.titlePath.join(' › '));
      await provide(log);
      if (WIRE_LOG_DIR) log.write(WIRE_LOG_DIR, testInfo.parallelIndex);
    },
    { auto: true },
  ],

  context: async ({ context, errorWatch, wireLog }, provide) => {
    errorWatch.watch(context);
    wireLog.watch(context);
    await provide(context);
  },

  newContext: async (
    { browser, errorWatch, wireLog, contextOptions, viewport, baseURL },
    provide,
  ) => {
    const opened: BrowserContext[] = [];
    await provide(async (options = {}) => {
      const context = await browser.newContext({
        ...contextOptions,
        viewport,
        baseURL,
        ...options,
      });
      errorWatch.watch(context);
      wireLog.watch(context);
      opened.push(context);
      return context;
    });
    for (const context of opened) await context.close();
  },
});

/** The sign-in form is on screen and usable, so the demo mock API is running. */
export async function expectSignInForm(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
}

/**
 * Sign in through the real form. Opens /sign-in unless the page is already there (so a
 * `redirectTo` is kept) and waits until the console has left the sign-in screen.
 */
export async function signIn(
  page: Page,
  email: string,
  { remember = false, password = DEMO_PASSWORD }: { remember?: boolean; password?: string } = {},
): Promise<void> {
  if (!isOn(page, '/sign-in')) await page.goto('/sign-in');
  await expectSignInForm(page);
  await page.getByLabel('Email address').fill(email);
  // The label reads "Password" plus a required-field star.
  await page.getByLabel(/^Password\b/).fill(password);
  const remembered = page.getByLabel('Remember me');
  if (remember) await remembered.check();
  else await expect(remembered).not.toBeChecked();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/sign-in');
}

/**
 * From the Acme account screen, the signed-in admin signs in as Dana Buyer ("Sign in as"): the
 * page reloads at `/` as Dana.
 */
export async function signInAsDana(page: Page): Promise<void> {
  await page.goto('/accounts/acc_acme');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Coffee Co.' })).toBeVisible();
  await page
    .getByRole('table', { name: 'Users' })
    .getByRole('row')
    .filter({ hasText: 'Dana Buyer' })
    .getByRole('button', { name: /^Sign in as/ })
    .click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana Buyer' })).toBeVisible();
}

function isOn(page: Page, pathname: string): boolean {
  try {
    return new URL(page.url()).pathname === pathname;
  } catch {
    return false;
  }
}

/** The sidebar's navigation (the fixed one on desktop, or the slide-out's when open). */
export function sidebarNav(scope: Page | Locator): Locator {
  return scope.getByRole('navigation', { name: 'Main' });
}

/**
 * Label and href of every sidebar link, in order. The label is the link's own text, without a
 * badge's figure and words (`Reviews`, not `Reviews 4, 4 pending`).
 */
export async function sidebarItems(scope: Page | Locator): Promise<[string, string][]> {
  const links = sidebarNav(scope).getByRole('link');
  const items: [string, string][] = [];
  for (const link of await links.all()) {
    const label = await link.evaluate((element) =>
      Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join(''),
    );
    items.push([label.trim(), (await link.getAttribute('href')) ?? '']);
  }
  return items;
}

/** An error toast (heading Error) or success toast (heading Success) showing `message`. */
export function toast(page: Page, kind: 'Error' | 'Success', message: string): Locator {
  return page
    .getByRole(kind === 'Error' ? 'alert' : 'status')
    .filter({ has: page.getByText(kind, { exact: true }) })
    .filter({ hasText: message });
}

/** A signed-in call to the demo API from a page, as that person's console would make it. */
export async function callApi<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const stored =
        localStorage.getItem('marquee.session') ?? sessionStorage.getItem('marquee.session');
      const token = stored ? (JSON.parse(stored) as { token: string }).token : '';
      const reply = await fetch(`/v1${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!reply.ok) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
      return (await reply.json()) as T;
    },
    { path, body },
  );
}

/** A wizard's Next, and the step `to` on screen. */
export async function nextStep(page: Page, to: string): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('form', { name: to, exact: true })).toBeVisible();
}

/**
 * The bulk import from Upload to Launch with `file`: the General step's bid floor and the
 * Verification step's image filled in, the rest as it comes.
 */
export async function importToLaunch(
  page: Page,
  file: { name: string; buffer: Buffer },
): Promise<void> {
  await page.getByLabel('Placements CSV file').setInputFiles({ ...file, mimeType: 'text/csv' });
  await expect(page.getByRole('list', { name: 'Import summary' })).toContainText('0 with issues');
  await nextStep(page, 'General');
  await page.getByRole('textbox', { name: /Bid floor CPM/ }).fill('1');
  await nextStep(page, 'Verification');
  await page.getByRole('textbox', { name: /Image URL/ }).fill('/demo/scenes/office.svg');
  await nextStep(page, 'Audience');
  await nextStep(page, 'Launch');
}

/** A second (or third) tab of the same browser, opened at `path`, already signed in. */
export async function openTab(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  // The demo API answers a page only once its worker has started there: wait for the screen.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

/** What the e2e tests read of a placement. */
export interface PlacementItem {
  id: string;
  name: string;
  externalId: string;
  bidFloorCpm: number;
  location: { address?: { line1: string } };
}

/** The signed-in publisher's placements, through the demo API (bare or wrapped list). */
export async function listPlacements(page: Page): Promise<PlacementItem[]> {
  const reply = await callApi<PlacementItem[] | { placements: PlacementItem[] }>(
    page,
    '/placements',
  );
  return Array.isArray(reply) ? reply : reply.placements;
}

/**
 * Watches `page`'s requests from now on. `settled()` resolves once the page's idle-time warm-up
 * (the sidebar screens' code, src/app/route-intent.ts) has started and no request is in flight:
 * a test that then takes the network away cuts no download off, which the page would keep
 * failed for its whole life.
 */
export function watchDownloads(page: Page): { settled: () => Promise<void> } {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return {
    async settled() {
      // Idle callbacks run in the order they were asked for: the page's warm-up has run by then.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
      );
      await expect.poll(() => inFlight.size).toBe(0);
    },
  };
}
