// AUTH-SESSION-LIFETIME in the shell: before the idle end `Your session ends in …` offers
// `Stay signed in`; past it the `Session expired` dialog keeps the screen and what was typed.
// Sessions of 2 idle minutes (`?demo-session-minutes=2`): the warning comes a minute before.
import { act, screen, waitFor, within } from '@testing-library/react';
import { setKnobs } from '@/mocks/knobs';
import { sessionStore } from '@/lib/session/session';
import { captureRequests, renderRoute, signInAs } from '../utils';

const SECOND = 1000;

async function waitOut(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('the session clock', () => {
  beforeEach(() => {
    setKnobs({ sessionMinutes: 2 });
    // The clock's timers are set as the shell mounts: fake from the start, following real time.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    onTestFinished(() => void vi.useRealTimers());
  });

  it('warns before the idle end, stays signed in, and expires with the typing kept', async () => {
    await signInAs('admin');
    const capture = captureRequests();
    const { user } = renderRoute('/accounts/create');
    const name = await screen.findByLabelText(/Account name/);
    await user.type(name, 'Idle Co.');

    await waitOut(61 * SECOND);
    const warning = await screen.findByRole('dialog', { name: /^Your session ends in / });
    expect(warning).toHaveTextContent('Nothing has happened here for a while.');
    await user.click(within(warning).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await capture.bodiesOf('/users/session/refresh')).not.toHaveLength(0);

    // Two idle minutes with no call and no input: the session ends here as on the server.
    await waitOut(60 * SECOND);
    expect(await screen.findByRole('dialog', { name: /^Your session ends in / })).toBeVisible();
    await waitOut(61 * SECOND);
    const expired = await screen.findByRole('dialog', { name: 'Session expired' });
    expect(sessionStore.isExpired()).toBe(true);
    expect(name).toHaveValue('Idle Co.');

    await user.type(within(expired).getByLabelText(/^Password/), 'demo1234');
    await user.click(within(expired).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Account name/)).toHaveValue('Idle Co.');
  });

  it('counts input as activity: typing with no call keeps the session', async () => {
    await signInAs('admin');
    const capture = captureRequests();
    const { user } = renderRoute('/accounts/create');
    const name = await screen.findByLabelText(/Account name/);
    for (let minute = 0; minute < 4; minute += 1) {
      await waitOut(50 * SECOND);
      await user.type(name, 'a');
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStore.isExpired()).toBe(false);
    expect((await capture.bodiesOf('/users/session/refresh')).length).toBeGreaterThanOrEqual(4);
  });
});
