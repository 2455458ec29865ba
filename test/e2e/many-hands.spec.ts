// Issue 26 end to end: two tabs of one browser are two colleagues sharing one demo server and,
// with Remember me, one session. Each test drives two (or three) pages of one context through one
// of the many-hands rules: one database for every tab, toggles that set a state, no lost
// updates, a retry that is the same request, sessions across tabs, and a Full DB Sync that
// deletes only what was confirmed.
import type { Page } from '@playwright/test';
import {
  callApi,
  DEMO,
  listPlacements,
  type PlacementItem,
  openTab,
  expect,
  importToLaunch,
  signIn,
  test,
  toast,
} from './helpers';
import { expectNoSeriousAxeViolations } from './sweep/fixtures';

const campaignRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('switch', { name: `Active: ${name}` }) });

const activeSwitch = (page: Page, name: string) =>
  page.getByRole('switch', { name: `Active: ${name}` });

/** Click a campaign's switch and wait until it shows `on` and is usable again. */
async function setActive(page: Page, name: string, on: boolean): Promise<void> {
  const toggle = activeSwitch(page, name);
  await expect(toggle).toBeEnabled();
  await toggle.click();
  if (on) await expect(toggle).toBeChecked();
  else await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
}

async function expectActive(page: Page, name: string, on: boolean): Promise<void> {
  const toggle = activeSwitch(page, name);
  if (on) await expect(toggle).toBeChecked();
  else await expect(toggle).not.toBeChecked();
}

test('one demo server for every tab: a write in one tab survives another tab writing after it', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.dsp, { remember: true });
  await page.goto('/campaigns');
  await expectActive(page, 'Cold Brew Summer', false);
  const other = await openTab(context, '/campaigns');

  // Tab B activates one campaign; tab A, whose list was loaded before, then pauses another.
  await setActive(other, 'Cold Brew Summer', true);
  await setActive(page, 'Morning Rush Commuters', false);

  // A third tab (and a reload of either) sees both changes: neither write erased the other.
  const third = await openTab(context, '/campaigns');
  await expectActive(third, 'Cold Brew Summer', true);
  await expectActive(third, 'Morning Rush Commuters', false);
  await other.reload();
  await expectActive(other, 'Morning Rush Commuters', false);
  await expectActive(other, 'Cold Brew Summer', true);
  await expect(campaignRow(third, 'Holiday Blend Launch')).toHaveCount(1);
});

/** A placement as the placement wizard makes it: `externalId` '' is one made by hand. */
function placementBody(name: string, externalId: string) {
  return {
    name,
    externalId,
    kind: 20301,
    bidFloorCpm: 4.5,
    location: { latitude: 42.35, longitude: -71.06, exampleSceneUrl: '/demo/scenes/retail.svg' },
  };
}

