// Fault sweep (issue 3, item 1): every protected route, with one login allowed on it, opened
// with `?demo-faults=0.3&demo-latency=100` (30% of mock API calls answer 500, every call waits
// 0-100 ms: the knob's default 0-1500 ms made the sweep take minutes, and 100 ms still lets
// replies arrive out of order and puts loading states on screen between them). The
// main area is never blank: once loading settles it shows the screen, or an error state with
// Retry, or an error toast; Retry is pressed until the screen recovers. Then `?demo-faults=1`
// (every call fails) must put the failure on screen, and Retry must keep it there; finally the
// same URL with `?demo-faults=0` shows the screen whole, with no error. No uncaught exception
// at any point (console errors of the failed requests are expected and allowed). A wizard's
// other steps are then opened at 30% too, and are never blank either. For a publisher, the
// shell's pending-reviews count (issue 21) fails quietly: no badge at 100%, one at 0%.
//
// The fault knob's draws are seeded (`?demo-fault-seed`, DEMO-FAULT-SEED: each call's fault and
// latency come from the seed, its method and path and its count on the page), so a screen meets
// the same faults on every run: no test depends on a draw it does not control. The 30% phase
// still accepts each outcome a draw can give (no call failed, some failed and were retried, an
// error state showed), so a screen that changes its calls still passes, and bounds its Retry
// loop; the 100% phase fails every call.
import type { Page } from '@playwright/test';
import {
  DESKTOP,
  expect,
  expectMainWithContent,
  isShellCall,
  otherWizardStepUrls,
  settle,
  test,
  withParam,
} from './fixtures';
import { hasAnyRole, ROUTES } from '@/config/routes';
import {
  expectedPageTitle,
  LOGIN_NAMES,
  LOGIN_ROLES,
  PROTECTED_CASES,
  sweepLogins,
} from './route-matrix';

/** Retry presses at 30% faults before the screen must have recovered. */
const MAX_RETRIES = 8;
/** The latency range of the faulty calls: 0 to this many ms (`?demo-latency`). */
const LATENCY_MS = '100';

/** Seeds the faults' draws: the same screen meets the same faults on every run. */
const FAULT_SEED = 'fault-sweep';

/** The URL with the fault rate, the sweep's latency range and its seed. */
function withFaults(url: string, rate: string): string {
  const faulty = withParam(withParam(url, 'demo-faults', rate), 'demo-latency', LATENCY_MS);
  return withParam(faulty, 'demo-fault-seed', FAULT_SEED);
}

// Failed requests are logged by the browser; they are the point of this sweep. Anything else
// (a render error caught by the screen's error boundary, an uncaught exception) still fails.
const FAULT_CONSOLE_ERRORS = [/status of 500/, /Simulated server fault/];

/** Error states (ErrorState: role=alert with a Retry button) in the main area. */
function errorStates(page: Page) {
  return page
    .getByRole('main')
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Retry' }) });
}

/** Error toasts (react-hot-toast, role=alert, heading "Error"). */
function errorToasts(page: Page) {
  return page.getByRole('alert').filter({ has: page.getByText('Error', { exact: true }) });
}

/**
 * Not blank: the main area holds more than its heading (screen content or an error state), or
 * an error toast explains what is missing.
 */
async function expectNotBlank(page: Page, where: string): Promise<void> {
  const main = page.getByRole('main');
  await expect(main, where).toBeVisible();
  const text = (await main.innerText()).trim();
  const h1 = main.getByRole('heading', { level: 1 }).first();
  const heading = (await h1.count()) > 0 ? (await h1.innerText()).trim() : '';
  const beyondHeading = text.replace(heading, '').trim();
  const toastShown = (await errorToasts(page).count()) > 0;
  expect(
    beyondHeading.length > 0 || toastShown,
    `${where}: the main area shows only "${text}" and no error toast`,
  ).toBe(true);
}

// Declared login by login, so a worker's tests of one login take turns on its one signed-in
// page (fixtures.ts).
const FAULT_CASES = PROTECTED_CASES.map((c) => {
  const login = sweepLogins(c)[0];
  if (!login) throw new Error(`No demo login may open ${c.route.id}`);
  return { c, login };
}).sort((a, b) => LOGIN_NAMES.indexOf(a.login) - LOGIN_NAMES.indexOf(b.login));

