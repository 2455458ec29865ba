// Issue 20, finding 1 (AUTH-IMPERSONATION-BAR, AUTH-SWAP-RESTORE, AUTH-SWAP-CLEARED): "Sign in as"
// in the shell. While an admin impersonates, every screen shows the impersonation bar, whose button
// returns to the admin; a stale swap entry (the impersonated session expired, someone else signed
// in) is never restored.
import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore, SWAP_KEY } from '@/lib/session/session';
import { getDb } from '@/mocks/db';
import type { Session } from '@/types/api';
import { renderRoute, signInAs, stubLocationAssign } from '../utils';

const BAR_TEXT = 'Signed in as Dana Buyer (dsp@demo.test) · Return to Avery Admin';

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
    expect(assign).toHaveBeenCalledWith('/');
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

describe('a stale impersonation (issue 20)', () => {
  it('expired impersonated token, another person signs in and logs out: signed out, never the admin', async () => {
    await impersonateDana(true);
    const dana = sessionStore.get();
    expect(dana?.user.email).toBe('dsp@demo.test');
    // The impersonated token expires on the server.
    delete getDb().sessions[dana!.token];

    const assign = stubLocationAssign();
    const { user, router } = renderRoute('/campaigns');
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    expect(
      within(dialog).getByText('Your session has expired. Please sign in again.'),
    ).toBeVisible();
    // Only the token is forgotten; the swap key is gone too.
    expect(localStorage.getItem(SWAP_KEY)).toBeNull();

    // Someone else signs in on this browser, over the screen, then logs out.
    const email = within(dialog).getByLabelText(/Email address/);
    expect(email).toHaveValue('dsp@demo.test');
    await user.clear(email);
    await user.type(email, 'ssp@demo.test');
    await user.type(within(dialog).getByLabelText(/^Password/), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    // The screen the expiry interrupted starts afresh for Sam: Dana's, so Sam may not see it.
    expect(
      await screen.findByRole('heading', { name: "You don't have access to this page" }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/campaigns');
    expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument();
    const [logoutButton] = screen.getAllByRole('button', { name: 'Log out' });
    await user.click(logoutButton!);

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(sessionStore.get()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(SWAP_KEY)).toBeNull();
    expect(sessionStorage.getItem(SWAP_KEY)).toBeNull();
  });
});
