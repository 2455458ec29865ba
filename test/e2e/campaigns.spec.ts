// Issue 8, DSP buying end to end: a buyer builds a campaign through every wizard step (audience
// pickers, an uploaded creative, the day-part grid by mouse and keyboard, the live forecast),
// launches it, finds it in the list, switches it off and on, and renames it; a draft survives a
// reload; clips picked on /content arrive checked on the Marquee+ step. In Chromium against the
// production build in demo mode (the mock API persists to localStorage).
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, openTab, sidebarNav, signIn, test, toast } from './helpers';

const NAME = 'E2E Spring Commuters';
const RENAMED = 'E2E Spring Commuters Renamed';
const CREATIVE_FILE = path.resolve('public/demo/creatives/spring-menu-1080x1080.png');
const CREATIVE_NAME = 'spring-menu-1080x1080.png';

/** YYYY-MM-DD of today plus `offset` days, in local time (the browser's, on this machine). */
function localDay(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** As the console shows a day (src/lib/text/format.ts formatDate): `Mar 5, 2025`. */
function mediumDate(day: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(
    new Date(`${day}T00:00:00`),
  );
}

/** The wizard's form, named by the step's heading. */
function step(page: Page, title: string): Locator {
  return page.getByRole('form', { name: title, exact: true });
}

async function next(page: Page, to: string): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(step(page, to)).toBeVisible();
}

