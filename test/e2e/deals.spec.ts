// Issue 28 end to end: a private marketplace deal from the publisher's form to the buyer's
// campaign and the exchange's auction. Three tabs of one browser are three colleagues sharing the
// demo server: the publisher (Northwind) creates a deal for Acme's seat on one of its screens;
// the buyer (Acme) finds it on /deals, opens it, starts a campaign from it (the wizard opens with
// the deal chosen and `Only run on these deals` on) and launches it; the admin's sandbox sends an
// ad request for that screen and the deal bid wins. In Chromium against the demo build.
import type { Locator, Page } from '@playwright/test';
import { seedPlacements } from '@/mocks/seed/placements';
import { DEMO, expect, signIn, test, toast } from './helpers';
import { expectNoSeriousAxeViolations } from './sweep/fixtures';

const DEAL = 'E2E Lobby Screens';
const CAMPAIGN = 'E2E Lobby Deal Buy';
/** A Northwind screen no seeded deal covers (a movie theatre lobby in Texas). */
const PLACEMENT = seedPlacements().find((placement) => placement.id === 'pl_nw_012')!;

/** YYYY-MM-DD of today plus `offset` days, in the browser's local time. */
function localDay(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const main = (page: Page) => page.getByRole('main');

/** The wizard's form, named by the step's heading. */
const step = (page: Page, title: string) => page.getByRole('form', { name: title, exact: true });

async function next(page: Page, to: string): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(step(page, to)).toBeVisible();
}

/** Pick `option` of a MultiSelect by typing `query` into it. */
async function pick(combobox: Locator, query: string, option: RegExp): Promise<void> {
  await combobox.fill(query);
  await combobox.page().getByRole('option', { name: option }).first().click();
}

async function colleague(page: Page, email: string): Promise<Page> {
  const tab = await page.context().newPage();
  await signIn(tab, email);
  return tab;
}

test('a publisher offers a deal to Acme, the buyer launches a campaign on it, and the sandbox shows the deal bid winning', async ({
  page,
}) => {
  test.setTimeout(180_000);

  // 1. The publisher creates the deal: Acme's seat, one screen, a $7 first-price floor.
  await signIn(page, DEMO.ssp);
  await page.goto('/deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
  await main(page).getByRole('link', { name: 'New Deal' }).click();
  await expect(page).toHaveURL('/deals/create');
  await expectNoSeriousAxeViolations(page, 'the New Deal form');
  await main(page)
    .getByLabel(/^Deal name/)
    .fill(DEAL);
  await main(page)
    .getByLabel(/^Floor CPM/)
    .fill('7');
  await pick(
    main(page).getByRole('combobox', { name: /^Buyer seats/ }),
    'acme',
    /^Acme Coffee Co\./,
  );
  await main(page).getByRole('radio', { name: 'By placement' }).check();
  await pick(
    main(page).getByRole('combobox', { name: /^Placements/ }),
    PLACEMENT.name,
    new RegExp(`^${PLACEMENT.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await expect(main(page).getByText('1 screen matches', { exact: true })).toBeVisible();
  await main(page).getByRole('button', { name: 'Create Deal' }).click();
  await expect(toast(page, 'Success', 'Deal created')).toBeVisible();
  await expect(page).toHaveURL(/\/deals\/deal_[0-9a-f]+$/);
  await expect(page.getByRole('heading', { level: 1, name: DEAL })).toBeVisible();
  const dealId = (await main(page)
    .getByText(/^MQ-[A-Z0-9]{10}$/)
    .first()
    .textContent())!;
  expect(dealId).toMatch(/^MQ-[A-Z0-9]{10}$/);
  await expect(main(page).getByText('No traffic yet')).toBeVisible();

  // 2. The buyer, in another tab, finds it among the deals offered to Acme and buys it.
  const buyer = await colleague(page, DEMO.dsp);
  await buyer.goto('/deals');
  const row = main(buyer).getByRole('row').filter({ hasText: dealId });
  await expect(row).toContainText(DEAL);
  await row.getByRole('link', { name: DEAL }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: DEAL })).toBeVisible();
  await expect(main(buyer).getByText('1 screen on this deal')).toBeVisible();
  await expectNoSeriousAxeViolations(buyer, 'the buyer’s deal page');
  await main(buyer).getByRole('link', { name: 'Create Campaign' }).click();
  await expect(buyer).toHaveURL(`/campaigns/create?deals=${dealId}`);

  await step(buyer, 'General').getByRole('textbox', { name: 'Campaign name' }).fill(CAMPAIGN);
  await next(buyer, 'Audience');
  const deals = step(buyer, 'Audience').getByRole('group', { name: 'Deals' });
  await expect(deals.getByRole('checkbox', { name: new RegExp(`^${DEAL}`) })).toBeChecked();
  await expect(
    step(buyer, 'Audience').getByRole('checkbox', { name: 'Only run on these deals' }),
  ).toBeChecked();
  await next(buyer, 'Ad Creatives');
  await main(buyer)
    .getByRole('list', { name: 'Ad creatives' })
    .getByRole('checkbox', { name: 'Morning Brew – Landscape', exact: true })
    .check();
  await next(buyer, 'Marquee+');
  await next(buyer, 'Schedule');
  const schedule = step(buyer, 'Schedule');
  await schedule.getByLabel('Start date').fill(localDay(0));
  await schedule.getByLabel('End date').fill(localDay(30));
  await schedule.getByRole('textbox', { name: 'Bid CPM ($)' }).fill('12');
  await schedule.getByRole('textbox', { name: 'Lifetime budget ($)' }).fill('5000');
  await next(buyer, 'Launch');
  await expect(step(buyer, 'Launch')).toContainText(`${DEAL} (${dealId})`);
  await expect(step(buyer, 'Launch')).toContainText('Only run on these deals');
  await buyer.getByRole('button', { name: 'Launch Campaign' }).click();
  await expect(buyer).toHaveURL(/\/campaigns\/cmp_[0-9a-z]+$/);

  // 3. The admin sends an ad request for the deal's screen: the deal is in the request and the
  // buyer's deal bid wins it, before the open auction.
  const admin = await colleague(page, DEMO.admin);
  await admin.goto('/sandbox');
  const picker = main(admin).getByRole('combobox', { name: 'Placement' });
  await picker.click();
  await picker.fill(PLACEMENT.name);
  await admin
    .getByRole('option', { name: new RegExp(PLACEMENT.id) })
    .first()
    .click();
  await main(admin).getByRole('button', { name: 'Send Test Request' }).click();
  await expect(main(admin).getByRole('table', { name: 'Deals in the request' })).toContainText(
    dealId,
  );
  await expect(
    main(admin).getByText(new RegExp(`^Won by ${CAMPAIGN}.* on deal ${dealId}\\.$`)),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(admin, 'the sandbox with a deal');
});

test('a floor typed as text that is no number says so, not that it is missing (DEAL-FLOOR)', async ({
  page,
}) => {
  await signIn(page, DEMO.ssp);
  await page.goto('/deals/create');
  const floor = page.getByLabel(/^Floor CPM/);
  // `1e` is what a number input hands the form as nothing at all.
  await floor.pressSequentially('1e');
  await floor.press('Tab');
  await expect(page.getByText('Floor CPM must be a number', { exact: true })).toBeVisible();
  await expect(page.getByText('Floor CPM is required', { exact: true })).toHaveCount(0);
});
