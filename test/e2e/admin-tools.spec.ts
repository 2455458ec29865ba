// Issue 4 end to end, admin tools: a debug session for a bidder with the default minutes, and
// a sandbox ad request with its auction result, in real Chromium against the demo build.
import { expect, test, toast } from './helpers';

test('an admin starts a debug session for a bidder with the default minutes', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('admin');
  await page.goto('/tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
  await page.getByRole('link', { name: 'Open debug tools' }).click();
  await expect(page).toHaveURL('/debug');
  await expect(page).toHaveTitle('Marquee | Debug Tools');

  const bidders = page.getByRole('list', { name: 'Bidders' });
  const row = bidders.getByRole('listitem', { name: 'Adomni Marketplace' });
  await expect(row.getByLabel('Minutes for Adomni Marketplace')).toHaveValue('10');
  await row.getByRole('button', { name: 'Start Session' }).click();

  await expect(toast(page, 'Success', 'Debug session started for bidder bid_adomni')).toBeVisible();
  await expect(row.getByText('Session ID', { exact: true })).toBeVisible();
  await expect(row.getByTestId('debug-session-id')).toHaveText(/^[0-9a-f-]{36}$/i);
  await expect(row.getByRole('button', { name: /Copy/ })).toBeVisible();

  // The publishers list holds the publisher accounts only.
  const publishers = page.getByRole('list', { name: 'Publishers' });
  await expect(publishers.getByRole('listitem', { name: 'Northwind Screens' })).toBeVisible();
  await expect(publishers.getByRole('listitem', { name: 'Acme Coffee Co.' })).toHaveCount(0);
});

test('an admin sends a sandbox ad request and sees every bidder and the outcome', async ({
  signedInAs,
  page,
}) => {
  await signedInAs('admin');
  await page.goto('/sandbox');
  await expect(page).toHaveTitle('Marquee | Ad Request Sandbox');

  const picker = page.getByRole('combobox', { name: 'Placement' });
  await picker.click();
  await picker.fill('nw');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  await options.first().click();
  await expect(picker).not.toHaveValue('');

  await page.getByRole('button', { name: 'Send Test Request' }).click();
  const bids = page.getByRole('table', { name: 'Bids' });
  await expect(bids).toBeVisible();
  for (const header of ['Bidder', 'Status', 'CPM', 'Latency ms', 'Reason']) {
    await expect(bids.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(bids.getByRole('row')).not.toHaveCount(1);
  await expect(page.getByText('Request ID')).toBeVisible();
  const outcome = page
    .getByRole('img', { name: /^Winning creative/ })
    .or(page.locator('video[aria-label^="Winning creative"]'))
    .or(page.getByText('No winner: no bidder won this request.'));
  await expect(outcome.first()).toBeVisible();
});
