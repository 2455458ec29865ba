import { DEMO, expect, signIn, test } from './helpers';

test('probe: context.route sees chunk requests', async ({ page, context, errorWatch }) => {
  errorWatch.allow(/.*/);
  let hits = 0;
  await context.route('**/assets/ad-creatives-step-*.js', async (route) => {
    hits += 1;
    await route.fulfill({ status: 404, body: 'gone' });
  });
  await signIn(page, DEMO.dsp);
  await page.goto('/campaigns/create');
  await page.getByRole('navigation', { name: 'Campaign steps' }).getByRole('link', { name: /Ad Creatives/ }).click();
  await expect(page.getByText('This step could not be loaded.')).toBeVisible();
  console.log('HITS', hits);
});
