// The password links: AUTH-FORGOT-SCREEN, AUTH-RECOVERY-SENT, AUTH-INVITE-SCREEN,
// AUTH-RESET-SCREEN, AUTH-INVITE-NO-TOKEN, AUTH-RECOVERY-NO-TOKEN, AUTH-SET-PASSWORD and
// AUTH-PASSWORD.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/server';
import { findToast, renderRoute } from '../../utils';

describe('/forgot-password', () => {
  it('sends the recovery e-mail and shows the exact message', async () => {
    const { user } = renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText(/Email address/), 'dsp@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send Recovery E-mail' }));
    expect(
      await screen.findByText(
        'We sent an e-mail to the provided address with a link for account recovery. Please wait up to five minutes for the message to arrive and check your spam folder',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
  });

  it('validates the e-mail once touched', async () => {
    const { user } = renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText(/Email address/), 'x@');
    await user.tab();
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('toasts a server failure and keeps the typed address', async () => {
    server.use(
      http.post('*/v1/users/forgot_password', () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = renderRoute('/forgot-password');
    await user.type(await screen.findByLabelText(/Email address/), 'dsp@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send Recovery E-mail' }));
    expect(
      await findToast('Received an invalid server response code (500) when sending data.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveValue('dsp@demo.test');
  });
});

describe('/reset-password', () => {
  it('without a token goes to /forgot-password with the recovery message', async () => {
    const { router } = renderRoute('/reset-password');
    expect(
      await findToast(
        'There was an issue with account recovery. Please follow the recovery link e-mailed to you or try again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('sets the new password with the link token and goes to / with the success message', async () => {
    let auth: string | null = null;
    server.use(
      http.post('*/v1/users/password', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({});
      }),
    );
    const { user, router } = renderRoute('/reset-password?token=abc123');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    // AUTH-LINK-TOKEN-HIDDEN: read once, the token leaves the address bar.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.type(screen.getByLabelText(/New Password/), 'longenough');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const toast = await findToast('Password reset successful.');
    const card = screen.getAllByRole('status').find((el) => el.contains(toast));
    expect(card).toHaveTextContent('Success');
    expect(auth).toBe('Bearer abc123');
    // Not signed in: / sends the user on to sign in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('keeps the token for a reload of the screen once it has left the address bar', async () => {
    const first = renderRoute('/reset-password?token=kept-1');
    await waitFor(() => expect(first.router.state.location.search).toBe(''));
    first.unmount();
    const again = renderRoute('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(again.router.state.location.pathname).toBe('/reset-password');
  });

  it('requires at least 8 characters', async () => {
    const { user } = renderRoute('/reset-password?token=abc');
    await user.type(await screen.findByLabelText(/New Password/), 'short');
    await user.tab();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('shows an expired link error and keeps the password typed', async () => {
    const { user } = renderRoute('/reset-password?token=expired');
    await user.type(await screen.findByLabelText(/New Password/), 'longenough');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await findToast('This link has expired. Please request a new one.')).toBeInTheDocument();
    expect(screen.getByLabelText(/New Password/)).toHaveValue('longenough');
  });
});

describe('/sign-up (invite)', () => {
  it('without a token goes to / with the invite message', async () => {
    const { router } = renderRoute('/sign-up');
    expect(
      await findToast(
        'There was an issue with creating your account. Please follow the invite link e-mailed to you and try again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('is titled Choose Password and signs up with one password field', async () => {
    const { user } = renderRoute('/sign-up?token=invite-1');
    expect(await screen.findByRole('heading', { name: 'Choose Password' })).toBeInTheDocument();
    expect(document.title).toBe('Marquee | Choose Password');
    await user.type(screen.getByLabelText(/^Password/), 'longenough');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await findToast('Password reset successful.')).toBeInTheDocument();
  });
});
