// Issue 37, item 1 end to end (DEMO-STORAGE): the demo database keeps what users save. A
// placement with a 4.9 MB screen image and a 100,000-line import of new placements survive a
// colleague's write in another tab and a reload (localStorage's 5 MB held neither: the import
// ended `Complete` and a reload listed none of it). A write the browser cannot store answers
// 507 and the console says so: never a success.
import { DEMO, expect, nextStep, signIn, test, toast } from './helpers';

const LINES = 100_000;
/** The seeded placements the publisher's list shows. */
const SEEDED = 40;
const IMAGE_BYTES = Math.round(4.9 * 1024 * 1024);

/** A CSV of `LINES` new placements without a location: each takes the default address. */
function bigCsv(): Buffer {
  const lines = ['name,external_id,venue_type,bid_floor_cpm'];
  for (let index = 1; index <= LINES; index += 1) {
    lines.push(`E2E Kept Screen ${index},E2E-KEPT-${index},10101,2`);
  }
  return Buffer.from(lines.join('\r\n'));
}

/** A 1x1 PNG padded to 4.9 MB (browsers ignore what follows its end): it shows when served. */
function bigImage(): Buffer {
  const image = Buffer.alloc(IMAGE_BYTES);
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ).copy(image);
  return image;
}

test('a 4.9 MB screen image and a 100,000-line import survive another tab’s write and a reload', async ({
  page,
  context,
}) => {
  // 100,000 lines are imported, stored, read by a new tab and listed again after a reload, all
  // on the page's thread (the demo's API runs there): 63 s and 71 s of CPU on an idle 2-core
  // machine, and over 240 s on a CI run at load 7-10 (2026-11-30), where the other slot runs
  // Vitest or lint beside it. On 2026-12-01's slower machine (the suite alone at load 11-14)
  // it ran out of 6 minutes twice, still waiting for the list after the reload for 2 of them.
  test.setTimeout(900_000);
  await signIn(page, DEMO.ssp);

  // A placement whose screen image is 4.9 MB (the form allows 5 MB).
  await page.goto('/placements/create');
  const general = page.getByRole('form', { name: 'General', exact: true });
  await general.getByRole('textbox', { name: 'Placement name' }).fill('E2E Big Image Screen');
  await general.getByRole('textbox', { name: 'External placement ID' }).fill('E2E-BIG-IMAGE');
  await page.getByRole('searchbox', { name: 'Venue type' }).fill('airports');
  await page.getByRole('treeitem', { name: 'Airports', exact: true }).click();
  await general.getByRole('textbox', { name: /Bid floor CPM/ }).fill('4');
  await nextStep(page, 'Verification');
  await page.getByRole('radio', { name: /Coordinates/ }).check();
  await page.getByRole('textbox', { name: 'Latitude' }).fill('41.8789');
  await page.getByRole('textbox', { name: 'Longitude' }).fill('-87.6403');
  await page
    .getByRole('form', { name: 'Verification', exact: true })
    .locator('input[type=file]')
    .setInputFiles({ name: 'big-screen.png', mimeType: 'image/png', buffer: bigImage() });
  await expect(page.getByRole('button', { name: 'Replace image' })).toBeVisible({
    timeout: 20_000,
  });
  await page
    .getByRole('navigation', { name: 'Placement steps' })
    .getByRole('link', { name: /Launch$/ })
    .click();
  await page.getByRole('button', { name: 'Create Placement' }).click();
  const created = toast(page, 'Success', 'Placement successfully created');
  await expect(created).toBeVisible();
  // Closed, as a user would: it lies over the Bulk Import button for its six seconds.
  await created.getByRole('button', { name: 'Close notification' }).click();

  // A 100,000-line import of new placements, to the end. (Within the page: a full navigation
  // of the only tab lets the demo's service worker unregister itself, mswjs/msw#2006.)
  await expect(page).toHaveURL('/placements');
  await page.getByRole('link', { name: 'Bulk Import' }).click();
  await page.getByLabel('Placements CSV file').setInputFiles({
    name: 'kept.csv',
    mimeType: 'text/csv',
    buffer: bigCsv(),
  });
  // No location columns: the lines take the Verification step's address.
  await page.getByRole('button', { name: 'Check the File' }).click();
  await expect(page.getByRole('list', { name: 'Import summary' })).toContainText('0 with issues', {
    timeout: 60_000,
  });
  await nextStep(page, 'General');
  await page.getByRole('textbox', { name: /Bid floor CPM/ }).fill('3');
  await nextStep(page, 'Verification');
  const verification = page.getByRole('form', { name: 'Verification', exact: true });
  await verification.getByRole('textbox', { name: 'Address line 1' }).fill('700 Depot Rd');
  await verification.getByRole('textbox', { name: 'City' }).fill('Springfield');
  await verification.getByRole('combobox', { name: 'State' }).selectOption('IL');
  await verification.getByRole('textbox', { name: 'Zip code' }).fill('62701');
  await page.getByRole('textbox', { name: /Image URL/ }).fill('/demo/scenes/office.svg');
  await nextStep(page, 'Audience');
  await nextStep(page, 'Launch');
  await page.getByRole('button', { name: 'Import Placements' }).click();
  // Each look now also stores the job (a reload finds it): 2.5 min alone against 2.1 before, on
  // 2026-12-01's slower machine. On 2026-12-02's (Vitest alone 215 s) the 9 looks ran past 4
  // minutes twice in one CI run, alone: they get 6 of the test's 15 minutes.
  await expect(page.getByText('The import is complete.')).toBeVisible({ timeout: 360_000 });

  // A colleague, in another tab, saves something: their tab stores the data it holds.
  const colleague = await context.newPage();
  // A new tab reads the whole database (100,000 more placements) before its first screen: on a
  // loaded 2-core CI machine that took over the 10 s an expect waits (CI, 2026-11-29, load 9).
  await colleague.goto('/sign-in');
  await expect(colleague.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible({
    timeout: 60_000,
  });
  await signIn(colleague, DEMO.multi);
  await colleague.goto('/campaigns');
  const toggle = colleague.getByRole('switch', { name: 'Active: Morning Rush Commuters' });
  // The same whole-database read on this load (13.2-minute run at load 9, 2026-11-29).
  await expect(toggle).toBeChecked({ timeout: 60_000 });
  await toggle.click();
  await expect(toggle).not.toBeChecked({ timeout: 30_000 });

  // This tab reloads: both are still there.
  await page.goto('/placements');
  await page.reload();
  // The list arrives in pieces: its count reads the whole once the last piece is in.
  const total = (SEEDED + 1 + LINES).toLocaleString('en-US');
  await expect(page.getByText(`${total} placements`, { exact: true })).toBeVisible({
    timeout: 240_000,
  });
  await page.getByRole('searchbox', { name: 'Filter placements' }).fill('E2E Big Image');
  await page
    .getByRole('table', { name: 'Placements' })
    .getByRole('link', { name: 'E2E Big Image Screen' })
    .click();
  await page
    .getByRole('navigation', { name: 'Placement steps' })
    .getByRole('link', { name: /Verification/ })
    .click();
  await expect(page.getByRole('button', { name: 'Replace image' })).toBeVisible();
  // The bytes are kept apart from the records and served by the demo (its service worker
  // answers the <img> too), not copied into the placement as a data: URL.
  const imageUrl = page.getByRole('textbox', { name: /Image URL/ });
  await expect(imageUrl).toHaveValue(/^\/v1\/files\/file_\w+\/content$/);
  const preview = page.getByRole('img', { name: 'Preview of the screen' });
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(1);
  const served = await page.evaluate(
    async (address) => {
      const response = await fetch(address);
      const size = (await response.arrayBuffer()).byteLength;
      return { status: response.status, type: response.headers.get('Content-Type'), size };
    },
    await imageUrl.inputValue(),
  );
  expect(served).toEqual({ status: 200, type: 'image/png', size: IMAGE_BYTES });
});

test('a write the browser cannot store answers 507 and shows a failure, never a success', async ({
  page,
  errorWatch,
}) => {
  errorWatch.allow(/status of 507 \(Insufficient Storage\)/);
  // The browser refuses the demo's data from the moment the flag is set (a full disk, a quota).
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (...args: Parameters<typeof put>) {
      if (sessionStorage.getItem('e2e.storage-full') === '1') {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return put.apply(this, args);
    };
  });
  await signIn(page, DEMO.dsp);
  await page.goto('/campaigns');
  const toggle = page.getByRole('switch', { name: 'Active: Morning Rush Commuters' });
  await expect(toggle).toBeChecked();
  await page.evaluate(() => sessionStorage.setItem('e2e.storage-full', '1'));
  await toggle.click();
  await expect(
    toast(
      page,
      'Error',
      'The demo could not store this change: the browser has no room left for its data. Nothing was saved.',
    ),
  ).toBeVisible();
  await expect(toggle).toBeChecked();
  await page.evaluate(() => sessionStorage.removeItem('e2e.storage-full'));
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Active: Morning Rush Commuters' })).toBeChecked();
});
