// No lost updates on the account edit (MANY-MERGE; ACC-UPDATE).
import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { captureRequests, findToast, renderRoute, signInAs } from '../../utils';

function colleagueSaves(change: (account: ReturnType<typeof getDb>['accounts'][number]) => void) {
  const account = getDb().accounts.find((candidate) => candidate.id === 'acc_acme');
  if (!account) throw new Error('acc_acme is not in the demo seed');
  change(account);
}

describe('account edit: no lost updates', () => {
  it("account edit: a colleague's new DSP fee survives this tab's rename", async () => {
    await signInAs('admin');
    const capture = captureRequests();
    const { user } = renderRoute('/accounts/acc_acme/edit');
    const name = await screen.findByLabelText(/Account name/);
    colleagueSaves((account) => {
      account.fees = { ...account.fees, dsp: 0.1 };
    });
    await user.clear(name);
    await user.type(name, 'Acme Coffee Company');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Account updated')).toBeVisible();
    expect(await capture.bodiesOf('/accounts/acc_acme/update')).toEqual([
      { name: 'Acme Coffee Company', kind: 'Advertiser', fees: { dsp: 0.1 } },
    ]);
  });

  it('account edit: a name changed here and by a colleague asks first; Take theirs sends their name', async () => {
    await signInAs('admin');
    const capture = captureRequests();
    const { user } = renderRoute('/accounts/acc_acme/edit');
    const name = await screen.findByLabelText(/Account name/);
    colleagueSaves((account) => {
      account.name = 'Acme Roasters';
    });
    await user.clear(name);
    await user.type(name, 'Acme Coffee Company');
    await user.clear(screen.getByLabelText(/DSP fee \(%\)/));
    await user.type(screen.getByLabelText(/DSP fee \(%\)/), '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this account' });
    expect(await capture.bodiesOf('/accounts/acc_acme/update')).toEqual([]);
    const group = within(dialog).getByRole('group', { name: 'Account name' });
    expect(within(group).getByText('Acme Coffee Co.')).toBeInTheDocument();
    expect(within(group).getByText('Acme Roasters')).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'Take theirs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save with my choices' }));
    expect(await findToast('Account updated')).toBeVisible();
    await waitFor(async () =>
      expect(await capture.bodiesOf('/accounts/acc_acme/update')).toEqual([
        { name: 'Acme Roasters', kind: 'Advertiser', fees: { dsp: 0.2 } },
      ]),
    );
  });
});
