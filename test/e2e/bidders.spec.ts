// Issue 4, bidders end to end: an admin creates an OpenRtb bidder with the defaults, finds it
// in the list, turns it off, still sees it off after a reload, and renames it. In Chromium
// against the production build in demo mode (the mock API persists to localStorage).
import { expect, test, toast } from './helpers';
import type { Page } from '@playwright/test';

const BIDDER = 'E2E Beacon Bidder';
const RENAMED = 'E2E Beacon Bidder Renamed';
const URL = 'https://rtb.e2e.example/openrtb2/bid';

function bidderRow(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'Bidders' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
}

test('an admin creates an OpenRtb bidder with defaults, toggles it off, reloads, edits it', async ({
  signedInAs,
  page,
}) => {
  await signedInAs('admin');
  await page.goto('/bidders');
  await expect(page.getByRole('heading', { level: 1, name: 'Bidders' })).toBeVisible();
  await expect(page).toHaveTitle('Marquee | Bidders');

  // New Bidder -> OpenRtb (index 3).
  await page.getByRole('button', { name: 'New Bidder' }).click();
  await page.getByRole('menuitem', { name: 'OpenRtb' }).click();
  await expect(page).toHaveURL('/bidders/create/3');
  await expect(page.getByRole('heading', { level: 1, name: 'New OpenRtb Bidder' })).toBeVisible();

  // Only a name and a URL; every other field keeps its default.
  await page.getByRole('textbox', { name: 'Bidder Name' }).fill(BIDDER);
  const url = page.getByRole('textbox', { name: 'Bidder URL' });
  await url.fill(`${URL}?ip=`);
  await page.getByRole('button', { name: /\$\{IP_ADDR\}/ }).click();
  await expect(url).toHaveValue(`${URL}?ip=\${IP_ADDR}`);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(toast(page, 'Success', 'Bidder successfully created')).toBeVisible();
  await expect(page).toHaveURL('/bidders');
  const row = bidderRow(page, BIDDER);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(2)).toHaveText('OpenRtb');
  await expect(row.getByRole('cell').nth(3)).toHaveText('10,000');
  await expect(row.getByRole('cell').nth(4)).toHaveText(`${URL}?ip=\${IP_ADDR}`);

  // A new bidder is active; switch it off and wait for the server's answer.
  const toggle = row.getByRole('switch', { name: `Active: ${BIDDER}` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();

  await page.reload();
  await expect(
    bidderRow(page, BIDDER).getByRole('switch', { name: `Active: ${BIDDER}` }),
  ).not.toBeChecked();

  // Edit: a row click opens the form with what was saved, defaults included.
  await bidderRow(page, BIDDER).getByRole('cell').nth(2).click();
  await expect(page).toHaveURL(/\/bidders\/[^/]+\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit OpenRtb Bidder' })).toBeVisible();
  const name = page.getByRole('textbox', { name: 'Bidder Name' });
  await expect(name).toHaveValue(BIDDER);
  await expect(page.getByRole('spinbutton', { name: 'Timeout (ms)' })).toHaveValue('500');
  await expect(page.getByRole('spinbutton', { name: 'Send Rate' })).toHaveValue('1.00');
  await expect(page.getByRole('spinbutton', { name: 'Min Bid Floor ($ CPM)' })).toHaveValue('5');
  await expect(page.getByRole('combobox', { name: 'NURL call action' })).toHaveValue(
    'BlockingOnWin',
  );
  await expect(page.getByRole('combobox', { name: 'DOOH mode' })).toHaveValue('OpenRtb2_6Objects');

  await name.fill(RENAMED);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Success', 'Bidder successfully updated')).toBeVisible();
  await expect(page).toHaveURL('/bidders');
  await expect(bidderRow(page, RENAMED)).toHaveCount(1);
  await expect(page.getByRole('link', { name: BIDDER, exact: true })).toHaveCount(0);
  // Still off: editing does not touch isActive.
  await expect(
    bidderRow(page, RENAMED).getByRole('switch', { name: `Active: ${RENAMED}` }),
  ).not.toBeChecked();
});

// BID-LEAVE: Cancel with unsaved changes asks first.
test('a field error shows once the field is left, and Cancel asks, then goes back to the list', async ({
  signedInAs,
  page,
}) => {
  await signedInAs('admin');
  await page.goto('/bidders/create/0');
  await expect(page.getByRole('heading', { level: 1, name: 'New Adomni Bidder' })).toBeVisible();
  const timeout = page.getByRole('spinbutton', { name: 'Timeout (ms)' });
  await timeout.fill('19');
  await expect(page.getByText('Timeout must be at least 20ms')).toHaveCount(0);
  await timeout.blur();
  await expect(page.getByText('Timeout must be at least 20ms')).toBeVisible();
  // Something was typed: leaving asks first (issue 20, finding 6).
  await page.getByRole('link', { name: 'Cancel' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(
    leave.getByText('This bidder has not been created. If you leave, what you typed is discarded.'),
  ).toBeVisible();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/bidders');
});

test('@mobile the bidder list and the OpenRtb form fit a 375 px screen', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('admin');
  await page.goto('/bidders');
  await expect(page.getByRole('table', { name: 'Bidders' })).toBeVisible();
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  // Name, daily budget and the Active switch fit without scrolling sideways.
  await expect(page.getByRole('switch', { name: 'Active: Adomni Marketplace' })).toBeInViewport({
    ratio: 1,
  });

  await page.goto('/bidders/create/3');
  await expect(page.getByRole('heading', { level: 1, name: 'New OpenRtb Bidder' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole('textbox', { name: 'Bidder Name' }).fill('Mobile bidder');
  await page.getByRole('textbox', { name: 'Bidder URL' }).fill('https://m.example/bid');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Success', 'Bidder successfully created')).toBeVisible();
  await expect(page).toHaveURL('/bidders');
});

// BID-SECRET-WRITE-ONLY: the key typed is sent once and never comes back: after the save the
// page's HTML, the edit form's inputs and the tab's session storage (drafts, save keys) hold
// only `•••• ` and its last four.
test('a bidder key is never in the DOM after save', async ({ signedInAs, page }) => {
  const NAME = 'E2E Keyed Adomni';
  const KEY = 'own_e2e_secret_4c7d';
  const REPLACED = 'own_e2e_replaced_9f1e';
  const neverHeld = async (secret: string) => {
    expect(await page.content()).not.toContain(secret);
    const values = await page
      .locator('input, textarea')
      .evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).value));
    expect(values.join('\n')).not.toContain(secret);
    const session = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(session).not.toContain(secret);
  };
  const openEdit = async () => {
    await page.getByRole('link', { name: NAME, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Adomni Bidder' })).toBeVisible();
  };

  await signedInAs('admin');
  await page.goto('/bidders/create/0');
  await expect(page.getByRole('heading', { level: 1, name: 'New Adomni Bidder' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Bidder Name' }).fill(NAME);
  const key = page.getByLabel(/^Owner Key/);
  await expect(key).toHaveAttribute('type', 'password');
  await key.fill(KEY);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Success', 'Bidder successfully created')).toBeVisible();
  await expect(page).toHaveURL('/bidders');
  // The list in its place: until its code is in, the router keeps the form on the page.
  await expect(page.getByRole('heading', { level: 1, name: 'Bidders' })).toBeVisible();
  await neverHeld(KEY);

  await openEdit();
  const saved = page.getByRole('group', { name: 'Owner Key' });
  await expect(saved).toContainText('•••• 4c7d');
  await neverHeld(KEY);

  // Replaced: the new key is sent, and it too is shown by its last four only.
  await saved.getByRole('button', { name: 'Replace' }).click();
  await page.getByLabel(/^Owner Key/).fill(REPLACED);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Success', 'Bidder successfully updated')).toBeVisible();
  await expect(page).toHaveURL('/bidders');
  await openEdit();
  await expect(page.getByRole('group', { name: 'Owner Key' })).toContainText('•••• 9f1e');
  await page.reload();
  await expect(page.getByRole('group', { name: 'Owner Key' })).toContainText('•••• 9f1e');
  await neverHeld(KEY);
  await neverHeld(REPLACED);
});
