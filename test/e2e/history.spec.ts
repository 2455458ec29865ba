// Issue 39 end to end, as a team works: two tabs of one browser are two colleagues sharing one
// demo server. A change made in one tab is in the other tab's History with who made it and
// `old → new`; an admin's change while signed in as Dana reads `Avery Admin as Dana Buyer`; a
// Full DB Sync is one Activity row whose deletions come back with one button; and restoring a
// value a colleague has changed since shows the conflict view before anything is sent.
import type { Page } from '@playwright/test';
import {
  callApi,
  DEMO,
  listPlacements,
  openTab,
  expect,
  importToLaunch,
  signIn,
  signInAsDana,
  test,
  toast,
} from './helpers';
import { expectNoSeriousAxeViolations } from './sweep/fixtures';

const historyList = (page: Page) => page.getByRole('list', { name: 'History', exact: true });

/** An entry of a History section by its accessible name's start: `Paused by Dana Buyer`. */
const historyEntry = (page: Page, start: string) =>
  historyList(page)
    .getByRole('listitem', { name: new RegExp(`^${start}, `) })
    .first();

test('a pause and a bid change in one tab are in the other tab’s History, by Dana, old → new', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.dsp, { remember: true });
  const other = await openTab(context, '/campaigns/cmp_1');
  await expect(historyList(other)).toBeVisible();
  const before = await callApi<{ bidCpm: number }>(page, '/campaigns/cmp_1');

  // Tab A pauses the campaign from the list...
  await page.goto('/campaigns');
  const toggle = page.getByRole('switch', { name: 'Active: Morning Rush Commuters' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();

  // ...then changes its bid in the wizard.
  await page.goto('/campaigns/cmp_1/edit');
  const steps = page.getByRole('navigation', { name: 'Campaign steps' });
  await steps.getByRole('link', { name: /^5\. Schedule/ }).click();
  await page.getByRole('textbox', { name: 'Bid CPM ($)' }).fill('7.25');
  await steps.getByRole('link', { name: /^6\. Launch/ }).click();
  await page.getByRole('button', { name: 'Save Campaign', exact: true }).click();
  await expect(page).toHaveURL('/campaigns/cmp_1');

  // Tab B, which did nothing, reads both in the History, newest first.
  const bid = historyEntry(other, 'Updated by Dana Buyer');
  await expect(bid).toContainText(`Bid CPM: $${before.bidCpm.toFixed(2)} → $7.25`, {
    timeout: 15_000,
  });
  await expect(bid).toContainText('Form');
  const paused = historyEntry(other, 'Paused by Dana Buyer');
  await expect(paused).toContainText('Status: Active → Paused');
  await expect(paused).toContainText('Switch');
  await expect(bid.locator('time')).toHaveText(/\d{1,2}:\d{2} [AP]M [A-Z]{2,5}|GMT/);
  await expectNoSeriousAxeViolations(other, 'the campaign page with its History');
});

test('an admin’s change while signed in as Dana reads “Avery Admin as Dana Buyer”', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await signInAsDana(page);
  await page.goto('/campaigns');
  const toggle = page.getByRole('switch', { name: 'Active: Holiday Blend Launch' });
  const wasOn = await toggle.isChecked();
  await toggle.click();
  await expect(toggle).toBeChecked({ checked: !wasOn });
  await page.goto('/activity');
  const row = page
    .getByRole('list', { name: 'Activity', exact: true })
    .getByRole('listitem', { name: /Campaign Holiday Blend Launch by Avery Admin as Dana Buyer/ })
    .first();
  await expect(row).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'Activity');
});

test('a Full DB Sync deleting 3 placements is one Activity row, and one button brings the 3 back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.ssp, { remember: true });
  const named = (await listPlacements(page)).filter((p) => p.externalId !== '');
  const gone = named.slice(0, 3);
  const file = [
    'name,external_id,venue_type,bid_floor_cpm,address_line1,address_line2,city,state,zip,latitude,longitude',
    ...named.slice(3).map((p) => `${p.name},${p.externalId},10101,5,,,,,,41.97,-87.90`),
  ].join('\r\n');
  await page.goto('/placements/create/batch');
  await importToLaunch(page, { name: 'northwind-sync.csv', buffer: Buffer.from(file) });
  await page.getByRole('checkbox', { name: /Full DB Sync/ }).check();
  await page.getByRole('button', { name: 'Import Placements' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Delete 3 placements?');
  await expect(dialog).toContainText('For 30 days they can be restored from Activity.');
  await dialog.getByRole('button', { name: 'Delete 3 placements and import' }).click();
  await expect(page.getByText('The import is complete.')).toBeVisible({ timeout: 30_000 });
  const left = (await listPlacements(page)).map((p) => p.id);
  expect(gone.some((p) => left.includes(p.id))).toBe(false);

  await page.goto('/activity?action=deleted');
  const list = page.getByRole('list', { name: 'Activity', exact: true });
  const sync = list.getByRole('listitem').filter({ hasText: 'Import of northwind-sync.csv' });
  await expect(sync).toHaveCount(1);
  await sync.getByRole('button', { name: 'and 2 more' }).click();
  const records = sync.getByRole('list', { name: 'Records of this change' });
  for (const placement of gone) {
    await expect(
      records.getByRole('listitem', { name: `Deleted Placement ${placement.name}` }),
    ).toBeVisible();
  }
  await sync.getByRole('button', { name: 'Restore the 3 deleted placements' }).click();
  await expect(toast(page, 'Success', '3 placements restored')).toBeVisible();

  await page.goto('/placements');
  const table = page.getByRole('table', { name: 'Placements' });
  for (const placement of gone) {
    await expect(table.getByText(placement.name, { exact: true })).toBeVisible();
  }
});

test('restoring a daily budget a colleague has changed since shows the conflict view', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.admin, { remember: true });
  await page.goto('/bidders/bid_adomni/edit');
  const budget = page.getByLabel(/^Daily Budget \(\$\)/);
  await budget.fill('2222');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/bidders');

  // A colleague's tab changes the budget again.
  const colleague = await openTab(context, '/bidders');
  const bidder = await callApi<Record<string, unknown>>(colleague, '/bidders/bid_adomni');
  // The reply's key is its last four (BID-SECRET-WRITE-ONLY): an update without the key keeps it.
  const { id: _id, isActive: _active, protocol: _protocol, ...body } = bidder;
  await callApi(colleague, '/bidders/bid_adomni/update', {
    ...body,
    protocol: { Adomni: {} },
    budgets: { spendDaily: 3333 },
  });

  // Restoring the first change's earlier budget meets the colleague's: asked, nothing sent yet.
  await page.goto('/bidders/bid_adomni/edit');
  const entry = historyList(page)
    .getByRole('listitem', { name: /^Updated by Avery Admin, / })
    .filter({ hasText: '→ $2,222.00' });
  await expect(entry).toHaveCount(1);
  await entry.getByRole('link', { name: /^Restore previous values/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const conflict = page.getByRole('dialog', { name: 'Someone else changed this bidder' });
  await expect(
    conflict.getByRole('heading', { name: 'Someone else changed this bidder' }),
  ).toBeVisible();
  const group = conflict.getByRole('group', { name: 'Daily Budget ($)' });
  await expect(group).toContainText('2222');
  await expect(group).toContainText('3333');
  // Nothing was sent: the budget is still the colleague's.
  const now = await callApi<{ budgets: { spendDaily: number } }>(page, '/bidders/bid_adomni');
  expect(now.budgets.spendDaily).toBe(3333);
  await expectNoSeriousAxeViolations(page, 'the conflict view of a restore');
});
