// Issue 20, finding 6: every form asks before its page is left with unsaved changes (accounts,
// bidders, the settings invite), as the wizards do, and a running creative upload asks too;
// closing or reloading the tab asks through the browser's own prompt. A wizard with an upload
// in one of its steps asks once, saying what each would lose.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { UPLOAD_RUNNING_MESSAGE } from '@/components/creative/creative-uploader';
import { ACCOUNT_CREATE_UNSAVED } from '@/features/accounts/messages';
import { BIDDER_TEXT } from '@/features/bidders/messages';
import { INVITE_UNSAVED } from '@/features/settings/messages';
import { sessionStore } from '@/lib/session/session';
import { server } from '@/mocks/server';
import { pngBytes } from '../mocks/media-fixtures';
import { nodeFile, useNodeFormData } from '../features/creatives/helpers';
import { deferred, findToast, renderRoute, signInAs } from '../utils';

type User = ReturnType<typeof renderRoute>['user'];

const leaveDialog = () => screen.findByRole('dialog', { name: 'Leave without saving?' });

/** A sidebar link, as a user leaves the page for another screen. */
const sidebarLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });

/** Whether closing or reloading the tab now would ask (the beforeunload event is cancelled). */
function tabCloseAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function stay(user: User) {
  const dialog = await leaveDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

// The screens' code, imported once before the tests: a first import under CI's load took the
// first test past its 5 s wait for the form (2026-11-30).
beforeAll(async () => {
  await Promise.all([
    import('@/features/accounts/routes/account-create'),
    import('@/features/bidders/routes/bidder-create'),
    import('@/features/bidders/routes/bidder-edit'),
    import('@/features/settings/routes/settings'),
    import('@/features/creatives/routes/creatives'),
    import('@/features/campaigns/routes/campaign-create'),
  ]);
}, 30_000);

describe('a form with unsaved changes asks before its page is left', () => {
  it('new account: asks on Cancel and on tab close; Stay keeps the text, Leave goes', async () => {
    await signInAs('admin');
    const { user, router } = renderRoute('/accounts/create');
    const name = await screen.findByLabelText(/Account name/);
    expect(tabCloseAsks()).toBe(false);
    await user.type(name, 'Half Typed Cinemas');
    expect(tabCloseAsks()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(within(await leaveDialog()).getByText(ACCOUNT_CREATE_UNSAVED)).toBeVisible();
    await stay(user);
    expect(router.state.location.pathname).toBe('/accounts/create');
    expect(screen.getByLabelText(/Account name/)).toHaveValue('Half Typed Cinemas');

    await user.click(sidebarLink('Accounts'));
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    expect(tabCloseAsks()).toBe(false);
  });

  it('new bidder: asks on Cancel once something is typed, and never after the save', async () => {
    await signInAs('admin');
    const { user, router } = renderRoute('/bidders/create/0');
    await screen.findByRole('heading', { level: 1, name: 'New Adomni Bidder' });
    await user.type(screen.getByLabelText(/^Bidder Name/), 'Adomni Guarded');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(within(await leaveDialog()).getByText(BIDDER_TEXT.createUnsaved)).toBeVisible();
    await stay(user);

    await user.type(screen.getByLabelText(/^Owner Key/), 'own_guarded');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findToast('Bidder successfully created')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bidders'));
    expect(await screen.findByRole('table', { name: 'Bidders' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tabCloseAsks()).toBe(false);
  });

  it('Log out: asks about the unsaved bidder; Stay keeps it signed in, Leave signs out', async () => {
    await signInAs('admin');
    const { user, router } = renderRoute('/bidders/create/0');
    await screen.findByRole('heading', { level: 1, name: 'New Adomni Bidder' });
    await user.type(screen.getByLabelText(/^Bidder Name/), 'Adomni Before Logout');
    const [logOut] = screen.getAllByRole('button', { name: 'Log out' });
    await user.click(logOut!);
    expect(within(await leaveDialog()).getByText(BIDDER_TEXT.createUnsaved)).toBeVisible();
    await stay(user);
    expect(sessionStore.get()?.user.email).toBe('admin@demo.test');
    expect(screen.getByLabelText(/^Bidder Name/)).toHaveValue('Adomni Before Logout');

    await user.click(logOut!);
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(sessionStore.get()).toBeNull();
  });

  it('bidder edit: asks when a field was changed, not when it was changed back', async () => {
    await signInAs('admin');
    const { user, router } = renderRoute('/bidders/bid_openrtb/edit');
    const name = await screen.findByLabelText(/^Bidder Name/);
    const original = (name as HTMLInputElement).value;
    await user.type(name, ' 2');
    await user.click(sidebarLink('Settings'));
    expect(within(await leaveDialog()).getByText(BIDDER_TEXT.editUnsaved)).toBeVisible();
    await stay(user);

    await user.clear(name);
    await user.type(name, original);
    expect(name).toHaveValue(original);
    // Changed back: the form is clean again (closing the tab would not ask either). Failed once in
    // CI (5 s on the edit screen, the page dump cut before any dialog); this says which part.
    await waitFor(() => expect(tabCloseAsks()).toBe(false));
    await user.click(sidebarLink('Settings'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
  });

  it('new account: still asks while its save runs, and goes on without asking once saved', async () => {
    await signInAs('admin');
    const held = deferred<void>();
    // Held until the test lets it go, then answered by the mock API as usual.
    server.use(http.post('*/v1/accounts', () => held.promise));
    const { user, router } = renderRoute('/accounts/create');
    await screen.findByRole('heading', { level: 1, name: 'New Account' });
    await user.type(screen.getByLabelText(/Account name/), 'Slow Save Cinemas');
    await user.selectOptions(screen.getByLabelText(/^Kind/), 'Publisher');
    await user.type(screen.getByLabelText(/Owner name/), 'Sam Slow');
    await user.type(screen.getByLabelText(/Owner email/), 'sam@slow.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled());

    expect(tabCloseAsks()).toBe(true);
    await user.click(sidebarLink('Accounts'));
    expect(within(await leaveDialog()).getByText(ACCOUNT_CREATE_UNSAVED)).toBeVisible();
    await stay(user);
    expect(router.state.location.pathname).toBe('/accounts/create');

    held.resolve();
    expect(await findToast('Account created')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/accounts\/acc_[^/]+$/));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull();
  });

  it('settings: an unsent invite asks; once sent (the form is cleared) leaving does not', async () => {
    await signInAs('admin');
    const { user, router } = renderRoute('/settings');
    await screen.findByRole('table', { name: 'Team' });
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'half.typed@demo.test');
    await user.click(sidebarLink('Accounts'));
    expect(within(await leaveDialog()).getByText(INVITE_UNSAVED)).toBeVisible();
    await stay(user);
    expect(tabCloseAsks()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await findToast('Invitation sent to half.typed@demo.test')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue(''));
    await user.click(sidebarLink('Accounts'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
  });
});

describe('a running creative upload asks before its page is left', () => {
  it('on /creatives: asks on a route change and a tab close while it runs, not after', async () => {
    await signInAs('dsp');
    await useNodeFormData();
    const held = deferred<void>();
    server.use(http.post('*/v1/creatives', async () => void (await held.promise)));
    const { user, router } = renderRoute('/creatives');
    await screen.findByRole('button', { name: 'Spring Menu Square' });
    expect(tabCloseAsks()).toBe(false);

    await user.upload(
      screen.getByLabelText('Upload Ad Creative'),
      nodeFile(pngBytes(10, 10), 'running.png', 'image/png'),
    );
    const row = await screen.findByRole('listitem', { name: 'running.png' });
    expect(tabCloseAsks()).toBe(true);
    await user.click(sidebarLink('Campaigns'));
    expect(within(await leaveDialog()).getByText(UPLOAD_RUNNING_MESSAGE)).toBeVisible();
    await stay(user);
    expect(router.state.location.pathname).toBe('/creatives');

    held.resolve();
    expect(await within(row).findByText('Done')).toBeVisible();
    expect(tabCloseAsks()).toBe(false);
    await user.click(sidebarLink('Campaigns'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns'));
  });

  it('in the campaign wizard: one question names the draft and the upload; Leave drops both', async () => {
    await signInAs('dsp');
    await useNodeFormData();
    const held = deferred<void>();
    server.use(http.post('*/v1/creatives', async () => void (await held.promise)));
    const { user, router } = renderRoute('/campaigns/create');
    await user.type(await screen.findByLabelText(/^Campaign name/), 'Guarded Launch');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Campaign steps' })).getByRole('link', {
        name: /^3\. Ad Creatives/,
      }),
    );
    await user.upload(
      await screen.findByLabelText('Upload Ad Creatives'),
      nodeFile(pngBytes(10, 10), 'wizard-upload.png', 'image/png'),
    );
    await screen.findByRole('listitem', { name: 'wizard-upload.png' });

    await user.click(sidebarLink('Reports'));
    const dialog = await leaveDialog();
    expect(within(dialog).getByText(/This campaign has not been launched/)).toBeVisible();
    expect(within(dialog).getByText(UPLOAD_RUNNING_MESSAGE)).toBeVisible();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    expect(sessionStorage.getItem('marquee.draft.usr_dsp/campaign.new')).toBeNull();
    expect(tabCloseAsks()).toBe(false);
    held.resolve();
  });
});
