// Issue 37, item 2 end to end (BATCH-MERGE): publisher A exports the placements; colleague B, in
// another tab (two people: two tabs signed in without Remember me), raises a screen's bid floor
// and makes two screens; A fixes two addresses in the file and imports it with Full DB Sync. B's
// floor survives, A's fixes land, and B's new screens are marked `Created after your file was
// exported` and kept, since nobody ticked them.
import { readFile } from 'node:fs/promises';
import { callApi, DEMO, listPlacements, expect, importToLaunch, signIn, test } from './helpers';
import { expectNoSeriousAxeViolations } from './sweep/fixtures';

const newScreen = (name: string, externalId: string) => ({
  name,
  externalId,
  kind: 20301,
  bidFloorCpm: 4.5,
  location: { latitude: 42.35, longitude: -71.06, exampleSceneUrl: '/demo/scenes/retail.svg' },
});

test('a re-imported export keeps a colleague’s bid floor and new screens, and takes the file’s own fixes', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.ssp);
  const colleague = await context.newPage();
  await signIn(colleague, DEMO.ssp);

  // 09:00, A exports.
  await page.goto('/placements');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  const exported = (await readFile((await download.path())!)).toString('utf8');
  expect(exported.split('\r\n')[0]).toMatch(/,placement_key,placement_version,exported_at$/);

  // 10:00, B raises one screen's floor (through the editor's update) and makes two screens.
  const placed = (await listPlacements(colleague)).filter(
    (p) => p.externalId !== '' && p.location.address?.line1 && !/[",\r\n]/.test(p.name),
  );
  const [raised, fixedA, fixedB] = placed;
  const current = await callApi<Record<string, unknown>>(colleague, `/placements/${raised!.id}`);
  const {
    id: _id,
    placementKey: _key,
    accountId: _account,
    version: _v,
    createdAt: _c,
    ...input
  } = current;
  await callApi(colleague, `/placements/${raised!.id}/update`, { ...input, bidFloorCpm: 9 });
  await callApi(colleague, '/placements', newScreen('E2E Colleague screen 1', 'E2E-NEW-1'));
  await callApi(colleague, '/placements', newScreen('E2E Colleague screen 2', 'E2E-NEW-2'));

  // 11:00, A fixes two addresses in the file and imports it, with Full DB Sync.
  const fix = (line: string) => {
    for (const [placement, street] of [
      [fixedA!, '100 Fixed Street'],
      [fixedB!, '200 Fixed Street'],
    ] as const) {
      if (line.includes(`,${placement.externalId},`)) {
        return line.replace(placement.location.address!.line1, street);
      }
    }
    return line;
  };
  const fixed = exported.split('\r\n').map(fix).join('\r\n');
  expect(fixed).toContain('100 Fixed Street');
  await page.getByRole('link', { name: 'Bulk Import' }).click();
  await importToLaunch(page, { name: download.suggestedFilename(), buffer: Buffer.from(fixed) });
  const changed = page.getByRole('region', { name: 'Changed since your file was exported' });
  await expect(changed).toContainText(
    'Someone changed 1 placement of your file since it was exported',
  );
  await expectNoSeriousAxeViolations(page, 'Launch with changes since the export');
  await page.getByRole('checkbox', { name: /Full DB Sync/ }).check();
  const preview = page.getByLabel('What the import will do');
  await expect(preview).toContainText('Kept (created after export)');

  await page.getByRole('button', { name: 'Import Placements' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Delete 0 placements?');
  const made = dialog.getByRole('group', { name: 'Created after your file was exported' });
  await expectNoSeriousAxeViolations(page, 'the sync confirmation with placements made since');
  await expect(made.getByRole('checkbox', { name: /E2E Colleague screen 1/ })).not.toBeChecked();
  await expect(made.getByRole('checkbox', { name: /E2E Colleague screen 2/ })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Delete 0 placements and import' }).click();
  await expect(page.getByText('The import is complete.')).toBeVisible({ timeout: 30_000 });

  // What a colleague's tab reads now: B's floor and screens, A's two fixes.
  const after = await listPlacements(colleague);
  const byId = new Map(after.map((p) => [p.id, p]));
  expect(byId.get(raised!.id)!.bidFloorCpm).toBe(9);
  expect(byId.get(fixedA!.id)!.location.address!.line1).toBe('100 Fixed Street');
  expect(byId.get(fixedB!.id)!.location.address!.line1).toBe('200 Fixed Street');
  expect(after.map((p) => p.externalId)).toEqual(
    expect.arrayContaining(['E2E-NEW-1', 'E2E-NEW-2']),
  );
});

// BATCH-JOB on the demo server: a job is kept beside the demo data, so a reload of the results
// page finds it where it was and it goes on to the end, and a colleague's tab opened at the same
// link sees the same job (it lived in the page's memory: both said `This import was not found`).
test('an import survives a reload of its results page, and a colleague opening its link sees it', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.ssp);
  const colleague = await context.newPage();
  await signIn(colleague, DEMO.ssp);
  const lines = Array.from(
    { length: 40 },
    (_, index) => `E2E Reload screen ${index},E2E-RL-${index},10101,5,,,,,,41.97,-87.90`,
  );
  const file = [
    'name,external_id,venue_type,bid_floor_cpm,address_line1,address_line2,city,state,zip,latitude,longitude',
    ...lines,
  ].join('\r\n');
  await page.goto('/placements/create/batch');
  await importToLaunch(page, { name: 'reloaded.csv', buffer: Buffer.from(file) });
  await page.getByRole('button', { name: 'Import Placements' }).click();
  await expect(page).toHaveURL(/[?&]job=/);
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();

  await page.reload();
  await expect(page.getByText('The import is complete.')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText('Import complete: 40 created, 0 updated, 0 unchanged, 0 deleted, 0 failed.'),
  ).toBeVisible();

  await colleague.goto(page.url());
  await expect(colleague.getByText('The import is complete.')).toBeVisible();
  const created = (await listPlacements(colleague)).filter((p) =>
    p.externalId.startsWith('E2E-RL-'),
  );
  expect(created).toHaveLength(40);
});
