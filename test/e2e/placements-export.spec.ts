// Issue 21, item 4: placements round-trip through a spreadsheet. A publisher exports the
// placements (with the demo's hostile names among them), imports the file unchanged (0 created,
// 0 updated, N unchanged, 0 deleted), edits one line as a spreadsheet would and imports it
// again: exactly that placement is updated. In Chromium against the production build in demo
// mode; the file is checked in the import's worker.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, importToLaunch, signIn, test } from './helpers';

/** The value under a count's label (Launch's preview or the results panel). */
function count(scope: Locator, label: string): Locator {
  return scope.locator(`dt:text-is("${label}") + dd`);
}

/** Upload `file`, fill the defaults the wizard asks for, and open Launch. */

async function waitForResults(page: Page): Promise<Locator> {
  await expect(page).toHaveURL(/\/placements\/create\/batch\?job=/);
  await expect(page.getByText('The import is complete.')).toBeVisible({ timeout: 20_000 });
  return page.getByRole('main');
}

test('placements exported, imported unchanged, then with one line edited', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/sign-in?demo-hostile=1');
  await signIn(page, DEMO.ssp);
  await page.goto('/placements');
  // The whole list, not its first page: the count grows while the rest arrives.
  await expect(page.getByText(/^\d+ placements$/)).toBeVisible();
  await expect(page.getByText('Loading the rest of the placements…')).toHaveCount(0);
  const total = Number(
    (await page.getByText(/^\d+ placements$/).textContent())!.replace(/\D/g, ''),
  );
  expect(total).toBeGreaterThan(40);

  // Export: every placement, in the import's columns plus placement_key.
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await expect(exportButton).toHaveAccessibleDescription(
    `Exports all ${total} placements as a CSV file the Bulk Import takes back.`,
  );
  const downloading = page.waitForEvent('download');
  await exportButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^placements_\d{4}-\d{2}-\d{2}\.csv$/);
  const buffer = await readFile((await download.path())!);
  const text = buffer.toString('utf8');
  expect(text.startsWith('\uFEFFname,external_id,venue_type,bid_floor_cpm,')).toBe(true);
  expect(text.split('\r\n')[0]).toMatch(
    /,latitude,longitude,placement_key,placement_version,exported_at$/,
  );
  // The hostile placement's markup is in the file as text.
  expect(text).toContain('<script>alert(1)</script>');

  // The file as it is: nothing to create, update or delete.
  await page.getByRole('link', { name: 'Bulk Import' }).click();
  await importToLaunch(page, { name: download.suggestedFilename(), buffer });
  await page.getByRole('checkbox', { name: /Full DB Sync/ }).check();
  const preview = page.getByLabel('What the import will do');
  await expect(count(preview, 'Unchanged')).toHaveText(String(total));
  await expect(count(preview, 'Created')).toHaveText('0');
  await expect(count(preview, 'Updated')).toHaveText('0');
  await expect(count(preview, 'Deleted')).toHaveText('0');
  await page.getByRole('button', { name: 'Import Placements' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Delete 0 placements and import' })
    .click();
  const results = await waitForResults(page);
  await expect(count(results, 'Created')).toHaveText('0');
  await expect(count(results, 'Updated')).toHaveText('0');
  await expect(count(results, 'Unchanged')).toHaveText(String(total));
  await expect(count(results, 'Deleted')).toHaveText('0');

  // One cell edited (a bid floor), as a spreadsheet saves it: exactly one placement updated.
  const lines = text.split('\r\n');
  const at = lines.findIndex((line, index) => index > 0 && /^[A-Za-z]/.test(line));
  const cells = lines[at]!.split(',');
  const name = cells[0]!;
  cells[3] = '17.25';
  lines[at] = cells.join(',');
  await page.getByRole('button', { name: 'Upload Another' }).click();
  await importToLaunch(page, { name: 'edited.csv', buffer: Buffer.from(lines.join('\r\n')) });
  await page.getByRole('button', { name: 'Import Placements' }).click();
  const again = await waitForResults(page);
  await expect(count(again, 'Updated')).toHaveText('1');
  await expect(count(again, 'Unchanged')).toHaveText(String(total - 1));
  await expect(count(again, 'Created')).toHaveText('0');
  await expect(count(again, 'Deleted')).toHaveText('0');

  // The edit is the placement's now.
  await page.goto('/placements');
  await page.getByRole('searchbox', { name: 'Filter placements' }).fill(name);
  await page
    .getByRole('table', { name: 'Placements' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page.getByRole('textbox', { name: /Bid floor CPM/ })).toHaveValue('17.25');
});