/** The value beside `term` in a <dl> (the forecast's rows, the Launch summary's items). */
function described(scope: Locator, term: string | RegExp): Locator {
  const name = typeof term === 'string' ? new RegExp(`^${escapeRegExp(term)}$`) : term;
  return scope.locator('dt').filter({ hasText: name }).locator('xpath=following-sibling::dd[1]');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function forecast(page: Page): Locator {
  return page.getByRole('region', { name: 'Forecast' });
}

/** A Launch summary section, by its step title. */
function summary(page: Page, title: string): Locator {
  return step(page, 'Launch')
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

function campaignRow(page: Page, name: string): Locator {
  return page
    .getByRole('table', { name: 'Campaigns' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** Pick `option` in a MultiSelect by typing `query` into its combobox. */
async function pickOption(combobox: Locator, query: string, option: string): Promise<void> {
  const page = combobox.page();
  await combobox.fill(query);
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect(choice).toHaveAttribute('aria-selected', 'false');
  await choice.click();
  await expect(choice).toHaveAttribute('aria-selected', 'true');
}

function cell(grid: Locator, name: string): Locator {
  return grid.getByRole('gridcell', { name, exact: true });
}

/** Press on one cell and drag to another with the mouse (pointer events, as a user would). */
async function dragAcross(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('a day-part cell has no box');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 8 });
  await page.mouse.up();
}

test('a DSP user builds a campaign through every step, launches it, toggles it and renames it', async ({
  signedInAs,
  page,
}) => {
  test.setTimeout(120_000);
  const start = localDay(1);
  const end = localDay(30);

  await signedInAs('dsp');
  await page.goto('/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await page.getByRole('link', { name: 'New Campaign' }).click();
  await expect(page).toHaveURL('/campaigns/create');
  await expect(page).toHaveTitle('Marquee | New Campaign');
  const steps = page.getByRole('navigation', { name: 'Campaign steps' });
  await expect(steps.locator('[aria-current="step"]')).toHaveText('1. General');

  // 1. General: the name. No forecast yet.
  await expect(forecast(page)).toHaveCount(0);
  await step(page, 'General').getByRole('textbox', { name: 'Campaign name' }).fill(NAME);
  await next(page, 'Audience');
  await expect(page).toHaveURL(/[?&]step=audience\b/);

  // 2. Audience: two states typed into the combobox, one venue type picked in the tree.
  await expect(forecast(page)).toBeVisible();
  const states = page.getByRole('combobox', { name: 'States' });
  await pickOption(states, 'new y', 'New York (NY)');
  await pickOption(states, 'califo', 'California (CA)');
  await states.press('Escape');
  await expect(page.getByRole('listbox', { name: 'States' })).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Selected States' }).getByRole('listitem'),
  ).toHaveText(['New York (NY)', 'California (CA)']);

  await page.getByRole('searchbox', { name: 'Venue types' }).fill('airports');
  const airports = page
    .getByRole('tree', { name: 'Venue types' })
    .getByRole('treeitem', { name: 'Airports', exact: true });
  await expect(airports).toHaveAttribute('aria-checked', 'false');
  await airports.click();
  await expect(airports).toHaveAttribute('aria-checked', 'true');
  await expect(
    page.getByRole('list', { name: 'Selected Venue types' }).getByRole('listitem'),
  ).toHaveText([/Airports/]);
  await next(page, 'Ad Creatives');

  // 3. Ad Creatives: upload one file through the file chooser; once done it is in the gallery,
  // selected (a new upload is meant for this campaign).
  // The visible button (the hidden file input it opens carries the same name).
  const chooser = page.waitForEvent('filechooser');
  await page
    .locator('button')
    .filter({ hasText: /^Upload Ad Creatives$/ })
    .click();
  await (await chooser).setFiles(CREATIVE_FILE);
  const upload = page
    .getByRole('list', { name: 'Uploads' })
    .getByRole('listitem', { name: CREATIVE_NAME });
  await expect(upload).toBeVisible();
  await expect(upload.getByText('Done', { exact: true })).toBeVisible();
  await expect(upload.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  const uploaded = page
    .getByRole('list', { name: 'Ad creatives' })
    .getByRole('checkbox', { name: CREATIVE_NAME, exact: true });
  await expect(uploaded).toBeVisible();
  await expect(uploaded).toBeChecked();
  await expect(page.getByText('1 ad creative selected', { exact: true })).toBeVisible();
  await next(page, 'Marquee+');

  // 4. Marquee+: optional, skipped.
  await expect(page.getByRole('group', { name: 'Content clips' })).toBeVisible();
  await next(page, 'Schedule');

  // 5. Schedule: dates and the bid first; then the budget, watching the forecast follow it.
  const schedule = step(page, 'Schedule');
  await schedule.getByLabel('Start date').fill(start);
  await schedule.getByLabel('End date').fill(end);
  await expect(schedule.getByRole('radio', { name: 'Lifetime' })).toBeChecked();
  await schedule.getByRole('textbox', { name: 'Bid CPM ($)' }).fill('10');

  // Acme's DSP fee is 15% and the agency fee 0%: the gross budget is the budget / 0.85, and the
  // impressions are the net budget at the $10.00 CPM (EST-GROSS, EST-IMPRESSIONS, EST-FORECAST:
  // src/features/campaigns/estimates.ts).
  const gross = described(forecast(page), 'Gross budget');
  const impressions = described(forecast(page), 'Estimated impressions');
  await expect(gross).toHaveText('$0.00');
  await expect(impressions).toHaveText('0');
  await expect(described(forecast(page), 'Average CPM')).toHaveText('$10.00');
  await expect(forecast(page)).toContainText(
    'Average CPM over 168 of 168 weekly hours; 30-day flight.',
  );
  const budget = schedule.getByRole('textbox', { name: 'Lifetime budget ($)' });
  await budget.pressSequentially('85');
  await expect(gross).toHaveText('$100.00');
  await expect(impressions).toHaveText('8,500');
  await budget.pressSequentially('00');
  await expect(budget).toHaveValue('8500');
  await expect(gross).toHaveText('$10,000.00');
  await expect(described(forecast(page), /^DSP fee \(15%\)$/)).toHaveText('$1,500.00');
  await expect(described(forecast(page), 'Net budget')).toHaveText('$8,500.00');
  await expect(impressions).toHaveText('850,000');
  await expect(
    schedule.getByRole('checkbox', { name: 'Pace spend evenly over the flight' }),
  ).toBeChecked();

  // Day-parts: Monday 06:00-10:00 by mouse drag, added at the campaign CPM.
  const grid = schedule.getByRole('grid', { name: 'Day-parts' });
  const status = schedule.getByRole('group', { name: 'Edit Day-parts' }).getByRole('status');
  await dragAcross(
    page,
    cell(grid, 'Monday 06:00–07:00, not included'),
    cell(grid, 'Monday 09:00–10:00, not included'),
  );
  await expect(status).toHaveText('4 cells selected');
  await expect(grid.locator('[aria-selected="true"]')).toHaveCount(4);
  await schedule.getByRole('button', { name: 'Add to day-parts' }).click();
  for (const hour of ['06:00–07:00', '07:00–08:00', '08:00–09:00', '09:00–10:00']) {
    await expect(cell(grid, `Monday ${hour}, at campaign CPM ($10.00)`)).toHaveCount(1);
  }

  // Tuesday and Wednesday 09:00-11:00 by keyboard: Escape clears the selection, an arrow moves,
  // Space selects, Shift+arrows stretch the rectangle; then a $20 CPM override.
  await cell(grid, 'Monday 09:00–10:00, at campaign CPM ($10.00)').focus();
  await page.keyboard.press('Escape');
  await expect(status).toHaveText('No cells selected');
  await page.keyboard.press('ArrowDown');
  await expect(cell(grid, 'Tuesday 09:00–10:00, not included')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(status).toHaveText('1 cell selected');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(cell(grid, 'Wednesday 10:00–11:00, not included')).toBeFocused();
  await expect(status).toHaveText('4 cells selected');
  await schedule.getByRole('spinbutton', { name: 'CPM override ($)' }).fill('20');
  await schedule.getByRole('button', { name: 'Set CPM override' }).click();
  for (const day of ['Tuesday', 'Wednesday']) {
    for (const hour of ['09:00–10:00', '10:00–11:00']) {
      await expect(cell(grid, `${day} ${hour}, $20.00 override`)).toHaveCount(1);
    }
  }
  await expect(
    schedule.getByText('8 of 168 hours in day-parts, 4 with a CPM override'),
  ).toBeVisible();
  // Four of the 168 weekly hours now bid $20: the average CPM and the impressions follow.
  await expect(described(forecast(page), 'Average CPM')).toHaveText('$10.24');
  await expect(impressions).toHaveText('830,232');
  await expect(gross).toHaveText('$10,000.00');
  await expect(
    schedule.getByRole('radio', { name: 'Use the campaign CPM outside day-parts' }),
  ).toBeChecked();
  await expect(schedule.getByRole('textbox', { name: 'Agency fee (%)' })).toHaveValue('0');
  await next(page, 'Launch');

  // 6. Launch: the summary of every step, then launch.
  await expect(described(summary(page, 'General'), 'Name')).toHaveText(NAME);
  await expect(described(summary(page, 'Audience'), 'States')).toHaveText('New York, California');
  await expect(described(summary(page, 'Audience'), 'Venue types')).toContainText('Airports');
  await expect(described(summary(page, 'Audience'), 'Zip codes')).toHaveText('Any');
  await expect(described(summary(page, 'Ad Creatives'), 'Ad creatives')).toHaveText(CREATIVE_NAME);
  await expect(described(summary(page, 'Marquee+'), 'Clips')).toHaveText('None');
  const scheduled = summary(page, 'Schedule');
  await expect(described(scheduled, 'Flight')).toHaveText(
    `${mediumDate(start)} – ${mediumDate(end)}`,
  );
  await expect(described(scheduled, 'Budget')).toHaveText('$8,500.00 lifetime');
  await expect(described(scheduled, 'Bid CPM')).toHaveText('$10.00');
  await expect(described(scheduled, 'Pacing')).toHaveText('On');
  await expect(described(scheduled, 'Day-parts')).toHaveText(
    '8 hours a week, 4 with a CPM override',
  );
  await expect(described(scheduled, 'Fees')).toHaveText('Agency 0%, DSP 15%');
  for (const title of ['General', 'Audience', 'Ad Creatives', 'Marquee+', 'Schedule']) {
    await expect(step(page, 'Launch').getByRole('link', { name: `Edit ${title}` })).toBeVisible();
  }
  await expect(page.getByRole('checkbox', { name: 'Publish the campaign' })).toBeChecked();
  await expect(impressions).toHaveText('830,232');
  await page.getByRole('button', { name: 'Launch Campaign' }).click();

  await expect(toast(page, 'Success', 'Campaign successfully created')).toBeVisible();
  await expect(page).toHaveURL(/\/campaigns\/(?!create)[^/?]+$/);
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Campaign' })).toBeVisible();

  // The list: the new campaign, active; off and on, each time after the server's answer.
  await sidebarNav(page).getByRole('link', { name: 'Campaigns' }).click();
  await expect(page).toHaveURL('/campaigns');
  const row = campaignRow(page, NAME);
  await expect(row).toHaveCount(1);
  const toggle = row.getByRole('switch', { name: `Active: ${NAME}` });
  await expect(toggle).toBeChecked();
  for (const on of [false, true]) {
    const reply = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `/v1/campaigns/${id}/togglePublished` &&
        response.request().method() === 'GET',
    );
    await toggle.click();
    const response = await reply;
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { isPublished: boolean }).isPublished).toBe(on);
    if (on) await expect(toggle).toBeChecked();
    else await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
  }

  // A row click opens the detail; Edit Campaign opens the wizard with every step reachable.
  await row.getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(`/campaigns/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Campaign' }).click();
  await expect(page).toHaveURL(`/campaigns/${id}/edit`);
  await expect(page).toHaveTitle('Marquee | Edit Campaign');
  const name = step(page, 'General').getByRole('textbox', { name: 'Campaign name' });
  await expect(name).toHaveValue(NAME);
  await name.fill(RENAMED);
  await steps.getByRole('link', { name: '6. Launch' }).click();
  await expect(step(page, 'Launch')).toBeVisible();
  await expect(described(summary(page, 'General'), 'Name')).toHaveText(RENAMED);
  await expect(described(summary(page, 'Schedule'), 'Day-parts')).toHaveText(
    '8 hours a week, 4 with a CPM override',
  );
  await page.getByRole('button', { name: 'Save Campaign' }).click();

  await expect(toast(page, 'Success', 'Campaign successfully updated')).toBeVisible();
  await expect(page).toHaveURL(`/campaigns/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: RENAMED })).toBeVisible();
  await sidebarNav(page).getByRole('link', { name: 'Campaigns' }).click();
  await expect(campaignRow(page, RENAMED)).toHaveCount(1);
  await expect(page.getByRole('link', { name: NAME, exact: true })).toHaveCount(0);
  await expect(
    campaignRow(page, RENAMED).getByRole('switch', { name: `Active: ${RENAMED}` }),
  ).toBeChecked();
});

