import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWAP_KEY, sessionStore } from '@/lib/session/session';
import { server } from '@/mocks/server';
import { findToast, renderRoute, signInAs, stubLocationAssign } from '../../utils';

// TOOL-PAGE, TOOL-ADMIN-ONLY, TOOL-SANDBOX-LINK, TOOL-DEBUG-LINK, TOOL-SIGN-IN-AS,
// TOOL-SIGN-IN-NOT-SELF, TOOL-SIGN-IN-AS-PENDING
describe('/tools', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it('shows the heading, the admin note, both sub-tools and the debug sessions section', async () => {
    renderRoute('/tools');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tools' })).toBeInTheDocument();
    expect(document.title).toBe('Marquee | Admin Tools');
    expect(screen.getByText('Internal tools require the Admin role.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in as a user' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ad request sandbox' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the sandbox' })).toHaveAttribute(
      'href',
      '/sandbox',
    );
    expect(
      screen.getByRole('heading', { name: 'Request/Response Debug Sessions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open debug tools' })).toHaveAttribute(
      'href',
      '/debug',
    );
  });

  it('is only for admins', async () => {
    await signInAs('dsp');
    renderRoute('/tools');
    expect(await screen.findByText(/You don't have access to this page/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tools' })).not.toBeInTheDocument();
  });

  it('signs in as a user of the chosen account and keeps the admin for logout', async () => {
    const assign = stubLocationAssign();
    const admin = sessionStore.get();
    const { user } = renderRoute('/tools');
    const button = await screen.findByRole('button', { name: 'Sign in as' });
    expect(button).toBeDisabled();
    const userSelect = screen.getByRole('combobox', { name: 'User' });
    expect(userSelect).toBeDisabled();

    const accountSelect = screen.getByRole('combobox', { name: 'Account' });
    await waitFor(() => expect(accountSelect).toBeEnabled());
    await user.selectOptions(
      accountSelect,
      screen.getByRole('option', { name: 'Acme Coffee Co.' }),
    );
    await waitFor(() => expect(userSelect).toBeEnabled());
    await user.selectOptions(
      userSelect,
      within(userSelect).getByRole('option', { name: /dsp@demo\.test/ }),
    );
    expect(button).toBeEnabled();
    await user.click(button);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(sessionStore.get()?.user.email).toBe('dsp@demo.test');
    expect(sessionStore.impersonator()).toEqual(admin?.user);
    expect(sessionStorage.getItem(SWAP_KEY)).toContain('"admin":');
  });

  it('does not offer the signed-in admin as a user to sign in as', async () => {
    const { user } = renderRoute('/tools');
    const accountSelect = await screen.findByRole('combobox', { name: 'Account' });
    await waitFor(() => expect(accountSelect).toBeEnabled());
    await user.selectOptions(
      accountSelect,
      screen.getByRole('option', { name: 'Marquee Exchange' }),
    );
    const userSelect = screen.getByRole('combobox', { name: 'User' });
    await waitFor(() => expect(userSelect).toBeEnabled());
    expect(
      within(userSelect).getByRole('option', { name: /multi@demo\.test/ }),
    ).toBeInTheDocument();
    expect(
      within(userSelect).queryByRole('option', { name: /admin@demo\.test/ }),
    ).not.toBeInTheDocument();
  });

  it('disables Sign in as while impersonation runs and toasts a failure', async () => {
    const assign = stubLocationAssign();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/v1/users/:id/impersonate', async () => {
        await gate;
        return HttpResponse.json(
          { error: { message: 'Impersonation is disabled' } },
          { status: 403 },
        );
      }),
    );
    const { user } = renderRoute('/tools');
    const accountSelect = await screen.findByRole('combobox', { name: 'Account' });
    await waitFor(() => expect(accountSelect).toBeEnabled());
    await user.selectOptions(
      accountSelect,
      screen.getByRole('option', { name: 'Northwind Screens' }),
    );
    const userSelect = screen.getByRole('combobox', { name: 'User' });
    await waitFor(() => expect(userSelect).toBeEnabled());
    await user.selectOptions(
      userSelect,
      within(userSelect).getByRole('option', { name: /ssp@demo\.test/ }),
    );
    const button = screen.getByRole('button', { name: 'Sign in as' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();
    expect(await findToast('Impersonation is disabled')).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStore.get()?.user.email).toBe('admin@demo.test');
  });
});
