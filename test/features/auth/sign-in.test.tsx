// /sign-in: AUTH-SIGN-IN-SCREEN, AUTH-CONTACT-US, AUTH-EMAIL, AUTH-SIGN-IN, AUTH-SIGN-IN-FAIL,
// AUTH-REMEMBER-ME and AUTH-REDIRECT.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SESSION_KEY, sessionStore } from '@/lib/session/session';
import { server } from '@/mocks/server';
import { findToast, renderRoute } from '../../utils';

async function fillAndSubmit(
  user: ReturnType<typeof renderRoute>['user'],
  email: string,
  password: string,
) {
  await user.type(await screen.findByLabelText(/Email address/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/sign-in', () => {
  it('has the fields, Remember me, the recovery link and the contact-us link', async () => {
    renderRoute('/sign-in');
    expect(await screen.findByLabelText(/Email address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'mailto:sales@marquee.example',
    );
    expect(document.title).toBe('Marquee | Sign In');
  });

  it('shows validation messages only once a field is touched', async () => {
    const { user } = renderRoute('/sign-in');
    const email = await screen.findByLabelText(/Email address/);
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await user.click(email);
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('signs in, stores the session for this tab only, and lands on the role home', async () => {
    const { user, router } = renderRoute('/sign-in');
    await fillAndSubmit(user, 'dsp@demo.test', 'demo1234');
    expect(await screen.findByRole('heading', { name: 'Welcome, Dana Buyer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem(SESSION_KEY)).not.toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('keeps the session in localStorage with Remember me', async () => {
    const { user } = renderRoute('/sign-in');
    await user.click(await screen.findByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit(user, 'ssp@demo.test', 'demo1234');
    await waitFor(() => expect(localStorage.getItem(SESSION_KEY)).not.toBeNull());
  });

  it('returns to the page that asked for sign-in', async () => {
    const { user, router } = renderRoute('/sign-in?redirectTo=%2Fsettings');
    await fillAndSubmit(user, 'admin@demo.test', 'demo1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it('shows the server error in an error toast and re-enables the filled form', async () => {
    const { user } = renderRoute('/sign-in');
    await fillAndSubmit(user, 'dsp@demo.test', 'wrong-password');
    const toast = await findToast(/Invalid email or password/);
    const card = screen.getAllByRole('alert').find((el) => el.contains(toast));
    expect(card).toHaveTextContent('Error');
    expect(screen.getByLabelText(/Email address/)).toBeEnabled();
    expect(screen.getByLabelText(/Email address/)).toHaveValue('dsp@demo.test');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(sessionStore.get()).toBeNull();
  });

  it('disables the form while the request runs', async () => {
    let release: () => void = () => {};
    server.use(
      http.post('*/v1/users/session', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ error: { message: 'Later' } }, { status: 500 });
      }),
    );
    const { user } = renderRoute('/sign-in');
    await fillAndSubmit(user, 'dsp@demo.test', 'demo1234');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled());
    expect(screen.getByLabelText(/Email address/)).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });
});
