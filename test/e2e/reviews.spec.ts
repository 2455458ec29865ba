// Creative reviews end to end (REV-DECIDE, REV-REJECT-REASON, REV-ALWAYS-APPROVE, REV-BULK):
// a publisher approves one pending
// creative, rejects another with a reason, and sets an auto-approval rule from a card, which
// approves the advertiser's other pending creatives; every decision survives a reload. On a
// phone the cards stack and a bulk approval runs. In Chromium against the production build in
// demo mode (the mock API persists to localStorage).
import type { Locator, Page } from '@playwright/test';
import { expect, sidebarNav, test, toast } from './helpers';

type Status = 'Pending' | 'Approved' | 'Rejected';

const queue = (page: Page, status: Status) =>
  page.getByRole('list', { name: `${status} creatives` });

const card = (page: Page, status: Status, name: string): Locator =>
  queue(page, status).getByRole('listitem', { name, exact: true });

const tab = (page: Page, status: Status, count: number) =>
  page.getByRole('tab', { name: `${status} ${count}`, exact: true });

async function expectCounts(page: Page, pending: number, approved: number, rejected: number) {
  await expect(tab(page, 'Pending', pending)).toBeVisible();
  await expect(tab(page, 'Approved', approved)).toBeVisible();
  await expect(tab(page, 'Rejected', rejected)).toBeVisible();
}

test('a publisher approves a creative, rejects one with a reason and always approves an advertiser', async ({
  signedInAs,
  page,
}) => {
  test.setTimeout(60_000);
  await signedInAs('ssp');
  await page.goto('/');
  await sidebarNav(page).getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL('/reviews');
  await expect(page).toHaveTitle('Marquee | Creative Reviews');
  await expectCounts(page, 4, 3, 2);
  await expect(page.getByRole('tab', { name: /^Pending/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // A video is shown with its controls, to be watched before deciding.
  const spot = card(page, 'Pending', 'Morning Brew 15s Spot');
  await expect(spot.locator('video[controls]')).toBeVisible();
  await expect(spot).toContainText('15 s');

  // Approve one.
  const landscape = card(page, 'Pending', 'Morning Brew – Landscape');
  await landscape.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(toast(page, 'Success', 'Creative approved')).toBeVisible();
  await expect(landscape).toHaveCount(0);
  await expectCounts(page, 3, 4, 2);

  // Reject another: the reason is required, then sent.
  await card(page, 'Pending', 'Fly South – Landscape')
    .getByRole('button', { name: 'Reject', exact: true })
    .click();
  // The dialog element has no box of its own (its panel is positioned): check its field.
  const dialog = page.getByRole('dialog', { name: 'Reject creative' });
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toBeVisible();
  await expect(reason).toBeFocused();
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog.getByText('A reason is required to reject a creative')).toBeVisible();
  await reason.fill('Winter travel ads do not fit our spring line-up.');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(toast(page, 'Success', 'Creative rejected')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expectCounts(page, 2, 4, 3);

  // Always approve Acme: its two pending creatives are approved at once.
  await card(page, 'Pending', 'Latte Art 15s Portrait')
    .getByRole('button', { name: 'Always approve this advertiser' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Always approve Acme Coffee Co.?' });
  await expect(confirm).toContainText('Their 2 creatives waiting for review will be approved now.');
  await confirm.getByRole('button', { name: 'Always approve', exact: true }).click();
  await expect(
    toast(page, 'Success', 'Creatives from Acme Coffee Co. are now approved automatically'),
  ).toBeVisible();
  const rules = page.getByRole('list', { name: 'Auto-approval rules' });
  await expect(rules.getByRole('listitem')).toHaveCount(1);
  await expect(rules.getByRole('listitem', { name: 'Acme Coffee Co.' })).toContainText('Added');
  await expectCounts(page, 0, 6, 3);
  await expect(page.getByText('No creatives waiting for review')).toBeVisible();

  // Everything holds after a reload: the tab comes from the URL.
  await page.getByRole('tab', { name: /^Approved/ }).click();
  await expect(page).toHaveURL('/reviews?status=approved');
  await page.reload();
  await expectCounts(page, 0, 6, 3);
  const latte = card(page, 'Approved', 'Latte Art 15s Portrait');
  await expect(latte.getByText('Auto-approved', { exact: true })).toBeVisible();
  await expect(latte.getByText('Always approved by a rule')).toBeVisible();
  await expect(
    card(page, 'Approved', 'Morning Brew – Landscape').getByText('Auto-approved', { exact: true }),
  ).toHaveCount(0);
  await page.getByRole('tab', { name: /^Rejected/ }).click();
  await expect(card(page, 'Rejected', 'Fly South – Landscape')).toContainText(
    'Winter travel ads do not fit our spring line-up.',
  );
});

test('on a phone the cards stack, and the selected ones are approved at once @mobile', async ({
  signedInAs,
  page,
}) => {
  await signedInAs('ssp');
  await page.goto('/reviews');
  await expectCounts(page, 4, 3, 2);
  const cards = queue(page, 'Pending').getByRole('listitem');
  await expect(cards).toHaveCount(4);
  const first = await cards.nth(0).boundingBox();
  const second = await cards.nth(1).boundingBox();
  expect(first && second, 'cards have boxes').toBeTruthy();
  expect(second!.x).toBe(first!.x);
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('checkbox', { name: 'Select Morning Brew – Landscape' }).check();
  await page.getByRole('checkbox', { name: 'Select Fly South – Landscape' }).check();
  await expect(page.getByText('2 selected', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await expect(toast(page, 'Success', '2 creatives approved')).toBeVisible();
  await expectCounts(page, 2, 5, 2);
});

test('while a rejection is being sent the keyboard focus waits in its dialog, and goes back to Reject when it failed', async ({
  signedInAs,
  page,
  errorWatch,
}) => {
  errorWatch.allow(/Failed to fetch/);
  // After a failure with no answer the console asks whether the server took the request: no.
  errorWatch.allow(/status of 404 \(Not Found\) \(.*\/v1\/requests\//);
  // The page's calls to /reject wait until the test lets them fail, as a dropped network fails
  // them (the console's own retries of the same request included).
  await page.addInitScript(() => {
    const send = window.fetch.bind(window);
    let drop = () => undefined as void;
    const dropped = new Promise<void>((resolve) => {
      drop = resolve;
    });
    Object.assign(window, { dropRejects: () => drop() });
    window.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!/\/v1\/reviews\/[^/]+\/reject$/.test(url)) return send(input, init);
      await dropped;
      throw new TypeError('Failed to fetch');
    };
  });
  await signedInAs('ssp');
  await page.goto('/reviews');
  await card(page, 'Pending', 'Fly South – Landscape')
    .getByRole('button', { name: 'Reject', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reject creative' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Too bright for a night screen');
  const reject = dialog.getByRole('button', { name: 'Reject', exact: true });
  await reject.focus();
  await page.keyboard.press('Enter');
  await expect(reject).toBeDisabled();
  // Not the page's body: the dialog itself holds it, so Tab and a screen reader stay there.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role') ?? null))
    .toBe('dialog');

  await page.evaluate(() => (window as unknown as { dropRejects: () => void }).dropRejects());
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(reject).toBeEnabled();
  await expect(reject).toBeFocused();
});
