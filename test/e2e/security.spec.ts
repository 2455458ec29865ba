// Issue 40 as a security tester would: a token copied before a sign-out is refused after it, by a
// direct request and in a tab that still holds it (a duplicated tab's unremembered session),
// whose next call asks to sign in again over the screen; a buyer's deals hold no other Seat ID.
// Then the token's own files (SEC-TOKEN-OWN-FILES) and Trusted Types (SEC-TRUSTED-TYPES).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { callApi, DEMO, expect, signIn, test, toast } from './helpers';

const SESSION_KEY = 'marquee.session';

/** A GET of the demo API from a page, with a token of our choosing: its status. */
function statusWith(page: Page, token: string): Promise<number> {
  return page.evaluate(
    async (bearer) =>
      (
        await fetch('/v1/campaigns', {
          headers: { Accept: 'application/json', Authorization: `Bearer ${bearer}` },
        })
      ).status,
    token,
  );
}

test('a token copied before Log out is refused after it, and the tab that held it asks to sign in again', async ({
  page,
  context,
  errorWatch,
}) => {
  // The refusals the test provokes.
  errorWatch.allow(/status of 401 \(Unauthorized\) \(.*\/v1\/(campaigns|reports)/);
  await signIn(page, DEMO.dsp);
  await page.goto('/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY);
  const token = (JSON.parse(stored!) as { token: string }).token;

  // A duplicated tab: the unremembered session's copy in its own sessionStorage.
  const copy = await context.newPage();
  await copy.addInitScript(
    ([key, value]) => {
      // The page itself only (the campaigns page has a sandboxed frame, without storage).
      if (window !== window.top) return;
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
    },
    [SESSION_KEY, stored!] as const,
  );
  await copy.goto('/campaigns');
  await expect(copy.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  expect(await statusWith(copy, token)).toBe(200);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  // The direct request with the copied token, and the duplicated tab's own next call.
  await expect.poll(() => statusWith(copy, token)).toBe(401);
  await copy
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Reports/ })
    .click();
  const dialog = copy.getByRole('dialog', { name: 'Session expired' });
  await expect(dialog.getByRole('heading', { name: 'Session expired' })).toBeVisible();
});

test('a buyer’s deals hold no other buyer’s Seat ID, on the wire and on the page', async ({
  page,
}) => {
  await signIn(page, DEMO.dsp);
  const deals = await callApi<{ id: string; seats: string[] }[]>(page, '/deals');
  expect(deals.length).toBeGreaterThan(0);
  expect(JSON.stringify(deals)).not.toContain('acc_bluebird');
  for (const deal of deals) expect(deal.seats).toEqual(['acc_acme']);
  await page.goto('/deals/deal_nw_malls');
  await expect(page.getByText('Your account (acc_acme) and 1 other buyer')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('acc_bluebird');
});

// SEC-TOKEN-OWN-FILES: Download sends the session's token to the API's own file URLs only.
test('a download of a non-API URL carries no token; a file the API serves is fetched with it', async ({
  signedInAs,
  page,
  context,
}) => {
  await signedInAs('dsp');
  // Every request for either file, the page's and the service worker's alike.
  const seen: { url: string; authorization: string | undefined }[] = [];
  context.on('request', (request) => {
    if (/\/demo\/creatives\/spring-menu|\/v1\/files\//.test(request.url())) {
      seen.push({ url: request.url(), authorization: request.headers()['authorization'] });
    }
  });

  // A seeded creative: its file is a page of the console's own origin, not the API's.
  await page.goto('/creatives?creative=cr_5');
  const panel = page.getByRole('dialog', { name: 'Spring Menu Square' });
  const plain = page.waitForEvent('download');
  await panel.getByRole('link', { name: 'Download' }).click();
  expect((await plain).suggestedFilename()).toBe('Spring Menu Square.png');
  const demoFile = seen.filter((entry) => entry.url.includes('/demo/creatives/'));
  expect(demoFile.length).toBeGreaterThan(0);
  for (const entry of demoFile) expect(entry.authorization, entry.url).toBeUndefined();

  // An uploaded creative: the API serves it (/v1/files/{id}/content), so Download sends the token.
  await page.goto('/creatives');
  await page.getByLabel('Upload Ad Creative').setInputFiles({
    name: 'token-check.png',
    mimeType: 'image/png',
    buffer: readFileSync(
      path.resolve(import.meta.dirname, '../../public/demo/creatives/spring-menu-1080x1080.png'),
    ),
  });
  await expect(page.getByRole('listitem', { name: 'token-check.png' })).toContainText('Done');
  await page
    .getByRole('button', { name: /token-check\.png/ })
    .first()
    .click();
  const uploaded = page.getByRole('dialog', { name: 'token-check.png' });
  const fetched = page.waitForEvent('download');
  await uploaded.getByRole('button', { name: 'Download' }).click();
  await fetched;
  const token = await page.evaluate(
    (key) =>
      (
        JSON.parse(localStorage.getItem(key) ?? sessionStorage.getItem(key) ?? '{}') as {
          token?: string;
        }
      ).token,
    SESSION_KEY,
  );
  expect(
    seen.filter((entry) => entry.url.includes('/v1/files/')).map((e) => e.authorization),
  ).toContain(`Bearer ${token}`);
});

// SEC-TRUSTED-TYPES: the console runs with Trusted Types required, and the browser enforces them.
test('Trusted Types: the app runs with require-trusted-types-for, with no violation through the screens', async ({
  signedInAs,
  page,
  errorWatch,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

  // The screens, with the demo's service worker registered through the `marquee` policy.
  await signedInAs('multi');
  for (const url of [
    '/campaigns',
    '/creatives',
    '/inventory',
    '/reports',
    '/content',
    '/placements',
  ]) {
    await page.goto(url);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  }
  // The CSV import's module worker, started through the `marquee` policy.
  await page.getByRole('link', { name: 'Bulk Import' }).click();
  await page.getByLabel('Placements CSV file').setInputFiles({
    name: 'tt.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'name,external_id,venue_type,bid_floor_cpm,address_line1,address_line2,city,state,zip,latitude,longitude\r\nTT Gate,TT-1,10101,5,,,,,,41.97,-87.90',
    ),
  });
  await expect(page.getByRole('list', { name: 'Import summary' })).toContainText('0 with issues');

  // A toast (react-hot-toast's styles): a wrong password after Log out.
  errorWatch.allow(/status of 401 \(Unauthorized\) \(.*\/v1\/users\/session:/);
  await page.getByRole('button', { name: 'Log out' }).click();
  // The checked file is unsaved work: Log out asks first (FORM-LEAVE-GUARD).
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Leave' }).click();
  await page.getByLabel('Email address').fill(DEMO.dsp);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast(page, 'Error', 'Invalid email or password')).toBeVisible();
  expect(await violations()).toEqual([]);

  // And they are enforced: a string is refused as HTML, and no other policy can be made.
  errorWatch.allow(/TrustedHTML|TrustedTypePolicy|trusted-types|Trusted Type/);
  const refused = await page.evaluate(() => {
    const outcomes: string[] = [];
    try {
      document.createElement('div').innerHTML = '<b>x</b>';
      outcomes.push('innerHTML accepted');
    } catch (error) {
      outcomes.push((error as Error).name);
    }
    try {
      (
        window as unknown as { trustedTypes: { createPolicy(n: string, r: object): unknown } }
      ).trustedTypes.createPolicy('other', {});
      outcomes.push('policy made');
    } catch (error) {
      outcomes.push((error as Error).name);
    }
    return outcomes;
  });
  expect(refused).toEqual(['TypeError', 'TypeError']);
});