/** Dana's new-campaign draft as the wizard keeps it (src/lib/saving/draft-storage.ts). */
function storedDraft(page: Page): Promise<string> {
  return page.evaluate(() => sessionStorage.getItem('marquee.draft.usr_dsp/campaign.new') ?? '');
}

/** Reload, accepting the browser's "leave site?" prompt that unsaved work raises. */
async function reloadAcceptingPrompt(page: Page): Promise<string[]> {
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  return prompts;
}

test('a wizard draft survives a reload mid-wizard', async ({ page, signedInAs }) => {
  await signedInAs('dsp');
  await page.goto('/campaigns/create');
  await step(page, 'General').getByRole('textbox', { name: 'Campaign name' }).fill('E2E Draft');
  await next(page, 'Audience');
  await pickOption(page.getByRole('combobox', { name: 'States' }), 'tex', 'Texas (TX)');
  await page.getByRole('textbox', { name: 'Zip codes' }).fill('73301');
  // The draft is written 250 ms after the last change; this test reloads once it is.
  await expect.poll(() => storedDraft(page)).toContain('73301');
  const prompts = await reloadAcceptingPrompt(page);

  await expect(step(page, 'Audience')).toBeVisible();
  expect(prompts).toEqual(['beforeunload']);
  await expect(page).toHaveURL(/[?&]step=audience\b/);
  await expect(
    page.getByRole('list', { name: 'Selected States' }).getByRole('listitem'),
  ).toHaveText(['Texas (TX)']);
  await expect(page.getByRole('textbox', { name: 'Zip codes' })).toHaveValue('73301');
  await page
    .getByRole('navigation', { name: 'Campaign steps' })
    .getByRole('link', { name: '1. General' })
    .click();
  await expect(step(page, 'General').getByRole('textbox', { name: 'Campaign name' })).toHaveValue(
    'E2E Draft',
  );
});