for (const { c, login } of FAULT_CASES) {
  test.describe(`${c.route.id} ${c.url} as ${login}`, () => {
    test.use({ login, viewport: DESKTOP });

    test('never blank with 30% or all API calls failing; recovers with Retry and faults off', async ({
      page,
      errorWatch,
    }) => {
      test.setTimeout(120_000);
      for (const pattern of FAULT_CONSOLE_ERRORS) errorWatch.allow(pattern);
      let failedCalls = 0;
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        // The shell's pending-reviews count fails without a trace (checked below), so it says
        // nothing about whether the screen shows its failures.
        if (isShellCall(response.request().method(), response.url())) return;
        if (pathname.startsWith('/v1/') && response.status() === 500) failedCalls += 1;
      });
      const sspShell = hasAnyRole(LOGIN_ROLES[login], ROUTES.reviews.roles);
      const reviewsItem = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
        name: /^Reviews\b/,
      });
      const note = (description: string) =>
        test.info().annotations.push({ type: 'faults', description });
      const title = expectedPageTitle(c.route, login);

      await test.step('?demo-faults=0.3: the screen, an error state or an error toast', async () => {
        await page.goto(withFaults(c.url, '0.3'));
        await expect(page).toHaveTitle(title);
        await settle(page);
        await expectNotBlank(page, '30% of calls failing');
      });

      await test.step('Retry until the screen recovers (30% still failing)', async () => {
        let retries = 0;
        for (; retries < MAX_RETRIES; retries += 1) {
          const retry = errorStates(page).getByRole('button', { name: 'Retry' }).first();
          if ((await retry.count()) === 0) break;
          await retry.click();
          await settle(page);
          await expectNotBlank(page, `after Retry ${retries + 1}`);
        }
        await expect(errorStates(page), `still failing after ${MAX_RETRIES} retries`).toHaveCount(
          0,
        );
        note(`30%: ${failedCalls} calls failed, Retry pressed ${retries} times`);
      });

      await test.step('?demo-faults=1: the failure is on screen, and Retry keeps it there', async () => {
        failedCalls = 0;
        await page.goto(withFaults(c.url, '1'));
        await expect(page).toHaveTitle(title);
        await settle(page);
        await expectNotBlank(page, 'all calls failing');
        // The pending count failed too: the Reviews item has no badge, and no toast says so.
        if (sspShell) await expect(reviewsItem).toHaveAccessibleName('Reviews');
        if (failedCalls === 0) {
          if (sspShell) await expect(errorToasts(page)).toHaveCount(0);
          note('100%: the screen makes no call on opening');
          return;
        }
        await expect(errorStates(page).or(errorToasts(page)).first()).toBeVisible();
        const retry = errorStates(page).getByRole('button', { name: 'Retry' }).first();
        if ((await retry.count()) > 0) {
          await retry.click();
          await settle(page);
          await expectNotBlank(page, 'after Retry with all calls failing');
          await expect(errorStates(page).first()).toBeVisible();
        }
        note(`100%: ${failedCalls} calls failed`);
      });

      await test.step('?demo-faults=0: the whole screen, no error', async () => {
        await page.goto(withParam(c.url, 'demo-faults', '0'));
        await expect(page).toHaveTitle(title);
        await settle(page);
        await expectMainWithContent(page);
        await expectNotBlank(page, 'faults off');
        await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
        await expect(errorToasts(page)).toHaveCount(0);
        if (sspShell) await expect(reviewsItem).toHaveAccessibleName(/^Reviews, \d+ pending$/);
      });

      // Read from the whole screen (faults off), so a failed first load cannot hide the steps.
      await test.step('a wizard: every other step with 30% of calls failing', async () => {
        for (const stepUrl of await otherWizardStepUrls(page)) {
          await page.goto(withFaults(stepUrl, '0.3'));
          await expect(page).toHaveTitle(title);
          await settle(page);
          await expectNotBlank(page, `30% of calls failing, ${stepUrl}`);
        }
      });
    });
  });
}
