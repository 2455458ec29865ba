// Reports end to end (RPT-LIST, RPT-RANGE, RPT-EXPORT-CSV, RPT-CHART): a publisher lands on
// the reports list (the SSP
// home), opens one, switches to the last 7 days, exports the CSV, and the file's totals are the
// screen's; a reload of the link shows the same view. On a phone a buyer's report fits the
// width, sorts a breakdown and shows the chart's data table. In Chromium against the
// production build in demo mode.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, test } from './helpers';

const main = (page: Page) => page.getByRole('main');

/** The headline figure under `label` (Impressions, Revenue, ...). */
const stat = (page: Page, label: string) =>
  main(page)
    .getByRole('region', { name: 'Totals' })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const numberOf = (text: string) => Number(text.replace(/[$,]/g, ''));

test('a publisher opens a report, switches to the last 7 days and exports matching totals', async ({
  signedInAs,
  page,
}) => {
  test.setTimeout(60_000);
  await signedInAs('ssp');
  await page.goto('/');
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle('Marquee | Reports');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await main(page).getByRole('link', { name: 'All placements' }).click();

  await expect(page).toHaveURL('/reports/rpt_all_placements');
  await expect(main(page).getByRole('heading', { level: 1, name: 'All placements' })).toBeVisible();
  await expect(stat(page, 'Revenue')).toHaveText(/^\$[\d,]+\.\d\d$/);
  const thirtyDays = await stat(page, 'Impressions').innerText();

  const range = main(page).getByRole('combobox', { name: 'Date range' });
  await expect(range).toHaveValue('30d');
  await range.selectOption({ label: 'Last 7 days' });
  await expect(page).toHaveURL('/reports/rpt_all_placements?range=7d');
  await expect(main(page).getByText(/\(7 days\)/)).toBeVisible();
  await expect(stat(page, 'Impressions')).not.toHaveText(thirtyDays);
  const exportButton = main(page).getByRole('button', { name: 'Export CSV' });
  await expect(exportButton).toBeEnabled();
  const impressions = numberOf(await stat(page, 'Impressions').innerText());
  const plays = numberOf(await stat(page, 'Plays').innerText());
  const revenue = numberOf(await stat(page, 'Revenue').innerText());
  expect(numberOf(thirtyDays)).toBeGreaterThan(impressions);

  const download = page.waitForEvent('download');
  await exportButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^All-placements_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = Papa.parse<string[]>(text.trimEnd(), { newline: '\r\n' }).data;
  const total = lines.find((line) => line[0] === 'Total');
  expect(total?.slice(1).map(Number)).toEqual([impressions, plays, revenue]);
  expect(lines).toContainEqual(['Impressions', String(impressions)]);
  const days = lines.filter((line) => /^\d{4}-\d{2}-\d{2}$/.test(line[0] ?? ''));
  expect(days).toHaveLength(7);
  expect(days.reduce((sum, line) => sum + Number(line[1]), 0)).toBe(impressions);

  // The link reproduces the view.
  await page.reload();
  await expect(main(page).getByRole('combobox', { name: 'Date range' })).toHaveValue('7d');
  await expect(stat(page, 'Impressions')).toHaveText(impressions.toLocaleString('en-US'));
});

test('a buyer reads a report on a phone: it fits, sorts and shows its data table @mobile', async ({
  signedInAs,
  page,
}) => {
  test.setTimeout(60_000);
  await signedInAs('dsp');
  await page.goto('/reports/rpt_all_campaigns?range=90d');
  await expect(main(page).getByRole('heading', { level: 1, name: 'All campaigns' })).toBeVisible();
  await expect(stat(page, 'Spend')).toHaveText(/^\$/);

  const byState = main(page).getByRole('table', { name: 'By state' });
  await byState.getByRole('button', { name: 'State' }).click();
  await expect(page).toHaveURL(/stateSort=label/);
  await expect(byState.getByRole('columnheader', { name: 'State' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  await main(page).getByRole('button', { name: 'Show data table' }).click();
  const data = main(page).getByRole('table', { name: 'Daily impressions, plays and spend' });
  await expect(data.getByRole('row')).toHaveCount(91);

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