test('Full DB Sync deletes only what was confirmed: a hand-made placement is kept, and a colleague’s new one asks again', async ({
  page,
  context,
  errorWatch,
}) => {
  test.setTimeout(120_000);
  // The browser logs the stale confirmation's 409, which the test provokes.
  errorWatch.allow(/status of 409 \(Conflict\) \(.*\/v1\/placements\/batch/);
  await signIn(page, DEMO.ssp, { remember: true });
  const colleague = await openTab(context, '/placements');
  const handMade = await callApi<PlacementItem>(
    colleague,
    '/placements',
    placementBody('E2E Lobby screen (by hand)', ''),
  );
  const [first, second] = (await listPlacements(page)).filter((p) => p.externalId !== '');
  const file = [
    'name,external_id,venue_type,bid_floor_cpm,address_line1,address_line2,city,state,zip,latitude,longitude',
    `${first!.name},${first!.externalId},10101,5,,,,,,41.97,-87.90`,
    `${second!.name},${second!.externalId},10101,5,,,,,,41.98,-87.91`,
  ].join('\r\n');
  const doomed = (await listPlacements(page)).filter(
    (p) => p.externalId !== '' && p.id !== first!.id && p.id !== second!.id,
  ).length;

  await page.goto('/placements/create/batch');
  await importToLaunch(page, { name: 'two.csv', buffer: Buffer.from(file) });
  await page.getByRole('checkbox', { name: /Full DB Sync/ }).check();
  await expect(
    page.getByRole('region', {
      name: 'Placements kept because they have no external ID',
      exact: true,
    }),
  ).toContainText(handMade.name);

  // The confirmation lists what goes, never the hand-made placement, and asks for the count.
  await page.getByRole('button', { name: 'Import Placements' }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText(`Delete ${doomed} placements?`);
  await expectNoSeriousAxeViolations(page, 'the Full DB Sync confirmation');
  await expect(dialog).toContainText(
    'It keeps 1 placement without an external ID: no file can name it.',
  );
  const list = dialog.getByRole('table', { name: 'Placements to delete' });
  await expect(list).toBeVisible();
  await expect(list).not.toContainText(handMade.name);

  // Meanwhile a colleague adds a placement the file does not name: the confirmed list is stale.
  await callApi(colleague, '/placements', placementBody('E2E Colleague screen', 'E2E-COLLEAGUE-1'));
  await dialog.getByLabel(`Type ${doomed} to confirm the deletions`).fill(String(doomed));
  await dialog.getByRole('button', { name: `Delete ${doomed} placements and import` }).click();
  await expect(
    toast(page, 'Error', 'The placements to delete have changed since you confirmed.'),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/\?job=/);

  // Reviewed again: one more to delete, confirmed, and exactly those go.
  await page.getByRole('button', { name: 'Import Placements' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText(`Delete ${doomed + 1} placements?`);
  await dialog.getByLabel(`Type ${doomed + 1} to confirm the deletions`).fill(String(doomed + 1));
  await dialog.getByRole('button', { name: `Delete ${doomed + 1} placements and import` }).click();
  await expect(page.getByText('The import is complete.')).toBeVisible({ timeout: 20_000 });
  const left = await listPlacements(colleague);
  expect(left.map((p) => p.id).sort()).toEqual([first!.id, second!.id, handMade.id].sort());
});

/** Another person's flip of a campaign, straight through the API (no tab of theirs is open). */
async function flipAsSomeoneElse(page: Page, name: string): Promise<void> {
  const reply = await callApi<
    { id: string; name: string }[] | { campaigns: { id: string; name: string }[] }
  >(page, '/campaigns');
  const list = Array.isArray(reply) ? reply : reply.campaigns;
  const campaign = list.find((item) => item.name === name);
  await callApi(page, `/campaigns/${campaign!.id}/togglePublished`);
}

test('toggles set a state: Pause on campaigns someone already paused reports it and never flips it back', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.dsp, { remember: true });
  await page.goto('/campaigns');
  await expectActive(page, 'Morning Rush Commuters', true);
  await expectActive(page, 'Holiday Blend Launch', true);
  const colleague = await openTab(context, '/campaigns');

  // Someone else pauses one; this tab's list still shows it active when Pause is pressed.
  await flipAsSomeoneElse(colleague, 'Morning Rush Commuters');
  await expectActive(page, 'Morning Rush Commuters', true);
  await page.getByRole('checkbox', { name: 'Select Morning Rush Commuters' }).check();
  await page.getByRole('checkbox', { name: 'Select Holiday Blend Launch' }).check();
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    '1 paused, 1 already paused',
  );
  await expectActive(page, 'Morning Rush Commuters', false);
  await expectActive(page, 'Holiday Blend Launch', false);
  // Fresh views: the colleague's tab shows this tab's save without a reload.
  await expectActive(colleague, 'Holiday Blend Launch', false);

  // The single switch: someone reactivates one behind this tab's list; a click to set it active
  // finds it active already, says so, and sends no flip.
  await flipAsSomeoneElse(colleague, 'Holiday Blend Launch');
  await expectActive(page, 'Holiday Blend Launch', false);
  await setActive(page, 'Holiday Blend Launch', true);
  await expect(toast(page, 'Success', 'Holiday Blend Launch is already active')).toBeVisible();

  const third = await openTab(context, '/campaigns');
  await expectActive(third, 'Morning Rush Commuters', false);
  await expectActive(third, 'Holiday Blend Launch', true);
});

const NO_ANSWER =
  'The server did not answer. What you typed is kept; check whether it was saved before trying again.';

test('a retry is the same request: a bidder whose create reply was lost is saved once, at once', async ({
  page,
  context,
  errorWatch,
}) => {
  errorWatch.allow(/status of 504 \(Gateway Timeout\)/);
  await signIn(page, DEMO.admin, { remember: true });
  // Set after the sign-in (a write too): the next write's reply is lost, as a proxy's 504.
  await page.goto('/bidders/create/3?demo-lose-replies=1');
  await expect(page.getByRole('heading', { level: 1, name: 'New OpenRtb Bidder' })).toBeVisible();
  const name = 'E2E Lost Reply Bidder';
  await page.getByRole('textbox', { name: 'Bidder Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Bidder URL' }).fill('https://rtb.e2e.example/lost');
  // The lost reply's request is sent once more with its key (MANY-OUTCOME): the server answers
  // with the bidder it made, and the create ends as any other.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Success', 'Bidder successfully created')).toBeVisible();
  await expect(toast(page, 'Error', NO_ANSWER)).toHaveCount(0);
  await expect(page).toHaveURL('/bidders');
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(1);
  const colleague = await openTab(context, '/bidders');
  await expect(colleague.getByRole('link', { name, exact: true })).toHaveCount(1);
});

test('sessions across tabs: a logout elsewhere keeps the typed form under the dialog until the same user signs in again', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.admin, { remember: true });
  await page.goto('/bidders/create/3');
  const name = 'E2E Half-typed Bidder';
  await page.getByRole('textbox', { name: 'Bidder Name' }).fill(name);

  const colleague = await openTab(context, '/bidders');
  await colleague.getByRole('button', { name: 'Log out' }).click();
  await expect(colleague).toHaveURL(/\/sign-in/);

  const dialog = page.getByRole('dialog', { name: 'Session expired' });
  await expect(dialog.getByRole('heading', { name: 'Session expired' })).toBeVisible();
  await expect(dialog).toContainText('You were signed out in another tab.');
  await expect(
    dialog.getByRole('button', { name: 'Sign out and discard your changes on this page' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the Session expired dialog over a form');
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('heading', { name: 'Session expired' })).toBeVisible();
  await expect(page).toHaveURL('/bidders/create/3');

  // The same person signs in again in the other tab: this tab's dialog closes, nothing lost.
  await signIn(colleague, DEMO.admin, { remember: true });
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Bidder Name' })).toHaveValue(name);
  await page.getByRole('textbox', { name: 'Bidder URL' }).fill('https://rtb.e2e.example/kept');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Success', 'Bidder successfully created')).toBeVisible();
});

test('no lost updates: a colleague’s budget survives this tab’s timeout change, and a name changed on both sides asks first', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.admin, { remember: true });
  await page.goto('/bidders/bid_openrtb/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit OpenRtb Bidder' })).toBeVisible();
  const colleague = await openTab(context, '/bidders/bid_openrtb/edit');
  await expect(colleague.getByRole('textbox', { name: 'Bidder Name' })).not.toHaveValue('');

  // The colleague lowers the daily budget and renames it; this tab changes the timeout and the name.
  await colleague.getByRole('spinbutton', { name: 'Daily Budget ($)' }).fill('7000');
  await colleague.getByRole('textbox', { name: 'Bidder Name' }).fill('E2E Renamed by a colleague');
  await colleague.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(colleague, 'Success', 'Bidder successfully updated')).toBeVisible();

  await page.getByRole('spinbutton', { name: 'Timeout (ms)' }).fill('450');
  await page.getByRole('textbox', { name: 'Bidder Name' }).fill('E2E Renamed here');
  await page.getByRole('button', { name: 'Continue' }).click();
  const conflict = page.getByRole('dialog', { name: 'Someone else changed this bidder' });
  await expect(
    conflict.getByRole('heading', { name: 'Someone else changed this bidder' }),
  ).toBeVisible();
  const save = conflict.getByRole('button', { name: 'Save with my choices' });
  await expect(save).toBeDisabled();
  await expectNoSeriousAxeViolations(page, 'the conflict view');
  await conflict.getByRole('radio', { name: 'Keep mine' }).check();
  await save.click();
  await expect(toast(page, 'Success', 'Bidder successfully updated')).toBeVisible();

  // Both people's changes are there: their budget, this tab's timeout and chosen name.
  const third = await openTab(context, '/bidders/bid_openrtb/edit');
  await expect(third.getByRole('textbox', { name: 'Bidder Name' })).toHaveValue('E2E Renamed here');
  await expect(third.getByRole('spinbutton', { name: 'Daily Budget ($)' })).toHaveValue('7000');
  await expect(third.getByRole('spinbutton', { name: 'Timeout (ms)' })).toHaveValue('450');
});

test('fresh views without a storm: two tabs on the placements list each read it once', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.ssp, { remember: true });
  const reads = new Map<Page, number>();
  const countReads = (tab: Page) => {
    reads.set(tab, 0);
    tab.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/v1/placements') {
        reads.set(tab, (reads.get(tab) ?? 0) + 1);
      }
    });
  };
  countReads(page);
  await page.goto('/placements');
  await expect(page.getByRole('table', { name: 'Placements' })).toBeVisible();
  const colleague = await context.newPage();
  countReads(colleague);
  await colleague.goto('/placements');
  await expect(colleague.getByRole('table', { name: 'Placements' })).toBeVisible();
  // Left alone, neither tab reads the list again (before, each tab's streamed read told the
  // other to read it: about 20 reads a second each, without end).
  await page.waitForTimeout(1000);
  expect(reads.get(page)).toBeLessThanOrEqual(2);
  expect(reads.get(colleague)).toBeLessThanOrEqual(2);
});
