// The inventory explorer and its saved reports, in Chromium against the production demo build:
// a buyer opens the featured report from the home card, filters the explorer by a state and a
// venue type, saves a report, reopens it by its URL and creates a campaign from it; the map's
// dots are drawn on one canvas and a hover names the screen under the pointer; at 375 px the
// screen fits; at demo-scale the map, summary and list still follow a click on a state.
import type { Page } from '@playwright/test';
import { projectPoint, MAP_WIDTH } from '@/components/map/projection';
import { DEMO, expect, signIn, test, toast } from './helpers';
import { expectNoSeriousAxeViolations } from './sweep/fixtures';

const main = (page: Page) => page.getByRole('main');
const summaryValue = (page: Page, term: string) =>
  main(page)
    .getByRole('region', { name: 'Summary' })
    .locator('dt', { hasText: term })
    .locator('xpath=following-sibling::dd[1]');
const dots = (page: Page) => main(page).locator('canvas[data-dots-drawn]');

interface Screen {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** GET /inventory through the page's own mock API, with the signed-in session. */
async function inventory(page: Page, query: string): Promise<{ screens: Screen[] }> {
  return page.evaluate(async (search) => {
    const key = 'marquee.session';
    const raw = window.sessionStorage.getItem(key) ?? window.localStorage.getItem(key);
    const token = raw ? (JSON.parse(raw) as { token: string }).token : '';
    const response = await fetch(`/v1/inventory${search}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    return (await response.json()) as { screens: Screen[] };
  }, query);
}

test('a buyer goes from the featured report to a saved report and a campaign', async ({
  page,
  signedInAs,
}) => {
  // Two axe runs, a save and the wizard: on a loaded machine it took over 30 s.
  test.setTimeout(60_000);
  await signedInAs('dsp');
  await page.goto('/');
  await main(page)
    .getByRole('link', { name: /Explore Inventory/ })
    .click();
  await expect(page).toHaveURL(/\/inventory\/featured$/);
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Northeast commuters' }),
  ).toBeVisible();
  await expect(dots(page)).not.toHaveAttribute('data-dots-drawn', '0');
  await expect(page).toHaveTitle('Marquee | Inventory Explorer Report');

  // The explorer, filtered by a state and a venue type.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Inventory' })
    .click();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(main(page).getByRole('table', { name: 'Screens' })).toBeVisible();
  const states = main(page).getByRole('combobox', { name: 'States' });
  await states.fill('Hawaii');
  await states.press('Enter');
  await main(page).getByRole('treeitem', { name: 'Transit' }).click();
  await expect(page).toHaveURL(/states=HI/);
  await expect(page).toHaveURL(/venueTypes=1\b/);
  const expected = await inventory(page, '?states=HI&venueTypes=1');
  expect(expected.screens.length).toBeGreaterThan(0);
  const n = String(expected.screens.length);
  await expect(summaryValue(page, 'Screens')).toHaveText(n);
  await expect(dots(page)).toHaveAttribute('data-dots-drawn', n);
  await expect(main(page).getByText(`${n} screens`, { exact: true })).toBeVisible();
  await expect(main(page).getByRole('button', { name: /^Hawaii: /, pressed: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, page.url());

  // Save as Report, then reopen it by its URL.
  await main(page).getByRole('button', { name: 'Save as Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as Report' });
  await dialog.getByRole('textbox', { name: /Report name/ }).fill('Hawaii transit');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Airports and buses on Oahu');
  await dialog.getByRole('button', { name: 'Save Report' }).click();
  await expect(toast(page, 'Success', 'Report saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/inventory\/inv_[^/?]+$/);
  const reportUrl = page.url();
  await page.goto(reportUrl);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Hawaii transit' })).toBeVisible();
  await expect(main(page).getByText('Airports and buses on Oahu')).toBeVisible();
  await expect(summaryValue(page, 'Screens')).toHaveText(n);
  await expect(dots(page)).toHaveAttribute('data-dots-drawn', n);
  await expectNoSeriousAxeViolations(page, page.url());

  // Create Campaign: the wizard opens with the report's screens as placement IDs.
  await main(page).getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page).toHaveURL(/\/campaigns\/create\?placements=/);
  const general = main(page).getByRole('form', { name: 'General', exact: true });
  await general.getByRole('textbox', { name: 'Campaign name' }).fill('Hawaii transit push');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const ids = main(page).getByRole('textbox', { name: 'Placement IDs' });
  const handed = ((await ids.inputValue()) ?? '').split(/\s+/).filter(Boolean);
  expect(handed.sort()).toEqual(expected.screens.map((s) => s.id).sort());
});

test('hovering a dot names its screen; a click on a state filters', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('dsp');
  await page.goto('/inventory?states=HI');
  await expect(main(page).getByRole('button', { name: /^Hawaii: /, pressed: true })).toBeVisible();
  const { screens } = await inventory(page, '?states=HI');
  await expect(dots(page)).toHaveAttribute('data-dots-drawn', String(screens.length));
  const target = screens[0]!;
  const [x, y] = projectPoint(target.longitude, target.latitude)!;
  const box = (await dots(page).boundingBox())!;
  const scale = box.width / MAP_WIDTH;
  await page.mouse.move(box.x + x * scale, box.y + y * scale);
  const tooltip = main(page).getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  // Screens of one site share a point: the tooltip names one of the screens there.
  const there = screens.filter(
    (s) => s.latitude === target.latitude && s.longitude === target.longitude,
  );
  expect(there.map((s) => s.name)).toContain(await tooltip.locator('span').first().textContent());
  await expect(tooltip).toContainText('Floor $');

  // A click on Hawaii (on the island under the dot: the islands' middle is sea) takes it out
  // of the filter; a click on Texas puts Texas in.
  await page.mouse.click(box.x + x * scale, box.y + y * scale);
  await expect(page).not.toHaveURL(/states=/);
  await main(page)
    .getByRole('button', { name: /^Texas: / })
    .click();
  await expect(page).toHaveURL(/states=TX/);
  const texas = await inventory(page, '?states=TX');
  await expect(summaryValue(page, 'Screens')).toHaveText(String(texas.screens.length));
});

test('the explorer fits a phone @mobile', async ({ page, signedInAs }) => {
  await signedInAs('dsp');
  await page.goto('/inventory');
  await expect(main(page).getByRole('table', { name: 'Screens' })).toBeVisible();
  await expect(dots(page)).not.toHaveAttribute('data-dots-drawn', '0');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page, page.url());
});

test('50,000 extra screens: the map, summary and list follow a state click', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/sign-in?demo-scale=50000');
  await signIn(page, DEMO.dsp);
  await page.goto('/inventory');
  await expect(summaryValue(page, 'Screens')).toHaveText(/^50,\d{3}$/, { timeout: 30_000 });
  await expect(dots(page)).toHaveAttribute('data-dots-drawn', /^50\d{3}$/, { timeout: 30_000 });
  await expect(main(page).getByRole('region', { name: 'Screens, scrollable' })).toBeVisible();
  expect(await main(page).locator('tbody tr:not([aria-hidden="true"])').count()).toBeLessThan(150);

  await main(page)
    .getByRole('button', { name: /^Oregon: / })
    .click();
  const oregon = await inventory(page, '?states=OR');
  const n = oregon.screens.length.toLocaleString('en-US');
  await expect(summaryValue(page, 'Screens')).toHaveText(n, { timeout: 15_000 });
  await expect(dots(page)).toHaveAttribute('data-dots-drawn', String(oregon.screens.length));
  await expect(main(page).getByText(`${n} screens`, { exact: true })).toBeVisible();
});
