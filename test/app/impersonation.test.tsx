// Issue 20, finding 1 (AUTH-IMPERSONATION-BAR, AUTH-SWAP-RESTORE, AUTH-SWAP-CLEARED): "Sign in as"
// in the shell. While an admin impersonates, every screen shows the impersonation bar, whose button
// returns to the admin; a stale swap entry (the impersonated session expired, someone else signed
// in) is never restored.
import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore, SWAP_KEY } from '@/lib/session/session';
import { getDb } from '@/mocks/db';
import type { Session } from '@/types/api';
import { renderRoute, signInAs, stubLocationAssign } from '../utils';

// AUTH-IMPERSONATE-LIFETIME: the sign-in as a user lasts 60 minutes; the bar says what is left.
const BAR_TEXT =
  'Signed in as Dana Buyer (dsp@demo.test) · Ends in 60 minutes · Return to Avery Admin';

/** The admin impersonates Dana from the account screen; returns the admin's session. */
async function impersonateDana(remember = false): Promise<Session> {
  const admin = await signInAs('admin', remember);
  const assign = stubLocationAssign();
  const view = renderRoute('/accounts/acc_acme');
  await view.user.click(await screen.findByRole('button', { name: 'Sign in as Dana Buyer' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  // The page reloads at / as Dana.
  view.unmount();
  return admin;
}

const bar = () => screen.findByRole('region', { name: 'Impersonation' });

describe('the impersonation bar', () => {
  it('shows who is signed in and returns to the admin, as logout does', async () => {
    const admin = await impersonateDana();
    const assign = stubLocationAssign();
    const { user } = renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Dana Buyer' })).toBeVisible();

    const region = await bar();
    expect(region).toHaveTextContent(BAR_TEXT, { normalizeWhitespace: true });
    const back = within(region).getByRole('button', { name: 'Return to Avery Admin' });
    await user.click(back);
    // Once the server has revoked Dana's token (AUTH-SIGN-OUT-SERVER).
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(sessionStore.get()).toEqual(admin);
    expect(localStorage.getItem(SWAP_KEY)).toBeNull();
    expect(sessionStorage.getItem(SWAP_KEY)).toBeNull();
  });

  it('stays on every screen while impersonating', async () => {
    await impersonateDana(true);
    const { user } = renderRoute('/campaigns');
    expect(await bar()).toHaveTextContent(BAR_TEXT, { normalizeWhitespace: true });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Reports',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Impersonation' })).toBeVisible();
  });

  it('is not shown to a user who signed in themself', async () => {
    await signInAs('dsp');
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Dana Buyer' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument();
  });
});

describe('an ended sign-in as a user (issue 20, AUTH-IMPERSONATE-LIFETIME)', () => {
  it("returns to the admin only with the admin's password, the user's draft kept", async () => {
    await impersonateDana(true);
    const dana = sessionStore.get()!;
    const assign = stubLocationAssign();
    const { user } = renderRoute('/campaigns/create');
    await user.type(
      await screen.findByLabelText(/^Campaign name/, { selector: 'input' }),
      'Winter espresso',
    );
    await waitFor(() => expect(draftKeysOf('usr_dsp')).not.toHaveLength(0));
    // The sign-in as Dana ends on the server (its 60 minutes).
    delete getDb().sessions[dana.token];
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    expect(dialog).toHaveTextContent(
      'Your session as Dana Buyer has ended. Enter the password of admin@demo.test to return to Avery Admin.',
    );
    // No e-mail to change: nobody else signs in over the user's screen from here.
    expect(within(dialog).queryByLabelText(/Email address/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Password/), 'not-the-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in again as Avery Admin' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Invalid email or password.',
    );
    expect(sessionStore.get()?.user.email).toBe('dsp@demo.test');

    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in again as Avery Admin' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(sessionStore.get()?.user.email).toBe('admin@demo.test');
    expect(sessionStore.impersonator()).toBeNull();
    expect(sessionStorage.getItem(SWAP_KEY)).toBeNull();
    // What was typed as Dana stays as Dana's draft.
    expect(draftKeysOf('usr_dsp')).not.toHaveLength(0);
  });

  it('Sign out in its dialog leaves nobody to restore: whoever signs in next is never the admin', async () => {
    await impersonateDana(true);
    delete getDb().sessions[sessionStore.get()!.token];
    const assign = stubLocationAssign();
    const { user, router } = renderRoute('/campaigns');
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(sessionStore.get()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(SWAP_KEY)).toBeNull();
    expect(sessionStorage.getItem(SWAP_KEY)).toBeNull();
  });
});

describe('an ended sign-in as a user, then a reload (AUTH-IMPERSONATE-LIFETIME)', () => {
  /** Dana's draft typed by the admin; her sign-in ends; the tab reloads at the sign-in screen. */
  async function endedAndReloaded() {
    await impersonateDana(true);
    const dana = sessionStore.get()!;
    const view = renderRoute('/campaigns/create');
    await view.user.type(
      await screen.findByLabelText(/^Campaign name/, { selector: 'input' }),
      'Winter espresso',
    );
    await waitFor(() => expect(draftKeysOf('usr_dsp')).not.toHaveLength(0));
    delete getDb().sessions[dana.token];
    await view.user.tab();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Session expired' });
    // The reload: the tab takes no remembered session, and shows the sign-in screen.
    view.unmount();
    sessionStore.reload();
    expect(sessionStore.get()).toBeNull();
    const signIn = renderRoute('/sign-in');
    await screen.findByRole('heading', { name: 'Sign in to your account' });
    return signIn.user;
  }

  async function signInWith(user: Awaited<ReturnType<typeof endedAndReloaded>>, email: string) {
    await user.type(screen.getByLabelText(/^Email address/), email);
    await user.type(screen.getByLabelText(/^Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(sessionStore.get()?.user.email).toBe(email));
  }

  it('the admin signing in on the sign-in screen keeps what was typed as the user', async () => {
    const user = await endedAndReloaded();
    await signInWith(user, 'admin@demo.test');
    expect(draftKeysOf('usr_dsp')).not.toHaveLength(0);
  });

  it('anyone else signing in there does not', async () => {
    const user = await endedAndReloaded();
    await signInWith(user, 'ssp@demo.test');
    expect(draftKeysOf('usr_dsp')).toHaveLength(0);
  });
});

/** The keys of `owner`'s drafts in this tab. */
function draftKeysOf(owner: string): string[] {
  return Object.keys(sessionStorage).filter((key) => key.startsWith(`marquee.draft.${owner}/`));
}
