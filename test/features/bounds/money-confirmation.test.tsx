// FORM-MONEY-CONFIRM and FORM-MONEY-BOUNDS in the screens: an amount past the usual line is asked
// about once before the save goes out (Go back keeps what was typed and sends nothing; Save
// anyway sends it once), an amount past the ceiling or in fractions of a cent is an error on
// its field, and an amount the record already held is not asked about again.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AMOUNT_CHECK_TEXT } from '@/components/form/amount-check';
import { FIX_ERRORS_LABEL } from '@/components/wizard';
import { SAVE_LABEL } from '@/features/campaigns/components/wizard/campaign-wizard';
import { getDb } from '@/mocks/db';
import {
  captureRequests,
  fieldLabel as label,
  findToast,
  formControl as field,
  renderRoute,
  signInAs,
} from '../../utils';

type User = ReturnType<typeof renderRoute>['user'];

async function fill(user: User, name: string, value: string) {
  const input = field(label(name));
  await user.clear(input);
  await user.type(input, value);
}

describe('amounts far past the usual (FORM-MONEY-CONFIRM)', () => {
  it('asks about a bidder’s $20,000,000 daily budget: Go back sends nothing, Save anyway sends it once', async () => {
    await signInAs('admin');
    const capture = captureRequests();
    const { user, router } = renderRoute('/bidders/create/0');
    await screen.findByRole('heading', { level: 1, name: 'New Adomni Bidder' });
    await fill(user, 'Bidder Name', 'Adomni Big');
    await fill(user, 'Owner Key', 'own_big');
    await fill(user, 'Daily Budget ($)', '20000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: AMOUNT_CHECK_TEXT.title });
    expect(
      within(dialog).getByText('Daily Budget: $20,000,000.00 (over $10,000,000.00)'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: AMOUNT_CHECK_TEXT.back }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field(label('Daily Budget ($)'))).toHaveValue(20000000);
    expect(await capture.bodiesOf('/bidders')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: AMOUNT_CHECK_TEXT.title })).getByRole(
        'button',
        { name: AMOUNT_CHECK_TEXT.confirm },
      ),
    );
    expect(await findToast('Bidder successfully created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bidders'));
    const bodies = (await capture.bodiesOf('/bidders')) as { budgets: unknown }[];
    expect(bodies.map((body) => body.budgets)).toEqual([{ spendDaily: 20000000 }]);
  });

  it('asks about a campaign bid CPM over $1,000 on save, and not about amounts the campaign already had', async () => {
    await signInAs('dsp');
    const campaign = getDb().campaigns.find((candidate) => candidate.id === 'cmp_1');
    if (!campaign) throw new Error('cmp_1 is not in the demo seed');
    campaign.budgets = { spendLifetime: 25_000_000 };
    const capture = captureRequests();
    const { user } = renderRoute('/campaigns/cmp_1/edit?step=schedule');
    await screen.findByRole('heading', { level: 2, name: 'Schedule' }, { timeout: 15_000 });
    await fill(user, 'Bid CPM ($)', '5000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: SAVE_LABEL }));

    const dialog = await screen.findByRole('dialog', { name: AMOUNT_CHECK_TEXT.title });
    expect(within(dialog).getByText('Bid CPM: $5,000.00 (over $1,000.00)')).toBeVisible();
    // The saved $25,000,000 budget is not news: only what changed is asked about.
    expect(within(dialog).queryByText(/Lifetime budget/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: AMOUNT_CHECK_TEXT.back }));
    // As a user would: Back once the question has gone from the screen.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    // The step's code may still be compiling beside CI's other steps (it took over 5 s there).
    await screen.findByRole('heading', { level: 2, name: 'Schedule' }, { timeout: 15_000 });
    expect(screen.getByLabelText(/Bid CPM/)).toHaveValue('5000');
    expect(await capture.bodiesOf('/campaigns/cmp_1/update')).toEqual([]);
  });
});

describe('money bounds on the field (FORM-MONEY-BOUNDS)', () => {
  it('says a CPM in fractions of a cent or over $10,000 on the field, and sends nothing', async () => {
    await signInAs('dsp');
    const capture = captureRequests();
    const { user } = renderRoute('/campaigns/cmp_1/edit?step=schedule');
    await screen.findByRole('heading', { level: 2, name: 'Schedule' }, { timeout: 15_000 });
    await fill(user, 'Bid CPM ($)', '5.125');
    await user.tab();
    expect(await screen.findByText('Bid CPM must be in whole cents')).toBeVisible();
    await fill(user, 'Bid CPM ($)', '10000.01');
    await user.tab();
    expect(await screen.findByText('Bid CPM must be at most $10,000')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The last step's button leads back to the problem; no question, no request.
    await user.click(await screen.findByRole('button', { name: FIX_ERRORS_LABEL }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Schedule' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: AMOUNT_CHECK_TEXT.title })).not.toBeInTheDocument();
    expect(await capture.bodiesOf('/campaigns/cmp_1/update')).toEqual([]);
  });

  it('reads an account’s DSP fee typed as 1e1 as not a number, not as 10%', async () => {
    await signInAs('admin');
    const { user } = renderRoute('/accounts/acc_acme/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Acme Coffee Co.' });
    await fill(user, 'DSP fee (%)', '1e1');
    await user.tab();
    expect(await screen.findByText('DSP fee must be a number')).toBeVisible();
  });
});

describe('name bounds on the field (FORM-TEXT-BOUNDS)', () => {
  it('says an account name over 200 characters or holding a control character is refused', async () => {
    await signInAs('admin');
    const capture = captureRequests();
    const { user } = renderRoute('/accounts/acc_acme/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Acme Coffee Co.' });
    const name = field(label('Account name'));
    await user.clear(name);
    await user.click(name);
    await user.paste('a'.repeat(201));
    await user.tab();
    expect(await screen.findByText('Account name must be at most 200 characters')).toBeVisible();
    await user.clear(name);
    await user.click(name);
    await user.paste('Acme\u0000Coffee');
    await user.tab();
    expect(await screen.findByText('Account name cannot contain control characters')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await capture.bodiesOf('/accounts/acc_acme/update')).toEqual([]);
  });

  it('saves a name without its zero-width spaces and bidi overrides', async () => {
    await signInAs('admin');
    const capture = captureRequests();
    const { user } = renderRoute('/accounts/acc_acme/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Acme Coffee Co.' });
    const name = field(label('Account name'));
    await user.clear(name);
    await user.click(name);
    await user.paste('\u200BAcme \u202Eeeffoc\u202C Co.\uFEFF');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Account updated')).toBeVisible();
    const bodies = (await capture.bodiesOf('/accounts/acc_acme/update')) as { name: string }[];
    expect(bodies.map((body) => body.name)).toEqual(['Acme eeffoc Co.']);
  });
});
