// The browser the end-to-end tests run (test/e2e/chromium-args.ts): Playwright's own feature
// switches kept, and Chromium's browser-UI pages off.
import { expect, test } from '@playwright/test';
import { chromiumArgs, playwrightDisabledFeatures } from './chromium-args';

test("the feature switch repeats Playwright's own list and adds the browser-UI pages", () => {
  const playwrights = playwrightDisabledFeatures();
  expect(playwrights, "Playwright's --disable-features list").toContain(
    'AvoidUnnecessaryBeforeUnloadCheckSync',
  );
  const features = chromiumArgs()
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
  expect(features).toHaveLength(1);
  expect(features[0]).toEqual(
    expect.arrayContaining([...(playwrights ?? []), 'WebUIOmniboxPopup']),
  );
});

test('reads the list from a bundle, ignoring comments, and gives null without one', () => {
  const bundle = `disabledFeatures = [\n  // See "Issue"\n  "PaintHolding",\n  "HttpsUpgrades"\n].filter(Boolean);`;
  expect(playwrightDisabledFeatures(bundle)).toEqual(['PaintHolding', 'HttpsUpgrades']);
  expect(playwrightDisabledFeatures('nothing here')).toBeNull();
});

test('the browser renders no browser-UI page beside the tested one', async ({ browser, page }) => {
  await page.goto('/sign-in');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
  expect(targetInfos.filter((target) => target.url.startsWith('chrome://'))).toEqual([]);
});
