import { getDb } from '@/mocks/db';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/http/api-client';
import { server } from '@/mocks/server';
import { loseReplies } from '../../lost-replies';
import {
  captureRequests,
  expectErrorToastOnce,
  findToast,
  inMain,
  renderRoute,
  signInAs,
} from '../../utils';

function teamTable() {
  return screen.getByRole('table', { name: 'Team' });
}

// Requirements checked here: SET-SEAT-ID, SET-TEAM, SET-INVITE, SET-INVITE-ROLE, SET-INVITE-EMAIL,
// SET-INVITE-SENT, SET-INVITE-KEPT.
describe('settings', () => {
  it('shows the Seat ID of the signed-in account and the team', async () => {
    await signInAs('admin');
    renderRoute('/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(document.title).toBe('Marquee | Settings');
    expect(screen.getByRole('heading', { name: 'Seat ID' })).toBeVisible();
    expect(screen.getByText('acc_exchange')).toBeVisible();
    expect(screen.getByText(/usable for private marketplace deals/)).toBeVisible();
    expect(screen.getByRole('button', { name: /Copy Seat ID/ })).toBeVisible();

    await screen.findByRole('table', { name: 'Team' });
    expect(within(teamTable()).getByRole('columnheader', { name: 'Name' })).toBeVisible();
    expect(within(teamTable()).getByRole('columnheader', { name: 'Email' })).toBeVisible();
    expect(within(teamTable()).getByText('Avery Admin')).toBeVisible();
    expect(within(teamTable()).getByText('admin@demo.test')).toBeVisible();
    expect(within(teamTable()).getByText('Morgan Multi')).toBeVisible();
    // Only this account's team.
    expect(within(teamTable()).queryByText('Dana Buyer')).not.toBeInTheDocument();
  });

  it('invites with the default role DSP, clears the form and lists the new user', async () => {
    await signInAs('admin');
    const capture = captureRequests();
    const { user } = renderRoute('/settings');
    await screen.findByRole('table', { name: 'Team' });

    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('DSP');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['SSP', 'DSP']);

    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.type(email, 'new.buyer@demo.test');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await findToast('Invitation sent to new.buyer@demo.test')).toBeVisible();
    expect(await capture.bodiesOf('/users/invites')).toEqual([
      { email: 'new.buyer@demo.test', role: 'DSP' },
    ]);
    await waitFor(() => expect(email).toHaveValue(''));
    expect(role).toHaveValue('DSP');
    expect(await within(teamTable()).findByText('new.buyer@demo.test')).toBeVisible();
    // Still there once the list is fetched again from the server.
    await waitFor(() =>
      expect(within(teamTable()).getAllByText('new.buyer@demo.test')).toHaveLength(1),
    );
  });

  it('a double click on Add invites once, with one Idempotency-Key', async () => {
    await signInAs('admin');
    const capture = captureRequests();
    const { user } = renderRoute('/settings');
    await screen.findByRole('table', { name: 'Team' });
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'twice@demo.test');
    await user.dblClick(screen.getByRole('button', { name: 'Add' }));
    expect(await findToast('Invitation sent to twice@demo.test')).toBeVisible();
    expect(await capture.bodiesOf('/users/invites')).toHaveLength(1);
    expect(getDb().users.filter((u) => u.email === 'twice@demo.test')).toHaveLength(1);
  });

  it('invites with the SSP role when chosen', async () => {
    await signInAs('admin');
    const capture = captureRequests();
    const { user } = renderRoute('/settings');
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'seller@demo.test');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'SSP');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await findToast('Invitation sent to seller@demo.test')).toBeVisible();
    expect(await capture.bodiesOf('/users/invites')).toEqual([
      { email: 'seller@demo.test', role: 'SSP' },
    ]);
  });

  it('shows the email errors only after the field is left, and sends nothing invalid', async () => {
    await signInAs('admin');
    const capture = captureRequests();
    const { user } = renderRoute('/settings');
    const email = await screen.findByRole('textbox', { name: /Email/ });

    await user.type(email, 'not-an-email');
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.clear(email);
    expect(await screen.findByText('Email is required')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(await capture.bodiesOf('/users/invites')).toEqual([]);
  });

  it('shows Email is required when Add is pressed on an untouched form', async () => {
    await signInAs('admin');
    const { user } = renderRoute('/settings');
    await screen.findByRole('table', { name: 'Team' });
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Email is required')).toBeVisible();
  });

  it('keeps the typed email when the invite fails, and disables Add while it runs', async () => {
    await signInAs('admin');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(apiUrl('/users/invites'), async () => {
        await gate;
        return HttpResponse.json(
          { error: { message: 'A user with this email already exists.' } },
          { status: 400 },
        );
      }),
    );
    const { user } = renderRoute('/settings');
    const email = await screen.findByRole('textbox', { name: /Email/ });
    await user.type(email, 'dsp@demo.test');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled());
    release();
    expect(await findToast('A user with this email already exists.')).toBeVisible();
    expect(email).toHaveValue('dsp@demo.test');
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
  });

  it('shows a team failure with Retry, and the empty team', async () => {
    await signInAs('admin');
    server.use(
      http.get(apiUrl('/users'), () =>
        HttpResponse.json({ error: { message: 'Directory offline' } }, { status: 500 }),
      ),
    );
    const { user } = renderRoute('/settings');
    expect(
      await screen.findByText('Failed to load the team.', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(inMain().getByText('Directory offline')).toBeVisible();
    await expectErrorToastOnce('Directory offline');

    server.resetHandlers();
    server.use(http.get(apiUrl('/users'), () => HttpResponse.json([])));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No team members yet.')).toBeVisible();
  });

  // SET-INVITE-WITHDRAW: an invitation to a mistyped address is withdrawn after a question naming
  // it; the link stops working, the entry says so, and inviting again undoes it.
  it('withdraws an invitation not taken up yet after a question naming the address', async () => {
    await signInAs('admin');
    const capture = captureRequests();
    const { user } = renderRoute('/settings');
    await screen.findByRole('table', { name: 'Team' });
    expect(within(teamTable()).queryByRole('button', { name: /^Withdraw/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'typo@exmaple.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const withdraw = await within(teamTable()).findByRole('button', {
      name: 'Withdraw the invitation to typo@exmaple.com',
    });
    const invited = getDb().users.find((u) => u.email === 'typo@exmaple.com')!;

    await user.click(withdraw);
    let dialog = await screen.findByRole('dialog', {
      name: 'Withdraw the invitation to typo@exmaple.com?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await capture.bodiesOf(`/users/${invited.id}/invite/withdraw`)).toEqual([]);

    await user.click(withdraw);
    dialog = await screen.findByRole('dialog', { name: /^Withdraw the invitation/ });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw invitation' }));
    expect(await findToast('Invitation to typo@exmaple.com withdrawn')).toBeVisible();
    await waitFor(() =>
      expect(within(teamTable()).queryByText('typo@exmaple.com')).not.toBeInTheDocument(),
    );
    expect(getDb().users.some((u) => u.email === 'typo@exmaple.com')).toBe(false);
    expect(getDb().linkTokens.filter((l) => l.userId === invited.id && !l.usedAt)).toEqual([]);
    expect(getDb().history.at(-1)).toMatchObject({
      action: 'invite withdrawn',
      record: { id: invited.id },
    });
  });

  // MANY-OUTCOME: a withdrawal whose reply is lost twice is found out by its key; saved, the
  // dialog closes as after any success, and the focus goes to the team list, not the page.
  it('closes the withdrawal found saved after two lost replies, and keeps the focus on the team', async () => {
    await signInAs('admin');
    const { user } = renderRoute('/settings');
    await screen.findByRole('table', { name: 'Team' });
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'lost@exmaple.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const withdraw = await within(teamTable()).findByRole('button', {
      name: 'Withdraw the invitation to lost@exmaple.com',
    });
    const invited = getDb().users.find((u) => u.email === 'lost@exmaple.com')!;
    const lost = loseReplies(`/users/${invited.id}/invite/withdraw`, 2);
    await user.click(withdraw);
    const dialog = await screen.findByRole('dialog', { name: /^Withdraw the invitation/ });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw invitation' }));
    expect(await findToast('Invitation to lost@exmaple.com withdrawn')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lost.keys).toHaveLength(2);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Team' })).toHaveFocus());
    expect(getDb().history.filter((h) => h.action === 'invite withdrawn')).toHaveLength(1);
  });
});
