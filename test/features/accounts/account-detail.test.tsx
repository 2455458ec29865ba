import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiUrl } from '@/lib/http/api-client';
import { logout } from '@/lib/session/logout';
import { sessionStore, SWAP_KEY } from '@/lib/session/session';
import { server } from '@/mocks/server';
import type { Session } from '@/types/api';
import {
  expectErrorToastOnce,
  inMain,
  renderRoute,
  signInAs,
  stubLocationAssign,
} from '../../utils';

afterEach(() => vi.restoreAllMocks());

function usersTable() {
  return screen.getByRole('table', { name: 'Users' });
}

// Requirements checked here: ACC-DETAIL, ACC-NOT-FOUND, ACC-SIGN-IN-AS, SET-SEAT-ID.
describe('account detail', () => {
  it('shows the account, its Seat ID with a copy button and its users', async () => {
    await signInAs('admin');
    const { user } = renderRoute('/accounts/acc_acme');

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Coffee Co.' })).toBeVisible();
    expect(screen.getByText('Advertiser account')).toBeVisible();
    expect(screen.getByText('Nov 14, 2023')).toBeVisible();
    expect(screen.getByText('15%')).toBeVisible();
    expect(screen.getByText('acc_acme')).toBeVisible();
    expect(screen.getByText(/usable for private marketplace deals/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/accounts/acc_acme/edit',
    );

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    onTestFinished(() => void Reflect.deleteProperty(navigator, 'clipboard'));
    await user.click(screen.getByRole('button', { name: /Copy Seat ID/ }));
    expect(writeText).toHaveBeenCalledWith('acc_acme');

    const table = await screen.findByRole('table', { name: 'Users' });
    const dana = within(table).getByRole('row', { name: /Dana Buyer/ });
    expect(within(dana).getByText('dsp@demo.test')).toBeVisible();
    expect(within(dana).getByText('DSP')).toBeVisible();
    expect(within(table).getByRole('row', { name: /Casey Roaster/ })).toBeVisible();
    // Users of other accounts are not listed.
    expect(within(table).queryByText('Sam Publisher')).not.toBeInTheDocument();
    expect(within(dana).getByRole('button', { name: 'Sign in as Dana Buyer' })).toBeEnabled();
  });

  it('does not offer Sign in as for the admin themself', async () => {
    await signInAs('admin');
    renderRoute('/accounts/acc_exchange');
    await screen.findByRole('table', { name: 'Users' });
    const avery = within(usersTable()).getByRole('row', { name: /Avery Admin/ });
    expect(within(avery).queryByRole('button')).not.toBeInTheDocument();
    expect(within(avery).getByText('You')).toBeVisible();
  });

  it('says so when the account does not exist', async () => {
    await signInAs('admin');
    renderRoute('/accounts/acc_missing');
    expect(
      await within(await screen.findByRole('main')).findByText('Account not found'),
    ).toBeVisible();
    await expectErrorToastOnce('Account not found');
    expect(screen.getByRole('link', { name: 'Back to accounts' })).toHaveAttribute(
      'href',
      '/accounts',
    );
  });

  it('shows a failure with Retry', async () => {
    await signInAs('admin');
    server.use(
      http.get(apiUrl('/accounts/acc_acme'), () =>
        HttpResponse.json({ error: { message: 'Upstream timeout' } }, { status: 500 }),
      ),
    );
    const { user } = renderRoute('/accounts/acc_acme');
    expect(
      await screen.findByText('Failed to load the account.', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(inMain().getByText('Upstream timeout')).toBeVisible();
    await expectErrorToastOnce('Upstream timeout');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Coffee Co.' })).toBeVisible();
  });
});

describe('impersonation', () => {
  it('Sign in as swaps the admin out for the user, reloads at / and logout restores the admin', async () => {
    const admin = await signInAs('admin');
    const assign = stubLocationAssign();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Hold the request (then the demo server answers it) to see the pending button.
    server.use(
      http.post(apiUrl('/users/usr_dsp/impersonate'), async () => {
        await gate;
      }),
    );
    const { user } = renderRoute('/accounts/acc_acme');

    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Sign in as Dana Buyer' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in as Dana Buyer' })).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: 'Sign in as Casey Roaster' })).toBeDisabled();
    expect(sessionStorage.getItem(SWAP_KEY)).toBeNull();
    release();

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(assign).toHaveBeenCalledTimes(1);
    // The admin did not choose Remember me: the admin's session waits in this tab only.
    expect(localStorage.getItem(SWAP_KEY)).toBeNull();
    const swapped = JSON.parse(sessionStorage.getItem(SWAP_KEY) ?? 'null') as { admin: Session };
    expect(swapped.admin).toEqual(admin);
    expect(sessionStore.impersonator()?.email).toBe('admin@demo.test');
    const current = sessionStore.get();
    expect(current?.user.email).toBe('dsp@demo.test');
    expect(current?.user.name).toBe('Dana Buyer');
    expect(current?.roles).toEqual(['DSP']);
    expect(current?.token).not.toBe(admin.token);

    // The impersonated session works against the API as Dana.
    const team = await fetch(apiUrl('/users'), {
      headers: { Authorization: `Bearer ${current!.token}`, Accept: 'application/json' },
    });
    expect(team.ok).toBe(true);

    // Logout restores the admin and reloads at /.
    const reload = vi.fn();
    expect(logout(reload)).toBe('restored');
    // Once the server has revoked Dana's token (AUTH-SIGN-OUT-SERVER).
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
    expect(sessionStore.get()).toEqual(admin);
    expect(localStorage.getItem(SWAP_KEY)).toBeNull();
    expect(sessionStorage.getItem(SWAP_KEY)).toBeNull();
  });

  it('stays the admin when impersonation fails', async () => {
    const admin = await signInAs('admin');
    const assign = stubLocationAssign();
    server.use(
      http.post(apiUrl('/users/usr_dsp/impersonate'), () =>
        HttpResponse.json({ error: { message: 'Not allowed' } }, { status: 403 }),
      ),
    );
    const { user } = renderRoute('/accounts/acc_acme');
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Sign in as Dana Buyer' }));
    expect(await screen.findByText('Not allowed')).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStore.get()).toEqual(admin);
    expect(localStorage.getItem(SWAP_KEY)).toBeNull();
    expect(sessionStorage.getItem(SWAP_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in as Dana Buyer' })).toBeEnabled();
  });
});
