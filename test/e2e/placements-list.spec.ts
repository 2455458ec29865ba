// The placements list at scale: with ?demo-scale=50000 the SSP demo account has 50,040
// placements. The table keeps a window of rows in the DOM wherever it is scrolled, filters
// across every placement, opens a row for editing, and stays axe-clean. In Chromium against the
// production build in demo mode.
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './helpers';
import { expectNoSeriousAxeViolations } from './sweep/fixtures';

const SCALE = 50_000;
const TOTAL = '50,040'; // the 40 seeded placements and the generated ones
const MAX_ROWS_IN_DOM = 150;

function placementsTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Placements' });
}

function region(page: Page): Locator {
  return page.getByRole('region', { name: 'Placements, scrollable' });
}

/** Body rows in the DOM (the spacer rows are aria-hidden). */
function bodyRows(page: Page): Locator {
  return placementsTable(page).locator('tbody tr:not([aria-hidden="true"])');
}

async function scrollTo(page: Page, share: number): Promise<void> {
  await region(page).evaluate((element, to) => {
    element.scrollTop = (element.scrollHeight - element.clientHeight) * to;
  }, share);
}

async function openAtScale(page: Page): Promise<void> {
  // The knob is read with the first load and kept in localStorage (DEMO-SCALE).
  await page.goto(`/sign-in?demo-scale=${SCALE}`);
  await signIn(page, DEMO.ssp);
  await page.goto(`/placements?demo-scale=${SCALE}`);
  await expect(page.getByText(`${TOTAL} placements`, { exact: true })).toBeVisible({
    timeout: 20_000,
  });
}

test('50,000 placements: a window of rows wherever the list is scrolled', async ({ page }) => {
  test.setTimeout(60_000);
  await openAtScale(page);
  const tableEl = placementsTable(page);
  await expect(tableEl).toHaveAttribute('aria-rowcount', '50041');
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(bodyRows(page).first()).toHaveAttribute('aria-rowindex', '2');
  expect(await bodyRows(page).count()).toBeLessThanOrEqual(MAX_ROWS_IN_DOM);

  await scrollTo(page, 0.5);
  await expect(bodyRows(page).first()).not.toHaveAttribute('aria-rowindex', '2');
  expect(await bodyRows(page).count()).toBeLessThanOrEqual(MAX_ROWS_IN_DOM);

  await scrollTo(page, 1);
  await expect(tableEl.locator('tbody tr[aria-rowindex="50041"]')).toBeVisible();
  expect(await bodyRows(page).count()).toBeLessThanOrEqual(MAX_ROWS_IN_DOM);
  // The header stays on screen above the rows.
  await expect(tableEl.getByRole('columnheader', { name: 'Name' })).toBeInViewport();

  await expectNoSeriousAxeViolations(page, 'the placements list at demo scale');
});

test('50,000 placements: the filter finds one placement and opens it', async ({ page }) => {
  test.setTimeout(60_000);
  await openAtScale(page);

  // A placement from the middle of the list, by its External ID (unique per account).
  await scrollTo(page, 0.5);
  const row = bodyRows(page).nth(5);
  await expect(row).toBeVisible();
  const name = (await row.getByRole('link').innerText()).trim();
  const externalId = (await row.getByRole('cell').nth(2).innerText()).trim();

  const search = page.getByRole('searchbox', { name: 'Filter placements' });
  await search.fill(externalId);
  await expect(page.getByText(`1 of ${TOTAL} placements`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(externalId)}`));
  await expect(bodyRows(page)).toHaveCount(1);
  const link = placementsTable(page).getByRole('link', { name, exact: true });
  await expect(link).toBeVisible();

  // A few letters keep typing responsive and narrow the list without leaving the window.
  await search.fill('');
  await search.pressSequentially('chic', { delay: 50 });
  await expect(search).toHaveValue('chic');
  await expect(page.getByText(new RegExp(`^[\\d,]+ of ${TOTAL} placements$`))).toBeVisible();
  expect(await bodyRows(page).count()).toBeLessThanOrEqual(MAX_ROWS_IN_DOM);

  // Back to the one placement; Enter on its link opens it for editing.
  await search.fill(externalId);
  await expect(bodyRows(page)).toHaveCount(1);
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/placements\/[^/]+\/edit$/);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href ?? '');
});

test('the list fits a phone: name and external ID, no sideways page scroll @mobile', async ({
  signedInAs,
  page,
}) => {
  await signedInAs('ssp');
  await page.goto('/placements');
  const tableEl = placementsTable(page);
  await expect(tableEl.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  await expect(tableEl.getByRole('columnheader', { name: 'External ID' })).toBeVisible();
  await expect(tableEl.getByRole('columnheader', { name: 'Venue Type' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'New Placement' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bulk Import' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
