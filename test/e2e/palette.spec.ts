// Issue 21, items 5 and 6, end to end in Chromium against the production build in demo mode:
// the command palette opens with the keyboard on any signed-in screen (its code downloaded only
// then), finds a campaign by part of its name and opens it with Enter; the SSP sidebar's Reviews
// item names the pending count and drops after an approval; on a phone the palette opens from
// the slide-out's Search button. Issue 27: on a fresh load, the palette finds a campaign whose
// list was never opened through the API's record search, and opens it.
import type { Page } from '@playwright/test';
import { expect, sidebarNav, test, toast } from './helpers';
import { expectNoSeriousAxeViolations } from './sweep/fixtures';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const search = (page: Page) =>
  palette(page).getByRole('combobox', { name: 'Search screens, records and actions' });

/** The option the combobox names as active (aria-activedescendant). */
async function activeOptionText(page: Page): Promise<string> {
  const id = await search(page).getAttribute('aria-activedescendant');
  expect(id, 'an active option').toBeTruthy();
  return (await page.locator(`[id="${id}"]`).innerText()).trim();
}

test('a buyer opens a campaign from the palette with the keyboard alone', async ({
  page,
  signedInAs,
}) => {
  const paletteCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/palette-host-[^/]*\.js$/.test(request.url())) paletteCode.push(request.url());
  });
  await signedInAs('dsp');
  await page.goto('/campaigns');
  await expect(page.getByRole('link', { name: 'Morning Rush Commuters' })).toBeVisible();
  await expect(sidebarNav(page).getByRole('button', { name: 'Search Ctrl K' })).toBeVisible();
  expect(paletteCode, 'the palette is not downloaded before it is wanted').toEqual([]);

  // Typed at once, while the palette's code is still on its way: nothing is lost.
  await page.keyboard.press('Control+K');
  await page.keyboard.type('rush comm');
  // The dialog element has no box of its own (its panel is positioned): check its combobox.
  await expect(search(page)).toBeFocused();
  await expect(search(page)).toHaveValue('rush comm');
  expect(paletteCode).toHaveLength(1);
  const listbox = palette(page).getByRole('listbox', { name: 'Results' });
  await expect(search(page)).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
  await expect(search(page)).toHaveAttribute('aria-expanded', 'true');
  // The campaign, cached by the list (its report, found by the record search, is listed too).
  await expect(
    listbox.getByRole('group', { name: 'Campaigns' }).getByRole('option', {
      name: 'Morning Rush Commuters',
    }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the open palette');
  expect(await activeOptionText(page)).toBe('Morning Rush Commuters');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/campaigns/cmp_1');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Morning Rush Commuters' }),
  ).toBeVisible();
  await expect(palette(page)).toHaveCount(0);

  // Again: the campaign is the first recent item; arrows and Enter open a screen; Escape closes.
  await page.keyboard.press('Control+K');
  const recent = palette(page).getByRole('group', { name: 'Recent' });
  await expect(recent.getByRole('option')).toHaveText(['Morning Rush Commuters, Campaigns']);
  await page.keyboard.type('reports');
  await expect(palette(page).getByRole('option', { name: 'Reports' })).toBeVisible();
  // The list has taken the whole query (the recent item no longer matches) before the arrows.
  await expect(recent).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  expect(await activeOptionText(page)).toBe('Reports');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  await expect(page).toHaveURL('/campaigns/cmp_1');
  expect(paletteCode, 'downloaded once').toHaveLength(1);
});

test('on a fresh load the palette finds an uncached campaign by name and opens it', async ({
  signedInAs,
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/v1/')) calls.push(`${pathname}${search}`);
  });
  await signedInAs('dsp');
  // A fresh load of a screen that never reads the campaigns list.
  await page.goto('/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content Library' })).toBeVisible();

  await page.keyboard.press('Control+K');
  await expect(search(page)).toBeFocused();
  await page.keyboard.type('Cold Brew Summer');
  const campaigns = palette(page).getByRole('group', { name: 'Campaigns' });
  await expect(campaigns.getByRole('option')).toHaveText(['Cold Brew Summer']);
  expect(calls.filter((call) => call.startsWith('/v1/campaigns'))).toEqual([]);
  // What "Cold" found and still matches is listed at once; the whole name is asked once the
  // typing pauses (on a busy machine, after the option shows).
  await expect.poll(() => calls).toContain('/v1/search?q=Cold+Brew+Summer&limit=6');
  await expectNoSeriousAxeViolations(page, 'the palette with found records');
  await campaigns.getByRole('option', { name: 'Cold Brew Summer' }).click();
  await expect(page).toHaveURL('/campaigns/cmp_2');
  await expect(page.getByRole('heading', { level: 1, name: 'Cold Brew Summer' })).toBeVisible();
  await expect(palette(page)).toHaveCount(0);
});

test('the publisher sees the pending count beside Reviews, and it drops after an approval', async ({
  signedInAs,
  page,
}) => {
  await signedInAs('ssp');
  await page.goto('/');
  const reviews = sidebarNav(page).getByRole('link', { name: 'Reviews, 4 pending', exact: true });
  await expect(reviews).toBeVisible();
  await reviews.click();
  await expect(page).toHaveURL('/reviews');
  await page
    .getByRole('list', { name: 'Pending creatives' })
    .getByRole('listitem', { name: 'Morning Brew – Landscape', exact: true })
    .getByRole('button', { name: 'Approve', exact: true })
    .click();
  await expect(toast(page, 'Success', 'Creative approved')).toBeVisible();
  await expect(
    sidebarNav(page).getByRole('link', { name: 'Reviews, 3 pending', exact: true }),
  ).toBeVisible();
});

test('on a phone, the slide-out’s Search opens the palette in its place @mobile', async ({
  signedInAs,
  page,
}) => {
  await signedInAs('ssp');
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Navigation' });
  await menu.getByRole('button', { name: 'Search Ctrl K' }).click();
  await expect(search(page)).toBeFocused();
  await expect(menu).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, '375 px, the palette');
  // Enter at once after typing opens the best match of what was typed.
  await page.keyboard.type('bulk');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/placements/create/batch');
  await expect(palette(page)).toHaveCount(0);
});
