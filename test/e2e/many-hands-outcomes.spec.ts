// Issue 37, item 5 end to end (MANY-OUTCOME): a Launch whose reply is lost, then a fixed typo
// and Launch again, makes one campaign, not two live ones with full budgets. The console asks
// the server what became of the first Launch (`Saved. Open it`) and sends the fix as an update
// of the campaign it made. A colleague's tab (another person, signed in without Remember me)
// sees one campaign, under the fixed name.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { callApi, DEMO, expect, signIn, test, toast } from './helpers';

const NO_ANSWER =
  'The server did not answer. What you typed is kept; check whether it was saved before trying again.';

/** YYYY-MM-DD of today plus `offset` days, in local time. */
function localDay(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const crumb = (page: Page, name: RegExp): Locator =>
  page.getByRole('navigation', { name: 'Campaign steps' }).getByRole('link', { name });

const nameField = (page: Page) =>
  page.getByRole('form', { name: 'General', exact: true }).getByRole('textbox', {
    name: 'Campaign name',
  });

const campaignLinks = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Campaigns' }).getByRole('link', { name, exact: true });

test('a lost Launch reply and a fixed typo make one campaign, never two (MANY-OUTCOME)', async ({
  page,
  context,
  errorWatch,
}) => {
  test.setTimeout(90_000);
  // The lost reply is a proxy's 504, which the browser logs.
  errorWatch.allow(/status of 504 \(Gateway Timeout\)/);
  const typo = 'E2E Lost Reply Lanch';
  const fixed = 'E2E Lost Reply Launch';
  await signIn(page, DEMO.dsp);
  // A copy of a running campaign, so only its name and dates are typed. Two replies lost: the
  // Launch's, and that of its one automatic second send (MANY-OUTCOME).
  await page.goto('/campaigns/create?from=cmp_1&demo-lose-replies=2');
  await nameField(page).fill(typo);
  await crumb(page, /^5\. Schedule/).click();
  const schedule = page.getByRole('form', { name: 'Schedule', exact: true });
  await schedule.getByLabel('Start date').fill(localDay(1));
  await schedule.getByLabel('End date').fill(localDay(20));
  await crumb(page, /^6\. Launch/).click();
  await page.getByRole('button', { name: 'Launch Campaign' }).click();
  await expect(toast(page, 'Error', NO_ANSWER)).toBeVisible();

  // The console asked the server: the campaign was made.
  const outcome = page.getByRole('status').filter({ hasText: /^Saved\./ });
  await expect(outcome.getByRole('link', { name: 'Open it' })).toHaveAttribute(
    'href',
    /^\/campaigns\/cmp_/,
  );
  const made = await outcome.getByRole('link', { name: 'Open it' }).getAttribute('href');

  // The typo is fixed and Launch pressed again: the same campaign, renamed.
  await crumb(page, /^1\. General/).click();
  await nameField(page).fill(fixed);
  await crumb(page, /^6\. Launch/).click();
  await page.getByRole('button', { name: 'Launch Campaign' }).click();
  await expect(toast(page, 'Success', 'Campaign successfully created')).toBeVisible();
  await expect(page).toHaveURL(made!);
  await expect(page.getByRole('heading', { level: 1, name: fixed })).toBeVisible();

  // A colleague's list: one campaign, under the fixed name, and no copy with the typo.
  const colleague = await context.newPage();
  await signIn(colleague, DEMO.multi);
  await colleague.goto('/campaigns');
  await expect(campaignLinks(colleague, fixed)).toHaveCount(1);
  await expect(campaignLinks(colleague, typo)).toHaveCount(0);
});

/** ?demo-fault-seed=cancel-21 gives the first POST /creatives of a page 3.7 s of latency (of up
 * to 4 s) and its next one 0.3 s, and neither a fault: the cancel comes while the first waits. */
const SLOW_FIRST_UPLOAD = '?demo-faults=0.01&demo-latency=4000&demo-fault-seed=cancel-21';

test('a cancelled creative upload is not stored; its Retry stores it once (DEMO-CLIENT-ABORT)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const name = 'e2e-cancelled-upload.png';
  const stored = async () =>
    (await callApi<{ creatives: { name: string }[] }>(page, '/creatives')).creatives.filter(
      (creative) => creative.name === name,
    ).length;
  await signIn(page, DEMO.dsp);
  await page.goto(`/creatives${SLOW_FIRST_UPLOAD}`);
  await page
    .getByLabel('Upload Ad Creative')
    .first()
    .setInputFiles({
      name,
      mimeType: 'image/png',
      buffer: readFileSync('public/demo/creatives/spring-menu-1080x1080.png'),
    });
  const row = page.getByRole('listitem', { name });
  await row.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  // The server's turn for the cancelled request comes 3.7 s after it was sent (the seeded
  // latency): past it, it has still stored nothing.
  await page.waitForTimeout(4_500);
  expect(await stored()).toBe(0);

  await row.getByRole('button', { name: 'Retry' }).click();
  await expect(row.getByText('Done', { exact: true })).toBeVisible();
  expect(await stored()).toBe(1);
});
