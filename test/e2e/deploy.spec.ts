// After a deploy (ROUTE-NEW-VERSION, ROUTE-GONE-CHUNK-RELOAD, ROUTE-RELOAD-KEEPS-DRAFTS), on the
// demo build: a tab whose chunks the server no longer has. Requests for the chunks and for
// /index.html go through the demo's service worker, which page.route never sees; the context's
// routes do (Chromium routes a service worker's requests too).
import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, test } from './helpers';

const NEW_VERSION = 'A new version of Marquee is available';

/** /index.html as the next deploy writes it: another main bundle (the main entry is in `core`). */
async function serveNextDeploysIndex(context: BrowserContext): Promise<void> {
  await context.route('**/index.html', async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /\/assets\/core-[\w-]+\.js/,
      '/assets/core-NEXTDEPLOY.js',
    );
    await route.fulfill({ response, body });
  });
}

/**
 * The chunks whose file name starts with `name` answer 404 (the deploy removed them), whatever
 * the query (a retry asks under `?retry=N`: src/lib/versions/import-chunk.ts).
 */
async function removeChunk(context: BrowserContext, name: string): Promise<string> {
  const pattern = `**/assets/${name}-*.js*`;
  await context.route(pattern, (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' }),
  );
  return pattern;
}

/** A deploy since the page loaded: a new index.html, and the chunks named `name` gone. */
async function deployWithout(context: BrowserContext, name: string): Promise<string> {
  await serveNextDeploysIndex(context);
  return removeChunk(context, name);
}

function countLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count += 1;
  });
  return loads;
}

test.beforeEach(({ errorWatch }) => {
  // The browser's own lines for the missing chunk, and React's for the error its boundary caught.
  errorWatch.allow(/status of 404/);
  errorWatch.allow(/Failed to fetch dynamically imported module/);
});

test('a wizard step whose chunk a deploy removed shows the new version notice, and Reload keeps the typed draft', async ({
  signedInAs,
  page,
  context,
}) => {
  await signedInAs('dsp');
  await page.goto('/campaigns/create');
  const name = page.getByLabel(/^Campaign name/);
  await name.fill('Spring launch, typed before the deploy');

  const chunk = await deployWithout(context, 'ad-creatives-step');
  await page
    .getByRole('navigation', { name: 'Campaign steps' })
    .getByRole('link', { name: /Ad Creatives/ })
    .click();
  await expect(page.getByText('This step could not be loaded.')).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: NEW_VERSION });
  await expect(notice).toBeVisible();

  // The reload brings the new version, whose chunks are all there.
  await context.unroute('**/index.html');
  await context.unroute(chunk);
  // No "Leave site?" prompt: the wizard's draft comes back (a refused prompt would stop the reload).
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.dismiss();
  });
  const loads = countLoads(page);
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => loads.count).toBe(1);
  expect(prompts).toEqual([]);
  await expect(page.getByRole('form', { name: 'Ad Creatives', exact: true })).toBeVisible();
  await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Campaign steps' })
    .getByRole('link', { name: /General/ })
    .click();
  await expect(page.getByLabel(/^Campaign name/)).toHaveValue(
    'Spring launch, typed before the deploy',
  );
});

test('a screen whose chunk a deploy removed says a new version is available in its place, with Reload', async ({
  signedInAs,
  page,
  context,
}) => {
  await signedInAs('dsp');
  await page.goto('/');
  const chunk = await deployWithout(context, 'reports-list');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reports' })
    .click();
  const notice = page.getByRole('alert').filter({ hasText: NEW_VERSION });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  await context.unroute('**/index.html');
  await context.unroute(chunk);
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
});

test('Retry on a screen whose chunk answers 404 reloads the page instead of asking for it again', async ({
  signedInAs,
  page,
  context,
}) => {
  await signedInAs('dsp');
  await page.goto('/');
  // index.html is unchanged (a cache in between, say): the chunk's own 404 tells it is gone.
  let gone = true;
  await context.route('**/assets/reports-list-*.js*', async (route) => {
    if (!gone) return route.fallback();
    if (route.request().method() === 'HEAD') gone = false;
    return route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' });
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page.getByText('This screen could not be shown.')).toBeVisible();
  await expect(page.getByText(NEW_VERSION)).toHaveCount(0);

  const loads = countLoads(page);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => loads.count).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
});

test('at 375 px the new version notice leaves the top bar’s Open menu free @mobile', async ({
  signedInAs,
  page,
  context,
}) => {
  await signedInAs('dsp');
  await page.goto('/campaigns/create');
  await deployWithout(context, 'ad-creatives-step');
  await page
    .getByRole('navigation', { name: 'Campaign steps' })
    .getByRole('link', { name: /Ad Creatives/ })
    .click();
  const notice = page.getByRole('status').filter({ hasText: NEW_VERSION });
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();

  // What a tap at the button's middle reaches: the button, not the notice over it.
  const menu = page.getByRole('button', { name: 'Open menu' });
  const box = await menu.boundingBox();
  expect(box).not.toBeNull();
  const { x, y, width, height } = box ?? { x: 0, y: 0, width: 0, height: 0 };
  const reached = await page.evaluate(
    ([left, top]) => document.elementFromPoint(left ?? 0, top ?? 0)?.closest('button')?.textContent,
    [x + width / 2, y + height / 2],
  );
  expect(reached).toBe('Open menu');
});