// Screen bug (reported): the draft is saved only by a 250 ms debounce, and nothing flushes it
// when the page is left, so what was changed in the last 250 ms before a reload is lost.
test('what was typed just before a reload is in the restored draft', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('dsp');
  await page.goto('/campaigns/create');
  await step(page, 'General').getByRole('textbox', { name: 'Campaign name' }).fill('E2E Quick');
  await next(page, 'Audience');
  await page.getByRole('textbox', { name: 'Zip codes' }).fill('73301');
  await reloadAcceptingPrompt(page);

  await expect(step(page, 'Audience')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Zip codes' })).toHaveValue('73301');
});

/** Signed in with Remember me, a new campaign's name typed and its draft written. */
async function rememberedDraft(page: Page, name: string): Promise<void> {
  await signIn(page, 'dsp@demo.test', { remember: true });
  await page.goto('/campaigns/create');
  await campaignName(page).fill(name);
  await expect.poll(() => storedDraft(page)).toContain(name);
}

/** The wizard's Campaign name field. */
const campaignName = (page: Page) =>
  step(page, 'General').getByRole('textbox', { name: 'Campaign name' });

// FORM-DRAFTS-CLOSED-TAB: with Remember me, a tab closed by mistake mid-wizard loses nothing: the
// next tab that opens the wizard takes the draft over, and the tab after it starts afresh.
test('a wizard draft outlives its closed tab with Remember me, taken over by one tab only', async ({
  page,
  context,
}) => {
  await rememberedDraft(page, 'E2E Closed');
  await page.close({ runBeforeUnload: false });

  const next = await openTab(context, '/campaigns/create');
  await expect(campaignName(next)).toHaveValue('E2E Closed');
  const after = await openTab(context, '/campaigns/create');
  await expect(campaignName(after)).toHaveValue('');
});

