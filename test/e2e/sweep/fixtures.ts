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

/** How a screen is checked for fit: a table may scroll sideways in its own box only on a phone. */
export interface FitOptions {
  /**
   * Every table's columns fit its box, no sideways scroll (at 1280 px); otherwise a table may
   * scroll inside its own box, which itself must fit.
   */
  tablesFit: boolean;
}

/**
 * What sticks out on the screen (issue 27, item 4), as readable lines (none: it fits):
 * - with `tablesFit`, a table cell whose right edge is beyond its scroll box's visible right
 *   edge (the last column clipped), or a row's button (its menu) not wholly in the viewport;
 * - in the main landmark, an element wider than its parent where the parent lets it show
 *   (overflow visible): a card, table or figure sticking out of its box;
 * - a same-origin frame (the campaigns list's snapshot) whose page does not fit its box.
 */
export async function fitProblems(page: Page, { tablesFit }: FitOptions): Promise<string[]> {
  const problems = await page.evaluate((checkTables) => {
    const found: string[] = [];
    const viewport = window.innerWidth;
    const describe = (element: Element) => {
      const classes = (element.getAttribute('class') ?? '').slice(0, 100);
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()} class="${classes}"> "${text}"`;
    };
    const main = document.querySelector('main');
    if (!main) return found;
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';

    if (checkTables) {
      for (const table of Array.from(main.querySelectorAll('table'))) {
        let box: Element | null = table.parentElement;
        while (box && box !== main && !clips(box)) box = box.parentElement;
        const boxRect = box && box !== main ? box.getBoundingClientRect() : null;
        const visibleRight =
          box && boxRect ? boxRect.left + box.clientLeft + box.clientWidth : viewport;
        const caption = table.querySelector('caption')?.textContent?.trim() ?? '(no caption)';
        for (const cell of Array.from(table.querySelectorAll('th, td'))) {
          const rect = cell.getBoundingClientRect();
          if (rect.width === 0) continue;
          if (rect.right > visibleRight + 1) {
            found.push(
              `table "${caption}": a cell ends at ${Math.round(rect.right)} px, beyond its box's visible edge at ${Math.round(visibleRight)} px: ${describe(cell)}`,
            );
            break;
          }
        }
        for (const button of Array.from(table.querySelectorAll('tbody button'))) {
          const rect = button.getBoundingClientRect();
          if (rect.width === 0) continue;
          if (rect.left < 0 || rect.right > Math.min(viewport, visibleRight) + 1) {
            found.push(
              `table "${caption}": a row's button is not wholly in view (${Math.round(rect.left)}-${Math.round(rect.right)} px): ${describe(button)}`,
            );
            break;
          }
        }
      }
    }

    // The box an element lies in: its nearest ancestor with a box of its own (a `contents` or
    // inline wrapper has none to compare with).
    const boxOf = (element: Element) => {
      let box = element.parentElement;
      while (box && box !== main) {
        const display = getComputedStyle(box).display;
        if (display !== 'contents' && !display.startsWith('inline')) break;
        box = box.parentElement;
      }
      return box;
    };
    for (const element of Array.from(main.querySelectorAll('*'))) {
      if (!(element instanceof HTMLElement)) continue;
      const parent = boxOf(element);
      if (!parent || clips(parent)) continue;
      const style = getComputedStyle(element);
      // Positioned layers (menus, tooltips, visually hidden text) are not in the flow.
      if (style.position === 'absolute' || style.position === 'fixed') continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const outer = parent.getBoundingClientRect();
      // A small negative margin (a ghost button lined up with the text) is a design, not an
      // overflow: what sticks out past the right edge, or is wider than its box, is.
      if (rect.right > outer.right + 1 || rect.width > outer.width + 1) {
        found.push(
          `${describe(element)} (${Math.round(rect.left)}-${Math.round(rect.right)} px) sticks out of its box ${describe(parent)} (${Math.round(outer.left)}-${Math.round(outer.right)} px)`,
        );
      }
    }
    return found;
  }, tablesFit);
  // A framed page of our own (the campaigns list's snapshot) fits its frame, both ways: its
  // figures cut off at the frame's edge are as lost as a clipped column.
  for (const frame of page.frames()) {
    if (frame === page.mainFrame() || !frame.url().startsWith(new URL(page.url()).origin)) continue;
    const size = await frame.evaluate(() => {
      const root = document.documentElement;
      return [root.scrollWidth, root.clientWidth, root.scrollHeight, root.clientHeight];
    });
    const [scrollWidth = 0, width = 0, scrollHeight = 0, height = 0] = size;
    if (scrollWidth > width || scrollHeight > height) {
      problems.push(
        `the framed page ${frame.url()} (${scrollWidth} x ${scrollHeight} px) does not fit its ${width} x ${height} px frame`,
      );
    }
  }
  return problems;
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

/** The screen fits its width (fitProblems finds nothing); `where` names the width. */
export async function expectScreenFits(page: Page, where: string, options: FitOptions) {
  await expectNoHorizontalOverflow(page, where);
  expect(
    await fitProblems(page, options),
    `what does not fit at ${where} on ${page.url()}`,
  ).toEqual([]);
}

/**
 * The screen fits on each of its tabs (the reviews' Pending, Approved and Rejected): the open
 * tab first, then each other one, opened as a user does. A screen without tabs: itself.
 */
export async function expectEveryTabFits(page: Page, where: string, options: FitOptions) {
  await expectScreenFits(page, where, options);
  const tabs = page.getByRole('main').getByRole('tablist').getByRole('tab', { selected: false });
  for (const tab of await tabs.all()) {
    const name = (await tab.textContent())?.trim() ?? '';
    await tab.click();
    await settle(page);
    await expectScreenFits(page, `${where}, the ${name} tab`, options);
  }
}
