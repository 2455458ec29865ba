// "Sign in as" whose reply was lost (AUTH-IMPERSONATE, MANY-OUTCOME): the server made the user's
// session, so the console sends the request once more with its Idempotency-Key, the server
// answers with that first session, and the sign-in goes on, never said `Saved.`. When that answer
// is lost too, the server is asked for the session it made; when nobody can say, the admin stays
// and the next press sends the same key: one session, one entry.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session/session';
import { getDb } from '@/mocks/db';
import { renderRoute, signInAs, stubLocationAssign } from '../../utils';
import { loseReplies, outcomesUnknown } from '../../lost-replies';

afterEach(() => vi.restoreAllMocks());

const danaSessions = () =>
  Object.values(getDb().sessions).filter((s) => s.userId === 'usr_dsp' && s.impersonatedBy);
/** The entries of sign-ins as Dana made now (the seed has older ones). */
const danaSignIns = () =>
  getDb().history.filter(
    (e) =>
      e.record.id === 'usr_dsp' &&
      e.action === 'signed in as' &&
      Date.now() - Date.parse(e.at) < 60_000,
  );

async function pressSignInAsDana() {
  const { user } = renderRoute('/accounts/acc_acme');
  await screen.findByRole('table', { name: 'Users' });
  const button = screen.getByRole('button', { name: 'Sign in as Dana Buyer' });
  await user.click(button);
  return { user, button };
}

describe('Sign in as after a lost reply', () => {
  it('sent once more, signs in as the user with the first session, without `Saved.`', async () => {
    const admin = await signInAs('admin');
    const assign = stubLocationAssign();
    const lost = loseReplies('/users/usr_dsp/impersonate');
    await pressSignInAsDana();

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(sessionStore.get()?.user.email).toBe('dsp@demo.test');
    expect(sessionStore.impersonator()?.email).toBe(admin.user.email);
    const made = danaSessions();
    expect(made).toHaveLength(1);
    expect(sessionStore.get()?.token).toBe(made[0]?.token);
    expect(lost.keys).toHaveLength(2);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(danaSignIns()).toHaveLength(1);
    expect(screen.queryByText(/^Saved\./)).not.toBeInTheDocument();
  });

  it('when the second answer is lost too, asks the server and signs in with the session it made', async () => {
    await signInAs('admin');
    const assign = stubLocationAssign();
    const lost = loseReplies('/users/usr_dsp/impersonate', 2);
    await pressSignInAsDana();

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    const made = danaSessions();
    expect(made).toHaveLength(1);
    expect(sessionStore.get()?.token).toBe(made[0]?.token);
    expect(lost.keys).toHaveLength(2);
    expect(danaSignIns()).toHaveLength(1);
  });

  it('when the second answer is lost too and nobody can say, stays the admin; the next press is the same request', async () => {
    const admin = await signInAs('admin');
    const assign = stubLocationAssign();
    outcomesUnknown();
    const lost = loseReplies('/users/usr_dsp/impersonate', 2);
    const { user, button } = await pressSignInAsDana();
    await waitFor(() => expect(button).toBeEnabled());
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStore.get()).toEqual(admin);

    await user.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(sessionStore.get()?.user.email).toBe('dsp@demo.test');
    expect(lost.keys).toHaveLength(3);
    expect(new Set(lost.keys).size).toBe(1);
    expect(danaSessions()).toHaveLength(1);
    expect(danaSignIns()).toHaveLength(1);
    expect(screen.queryByText(/^Saved\./)).not.toBeInTheDocument();
  });
});
