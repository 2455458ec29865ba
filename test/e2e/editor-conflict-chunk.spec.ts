// The editor kit end to end (issue 38, items 3 to 5): an admin edits a bidder's daily budget
// while a colleague saves the same field (through the API, as another console would); the
// conflict view's chunk is blocked (context.route: in demo mode the service worker hides the
// page's own requests). The typed budget stays in the form, the part shows its error with
// Retry, and once the network is back Retry opens the conflict view, which saves the typed value.
import { callApi, DEMO, expect, signIn, test, toast } from './helpers';

interface BidderRecord {
  id: string;
  isActive: boolean;
  budgets: { spendDaily: number };
  [field: string]: unknown;
}

test('a bidder edit keeps the typed budget when a colleague saved it and the conflict view’s chunk is blocked', async ({
  page,
  context,
  errorWatch,
}) => {
  errorWatch.allow(/conflict-dialog|Failed to fetch dynamically imported module|net::ERR_FAILED/);
  await signIn(page, DEMO.admin);
  let blocked = true;
  await context.route(/\/assets\/conflict-dialog-[\w-]+\.js$/, (route) =>
    blocked ? route.abort() : route.continue(),
  );
  await page.goto('/bidders/bid_openrtb/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit OpenRtb Bidder' })).toBeVisible();
  const budget = page.getByRole('spinbutton', { name: 'Daily Budget ($)' });
  await budget.fill('12000');

  // Meanwhile a colleague saves another daily budget for the same bidder.
  const {
    id: _id,
    isActive: _active,
    ...input
  } = await callApi<BidderRecord>(page, '/bidders/bid_openrtb');
  await callApi(page, '/bidders/bid_openrtb/update', {
    ...input,
    budgets: { ...input.budgets, spendDaily: 9000 },
  });

  await page.getByRole('button', { name: 'Continue' }).click();
  const failure = page.getByRole('alert').filter({
    hasText: 'This part of the screen could not be loaded.',
  });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit OpenRtb Bidder' })).toBeVisible();
  await expect(budget).toHaveValue('12000');

  blocked = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  const conflict = page.getByRole('dialog', { name: 'Someone else changed this bidder' });
  const field = conflict.getByRole('group', { name: 'Daily Budget ($)' });
  await expect(field.getByText('9000')).toBeVisible();
  await expect(field.getByText('12000')).toBeVisible();
  await field.getByRole('radio', { name: 'Keep mine' }).check();
  await conflict.getByRole('button', { name: 'Save with my choices' }).click();
  await expect(toast(page, 'Success', 'Bidder successfully updated')).toBeVisible();
  const saved = await callApi<BidderRecord>(page, '/bidders/bid_openrtb');
  expect(saved.budgets.spendDaily).toBe(12000);
});
