// Route sweep (issue 3, item 1), generated from the route table: every route with each demo
// login that may open it renders its title and a main landmark with content, with no uncaught
// exception, console error or CSP violation, and axe finds no serious or critical violation at
// 1280 px and at 375 px (a wizard: every step at 1280 px, the first also at 375 px); every route with each login that may not open it shows the no-access
// screen and makes no /v1 call (the shell's pending-reviews count aside). The command palette
// (issue 21) is opened with Ctrl+K over each login's home and checked with axe, open and
// searching, at 1280 and 375 px. Each screen, on each of its tabs, fits both widths (issue 27):
// nothing sticks out of its box, and on a list screen at 1280 px no column is clipped and each
// row's menu is in view (a table may scroll inside its own box at 375 px).
import {
  DESKTOP,
  expect,
  expectMainWithContent,
  expectNoSeriousAxeViolations,
  isShellCall,
  otherWizardStepUrls,
  PHONE,
  settle,
  test,
  waitForQuietNetwork,
} from './fixtures';
import { expectEveryTabFits } from './fit';
import {
  expectedPageTitle,
  LIST_ROUTES,
  LOGIN_NAMES,
  loginLabel,
  type LoginName,
  ROUTE_CASES,
  sweepLogins,
} from './route-matrix';

const NO_ACCESS = "You don't have access to this page";

// Declared login by login (signed out first), so a worker's tests of one login follow each
// other and take turns on its one signed-in page (fixtures.ts).
for (const login of [null, ...LOGIN_NAMES]) {
  for (const c of ROUTE_CASES.filter((item) => sweepLogins(item).includes(login))) {
    test.describe(`${c.route.id} ${c.url}`, () => {
      test.describe(`as ${loginLabel(login)}`, () => {
        test.use({ login, viewport: DESKTOP });

        test('renders its screen, axe-clean and fitting at 1280 and 375 px', async ({ page }) => {
          await page.goto(c.url);
          await expect(page).toHaveTitle(expectedPageTitle(c.route, login));
          await settle(page);
          await expectMainWithContent(page);
          await expect(page.getByText(NO_ACCESS)).toHaveCount(0);
          await expectNoSeriousAxeViolations(page, '1280 px');
          // Nothing sticks out; on a list screen every column fits (issue 27, item 4).
          const fit = { tablesFit: LIST_ROUTES.has(c.route.id) };
          await expectEveryTabFits(page, '1280 px', fit);
          // A wizard: every other step too, opened by its URL as its crumb does.
          const stepUrls = await otherWizardStepUrls(page);
          // Each further step is one more load and axe run: the campaign wizard's five took
          // 26-29 s of the 30 s on a slow day, so each step adds its own time to the budget.
          test.setTimeout(30_000 + stepUrls.length * 10_000);
          for (const stepUrl of stepUrls) {
            await page.goto(stepUrl);
            await expect(page).toHaveTitle(expectedPageTitle(c.route, login));
            await settle(page);
            await expectMainWithContent(page);
            await expectNoSeriousAxeViolations(page, `1280 px, ${stepUrl}`);
          }
          if (stepUrls.length > 0) await page.goto(c.url);

          await page.setViewportSize(PHONE);
          // Below `lg` the sidebar is a slide-out menu, closed until the menu button opens it.
          if (!c.route.public) {
            await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
            await expect(page.getByRole('dialog')).toHaveCount(0);
          }
          await settle(page);
          await expectMainWithContent(page);
          await expectNoSeriousAxeViolations(page, '375 px');
          await expectEveryTabFits(page, '375 px', { tablesFit: false });
        });
      });
    });
  }
  if (login) {
    declareDeniedTest(login);
    declarePaletteTest(login);
  }
}

// One test per login over every route it may not open (one page, one signed-in session: the
// cheap way to cover the whole denied half of the matrix); each route is a step, and a failure
// on one route does not hide the others.
function declareDeniedTest(login: LoginName): void {
  const denied = ROUTE_CASES.filter((c) => c.denied.includes(login));
  if (denied.length === 0) return;
  test.describe(`as ${login}`, () => {
    test.use({ login, viewport: DESKTOP });

    test(`the ${denied.length} routes it may not open show the no-access screen and call no /v1 API`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + denied.length * 5_000);
      // Signed in beforehand (another page): every /v1 call here would come from the screen.
      let apiCalls: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        // The shell's own figure (the pending reviews of an SSP user) is not the screen's call.
        if (isShellCall(request.method(), request.url())) return;
        if (pathname.startsWith('/v1/')) apiCalls.push(`${request.method()} ${pathname}`);
      });
      for (const c of denied) {
        await test.step(`${c.route.id} ${c.url}`, async () => {
          apiCalls = [];
          await page.goto(c.url);
          await expect
            .soft(page.getByRole('heading', { level: 1, name: NO_ACCESS }), c.url)
            .toBeVisible();
          await expect.soft(page, c.url).toHaveTitle('Marquee | No Access');
          await waitForQuietNetwork(page);
          expect.soft(apiCalls, `/v1 calls made by ${c.url} for ${login}`).toEqual([]);
        });
      }
    });
  });
}

// The command palette over each login's home (issue 21): Ctrl+K opens it, axe finds nothing
// serious with it open, searching and on a phone, and Escape gives the screen back.
function declarePaletteTest(login: LoginName): void {
  test.describe(`as ${loginLabel(login)}`, () => {
    test.use({ login, viewport: DESKTOP });

    test('the command palette opens with Ctrl+K and is axe-clean at 1280 and 375 px', async ({
      page,
    }) => {
      await page.goto('/');
      await settle(page);
      // As a user does, once the screen is there: the shortcut belongs to the shell, and a quiet
      // network alone did not mean the shell was on the page yet (a lost key, twice in CI).
      await expectMainWithContent(page);
      await expect(page.getByRole('button', { name: 'Search Ctrl K' })).toBeVisible();
      await page.keyboard.press('Control+K');
      const palette = page.getByRole('dialog', { name: 'Command palette' });
      // The dialog element has no box of its own (its panel is positioned): check its combobox.
      await expect(palette.getByRole('combobox')).toBeFocused();
      await expectNoSeriousAxeViolations(page, 'the palette, 1280 px');
      await page.keyboard.type('s');
      await expect(palette.getByRole('option').first()).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'the palette searching, 1280 px');
      await page.setViewportSize(PHONE);
      await expectNoSeriousAxeViolations(page, 'the palette searching, 375 px');
      await page.keyboard.press('Escape');
      await expect(palette).toHaveCount(0);
      await expectMainWithContent(page);
    });
  });
}

// The sweep's axe check itself: it fails on a serious violation planted in a screen (its own
// runner evaluates axe once per document, so a second check on the same page is tested too).
test.describe('the axe check', () => {
  test.use({ login: 'admin', viewport: DESKTOP, keepPage: false });

  test('fails on a nameless button planted in the screen, on the same page again', async ({
    page,
  }) => {
    await page.goto('/campaigns');
    await settle(page);
    await expectNoSeriousAxeViolations(page, 'before');
    await page.evaluate(() => {
      document.querySelector('main')?.append(document.createElement('button'));
    });
    await expect(expectNoSeriousAxeViolations(page, 'planted')).rejects.toThrow(
      /critical button-name/,
    );
  });
});
