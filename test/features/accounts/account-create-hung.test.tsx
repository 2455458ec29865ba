// A hung reply (issue 30): a save the server never answers. The button is busy while it waits;
// at the write deadline the no-answer message shows, Save works again and every field is as
// typed, so the user can check and try again.
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { NO_ANSWER_MESSAGE } from '@/config/messages';
import { WRITE_DEADLINE_MS } from '@/lib/http/deadlines';
import { server } from '@/mocks/server';
import { findToast, renderRoute, signInAs } from '../../utils';

describe('a save that never answers', () => {
  it('new account: busy while the save hangs; at 60 s the no-answer message, Save enabled again, every field as typed', async () => {
    await signInAs('admin');
    let sent = 0;
    server.use(
      http.post('*/v1/accounts', () => {
        sent += 1;
        return new Promise<Response>(() => {});
      }),
    );
    const { user, router } = renderRoute('/accounts/create');
    await user.type(await screen.findByLabelText(/Account name/), 'Hung Reply Co.');
    await user.selectOptions(screen.getByLabelText(/^Kind/), 'Advertiser');
    await user.type(screen.getByLabelText(/Owner name/), 'Hana Hung');
    await user.type(screen.getByLabelText(/Owner email/), 'hana@hung.example');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    await waitFor(() => expect(sent).toBe(1));
    expect(save).toBeDisabled();

    await vi.advanceTimersByTimeAsync(WRITE_DEADLINE_MS - 1_000);
    expect(save).toBeDisabled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await findToast(NO_ANSWER_MESSAGE)).toBeVisible();
    await waitFor(() => expect(save).toBeEnabled());
    expect(router.state.location.pathname).toBe('/accounts/create');
    expect(screen.getByLabelText(/Account name/)).toHaveValue('Hung Reply Co.');
    expect(screen.getByLabelText(/Owner name/)).toHaveValue('Hana Hung');
    expect(screen.getByLabelText(/Owner email/)).toHaveValue('hana@hung.example');
  });
});
