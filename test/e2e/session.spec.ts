// Issue 20 end to end: "Sign in as" shows the impersonation bar on every screen (at 375 px too)
// and its button returns to the admin; a stale impersonation (the impersonated token expired,
// someone else signed in on that browser) never hands the admin's session to the next person.
import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test, toast } from './helpers';

const BAR_TEXT = 'Signed in as Dana Buyer (dsp@demo.test) · Return to Avery Admin';
const RETURN = 'Return to Avery Admin';

const impersonationBar = (page: Page) => page.getByRole('region', { name: 'Impersonation' });

/** From the Acme account screen, the signed-in admin signs in as Dana Buyer. */
async function signInAsDana(page: Page): Promise<void> {
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

/** The page's content is no wider than its viewport (nothing to scroll sideways). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test(
  'at 375 px the impersonation bar stays on every screen and returns to the admin',
  { tag: '@mobile' },
  async ({ page }) => {
    await signIn(page, DEMO.admin);
    await signInAsDana(page);

    const bar = impersonationBar(page);
    await expect(bar).toBeVisible();
    await expect(bar).toHaveText(BAR_TEXT);
    await expect(bar.getByRole('button', { name: RETURN })).toBeInViewport();
    await expectNoSidewaysScroll(page);

    await page.goto('/campaigns');
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    await expect(bar).toHaveText(BAR_TEXT);
    await expectNoSidewaysScroll(page);

    await bar.getByRole('button', { name: RETURN }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(bar).toHaveCount(0);
  },
);

test('a stale impersonation: the token expires, someone else signs in and logs out, and is signed out', async ({
  page,
  errorWatch,
}) => {
  // The admin chose Remember me: the admin's session waits in localStorage, the worst case.
  await signIn(page, DEMO.admin, { remember: true });
  await signInAsDana(page);
  await expect(impersonationBar(page)).toHaveText(BAR_TEXT);

  // Dana's token expires on the (mock) server: the demo database, kept in localStorage, forgets
  // it, and the next page load boots the mock from there.
  await page.evaluate(() => {
    const token = (JSON.parse(localStorage.getItem('marquee.session') ?? '{}') as { token: string })
      .token;
    const db = JSON.parse(localStorage.getItem('marquee.demo.db') ?? '{}') as {
      state: { sessions: Record<string, unknown> };
    };
    delete db.state.sessions[token];
    localStorage.setItem('marquee.demo.db', JSON.stringify(db));
  });
  // The browser logs the mock's 401 answer as a failed resource load.
  errorWatch.allow(/status of 401/);
  await page.goto('/campaigns');
  await expect(
    toast(page, 'Error', 'Your session has expired. Please sign in again.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/sign-in?redirectTo=%2Fcampaigns');

  // Someone else signs in on this browser (back to the interrupted screen, not theirs) and
  // logs out.
  await signIn(page, DEMO.ssp);
  await expect(page).toHaveURL('/campaigns');
  await expect(
    page.getByRole('heading', { name: "You don't have access to this page" }),
  ).toBeVisible();
  await expect(impersonationBar(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Log out' }).click();

  await expect(page).toHaveURL('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  // Nothing is left to restore, even after a reload.
  expect(
    await page.evaluate(() => [
      localStorage.getItem('marquee.session.swap'),
      sessionStorage.getItem('marquee.session.swap'),
      localStorage.getItem('marquee.session'),
      sessionStorage.getItem('marquee.session'),
    ]),
  ).toEqual([null, null, null, null]);
  await page.goto('/');
  await expect(page).toHaveURL('/sign-in');
});
