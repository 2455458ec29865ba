// The account forms on the editor kit (src/components/form/use-editor.ts): a conflict view whose
// code fails to load keeps the typed account (ROUTE-PART-FAILS), the forms keep a draft
// (FORM-DRAFTS) and an older-format draft is offered, not dropped (MANY-DRAFT-FORMAT).
import { screen, waitFor, within } from '@testing-library/react';
import { PART_LOAD_FAILED } from '@/components/ui/lazy-part';
import { queryClient } from '@/lib/cache/query-client';
import { getDb } from '@/mocks/db';
import { draftNotice, failPart, storeOlderDraft } from '../../parts';
import { captureRequests, findToast, renderRoute, signInAs } from '../../utils';

function colleagueRenames(name: string) {
  const account = getDb().accounts.find((candidate) => candidate.id === 'acc_acme');
  if (!account) throw new Error('acc_acme is not in the demo seed');
  account.name = name;
}

describe('account forms on the editor kit', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it('account edit: the conflict view fails to load; the typed name stays, the part says so with Retry, and Retry opens the conflict view', async () => {
    const network = failPart('conflict view');
    const capture = captureRequests();
    const { user } = renderRoute('/accounts/acc_acme/edit');
    const name = await screen.findByLabelText(/Account name/);
    colleagueRenames('Acme Roasters');
    await user.clear(name);
    await user.type(name, 'Acme Coffee Company');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PART_LOAD_FAILED)).toBeVisible();
    expect(screen.getByLabelText(/Account name/)).toHaveValue('Acme Coffee Company');
    expect(await capture.bodiesOf('/accounts/acc_acme/update')).toEqual([]);

    network.restore();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this account' });
    await user.click(within(dialog).getByRole('radio', { name: 'Keep mine' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save with my choices' }));
    expect(await findToast('Account updated')).toBeVisible();
    const [body] = (await capture.bodiesOf('/accounts/acc_acme/update')) as { name: string }[];
    expect(body?.name).toBe('Acme Coffee Company');
  });

  it('account create: what was typed survives the screen being closed and opened again (the draft)', async () => {
    const first = renderRoute('/accounts/create');
    const name = await screen.findByLabelText(/Account name/);
    await first.user.type(name, 'Kept Coffee');
    await first.user.type(screen.getByLabelText(/Owner name/), 'Kim Kept');
    await first.user.tab();
    first.unmount();

    renderRoute('/accounts/create');
    expect(await screen.findByLabelText(/Account name/)).toHaveValue('Kept Coffee');
    expect(screen.getByLabelText(/Owner name/)).toHaveValue('Kim Kept');
  });

  it('account edit: what was typed survives the screen being closed and opened again (the draft)', async () => {
    const first = renderRoute('/accounts/acc_acme/edit');
    const name = await screen.findByLabelText(/Account name/);
    await first.user.clear(name);
    await first.user.type(name, 'Acme Drafted');
    first.unmount();

    renderRoute('/accounts/acc_acme/edit');
    expect(await screen.findByLabelText(/Account name/)).toHaveValue('Acme Drafted');
  });

  it('account edit: a draft left while the account’s statistics moved is restored, not called saved since (MANY-DRAFT-VERSION)', async () => {
    const first = renderRoute('/accounts/acc_acme/edit');
    const name = await screen.findByLabelText(/Account name/);
    await first.user.clear(name);
    await first.user.type(name, 'Acme Overnight');
    first.unmount();
    // Overnight the account got another campaign: its statistics moved, nobody saved it.
    const db = getDb();
    const campaign = db.campaigns.find((candidate) => candidate.accountId === 'acc_acme');
    if (!campaign) throw new Error('acc_acme has no campaign in the demo seed');
    db.campaigns.push({ ...campaign, id: 'cmp_overnight' });
    // The next morning's page reads the account afresh.
    queryClient.clear();

    renderRoute('/accounts/acc_acme/edit');
    expect(await screen.findByLabelText(/Account name/)).toHaveValue('Acme Overnight');
    expect(screen.queryByText(/from an older version of this account/)).not.toBeInTheDocument();
  });

  it('account edit: a draft of an older format is offered with what it held; Review changes puts it back', async () => {
    storeOlderDraft('account.acc_acme', { name: 'Acme From Last Year', fee: 12 });
    const { user } = renderRoute('/accounts/acc_acme/edit');
    await screen.findByText(
      'You have unsaved changes to this account from an earlier version of the console.',
    );
    const status = draftNotice(
      'You have unsaved changes to this account from an earlier version of the console.',
    );
    expect(within(status).getByText('Account name: Acme From Last Year')).toBeVisible();
    expect(within(status).getByText(/12$/)).toBeVisible();
    // Not applied silently: the form shows the account as saved until Review.
    expect(screen.getByLabelText(/Account name/)).toHaveValue('Acme Coffee Co.');
    await user.click(within(status).getByRole('button', { name: 'Review changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Account name/)).toHaveValue('Acme From Last Year'),
    );
    expect(screen.queryByText(/from an earlier version of the console/)).not.toBeInTheDocument();
  });

  it('account create: the leave question fails to load; what was typed stays, and Retry asks it', async () => {
    const network = failPart('leave question');
    const { user, router } = renderRoute('/accounts/create');
    await user.type(await screen.findByLabelText(/Account name/), 'Half Typed Co.');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    expect(await screen.findByText(PART_LOAD_FAILED)).toBeVisible();
    expect(router.state.location.pathname).toBe('/accounts/create');
    expect(screen.getByLabelText(/Account name/)).toHaveValue('Half Typed Co.');

    network.restore();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByLabelText(/Account name/)).toHaveValue('Half Typed Co.');
  });
});
