// Issue 40 as a security tester would: a token copied before a sign-out is refused after it, by a
// direct request and in a tab that still holds it (a duplicated tab's unremembered session),
// whose next call asks to sign in again over the screen; a buyer's deals hold no other Seat ID.
import type { Page } from '@playwright/test';
import { callApi, DEMO, expect, signIn, test } from './helpers';

const SESSION_KEY = 'marquee.session';

/** A GET of the demo API from a page, with a token of our choosing: its status. */
function statusWith(page: Page, token: string): Promise<number> {
  return page.evaluate(
    async (bearer) =>
      (
        await fetch('/v1/campaigns', {
          headers: { Accept: 'application/json', Authorization: `Bearer ${bearer}` },
        })
      ).status,
    token,
  );
}

test('a token copied before Log out is refused after it, and the tab that held it asks to sign in again', async ({
  page,
  context,
  errorWatch,
}) => {
  // The refusals the test provokes.
  errorWatch.allow(/status of 401 \(Unauthorized\) \(.*\/v1\/(campaigns|reports)/);
  await signIn(page, DEMO.dsp);
  await page.goto('/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
  const token = (JSON.parse(stored!) as { token: string }).token;

  // A duplicated tab: the unremembered session's copy in its own sessionStorage.
  const copy = await context.newPage();
  await copy.addInitScript(
    ([key, value]) => {
      // The page itself only (the campaigns page has a sandboxed frame, without storage).
      if (window !== window.top) return;
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
    },
    [SESSION_KEY, stored!] as const,
  );
  await copy.goto('/campaigns');
  await expect(copy.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  expect(await statusWith(copy, token)).toBe(200);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  // The direct request with the copied token, and the duplicated tab's own next call.
  await expect.poll(() => statusWith(copy, token)).toBe(401);
  await copy
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Reports/ })
    .click();
  const dialog = copy.getByRole('dialog', { name: 'Session expired' });
  await expect(dialog.getByRole('heading', { name: 'Session expired' })).toBeVisible();
});

test('a buyer’s deals hold no other buyer’s Seat ID, on the wire and on the page', async ({
  page,
}) => {
  await signIn(page, DEMO.dsp);
  const deals = await callApi<{ id: string; seats: string[] }[]>(page, '/deals');
  expect(deals.length).toBeGreaterThan(0);
  expect(JSON.stringify(deals)).not.toContain('acc_bluebird');
  for (const deal of deals) expect(deal.seats).toEqual(['acc_acme']);
  await page.goto('/deals/deal_nw_malls');
  await expect(page.getByText('Your account (acc_acme) and 1 other buyer')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('acc_bluebird');
});
