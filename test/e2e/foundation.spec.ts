// Issue 2 end to end: sign-in per demo login, the role-aware shell, sessions, guards and the
// access screens, in real Chromium against the production build in demo mode.
import {
  DEMO,
  expect,
  sidebarItems,
  sidebarNav,
  signIn,
  test,
  toast,
  watchDownloads,
} from './helpers';

// NAV-SIDEBAR-ROLES, in the spec's order, and Deals (DEAL-SIDEBAR): after Reports for SSP and
// DSP, after Bidders for Admin, once for a login with both (NAV-SIDEBAR-ONCE); Activity last, for
// every role (HIST-ACTIVITY).
const NAV = {
  home: ['Home', '/home'],
  accounts: ['Accounts', '/accounts'],
  campaigns: ['Campaigns', '/campaigns'],
  placements: ['Placements', '/placements'],
  inventory: ['Inventory', '/inventory'],
  content: ['Content', '/content'],
  creatives: ['Ad Creatives', '/creatives'],
  reviews: ['Reviews', '/reviews'],
  reports: ['Reports', '/reports'],
  deals: ['Deals', '/deals'],
  settings: ['Settings', '/settings'],
  bidders: ['Bidders', '/bidders'],
  tools: ['Tools', '/tools'],
  activity: ['Activity', '/activity'],
} satisfies Record<string, [string, string]>;
const nav = (...ids: (keyof typeof NAV)[]) => ids.map((id) => NAV[id]);

const ADMIN_NAV = nav('accounts', 'settings', 'bidders', 'deals', 'tools', 'activity');
const DSP_NAV = nav(
  'home',
  'campaigns',
  'inventory',
  'content',
  'creatives',
  'reports',
  'deals',
  'activity',
);
const SSP_NAV = nav('placements', 'reviews', 'reports', 'deals', 'activity');
const ALL_NAV = Object.values(NAV);

const RECOVERY_REQUESTED =
  'We sent an e-mail to the provided address with a link for account recovery. Please wait up to five minutes for the message to arrive and check your spam folder';
const MISSING_RECOVERY_TOKEN =
  'There was an issue with account recovery. Please follow the recovery link e-mailed to you or try again.';
const LINK_EXPIRED = 'This link has expired. Please request a new one.';

test.describe('sign in as each demo login and see the right home', () => {
  test('Admin: the accounts screen', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(page).toHaveTitle('Marquee | Accounts');
    expect(await sidebarItems(page)).toEqual(ADMIN_NAV);
    await expect(sidebarNav(page).getByText(DEMO.admin, { exact: true })).toBeVisible();
  });

  test('DSP: the home screen greets by name with the five cards', async ({ page }) => {
    await signIn(page, DEMO.dsp);
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome, Dana Buyer' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Marquee | Home');
    const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(cards).toHaveCount(5);
    const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/campaigns/create',
      '/inventory/featured',
      '/content',
      '/campaigns',
      '/reports',
    ]);
    expect(await sidebarItems(page)).toEqual(DSP_NAV);
    await expect(sidebarNav(page).getByText(DEMO.dsp, { exact: true })).toBeVisible();
  });

  test('SSP: the reports list, with Reports highlighted at /', async ({ page }) => {
    await signIn(page, DEMO.ssp);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page).toHaveTitle('Marquee | Reports');
    expect(await sidebarItems(page)).toEqual(SSP_NAV);
    await expect(sidebarNav(page).getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebarNav(page).getByText(DEMO.ssp, { exact: true })).toBeVisible();
  });

  test('Admin + DSP + SSP: the accounts screen and all 14 sidebar items', async ({ page }) => {
    await signIn(page, DEMO.multi);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(page).toHaveTitle('Marquee | Accounts');
    const items = await sidebarItems(page);
    expect(items).toHaveLength(14);
    expect(items).toEqual(ALL_NAV);
    await expect(sidebarNav(page).getByText(DEMO.multi, { exact: true })).toBeVisible();
  });

  test('no role: the misconfigured account message EA#0093', async ({ page }) => {
    await signIn(page, DEMO.misconfigured);
    await expect(page).toHaveURL('/');
    await expect(page.getByText('This account was configured incorrectly.')).toBeVisible();
    await expect(page.getByText('Error Code: EA#0093.')).toBeVisible();
    await expect(page).toHaveTitle('Marquee | Home');
    expect(await sidebarItems(page)).toEqual([]);
    await expect(sidebarNav(page).getByText(DEMO.misconfigured, { exact: true })).toBeVisible();
  });
});

