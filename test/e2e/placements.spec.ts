// Issue 9, SSP selling end to end: a publisher creates a placement through every wizard step
// (the venue tree, coordinates, an uploaded screen image, operating hours, a custom resolution)
// and finds it in the list, then edits it. In Chromium against the production build in demo
// mode (the mock API persists to localStorage).
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test, toast } from './helpers';

const NAME = 'E2E Union Station Concourse';
const IMAGE_FILE = path.resolve('public/demo/creatives/spring-menu-1080x1080.png');

function step(page: Page, title: string): Locator {
  return page.getByRole('form', { name: title, exact: true });
}

async function next(page: Page, to: string): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(step(page, to)).toBeVisible();
}

test('a publisher creates a placement through every step, finds it in the list and edits it', async ({
  signedInAs,
  page,
}) => {
  test.setTimeout(90_000);
  await signedInAs('ssp');
  await page.goto('/placements');
  await page.getByRole('link', { name: 'New Placement' }).click();
  await expect(page).toHaveURL('/placements/create');
  await expect(page).toHaveTitle('Marquee | New Placement');

  // 1. General: Next moves on and marks the step; back on it, the spec's messages show.
  await next(page, 'Verification');
  await page
    .getByRole('navigation', { name: 'Placement steps' })
    .getByRole('link', { name: '1. General, has errors' })
    .click();
  await expect(page.getByText('Placement must have a name')).toBeVisible();
  await expect(page.getByText('Placement must have a type')).toBeVisible();
  const general = step(page, 'General');
  await general.getByRole('textbox', { name: 'Placement name' }).fill(NAME);
  await general.getByRole('textbox', { name: 'External placement ID' }).fill('E2E-USC-1');
  await page.getByRole('searchbox', { name: 'Venue type' }).fill('airports');
  await page.getByRole('treeitem', { name: 'Airports', exact: true }).click();
  await general.getByRole('textbox', { name: /Bid floor CPM/ }).fill('6.5');
  await next(page, 'Verification');

  // 2. Verification: coordinates, and the screen image uploaded through the file chooser.
  await page.getByRole('radio', { name: /Coordinates/ }).check();
  await next(page, 'Audience');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByText('Lat/Lng are required').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Latitude' }).fill('41.8789');
  await page.getByRole('textbox', { name: 'Longitude' }).fill('-87.6403');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload screen image' }).click();
  await (await chooser).setFiles(IMAGE_FILE);
  await expect(page.getByRole('img', { name: 'Preview of the screen' })).toBeVisible();
  await next(page, 'Audience');

  // 3. Audience: the multiplier, and Sunday closed on the operating hours grid.
  await page.getByRole('textbox', { name: /Impression multiplier/ }).fill('3');
  await next(page, 'Capabilities');

  // 4. Capabilities: a custom resolution and audio.
  await page.getByRole('combobox', { name: 'Resolution' }).selectOption('custom');
  await page.getByRole('textbox', { name: /Custom resolution/ }).fill('2560x720');
  await page.getByRole('checkbox', { name: 'Supports audio' }).check();
  await next(page, 'Launch');

  // 5. Launch: the summary, then create.
  const launch = step(page, 'Launch');
  await expect(launch.getByText(NAME)).toBeVisible();
  await expect(launch.getByText('41.8789, -87.6403')).toBeVisible();
  await expect(launch.getByText('2560x720')).toBeVisible();
  await expect(
    launch.getByRole('checkbox', { name: 'Enable Programmatic Partners' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Create Placement' }).click();
  await expect(toast(page, 'Success', 'Placement successfully created')).toBeVisible();
  await expect(page).toHaveURL('/placements');

  // The list finds it; its row opens the edit wizard with every step reachable.
  await page.getByRole('searchbox', { name: 'Filter placements' }).fill('union station');
  const table = page.getByRole('table', { name: 'Placements' });
  await table.getByRole('link', { name: NAME }).click();
  await expect(page).toHaveURL(/\/placements\/[^/]+\/edit$/);
  await expect(step(page, 'General').getByRole('textbox', { name: 'Placement name' })).toHaveValue(
    NAME,
  );
  await page
    .getByRole('navigation', { name: 'Placement steps' })
    .getByRole('link', { name: /Launch$/ })
    .click();
  await page.getByRole('button', { name: 'Save Placement' }).click();
  await expect(toast(page, 'Success', 'Placement successfully updated')).toBeVisible();
});

/** A CSV line: name, external_id, venue_type, bid_floor_cpm, address (4), zip, lat, lng. */
const CSV = [
  'name,external_id,venue_type,bid_floor_cpm,address_line1,address_line2,city,state,zip,latitude,longitude',
  'E2E Gate A1,E2E-A1,10101,5,,,,,,41.97,-87.90',
  'E2E Gate A2,E2E-A2,10101,,,,,,,41.98,-87.91',
  'E2E Food Court,E2E-FC,10101,4,1 Main St,,Springfield,IL,6270,,',
].join('\r\n');

test('a publisher imports a CSV, fixes a bad cell in place, syncs with a confirmed delete count and downloads the updated file', async ({
  signedInAs,
  page,
}) => {
  test.setTimeout(120_000);
  await signedInAs('ssp');
  await page.goto('/placements');
  await page.getByRole('link', { name: 'Bulk Import' }).click();
  await expect(page).toHaveURL('/placements/create/batch');

  // Upload: the file is checked in a worker; the bad zip is marked on its line and fixed in place.
  await page.getByLabel('Placements CSV file').setInputFiles({
    name: 'airport.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  const summary = page.getByRole('list', { name: 'Import summary' });
  await expect(summary).toContainText('1 with issues');
  await page.getByRole('checkbox', { name: 'Only lines with issues' }).check();
  const zip = page.getByRole('textbox', { name: 'zip, line 4' });
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await zip.fill('62701');
  await zip.press('Tab');
  await expect(summary).toContainText('0 with issues');
  await next(page, 'General');

  await page.getByRole('textbox', { name: /Bid floor CPM/ }).fill('3');
  await next(page, 'Verification');
  await page.getByRole('textbox', { name: /Image URL/ }).fill('/demo/scenes/office.svg');
  await next(page, 'Audience');
  await next(page, 'Launch');

  // Launch: Full DB Sync shows the counts; the dialog names the delete count.
  await expect(
    page.getByText('Placements missing from the uploaded file will be deleted.'),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /Full DB Sync/ }).check();
  const preview = page.getByLabel('What the import will do');
  await expect(preview.locator('dt:text-is("Created") + dd')).toHaveText('3');
  const deleted = Number(
    (await preview.locator('dt:text-is("Deleted") + dd').textContent())?.replace(/,/g, ''),
  );
  expect(deleted).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Import Placements' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText(`Delete ${deleted} placements?`);
  // Above 10 deletions the count is typed before the button can be pressed.
  const confirm = dialog.getByRole('button', { name: `Delete ${deleted} placements and import` });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${deleted} to confirm the deletions`).fill(String(deleted));
  await confirm.click();

  // Results: the job is polled to the end; the counts match what Launch said.
  await expect(page).toHaveURL(/\/placements\/create\/batch\?job=/);
  await expect(page.getByText('The import is complete.')).toBeVisible({ timeout: 20_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Updated CSV' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(file, 'utf8');
  const [header, ...rows] = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(header).toContain('placement_key');
  expect(rows).toHaveLength(3);
  for (const row of rows) expect(row).toMatch(/,pk_[0-9a-f]+$/);

  // The list holds exactly the file's placements now.
  await page.goto('/placements');
  const table = page.getByRole('table', { name: 'Placements' });
  await expect(table.getByRole('link', { name: 'E2E Food Court' })).toBeVisible();
  await expect(page.getByText('3 placements', { exact: true })).toBeVisible();
});

/** A file with no location columns at all: every line takes the Verification step's default. */
const UNPLACED_CSV = [
  'name,external_id,venue_type,bid_floor_cpm',
  'E2E Depot Screen 1,E2E-DEPOT-1,10101,2',
  'E2E Depot Screen 2,E2E-DEPOT-2,10101,',
].join('\r\n');

test('a publisher imports lines without a location, which take the Verification step’s default address', async ({
  signedInAs,
  page,
}) => {
  test.setTimeout(90_000);
  await signedInAs('ssp');
  await page.goto('/placements/create/batch');

  // Upload: the location columns may stay out of the file; its lines have no issue.
  await page.getByLabel('Placements CSV file').setInputFiles({
    name: 'depot.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(UNPLACED_CSV),
  });
  await expect(
    page.getByText(/Without them, the lines take the Verification step’s location/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Check the File' }).click();
  await expect(page.getByRole('list', { name: 'Import summary' })).toContainText('0 with issues');
  await next(page, 'General');
  await page.getByRole('textbox', { name: /Bid floor CPM/ }).fill('3');
  await next(page, 'Verification');

  // Verification: every field is a default; left without a location, nothing holds the user.
  await expect(page.getByText(/^Defaults for the file’s lines/)).toBeVisible();
  await page.getByRole('textbox', { name: /Image URL/ }).fill('/demo/scenes/office.svg');
  await next(page, 'Audience');
  await next(page, 'Launch');
  await page.getByRole('button', { name: 'Fix Errors to Continue' }).click();
  const verification = step(page, 'Verification');
  const problem = verification.getByRole('alert');
  await expect(problem).toHaveText(
    '2 lines have neither Lat/Lng nor an address: give a default address (line 1, city, state and zip) or Lat/Lng',
  );
  await expect(problem).toBeFocused();
  await verification.getByRole('textbox', { name: 'Address line 1' }).fill('700 Depot Rd');
  await verification.getByRole('textbox', { name: 'City' }).fill('Springfield');
  await verification.getByRole('combobox', { name: 'State' }).selectOption('IL');
  await verification.getByRole('textbox', { name: 'Zip code' }).fill('62701');
  await expect(problem).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Bulk import steps' })
    .getByRole('link', { name: /Launch$/ })
    .click();
  await expect(
    step(page, 'Launch').getByText(/700 Depot Rd, Springfield, Illinois, 62701/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Import Placements' }).click();
  await expect(page.getByText('The import is complete.')).toBeVisible({ timeout: 20_000 });

  // The imported placement carries the default address.
  await page.goto('/placements');
  await page.getByRole('searchbox', { name: 'Filter placements' }).fill('depot screen 2');
  await page
    .getByRole('table', { name: 'Placements' })
    .getByRole('link', { name: 'E2E Depot Screen 2' })
    .click();
  await page
    .getByRole('navigation', { name: 'Placement steps' })
    .getByRole('link', { name: /Verification$/ })
    .click();
  const saved = step(page, 'Verification');
  await expect(saved.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('700 Depot Rd');
  await expect(saved.getByRole('textbox', { name: 'City' })).toHaveValue('Springfield');
  await expect(saved.getByRole('combobox', { name: 'State' })).toHaveValue('IL');
  await expect(saved.getByRole('textbox', { name: 'Zip code' })).toHaveValue('62701');
});
