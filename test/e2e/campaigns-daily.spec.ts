// Issue 21 end to end, a buyer's everyday campaign work: duplicate a campaign (from its page and
// from a row's menu) and launch the copy; pause two campaigns in bulk while one toggle fails as
// a demo-faults one does, then retry it; read the pacing; and the list still fits a phone.
// In Chromium against the production build in demo mode.
import type { Locator, Page } from '@playwright/test';
import { expect, test, toast } from './helpers';
import { expectNoSeriousAxeViolations } from './sweep/fixtures';

/** YYYY-MM-DD of today plus `offset` days, in local time. */
function localDay(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const campaigns = (page: Page) => page.getByRole('table', { name: 'Campaigns' });

function campaignRow(page: Page, name: string): Locator {
  return campaigns(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
}

const activeSwitch = (page: Page, name: string) =>
  campaignRow(page, name).getByRole('switch', { name: `Active: ${name}` });

function crumb(page: Page, name: RegExp): Locator {
  return page.getByRole('navigation', { name: 'Campaign steps' }).getByRole('link', { name });
}

const nameField = (page: Page) =>
  page.getByRole('form', { name: 'General', exact: true }).getByRole('textbox', {
    name: 'Campaign name',
  });

test('a buyer duplicates a campaign and launches the copy', async ({ page, signedInAs }) => {
  test.setTimeout(90_000);
  await signedInAs('dsp');

  // From a row's menu: the wizard opens as a copy, nothing saved.
  await page.goto('/campaigns');
  await campaignRow(page, 'Cold Brew Summer')
    .getByRole('button', { name: 'Actions for Cold Brew Summer' })
    .click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(page).toHaveURL('/campaigns/create?from=cmp_2');
  await expect(nameField(page)).toHaveValue('Copy of Cold Brew Summer');

  // From the detail page of a running campaign: its dates are cleared, the rest comes along.
  await page.goto('/campaigns/cmp_1');
  await page.getByRole('link', { name: 'Duplicate' }).click();
  await expect(page).toHaveURL('/campaigns/create?from=cmp_1');
  await expect(nameField(page)).toHaveValue('Copy of Morning Rush Commuters');
  await crumb(page, /^5\. Schedule/).click();
  const schedule = page.getByRole('form', { name: 'Schedule', exact: true });
  await expect(schedule.getByLabel('Start date')).toHaveValue('');
  await expect(schedule.getByRole('textbox', { name: 'Daily budget ($)' })).toHaveValue('800');
  await schedule.getByLabel('Start date').fill(localDay(1));
  await schedule.getByLabel('End date').fill(localDay(20));
  await crumb(page, /^6\. Launch/).click();
  await expect(page.getByRole('checkbox', { name: 'Publish the campaign' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Launch Campaign' }).click();

  await expect(toast(page, 'Success', 'Campaign successfully created')).toBeVisible();
  await expect(page).toHaveURL(/\/campaigns\/(?!cmp_1$)(?!create)[^/?]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Copy of Morning Rush Commuters' }),
  ).toBeVisible();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  // The status line's (the History section lists `Pacing: — → On` too).
  await expect(page.getByText('Pacing: Not started', { exact: true })).toBeVisible();
  const stats = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Lifetime stats' }) });
  await expect(
    stats.locator('dt', { hasText: 'Spend' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('$0.00');

  // The list: the copy, paused, beside the original, still active.
  await page.goto('/campaigns');
  await expect(activeSwitch(page, 'Copy of Morning Rush Commuters')).not.toBeChecked();
  await expect(activeSwitch(page, 'Morning Rush Commuters')).toBeChecked();
  await expect(
    campaignRow(page, 'Copy of Morning Rush Commuters').getByRole('cell').nth(9),
  ).toHaveText('Not started');

  // Pacing's figures in a tooltip, on hover (the original is in its flight).
  const pacing = campaignRow(page, 'Morning Rush Commuters').getByRole('cell').nth(9);
  await pacing.getByText(/^(On track|Behind|Ahead)$/).hover();
  await expect(page.getByRole('tooltip')).toContainText('expected by today');
  await expect(page.getByRole('tooltip')).toContainText('budget $800/day');
  await expectNoSeriousAxeViolations(page, 'the pacing tooltip');
});

test('a buyer pauses two campaigns in bulk, one fails, and Retry failed pauses it', async ({
  signedInAs,
  page,
}) => {
  // The second campaign's first toggle fails as a demo-faults one does (a 500 with its message):
  // a fault drawn by Math.random could not pick the campaign. Playwright's page.route never sees
  // the call (the demo's service worker answers it), so the page's fetch is wrapped instead,
  // before any of the console's scripts run; every other call goes on to the mock API.
  const FAULT = 'Simulated server fault (demo-faults)';
  await page.addInitScript(
    ({ path, message }) => {
      const realFetch = window.fetch.bind(window);
      let failures = 1;
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (failures > 0 && url.pathname === path) {
          failures -= 1;
          const body = JSON.stringify({ error: { message } });
          const headers = { 'Content-Type': 'application/json' };
          return Promise.resolve(new Response(body, { status: 500, headers }));
        }
        return realFetch(input, init);
      };
    },
    { path: '/v1/campaigns/cmp_5/togglePublished', message: FAULT },
  );
  await signedInAs('dsp');
  await page.goto('/campaigns');
  // A selection moves no row: the second of two quick checks lands where it was aimed.
  const second = campaignRow(page, 'Weekday Breakfast Day-Parts');
  await expect(second).toBeVisible();
  // The row's offset from the page's heading: a scroll moves both, a pushed row only the one.
  const offset = () =>
    second.evaluate(
      (row) =>
        row.getBoundingClientRect().top -
        document.querySelector('main h1')!.getBoundingClientRect().top,
    );
  const before = await offset();
  for (const name of ['Morning Rush Commuters', 'Weekday Breakfast Day-Parts']) {
    await campaignRow(page, name)
      .getByRole('checkbox', { name: `Select ${name}` })
      .check();
  }
  const bar = page.getByRole('group', { name: 'Selected campaigns' });
  await expect(bar).toContainText('2 selected');
  expect(await offset()).toBe(before);
  await bar.getByRole('button', { name: 'Pause' }).click();

  const summary = page.getByRole('main').getByRole('status');
  await expect(summary).toHaveText(`1 paused, 1 failed: Weekday Breakfast Day-Parts: ${FAULT}`);
  await expect(activeSwitch(page, 'Morning Rush Commuters')).not.toBeChecked();
  await expect(activeSwitch(page, 'Weekday Breakfast Day-Parts')).toBeChecked();
  await expect(bar).toContainText('1 selected');
  await expectNoSeriousAxeViolations(page, 'the bulk bar with a failure and Retry failed');

  await page.getByRole('button', { name: 'Retry failed' }).click();
  await expect(summary).toHaveText('1 paused');
  await expect(activeSwitch(page, 'Weekday Breakfast Day-Parts')).not.toBeChecked();

  // The mock API kept both: a reload shows them paused.
  await page.reload();
  await expect(activeSwitch(page, 'Morning Rush Commuters')).not.toBeChecked();
  await expect(activeSwitch(page, 'Weekday Breakfast Day-Parts')).not.toBeChecked();
});

test('the list with selection, pacing and row menus fits a phone @mobile', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('dsp');
  await page.goto('/campaigns');
  await expect(activeSwitch(page, 'Morning Rush Commuters')).toBeVisible();
  // Neither the page nor the table scrolls sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const table = await campaigns(page).evaluate((el) => {
    const box = el.parentElement!;
    return box.scrollWidth - box.clientWidth;
  });
  expect(table).toBeLessThanOrEqual(0);
  await expect(campaigns(page).getByRole('columnheader', { name: 'Pacing' })).toBeHidden();
  const row = campaignRow(page, 'Morning Rush Commuters');
  await row.getByRole('checkbox', { name: 'Select Morning Rush Commuters' }).check();
  await expect(page.getByRole('group', { name: 'Selected campaigns' })).toContainText('1 selected');
  await row.getByRole('button', { name: 'Actions for Morning Rush Commuters' }).click();
  await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
});
