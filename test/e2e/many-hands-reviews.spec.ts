// Issue 37, item 3 end to end: two reviewers in two tabs of one browser (each signed in without
// Remember me, so each tab is its own person). A decision is made from the state its reviewer
// saw (REV-DECIDE-FROM-STATE): an old queue's bulk approval never reverses a colleague's
// rejection, and says so; a stale card's Approve never decides a file its reviewer did not see.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test, toast } from './helpers';

type Status = 'Pending' | 'Approved' | 'Rejected';

const queue = (page: Page, status: Status) =>
  page.getByRole('list', { name: `${status} creatives` });

const card = (page: Page, status: Status, name: string) =>
  queue(page, status).getByRole('listitem', { name, exact: true });

const REASON = 'Alcohol ad, screens near schools';

/** Rejects a Pending creative with REASON, as a publisher does from its card. */
async function rejectPending(page: Page, name: string): Promise<void> {
  await card(page, 'Pending', name).getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject creative' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(toast(page, 'Success', 'Creative rejected')).toBeVisible();
}

test('an old review queue never reverses a colleague: the creative they rejected stays rejected, and the bulk approval says so', async ({
  page,
  context,
  errorWatch,
}) => {
  test.setTimeout(90_000);
  // The browser logs the stale decision's 409, which the test provokes.
  errorWatch.allow(/status of 409 \(Conflict\) \(.*\/v1\/reviews\/rev_\w+\/approve/);
  // Reviewer A, the publisher, opens the queue: four creatives wait.
  await signIn(page, DEMO.ssp);
  await page.goto('/reviews');
  await expect(queue(page, 'Pending').getByRole('listitem')).toHaveCount(4);

  // Reviewer B, in another tab, rejects one of them with a reason.
  const colleague = await context.newPage();
  await signIn(colleague, DEMO.multi);
  await colleague.goto('/reviews');
  await rejectPending(colleague, 'Latte Art 15s Portrait');

  // A's queue, read before, still lists it; A selects all and approves.
  await expect(card(page, 'Pending', 'Latte Art 15s Portrait')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await expect(toast(page, 'Error', '3 approved, 1 already rejected')).toBeVisible();

  // B's decision stands, with its reason, in A's queue and after a reload.
  await expect(queue(page, 'Pending').getByRole('listitem')).toHaveCount(0);
  await page.getByRole('tab', { name: /^Rejected/ }).click();
  await expect(card(page, 'Rejected', 'Latte Art 15s Portrait')).toContainText(REASON);
  await page.reload();
  await page.getByRole('tab', { name: /^Rejected/ }).click();
  await expect(card(page, 'Rejected', 'Latte Art 15s Portrait')).toContainText(REASON);
});

test('the buyer learns why: the publisher’s rejection and its reason show in the creative’s panel (CRE-REVIEWS)', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // The buyer opens the creative: Northwind's review waits.
  await signIn(page, DEMO.dsp);
  await page.goto('/creatives?creative=cr_8');
  const panel = page.getByRole('dialog', { name: 'Latte Art 15s Portrait' });
  const reviews = panel.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('listitem')).toContainText('Pending');
  await expect(reviews.getByRole('listitem')).toContainText(/Waiting for \d+ days?/);

  // The publisher, in another tab, rejects it with a reason.
  const publisher = await context.newPage();
  await signIn(publisher, DEMO.ssp);
  await publisher.goto('/reviews');
  await rejectPending(publisher, 'Latte Art 15s Portrait');

  // The buyer opens the panel again and reads the decision and its reason.
  await page.reload();
  await expect(reviews.getByRole('listitem')).toContainText('Rejected');
  await expect(reviews.getByRole('listitem')).toContainText(`Reason: ${REASON}`);
  await expect(reviews.getByRole('listitem')).toContainText('Northwind Screens');
});

test('a stale card never approves a file its reviewer did not see: the buyer’s new file is shown, to be reviewed again', async ({
  page,
  context,
  errorWatch,
}) => {
  test.setTimeout(90_000);
  // The browser logs the stale decision's 409, which the test provokes.
  errorWatch.allow(/status of 409 \(Conflict\) \(.*\/v1\/reviews\/rev_\w+\/approve/);
  // The publisher's Rejected tab shows the square as it was rejected.
  await signIn(page, DEMO.ssp);
  await page.goto('/reviews?status=rejected');
  await expect(card(page, 'Rejected', 'Spring Menu Square')).toContainText('1080×1080');

  // The buyer, in another tab, replaces its file: the review starts again, Pending.
  const buyer = await context.newPage();
  await signIn(buyer, DEMO.dsp);
  await buyer.goto('/creatives?creative=cr_5');
  const chooser = buyer.waitForEvent('filechooser');
  await buyer.getByRole('button', { name: 'Replace File: Spring Menu Square' }).click();
  await (await chooser).setFiles(path.resolve('public/demo/creatives/loyalty-app-1280x720.jpg'));
  const reviews = buyer
    .getByRole('dialog', { name: 'Spring Menu Square' })
    .getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('listitem')).toContainText('Pending');

  // The publisher's old card approves nothing: it says so, and shows the new file in Pending.
  await card(page, 'Rejected', 'Spring Menu Square')
    .getByRole('button', { name: 'Approve', exact: true })
    .click();
  await expect(
    toast(page, 'Error', 'Resubmitted with a new file at').filter({ hasText: 'review it again' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: /^Pending/ }).click();
  const resubmitted = card(page, 'Pending', 'Spring Menu Square');
  await expect(resubmitted).toContainText('1280×720');

  // Seen now: approved.
  await resubmitted.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(toast(page, 'Success', 'Creative approved')).toBeVisible();
  await buyer.reload();
  await expect(reviews.getByRole('listitem')).toContainText('Approved');
});
