import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_EDIT_UNSAVED } from '@/features/accounts/messages';
import { apiUrl } from '@/lib/http/api-client';
import { server } from '@/mocks/server';
import { captureRequests, findToast, renderRoute, signInAs } from '../../utils';

// Requirements checked here: ACC-FIELDS, ACC-OWNER-ROLE, ACC-CREATE, ACC-UPDATE, ACC-LEAVE.
describe('new account', () => {
  it('creates an account with its owner and opens it', async () => {
    await signInAs('admin');
    const capture = captureRequests();
    const { user, router } = renderRoute('/accounts/create');

    expect(await screen.findByRole('heading', { level: 1, name: 'New Account' })).toBeVisible();
    expect(screen.getByLabelText(/DSP fee \(%\)/)).toHaveValue('15');

    await user.type(screen.getByLabelText(/Account name/), 'Harbor Cinemas');
    await user.selectOptions(screen.getByLabelText(/^Kind/), 'Publisher');
    // The owner role follows the kind until it is picked by hand.
    expect(screen.getByLabelText(/Owner role/)).toHaveValue('SSP');
    expect(screen.queryByRole('option', { name: 'Admin' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/DSP fee \(%\)/));
    await user.type(screen.getByLabelText(/DSP fee \(%\)/), '12.5');
    await user.type(screen.getByLabelText(/Owner name/), 'Hana Reel');
    await user.type(screen.getByLabelText(/Owner email/), 'hana@harbor.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await findToast('Account created')).toBeVisible();
    // The account's page, once its code is here (the route's loader waits for it).
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/accounts\/acc_[^/]+$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Cinemas' })).toBeVisible();
    expect(screen.getByText('12.5%')).toBeVisible();
    expect(await capture.bodiesOf('/accounts')).toEqual([
      {
        name: 'Harbor Cinemas',
        kind: 'Publisher',
        fees: { dsp: 0.125 },
        owner: { name: 'Hana Reel', email: 'hana@harbor.example', role: 'SSP' },
      },
    ]);
    // The owner was invited into the new account.
    expect(await screen.findByText('hana@harbor.example')).toBeVisible();
  });

  it('offers an Admin owner for Exchange accounts only', async () => {
    await signInAs('admin');
    const { user } = renderRoute('/accounts/create');
    await user.selectOptions(await screen.findByLabelText(/^Kind/), 'Exchange');
    expect(screen.getByLabelText(/Owner role/)).toHaveValue('Admin');
    await user.selectOptions(screen.getByLabelText(/^Kind/), 'Advertiser');
    expect(screen.getByLabelText(/Owner role/)).toHaveValue('DSP');
    expect(screen.queryByRole('option', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows each error only once its field is touched, and every one on Save', async () => {
    await signInAs('admin');
    const capture = captureRequests();
    const { user } = renderRoute('/accounts/create');
    const name = await screen.findByLabelText(/Account name/);

    await user.click(name);
    expect(screen.queryByText('Account name is required')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Account name is required')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Owner email is required')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/Owner email/), 'not-an-email');
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();

    await user.clear(screen.getByLabelText(/DSP fee \(%\)/));
    await user.type(screen.getByLabelText(/DSP fee \(%\)/), '100');
    await user.tab();
    expect(await screen.findByText('DSP fee must be at most 99%')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account kind is required')).toBeVisible();
    expect(screen.getByText('Owner name is required')).toBeVisible();
    expect(screen.getByText('Owner role is required')).toBeVisible();
    expect(await capture.bodiesOf('/accounts')).toEqual([]);
  });

  it('keeps what was typed when the save fails', async () => {
    await signInAs('admin');
    server.use(
      http.post(apiUrl('/accounts'), () =>
        HttpResponse.json(
          { error: { message: 'An account named Acme Coffee Co. already exists.' } },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = renderRoute('/accounts/create');
    await user.type(await screen.findByLabelText(/Account name/), 'Acme Coffee Co.');
    await user.selectOptions(screen.getByLabelText(/^Kind/), 'Advertiser');
    await user.type(screen.getByLabelText(/Owner name/), 'Dana Two');
    await user.type(screen.getByLabelText(/Owner email/), 'dana2@acme.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await findToast('An account named Acme Coffee Co. already exists.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/accounts/create');
    expect(screen.getByLabelText(/Account name/)).toHaveValue('Acme Coffee Co.');
    expect(screen.getByLabelText(/Owner email/)).toHaveValue('dana2@acme.example');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows Account created and goes to the accounts list when a 2xx reply lacks the account', async () => {
    await signInAs('admin');
    server.use(http.post(apiUrl('/accounts'), () => new HttpResponse(null, { status: 201 })));
    const { user, router } = renderRoute('/accounts/create');
    await user.type(await screen.findByLabelText(/Account name/), 'Reply Lost Co.');
    await user.selectOptions(screen.getByLabelText(/^Kind/), 'Advertiser');
    await user.type(screen.getByLabelText(/Owner name/), 'Dana Three');
    await user.type(screen.getByLabelText(/Owner email/), 'dana3@acme.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await findToast('Account created')).toBeVisible();
    expect(screen.queryByText(/Saved, but/)).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
  });

  it('disables Save and shows a spinner while saving', async () => {
    await signInAs('admin');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Hold the request, then let the demo server answer it.
    server.use(
      http.post(apiUrl('/accounts'), async () => {
        await gate;
      }),
    );
    const { user } = renderRoute('/accounts/create');
    await user.type(await screen.findByLabelText(/Account name/), 'Slow Co');
    await user.selectOptions(screen.getByLabelText(/^Kind/), 'Advertiser');
    await user.type(screen.getByLabelText(/Owner name/), 'Sloane Slow');
    await user.type(screen.getByLabelText(/Owner email/), 'sloane@slow.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText(/Account name/)).toBeDisabled();
    release();
    expect(await findToast('Account created')).toBeVisible();
  });
});

describe('edit account', () => {
  it('loads the account, saves the changes and returns to it', async () => {
    await signInAs('admin');
    const capture = captureRequests();
    const { user, router } = renderRoute('/accounts/acc_acme/edit');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Acme Coffee Co.' }),
    ).toBeVisible();
    expect(screen.getByLabelText(/Account name/)).toHaveValue('Acme Coffee Co.');
    expect(screen.getByLabelText(/^Kind/)).toHaveValue('Advertiser');
    expect(screen.getByLabelText(/DSP fee \(%\)/)).toHaveValue('15');
    expect(screen.queryByLabelText(/Owner name/)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Account name/));
    await user.type(screen.getByLabelText(/Account name/), 'Acme Coffee Company');
    await user.clear(screen.getByLabelText(/DSP fee \(%\)/));
    await user.type(screen.getByLabelText(/DSP fee \(%\)/), '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await findToast('Account updated')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/acc_acme'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acme Coffee Company' }),
    ).toBeVisible();
    expect(screen.getByText('20%')).toBeVisible();
    expect(await capture.bodiesOf('/accounts/acc_acme/update')).toEqual([
      { name: 'Acme Coffee Company', kind: 'Advertiser', fees: { dsp: 0.2 } },
    ]);
  });

  it('Cancel asks first about the changes, then goes back to the account without saving', async () => {
    await signInAs('admin');
    const capture = captureRequests();
    const { user, router } = renderRoute('/accounts/acc_acme/edit');
    await user.clear(await screen.findByLabelText(/Account name/));
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByText(ACCOUNT_EDIT_UNSAVED)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/acc_acme'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Coffee Co.' })).toBeVisible();
    expect(await capture.bodiesOf('/accounts/acc_acme/update')).toEqual([]);
  });

  it('keeps what was typed when the update fails', async () => {
    await signInAs('admin');
    server.use(
      http.post(apiUrl('/accounts/acc_acme/update'), () =>
        HttpResponse.json({ error: { message: 'Fee change rejected' } }, { status: 400 }),
      ),
    );
    const { user, router } = renderRoute('/accounts/acc_acme/edit');
    await user.clear(await screen.findByLabelText(/DSP fee \(%\)/));
    await user.type(screen.getByLabelText(/DSP fee \(%\)/), '42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Fee change rejected')).toBeVisible();
    expect(router.state.location.pathname).toBe('/accounts/acc_acme/edit');
    expect(screen.getByLabelText(/DSP fee \(%\)/)).toHaveValue('42');
  });
});
