// Issue 20 end to end: "Sign in as" shows the impersonation bar on every screen (at 375 px too)
// and its button returns to the admin; a stale impersonation (the impersonated token expired,
// someone else signed in on that browser) never hands the admin's session to the next person;
// a session that expires in the middle of a form is signed in again over it, and the save goes
// through with every field as typed.
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, signIn, signInAsDana, test, toast } from './helpers';

// AUTH-IMPERSONATE-LIFETIME: the bar says what is left of the sign-in's 60 minutes.
const BAR_TEXT =
  /^Signed in as Dana Buyer \(dsp@demo\.test\) · Ends in \d+ minutes · Return to Avery Admin$/;
const RETURN = 'Return to Avery Admin';

const impersonationBar = (page: Page) => page.getByRole('region', { name: 'Impersonation' });
const expiredDialog = (page: Page) => page.getByRole('dialog', { name: 'Session expired' });

/**
 * The (mock) server forgets this page's session token, with the page left as it is. The demo
 * keeps only the 50 latest sessions, so 50 sign-ins of someone else evict it. (Deleting the token
 * from the stored demo database would need a reload: the page's mock reads it only at start.)
 */
async function evictSessionToken(page: Page): Promise<void> {
  const failures = await page.evaluate(
    async ({ email, password }) => {
      let failed = 0;
      for (let i = 0; i < 50; i += 1) {
        const reply = await fetch('/v1/users/session', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        if (!reply.ok) failed += 1;
      }
      return failed;
    },
    { email: DEMO.ssp, password: DEMO_PASSWORD },
  );
  expect(failures).toBe(0);
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

test('a stale impersonation: the token expires, the tab signs out, a reload is not the admin, someone else signs in and logs out, and is signed out', async ({
  page,
  errorWatch,
}) => {
  // The admin chose Remember me: the admin's session waits in localStorage, the worst case.
  await signIn(page, DEMO.admin, { remember: true });
  await signInAsDana(page);
  await expect(impersonationBar(page)).toHaveText(BAR_TEXT);

  // Dana's token expires on the (mock) server: the demo database, kept in IndexedDB (its sessions
  // under one key, as JSON), forgets it, and the next page load boots the mock from there.
  await page.evaluate(async () => {
    // The sign-in as Dana is the tab's own (sessionStorage); the admin's stays in localStorage.
    const token = (
      JSON.parse(sessionStorage.getItem('marquee.session') ?? '{}') as { token: string }
    ).token;
    await new Promise<void>((resolve, reject) => {
      const opened = indexedDB.open('marquee-demo');
      opened.onerror = () => reject(opened.error ?? new Error('no demo database'));
      opened.onsuccess = () => {
        const transaction = opened.result.transaction('data', 'readwrite');
        const data = transaction.objectStore('data');
        const read = data.get('state:sessions');
        read.onsuccess = () => {
          const sessions = JSON.parse(read.result as string) as Record<string, unknown>;
          delete sessions[token];
          data.put(JSON.stringify(sessions), 'state:sessions');
        };
        transaction.oncomplete = () => {
          opened.result.close();
          resolve();
        };
        transaction.onerror = () => reject(transaction.error ?? new Error('not written'));
      };
    });
  });
  // The browser logs the mock's 401 answer as a failed resource load.
  errorWatch.allow(/status of 401/);
  await page.goto('/campaigns');
  // The dialog element has no box of its own (its panel is positioned): check its content.
  const dialog = expiredDialog(page);
  await expect(
    dialog.getByText('Your session as Dana Buyer has ended.', { exact: false }),
  ).toBeVisible();

  // Signed out here: a reload does not take the admin's remembered session without the password.
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

  // Someone else signs in on this browser through the form, and logs out.
  await signIn(page, DEMO.ssp);
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

test('a session that expires mid-form: Continue, sign in again over the form, saved as typed', async ({
  page,
  errorWatch,
}) => {
  const name = 'E2E Expiry Bidder';
  const url = 'https://rtb.e2e.example/expiry';
  await signIn(page, DEMO.admin);
  await page.goto('/bidders/create/3');
  await expect(page.getByRole('heading', { level: 1, name: 'New OpenRtb Bidder' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Bidder Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Bidder URL' }).fill(url);
  await page.getByRole('spinbutton', { name: 'Timeout (ms)' }).fill('250');
  await page.getByRole('textbox', { name: 'Placement IDs' }).fill('pl_1 pl_2');

  await evictSessionToken(page);
  // The browser logs the mock's 401 answer as a failed resource load.
  errorWatch.allow(/status of 401/);
  await page.getByRole('button', { name: 'Continue' }).click();

  const dialog = expiredDialog(page);
  await expect(dialog.getByLabel('Email address')).toHaveValue(DEMO.admin);
  await expect(dialog.getByLabel(/^Password\b/)).toBeFocused();
  await expect(page).toHaveURL('/bidders/create/3');
  // The form is still there behind the dialog, as typed.
  await expect(page.getByRole('textbox', { name: 'Bidder Name', includeHidden: true })).toHaveValue(
    name,
  );
  await dialog.getByLabel(/^Password\b/).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(toast(page, 'Success', 'Bidder successfully created')).toBeVisible();
  await expect(page).toHaveURL('/bidders');
  const row = page
    .getByRole('table', { name: 'Bidders' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(4)).toHaveText(url);

  // Every field as typed, in the saved bidder.
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Bidder Name' })).toHaveValue(name);
  await expect(page.getByRole('textbox', { name: 'Bidder URL' })).toHaveValue(url);
  await expect(page.getByRole('spinbutton', { name: 'Timeout (ms)' })).toHaveValue('250');
  await expect(page.getByRole('textbox', { name: 'Placement IDs' })).toHaveValue('pl_1\npl_2');
});
