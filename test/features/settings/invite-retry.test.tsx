// A retry is the same request (MANY-SAVE-KEY; SET-INVITE-KEPT): an invite whose reply is lost is
// sent once more with its Idempotency-Key and answered with the first answer (MANY-OUTCOME), so
// the form clears (SET-INVITE-SENT); when that reply is lost too, the form keeps the email and Add
// again is answered as the first invite, never "already exists".
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { findToast, renderRoute, signInAs } from '../../utils';
import { loseReplies, outcomesUnknown } from '../../lost-replies';

const invited = (email: string) => getDb().users.filter((u) => u.email === email);

async function openSettings() {
  const view = renderRoute('/settings');
  await screen.findByRole('table', { name: 'Team' });
  return {
    ...view,
    email: screen.getByRole('textbox', { name: /Email/ }),
    role: screen.getByRole('combobox', { name: /Role/ }),
    add: screen.getByRole('button', { name: 'Add' }),
  };
}

describe('retrying an invite', () => {
  it('after a lost invite reply (504), sent once more, the form clears and the user is listed', async () => {
    await signInAs('admin');
    const lost = loseReplies('/users/invites');
    const { user, email, role, add, unmount } = await openSettings();
    await user.type(email, 'newbie@demo.test');
    await user.selectOptions(role, 'SSP');
    await user.click(add);

    expect(await findToast('Invitation sent to newbie@demo.test')).toBeVisible();
    expect(lost.keys).toHaveLength(2);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    await waitFor(() => expect(email).toHaveValue(''));
    expect(role).toHaveValue('DSP');
    expect(invited('newbie@demo.test')).toHaveLength(1);
    expect(
      await within(screen.getByRole('table', { name: 'Team' })).findByText('newbie@demo.test'),
    ).toBeVisible();

    // Nothing of the sent invite is kept as a draft.
    unmount();
    const again = await openSettings();
    expect(again.email).toHaveValue('');
    expect(again.role).toHaveValue('DSP');
  });

  it('when the reply is lost again, Add again keeps the email, sends the same Idempotency-Key and invites once', async () => {
    await signInAs('admin');
    outcomesUnknown();
    const lost = loseReplies('/users/invites', 2);
    const { user, email, add } = await openSettings();
    await user.type(email, 'lost.reply@demo.test');
    await user.click(add);
    await waitFor(() => expect(add).toBeEnabled());
    expect(email).toHaveValue('lost.reply@demo.test');
    expect(invited('lost.reply@demo.test')).toHaveLength(1);

    await user.click(add);
    expect(await findToast('Invitation sent to lost.reply@demo.test')).toBeVisible();
    // The same values go again with the same key: answered with the first answer, not redone.
    expect(lost.keys).toHaveLength(3);
    expect(new Set(lost.keys).size).toBe(1);
    expect(invited('lost.reply@demo.test')).toHaveLength(1);
    await waitFor(() => expect(email).toHaveValue(''));
    expect(
      await within(screen.getByRole('table', { name: 'Team' })).findByText('lost.reply@demo.test'),
    ).toBeVisible();
  });
});
