// A retry is the same request (MANY-SAVE-KEY; SET-INVITE-KEPT): an invite whose reply is lost
// keeps the form and its Idempotency-Key, so Add again is answered as the first invite, never
// "already exists".
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { findToast, renderRoute, signInAs } from '../../utils';
import { loseReplies } from '../../lost-replies';

describe('retrying an invite', () => {
  it('after a lost invite reply (504), Add again keeps the email, is found saved, sends the same Idempotency-Key and invites once', async () => {
    await signInAs('admin');
    const lost = loseReplies('/users/invites');
    const { user } = renderRoute('/settings');
    await screen.findByRole('table', { name: 'Team' });
    const email = screen.getByRole('textbox', { name: /Email/ });
    const add = screen.getByRole('button', { name: 'Add' });
    await user.type(email, 'lost.reply@demo.test');
    await user.click(add);
    await waitFor(() => expect(add).toBeEnabled());
    expect(email).toHaveValue('lost.reply@demo.test');
    expect(getDb().users.filter((u) => u.email === 'lost.reply@demo.test')).toHaveLength(1);

    await user.click(add);
    expect(await findToast('Invitation sent to lost.reply@demo.test')).toBeVisible();
    // Found saved (MANY-OUTCOME), the same values go again with the same key: answered, not redone.
    expect(lost.keys).toHaveLength(2);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(getDb().users.filter((u) => u.email === 'lost.reply@demo.test')).toHaveLength(1);
    await waitFor(() => expect(email).toHaveValue(''));
    expect(
      await within(screen.getByRole('table', { name: 'Team' })).findByText('lost.reply@demo.test'),
    ).toBeVisible();
  });
});
