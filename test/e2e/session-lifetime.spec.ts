// Issue 40, items 2 and 3, as a security tester would, on the page's own clock (Playwright's
// clock: the demo server runs in the page, so its idea of time moves with it). Sessions of one
// idle minute (`?demo-session-minutes=1`): the warning comes 30 seconds before the end.
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, signIn, signInAsDana, test } from './helpers';

/** A GET of the demo API from the page with the tab's own token: its status. */
function statusOfOwnToken(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const raw =
      sessionStorage.getItem('marquee.session') ?? localStorage.getItem('marquee.session');
    const token = raw ? (JSON.parse(raw) as { token: string }).token : '';
    const reply = await fetch('/v1/campaigns', { headers: { Authorization: `Bearer ${token}` } });
    return reply.status;
  });
}

test('a session past its idle minute shows Session expired over the typed form, kept', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/sign-in?demo-session-minutes=1');
  await signIn(page, DEMO.admin);
  await page.goto('/accounts/create');
  const name = page.getByLabel(/^Account name/);
  await name.fill('Idle Hours Co.');

  await page.clock.fastForward('00:35');
  // (A dialog's own box is empty: its panel is fixed. Its heading and buttons are what shows.)
  const warning = page.getByRole('dialog', { name: /^Your session ends in \d+ seconds?$/ });
  await expect(warning.getByRole('heading')).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeVisible();

  await page.clock.fastForward('00:30');
  const expired = page.getByRole('dialog', { name: 'Session expired' });
  await expect(expired.getByRole('heading', { name: 'Session expired' })).toBeVisible();
  await expect(warning).toHaveCount(0);
  // The tab forgot the token (a reload finds no session); the screen stays.
  const token = await page.evaluate(() => sessionStorage.getItem('marquee.session'));
  expect(token).toBeNull();
  await expect(name).toHaveValue('Idle Hours Co.');

  await expired.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await expired.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(expired).toHaveCount(0);
  await expect(name).toHaveValue('Idle Hours Co.');
  expect(await statusOfOwnToken(page)).toBe(200);
});

test('Stay signed in keeps the session; the server refuses it once idle', async ({
  page,
  errorWatch,
}) => {
  // The refusal the test provokes.
  errorWatch.allow(/status of 401 \(Unauthorized\) \(.*\/v1\/campaigns/);
  await page.clock.install();
  await page.goto('/sign-in?demo-session-minutes=1');
  await signIn(page, DEMO.dsp);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.fastForward('00:40');
  const warning = page.getByRole('dialog', { name: /^Your session ends in / });
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toHaveCount(0);
  expect(await statusOfOwnToken(page)).toBe(200);
  // A direct request after a minute with nothing: refused by the server itself.
  const stored = await page.evaluate(() => sessionStorage.getItem('marquee.session'));
  await page.clock.fastForward('01:05');
  const status = await page.evaluate(async (raw) => {
    const { token } = JSON.parse(raw!) as { token: string };
    return (await fetch('/v1/campaigns', { headers: { Authorization: `Bearer ${token}` } })).status;
  }, stored);
  expect(status).toBe(401);
});

test("an ended sign-in as a user returns to the admin after the admin's password; the user's draft is offered at the next sign-in as them", async ({
  page,
  errorWatch,
}) => {
  errorWatch.allow(/status of 401 \(Unauthorized\)/);
  await page.clock.install();
  await page.goto('/sign-in?demo-session-minutes=1');
  await signIn(page, DEMO.admin, { remember: true });
  await signInAsDana(page);
  const bar = page.getByRole('region', { name: 'Impersonation' });
  await expect(bar).toContainText('Signed in as Dana Buyer');
  await expect(bar).toContainText(/Ends in (1 minute|\d+ seconds)/);
  // The sign-in as Dana is this tab's alone: never remembered.
  const remembered = await page.evaluate(() => localStorage.getItem('marquee.session'));
  expect(remembered).toContain('admin@demo.test');

  await page.goto('/campaigns/create');
  await page.getByLabel(/^Campaign name/).fill('Dana’s winter draft');
  await page.clock.fastForward('01:05');
  const dialog = page.getByRole('dialog', { name: 'Session expired' });
  await expect(dialog).toContainText(
    'Your session as Dana Buyer has ended. Enter the password of admin@demo.test to return to Avery Admin.',
  );
  await expect(dialog.getByLabel(/Email address/)).toHaveCount(0);
  await dialog.getByLabel(/^Password/).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Sign in again as Avery Admin' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password.');
  await dialog.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in again as Avery Admin' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await expect(bar).toHaveCount(0);

  // The next sign-in as Dana in this tab: what was typed as her is there.
  await signInAsDana(page);
  await expect(bar).toBeVisible();
  await page.goto('/campaigns/create');
  await expect(page.getByLabel(/^Campaign name/)).toHaveValue('Dana’s winter draft');
});
