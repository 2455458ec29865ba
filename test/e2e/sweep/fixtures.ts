// What every sweep test shares: the helpers' error watch (uncaught errors and console errors),
// a signed-in state per demo login (signed in once per worker through the real form, then
// installed in each test's browser context, so a sweep test opens its screen directly), a
// Content-Security-Policy watch and a dialog watch (both fail the test), and the checks the
// sweeps repeat (screen settled, main landmark with content, axe).
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { DEMO, expect, signIn, test as base } from '../helpers';
import type { LoginName } from './route-matrix';

export { expect };

/** Where the console keeps a remembered session (src/lib/session.ts). */
const SESSION_KEY = 'marquee.session';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

interface SweepFixtures {
  /** The demo login the test's page is signed in as; null = signed out. */
  login: LoginName | null;
  signedIn: void;
  /** Content-Security-Policy violations reported by any page of the test's context. */
  cspViolations: string[];
  /** alert/confirm/prompt dialogs opened by any page (a payload or a stray script ran). */
  dialogs: string[];
}

interface SweepWorkerFixtures {
  signedInState: (login: LoginName) => Promise<StorageState>;
}

async function signInState(browser: Browser, baseURL: string, login: LoginName) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    // Remember me keeps the session in localStorage, which storageState() reads.
    await signIn(page, DEMO[login], { remember: true });
    await expect(page.getByRole('main')).toBeVisible();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export const test = base.extend<SweepFixtures, SweepWorkerFixtures>({
  login: [null, { option: true }],

  signedInState: [
    async ({ browser }, provide, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const states = new Map<LoginName, Promise<StorageState>>();
      await provide((login) => {
        let state = states.get(login);
        if (!state) states.set(login, (state = signInState(browser, baseURL, login)));
        return state;
      });
    },
    { scope: 'worker' },
  ],

  // The signed-in localStorage (session with Remember me, demo database, knobs) is written by
  // an init script before the page's own scripts on its first load, once per tab. (Not through
  // the storageState option: its restore page sometimes left a new page without the session.)
  signedIn: [
    async ({ context, login, signedInState, baseURL }, provide) => {
      if (login) {
        const state = await signedInState(login);
        const origin = new URL(String(baseURL)).origin;
        const entries = state.origins.find((item) => item.origin === origin)?.localStorage ?? [];
        if (!entries.some((entry) => entry.name === SESSION_KEY)) {
          throw new Error(`Signing in as ${login} left no ${SESSION_KEY} in localStorage`);
        }
        await context.addInitScript(
          ({ origin: wanted, entries: items, marker }) => {
            // window.origin, not location.origin: a sandbox="" frame of this site (the campaign
            // snapshot) has an opaque origin ("null") and no storage to write to.
            if (window.origin !== wanted || sessionStorage.getItem(marker)) return;
            for (const { name, value } of items) localStorage.setItem(name, value);
            sessionStorage.setItem(marker, '1');
          },
          { origin, entries, marker: '__sweepSignedIn' },
        );
      }
      await provide();
    },
    { auto: true },
  ],

  dialogs: [
    async ({ context }, provide) => {
      const dialogs: string[] = [];
      context.on('dialog', (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss().catch(() => {});
      });
      await provide(dialogs);
      expect(dialogs, 'dialogs opened by a page').toEqual([]);
    },
    { auto: true },
  ],

  cspViolations: [
    async ({ context }, provide) => {
      const violations: string[] = [];
      await context.exposeBinding('__marqueeCspViolation', (_source, text: string) => {
        violations.push(text);
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
      // Where an uncaught error happened (the error watch reports what, this says on which URL).
      context.on('weberror', (webError) => {
        const error = webError.error();
        test.info().annotations.push({
          type: 'uncaught error',
          description: `${webError.page()?.url() ?? '(no page)'}: ${error.name}: ${error.message}`,
        });
      });
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) {
          violations.push(`console ${message.type()}: ${message.text()}`);
        }
      });
      await provide(violations);
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

/**
 * The network is quiet (Playwright's networkidle). A page holding a frame that may not run
 * script (SCRIPTLESS_FRAMES, e.g. the campaigns list's snapshot) sometimes never reports
 * networkidle once that frame attaches late, though nothing is in flight: there, the frames'
 * load events and a short networkidle wait (its timeout ignored) stand in for it.
 */
async function waitForQuietNetwork(page: Page, timeout: number): Promise<void> {
  if ((await page.locator(SCRIPTLESS_FRAMES).count()) === 0) {
    await page.waitForLoadState('networkidle', { timeout });
    return;
  }
  for (const frame of page.frames()) await frame.waitForLoadState('load', { timeout });
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
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

/** axe-core over the whole page: no serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude(SCRIPTLESS_FRAMES).analyze();
  const failing = results.violations
    .filter((violation) =>
      (AXE_FAILING_IMPACTS as readonly string[]).includes(violation.impact ?? ''),
    )
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} -> ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
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
