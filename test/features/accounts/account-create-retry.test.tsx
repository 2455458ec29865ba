// A retry is the same request (MANY-SAVE-KEY; ACC-CREATE): an account create whose reply is lost
// keeps the form and its Idempotency-Key, so Save again opens the one account it made.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { errorToasts, findToast, renderRoute, signInAs } from '../../utils';
import { loseReplies } from '../../lost-replies';

describe('retrying an account create', () => {
  it('after a lost reply (504), Save again keeps what was typed, is found saved, sends the same Idempotency-Key and creates one account', async () => {
    await signInAs('admin');
    const lost = loseReplies('/accounts', 2);
    const { user, router } = renderRoute('/accounts/create');
    await user.type(await screen.findByLabelText(/Account name/), 'Lost Reply Co.');
    await user.selectOptions(screen.getByLabelText(/^Kind/), 'Advertiser');
    await user.type(screen.getByLabelText(/Owner name/), 'Lana Lost');
    await user.type(screen.getByLabelText(/Owner email/), 'lana@lost.example');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await waitFor(() => expect(save).toBeEnabled());
    expect(router.state.location.pathname).toBe('/accounts/create');
    expect(screen.getByLabelText(/Account name/)).toHaveValue('Lost Reply Co.');
    expect(screen.getByLabelText(/Owner email/)).toHaveValue('lana@lost.example');

    await user.click(save);
    expect(await findToast('Account created')).toBeVisible();
    const made = getDb().accounts.filter((account) => account.name === 'Lost Reply Co.');
    expect(made).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${made[0]?.id}`));
    // Found saved (MANY-OUTCOME), the same values go again with the same key: answered, not redone.
    expect(lost.keys).toHaveLength(3);
    expect(lost.keys[1]).toBe(lost.keys[0]);
  });

  it('after a lost reply found saved, an edit goes as an update of the account made and says `Account updated`', async () => {
    await signInAs('admin');
    const lost = loseReplies('/accounts', 2);
    const { user, router } = renderRoute('/accounts/create');
    const name = await screen.findByLabelText(/Account name/);
    await user.type(name, 'Typo Acount');
    await user.selectOptions(screen.getByLabelText(/^Kind/), 'Advertiser');
    await user.type(screen.getByLabelText(/Owner name/), 'Tia Typo');
    await user.type(screen.getByLabelText(/Owner email/), 'tia@typo.example');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await screen.findByText(/^Saved\./)).toBeVisible();
    await waitFor(() => expect(save).toBeEnabled());

    await user.clear(name);
    await user.type(name, 'Typo Account');
    await user.click(save);
    // ACC-UPDATE: the save was an update of the account made, and says so.
    expect(await findToast('Account updated')).toBeVisible();
    expect(screen.queryByText('Account created')).not.toBeInTheDocument();
    const made = getDb().accounts.filter((account) => account.name.startsWith('Typo Acc'));
    expect(made.map((account) => account.name)).toEqual(['Typo Account']);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${made[0]?.id}`));
    expect(lost.keys).toHaveLength(2);
  });

  it('an edit whose reply was lost once is saved at once: sent again with its key, said saved, nothing left to lose (MANY-OUTCOME)', async () => {
    await signInAs('admin');
    const lost = loseReplies('/accounts/acc_acme/update');
    const { user, router } = renderRoute('/accounts/acc_acme/edit');
    const fee = await screen.findByLabelText(/DSP fee/);
    await user.clear(fee);
    await user.type(fee, '21');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Account updated')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts/acc_acme'));
    expect(errorToasts()).toEqual([]);
    expect(lost.keys).toHaveLength(2);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(getDb().accounts.find((account) => account.id === 'acc_acme')?.fees.dsp).toBe(0.21);
    // The form is saved: its draft is gone, so nothing asks again or calls it unsaved.
    expect(Object.keys(sessionStorage).filter((key) => key.includes('account.acc_acme'))).toEqual(
      [],
    );
  });
});