test.describe('sessions', () => {
  test('Remember me off: the session survives a reload', async ({ page }) => {
    await signIn(page, DEMO.dsp, { remember: false });
    await expect(page.getByRole('heading', { name: 'Welcome, Dana Buyer' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Welcome, Dana Buyer' })).toBeVisible();
  });

  test('Remember me off: a new browser context is signed out', async ({ page, newContext }) => {
    await signIn(page, DEMO.dsp, { remember: false });
    await expect(page.getByRole('heading', { name: 'Welcome, Dana Buyer' })).toBeVisible();
    // storageState carries cookies and localStorage, never sessionStorage.
    const other = await newContext({ storageState: await page.context().storageState() });
    const next = await other.newPage();
    await next.goto('/');
    await expect(next).toHaveURL('/sign-in');
    await expect(next.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('Remember me on: a new browser context with the same storage is signed in', async ({
    page,
    newContext,
  }) => {
    await signIn(page, DEMO.dsp, { remember: true });
    await expect(page.getByRole('heading', { name: 'Welcome, Dana Buyer' })).toBeVisible();

    const same = await newContext({ storageState: await page.context().storageState() });
    const samePage = await same.newPage();
    await samePage.goto('/');
    await expect(samePage.getByRole('heading', { name: 'Welcome, Dana Buyer' })).toBeVisible();
    await expect(sidebarNav(samePage).getByText(DEMO.dsp, { exact: true })).toBeVisible();

    // A browser context with no storage at all is signed out.
    const empty = await newContext();
    const emptyPage = await empty.newPage();
    await emptyPage.goto('/');
    await expect(emptyPage).toHaveURL('/sign-in');
  });

  test('Log out goes to /sign-in and ends the session', async ({ page }) => {
    await signIn(page, DEMO.admin, { remember: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/sign-in');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await page.goto('/accounts');
    await expect(page).toHaveURL('/sign-in?redirectTo=%2Faccounts');
  });

  test('a protected URL without a session goes to sign-in and returns after it', async ({
    page,
  }) => {
    await page.goto('/campaigns');
    await expect(page).toHaveURL('/sign-in?redirectTo=%2Fcampaigns');
    await signIn(page, DEMO.dsp);
    await expect(page).toHaveURL('/campaigns');
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    await expect(page).toHaveTitle('Marquee | Campaigns');
  });
});

test.describe('route guards', () => {
  test('a DSP user opening /bidders sees the no-access screen and no bidder call is made', async ({
    page,
  }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/v1/')) apiCalls.push(`${request.method()} ${pathname}`);
    });
    await signIn(page, DEMO.dsp);
    await expect(page.getByRole('heading', { name: 'Welcome, Dana Buyer' })).toBeVisible();
    // The listener does see the mock API's calls.
    expect(apiCalls).toContain('POST /v1/users/session');

    await page.goto('/bidders');
    await expect(
      page.getByRole('heading', { name: "You don't have access to this page" }),
    ).toBeVisible();
    expect(await sidebarItems(page)).toEqual(DSP_NAV);
    await page.waitForLoadState('networkidle');
    expect(apiCalls.filter((call) => call.includes('/v1/bidders'))).toEqual([]);
  });

  test('an unknown path shows the not-found screen', async ({ page, signedInAs }) => {
    await page.goto('/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await signedInAs('admin');
    await page.goto('/accounts/nothing/here/at/all');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('password links', () => {
  test('forgot password shows the recovery message', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page).toHaveTitle('Marquee | Forgot Password');
    await page.getByLabel('Email address').fill(DEMO.dsp);
    await page.getByRole('button', { name: 'Send Recovery E-mail' }).click();
    await expect(page.getByText(RECOVERY_REQUESTED, { exact: true })).toBeVisible();
  });

  test('/reset-password without a token goes to /forgot-password with an error', async ({
    page,
  }) => {
    await page.goto('/reset-password');
    await expect(page).toHaveURL('/forgot-password');
    await expect(toast(page, 'Error', MISSING_RECOVERY_TOKEN)).toBeVisible();
  });

  test('an expired recovery link shows the expiry error', async ({ page, errorWatch }) => {
    // The browser logs the mock API's 400 reply as a failed resource load.
    errorWatch.allow(/status of 400 .*\/v1\/users\/password/);
    await page.goto('/reset-password?token=expired');
    await expect(page).toHaveTitle('Marquee | Change Password');
    await page.getByLabel('New Password').fill('new-password-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(toast(page, 'Error', LINK_EXPIRED)).toBeVisible();
    // AUTH-LINK-TOKEN-HIDDEN: the token left the address bar once read.
    await expect(page).toHaveURL('/reset-password');
  });

  test('a valid recovery link sets the password and lands on sign-in', async ({ page }) => {
    await page.goto('/reset-password?token=demo-token');
    await expect(page).toHaveURL('/reset-password');
    await page.getByLabel('New Password').fill('new-password-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page).toHaveURL('/sign-in');
    await expect(toast(page, 'Success', 'Password reset successful.')).toBeVisible();
  });
});

test.describe('toasts', () => {
  test('the sign-in page loads no toast code until the user acts; a failed sign-in still toasts', async ({
    page,
    errorWatch,
  }) => {
    errorWatch.allow(/status of 401 .*\/v1\//);
    const toastCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/toast-viewport-[\w-]+\.js$/.test(request.url())) toastCode.push(request.url());
    });
    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(toastCode).toEqual([]);

    await page.getByLabel('Email address').fill(DEMO.dsp);
    await page.getByLabel(/^Password\b/).fill('wrong-password');
    // The click's pointer press fetches the toasts' code, beside the sign-in request.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(toast(page, 'Error', 'Invalid email or password')).toBeVisible();
    expect(toastCode).toHaveLength(1);
  });
});

test.describe('mobile', () => {
  test(
    'at 375 px the slide-out menu gives the focus back to its button, the first time too',
    { tag: '@mobile' },
    async ({ page }) => {
      await signIn(page, DEMO.dsp);
      await expect(page.getByRole('heading', { name: 'Welcome, Dana Buyer' })).toBeVisible();
      const open = page.getByRole('button', { name: 'Open menu' });
      // By keyboard on a fresh page: the menu's code loads as the button takes the focus.
      await open.focus();
      await page.keyboard.press('Enter');
      await expect(sidebarNav(page.getByRole('dialog'))).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(open).toBeFocused();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(open).toBeFocused();
    },
  );

  // ROUTE-PART-FAILS: the slide-out's code could not be downloaded (offline): the press says
  // so, the screen and what was typed stay (it was the router's crash page), and a press once
  // online opens it.
  test(
    'at 375 px Open menu while offline says so and keeps the screen, and opens once online',
    { tag: '@mobile' },
    async ({ page, context, signedInAs, errorWatch }) => {
      errorWatch.allow(/net::ERR_|Failed to fetch/);
      await signedInAs('dsp');
      const downloads = watchDownloads(page);
      await page.goto('/campaigns/create');
      const name = page.getByRole('textbox', { name: 'Campaign name' });
      await name.fill('Typed Before Offline');
      // Offline once the page's own downloads are done, and known to the page before the press:
      // a download cut off would stay failed for the page's life (the next test), which is not
      // what this one checks.
      await downloads.settled();
      await context.setOffline(true);
      await page.waitForFunction(() => !navigator.onLine);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(
        toast(page, 'Error', 'Could not reach the server. Check your connection and try again.'),
      ).toBeVisible();
      await expect(name).toHaveValue('Typed Before Offline');

      await context.setOffline(false);
      // Once the page knows it is online (a press before that is refused as offline again).
      await page.waitForFunction(() => navigator.onLine);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(sidebarNav(page.getByRole('dialog'))).toBeVisible();
    },
  );

  // ROUTE-GONE-CHUNK-RELOAD: a file the slide-out imports failed in a dropped network, and
  // Chromium keeps that import failed for the page's life: the press reloads the page, what was
  // typed kept in its draft, and the next press opens it.
  test(
    'at 375 px Open menu whose code a dropped network left failed reloads, keeping what was typed',
    { tag: '@mobile' },
    async ({ page, context, signedInAs, errorWatch }) => {
      errorWatch.allow(/net::ERR_|Failed to fetch|dialog-/);
      let blocked = false;
      await context.route(/\/assets\/dialog-[\w-]+\.js(\?.*)?$/, (route) =>
        blocked ? route.abort() : route.continue(),
      );
      // The network comes back with the reload, not when the press returns: the typing's own
      // warm-up (the conflict dialog) and the press both ask for the file while it is cut.
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) blocked = false;
      });
      await signedInAs('dsp');
      const downloads = watchDownloads(page);
      await page.goto('/campaigns/create');
      await downloads.settled();
      blocked = true;
      const name = page.getByRole('textbox', { name: 'Campaign name' });
      await name.fill('Typed Before The Cut');

      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await reloaded;
      await expect(name).toHaveValue('Typed Before The Cut');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(sidebarNav(page.getByRole('dialog'))).toBeVisible();
    },
  );

  test('at 375 px the sidebar is a slide-out menu', { tag: '@mobile' }, async ({ page }) => {
    await signIn(page, DEMO.dsp);
    await expect(page.getByRole('heading', { name: 'Welcome, Dana Buyer' })).toBeVisible();
    await expect(sidebarNav(page)).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    // The dialog element itself has no box (its panel is fixed-positioned): check its content.
    const menu = page.getByRole('dialog');
    await expect(sidebarNav(menu)).toBeVisible();
    expect(await sidebarItems(menu)).toEqual(DSP_NAV);
    await expect(menu.getByText(DEMO.dsp, { exact: true })).toBeVisible();

    await menu.getByRole('link', { name: 'Campaigns' }).click();
    await expect(page).toHaveURL('/campaigns');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    await expect(sidebarNav(page)).toBeHidden();
  });
});

test.describe('demo mode', () => {
  test('a mock worker that unregistered itself under the page is no uncaught error', async ({
    page,
  }) => {
    // What a full navigation can do under load: the closing page was the worker's last client,
    // so the worker unregisters, and the new page's MSW start updates that registration
    // (mswjs/msw#2006). The same calls made by hand; the errorWatch fixture fails the test on
    // the unhandled rejection.
    await signIn(page, DEMO.dsp);
    await expect(page.getByRole('heading', { name: 'Welcome, Dana Buyer' })).toBeVisible();
    const outcome = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) return 'no registration';
      await registration.unregister();
      // MSW's call, its promise dropped; then the same call again, to read how it ends.
      void registration.update();
      return registration.update().then(
        () => 'updated',
        (error: unknown) => String(error),
      );
    });
    expect(outcome).toContain('Not found');
    // The page goes on: it is still controlled, and the mock API still answers.
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await expect(page.getByRole('link', { name: 'Morning Rush Commuters' })).toBeVisible();
  });
});
