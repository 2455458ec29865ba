// Issue 4 end to end, accounts and settings: an admin invites a DSP user into the team, then
// signs in as the Acme DSP user (impersonation), sees the DSP home, logs out and is back as the
// admin — in real Chromium against the demo build.
import { DEMO, expect, sidebarNav, signIn, signInAsDana, test, toast } from './helpers';

test('an admin invites a DSP user and sees them in the team', async ({ page, signedInAs }) => {
  await signedInAs('admin');
  await page.goto('/settings');
  await expect(page).toHaveTitle('Marquee | Settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText('acc_exchange', { exact: true })).toBeVisible();

  const team = page.getByRole('table', { name: 'Team' });
  await expect(team.getByText('Avery Admin')).toBeVisible();

  const email = `new.buyer.${Date.now()}@demo.test`;
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('DSP');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Add' }).click();

  await expect(toast(page, 'Success', `Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  await expect(team.getByRole('row').filter({ hasText: email })).toHaveCount(1);

  // The demo database keeps the invite across a reload.
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Team' }).getByRole('row').filter({ hasText: email }),
  ).toHaveCount(1);
});

test('an admin signs in as the Acme DSP user, sees the DSP home and logs back out to the admin', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await signInAsDana(page);
  await expect(sidebarNav(page).getByText(DEMO.dsp, { exact: true })).toBeVisible();
  await expect(sidebarNav(page).getByRole('link', { name: 'Accounts' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Log out' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await expect(sidebarNav(page).getByText(DEMO.admin, { exact: true })).toBeVisible();
  await expect(sidebarNav(page).getByRole('link', { name: 'Accounts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acme Coffee Co.' })).toBeVisible();
});