// FORM-DRAFTS-CLOSED-TAB: a tab that goes to another page by a full load (the address bar) is
// still open: the draft it left on the way is taken back, never by another tab (both saved).
test('a wizard draft stays its own tab’s while the tab loads another page, with Remember me', async ({
  page,
  context,
}) => {
  await rememberedDraft(page, 'E2E Kept');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();

  const other = await openTab(context, '/campaigns/create');
  await expect(campaignName(other)).toHaveValue('');
  await page.goBack();
  await expect(campaignName(page)).toHaveValue('E2E Kept');
});

test('clips picked on /content arrive checked on the Marquee+ step', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('dsp');
  await page.goto('/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content Library' })).toBeVisible();
  const clips = page.getByRole('group', { name: 'Clips' });
  // The selection lives in the URL (?clips=): a click's checked state shows once the router has
  // navigated, so each click is followed by a web-first check rather than check()'s own.
  for (const name of ['Powder Day', 'Keep Going']) {
    const clip = clips.getByRole('checkbox', { name, exact: true });
    await expect(clip).not.toBeChecked();
    await clip.click();
    await expect(clip).toBeChecked();
  }
  await expect(page.getByText('2 clips selected', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Use in Campaign' }).click();
  await expect(page).toHaveURL('/campaigns/create?clips=mtn_1,insp_3');

  await step(page, 'General').getByRole('textbox', { name: 'Campaign name' }).fill('E2E Clips');
  await next(page, 'Audience');
  await next(page, 'Ad Creatives');
  await page
    .getByRole('list', { name: 'Ad creatives' })
    .getByRole('checkbox', { name: 'Spring Menu Square', exact: true })
    .check();
  await next(page, 'Marquee+');
  const chosen = page.getByRole('group', { name: 'Content clips' });
  await expect(chosen.getByRole('checkbox', { name: 'Powder Day', exact: true })).toBeChecked();
  await expect(chosen.getByRole('checkbox', { name: 'Keep Going', exact: true })).toBeChecked();
  await expect(chosen.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await expect(chosen.getByText('2 clips selected', { exact: true })).toBeVisible();
});
