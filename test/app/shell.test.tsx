// The signed-in shell: ROUTE-PROTECTED, AUTH-REDIRECT, NAV-HOME-BY-ROLE, NAV-DSP-HOME, NAV-EA0093,
// NAV-REPORTS-AT-ROOT, NAV-EMAIL-LOGOUT, APP-FOOTER, APP-PAGE-TITLE, ROUTE-NO-ACCESS,
// ROUTE-NOT-FOUND, AUTH-LOGOUT, AUTH-SIGNED-IN-AWAY and NAV-SKIP-LINK.
import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@/lib/session/session';
import { renderRoute, signInAs } from '../utils';

/** Each sidebar link's own label: its text, without a badge's figure and words. */
const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) =>
      Array.from(link.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join(''),
    );

describe('authenticated shell', () => {
  it('redirects to sign-in with the return address when there is no session', async () => {
    const { router } = renderRoute('/campaigns');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fcampaigns');
  });

  it('Admin home is the accounts screen, with the Admin sidebar and the email', async () => {
    await signInAs('admin');
    renderRoute('/');
    await waitFor(() => expect(document.title).toBe('Marquee | Accounts'));
    expect(navLinks()).toEqual(['Accounts', 'Settings', 'Bidders', 'Deals', 'Tools', 'Activity']);
    expect(screen.getAllByText('admin@demo.test').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Log out' }).length).toBeGreaterThan(0);
    expect(screen.getByText(/© 2024/)).toBeInTheDocument();
  });

  it('DSP home greets by name with the five cards and their paths', async () => {
    await signInAs('dsp');
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Dana Buyer' })).toBeInTheDocument();
    const hrefs = [
      'Create a Campaign',
      'Explore Inventory',
      'Browse Content',
      'Campaign Dashboard',
      'Campaign Reports',
    ].map((name) => screen.getByRole('link', { name: new RegExp(name) }).getAttribute('href'));
    expect(hrefs).toEqual([
      '/campaigns/create',
      '/inventory/featured',
      '/content',
      '/campaigns',
      '/reports',
    ]);
    expect(document.title).toBe('Marquee | Home');
  });

  it('SSP home is the reports list, with Reports highlighted', async () => {
    await signInAs('ssp');
    renderRoute('/');
    await waitFor(() => expect(document.title).toBe('Marquee | Reports'));
    expect(navLinks()).toEqual(['Placements', 'Reviews', 'Reports', 'Deals', 'Activity']);
    expect(screen.getByRole('link', { name: 'Reports', current: 'page' })).toBeInTheDocument();
    // The pending reviews' badge completes the Reviews item's name once the count is in.
    expect(await screen.findByRole('link', { name: 'Reviews, 4 pending' })).toBeInTheDocument();
    expect(navLinks()).toEqual(['Placements', 'Reviews', 'Reports', 'Deals', 'Activity']);
  });

  it('a user without roles sees EA#0093', async () => {
    await signInAs('misconfigured');
    renderRoute('/');
    expect(await screen.findByText('This account was configured incorrectly.')).toBeInTheDocument();
    expect(screen.getByText('Error Code: EA#0093.')).toBeInTheDocument();
  });

  it('a route of another role shows the no-access screen', async () => {
    await signInAs('dsp');
    renderRoute('/bidders');
    expect(
      await screen.findByRole('heading', { name: "You don't have access to this page" }),
    ).toBeInTheDocument();
  });

  it('an unknown path shows the not-found screen', async () => {
    renderRoute('/no/such/screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('logout goes to /sign-in without a return address', async () => {
    await signInAs('dsp');
    const { user, router } = renderRoute('/campaigns');
    const [logoutButton] = await screen.findAllByRole('button', { name: 'Log out' });
    await user.click(logoutButton!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe('');
    expect(sessionStore.get()).toBeNull();
  });

  // NAV-SKIP-LINK
  it('the first Tab stop is a Skip to content link leading to the screen’s main landmark', async () => {
    await signInAs('dsp');
    const { user } = renderRoute('/campaigns');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Campaigns' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    const main = screen.getByRole('main');
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(main.id).not.toBe('');
    // The link's target can take focus: the screen is inside it.
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toContainElement(heading);
  });

  it('the sign-in screen sends a signed-in user home', async () => {
    await signInAs('dsp');
    const { router } = renderRoute('/sign-in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
