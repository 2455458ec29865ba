// Issue 20, finding 2 (AUTH-USER-DATA): drafts and cached answers belong to one user. A draft is
// stored under its user's id and only that user gets it back; logout and sign-in remove other
// users' drafts; a sign-in in another tab as someone else clears this tab's cache before anything
// is shown.
import { act, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@/lib/cache/query-client';
import { SESSION_KEY, sessionStore } from '@/lib/session/session';
import type { Session } from '@/types/api';
import { fetchSession, inMain, renderRoute, signInAs } from '../utils';

const DANA_DRAFT = 'marquee.draft.usr_dsp/campaign.new';
const MORGAN_DRAFT = 'marquee.draft.usr_multi/campaign.new';

type User = ReturnType<typeof renderRoute>['user'];

/** Dana types a campaign name into a new campaign and the wizard keeps it as her draft. */
async function danaStartsADraft(): Promise<void> {
  await signInAs('dsp');
  const view = renderRoute('/campaigns/create');
  await view.user.type(await screen.findByLabelText(/^Campaign name/), 'Dana Secret Launch');
  await waitFor(() => expect(sessionStorage.getItem(DANA_DRAFT)).toContain('Dana Secret Launch'));
  view.unmount();
}

async function signInThroughTheForm(user: User, email: string) {
  await user.type(await screen.findByLabelText(/Email address/), email);
  await user.type(screen.getByLabelText(/^Password/), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('drafts belong to one user', () => {
  it("keeps a draft under its user's id; another user signing in removes it and never sees it", async () => {
    await danaStartsADraft();
    // Dana's session ends without a logout (it expired); Morgan signs in on the same tab.
    sessionStore.clear('expired');
    const { user, router } = renderRoute('/sign-in');
    await signInThroughTheForm(user, 'multi@demo.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem(DANA_DRAFT)).toBeNull();

    await router.navigate('/campaigns/create');
    expect(await screen.findByLabelText(/^Campaign name/)).toHaveValue('');
    expect(sessionStorage.getItem(MORGAN_DRAFT)).toBeNull();
  });

  it("gives a user back their own draft, not anyone else's", async () => {
    await danaStartsADraft();
    sessionStorage.setItem(
      MORGAN_DRAFT,
      sessionStorage.getItem(DANA_DRAFT)!.replace('Dana Secret Launch', "Morgan's Draft"),
    );
    renderRoute('/campaigns/create');
    expect(await screen.findByLabelText(/^Campaign name/)).toHaveValue('Dana Secret Launch');
  });

  it('logout removes the drafts of every other user (nobody is signed in after it)', async () => {
    await danaStartsADraft();
    sessionStorage.setItem('marquee.draft.usr_ssp/placement.new', '{"version":1,"values":{}}');
    const { user, router } = renderRoute('/campaigns');
    const [logoutButton] = await screen.findAllByRole('button', { name: 'Log out' });
    await user.click(logoutButton!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(sessionStorage.getItem(DANA_DRAFT)).toBeNull();
    expect(sessionStorage.getItem('marquee.draft.usr_ssp/placement.new')).toBeNull();
  });
});

describe('another tab signs in as someone else', () => {
  /** What another tab's sign-in with Remember me does to this tab: a `storage` event. */
  function anotherTabSignsIn(session: Session) {
    const value = JSON.stringify(session);
    localStorage.setItem(SESSION_KEY, value);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, newValue: value }));
    });
  }

  /**
   * The `Session expired` dialog's switch to the user signed in elsewhere: asked first
   * (AUTH-SIGN-IN-OVER-WORK), the second press switches.
   */
  async function switchTo(user: User, email: string) {
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    const switchButton = within(dialog).getByRole('button', {
      name: `Switch to ${email} and discard your changes on this page`,
    });
    await user.click(switchButton);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Discard .+'s unsaved changes on this page\? Switching to .+ closes this page\.$/,
    );
    expect(sessionStore.get()?.user.email).not.toBe(email);
    await user.click(switchButton);
  }

  it("asks first; on Switch it clears this tab's query cache before it shows the new user anything", async () => {
    await signInAs('dsp', true);
    const { user } = renderRoute('/reports');
    expect(await inMain().findByRole('link', { name: 'All campaigns' })).toBeVisible();

    const ssp = await fetchSession('ssp@demo.test');
    anotherTabSignsIn(ssp);
    // Nothing is dropped yet: the old screen stays under the question.
    expect(await screen.findByRole('dialog', { name: 'Session expired' })).toHaveTextContent(
      'ssp@demo.test signed in in another tab.',
    );
    // (hidden: the page behind a modal is inert, out of the accessibility tree)
    expect(screen.getByRole('link', { name: 'All campaigns', hidden: true })).toBeInTheDocument();
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);

    // Whatever renders for the new user first sees the cache as it is when subscribers hear.
    const cachedWhenSwitched: number[] = [];
    const unsubscribe = sessionStore.subscribe(() => {
      if (sessionStore.get()?.user.email === 'ssp@demo.test') {
        cachedWhenSwitched.push(queryClient.getQueryCache().getAll().length);
      }
    });
    try {
      await switchTo(user, 'ssp@demo.test');
    } finally {
      unsubscribe();
    }
    expect(cachedWhenSwitched).toEqual([0]);
    expect(await inMain().findByRole('link', { name: 'All placements' })).toBeVisible();
    expect(inMain().queryByRole('link', { name: 'All campaigns' })).not.toBeInTheDocument();
  });

  it('keeps an open form and its draft under the dialog; Switch starts it afresh for the new user', async () => {
    await signInAs('dsp', true);
    const { user } = renderRoute('/campaigns/create');
    await user.type(await screen.findByLabelText(/^Campaign name/), 'Dana Secret Launch');
    await waitFor(() => expect(sessionStorage.getItem(DANA_DRAFT)).toContain('Dana Secret'));
    const morgan = await fetchSession('multi@demo.test');
    await user.type(screen.getByLabelText(/^Campaign name/), ' Now');

    anotherTabSignsIn(morgan);
    await screen.findByRole('dialog', { name: 'Session expired' });
    expect(screen.getByLabelText(/^Campaign name/)).toHaveValue('Dana Secret Launch Now');
    expect(sessionStorage.getItem(DANA_DRAFT)).toContain('Dana Secret');

    await switchTo(user, 'multi@demo.test');
    expect(await screen.findByLabelText(/^Campaign name/)).toHaveValue('');
    expect(sessionStorage.getItem(DANA_DRAFT)).toBeNull();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Dana Secret');
  });

  it('on Switch starts every screen afresh: nothing typed by the old user stays in a form', async () => {
    await signInAs('admin', true);
    const { user } = renderRoute('/settings');
    await user.type(await inMain().findByRole('textbox', { name: /Email/ }), 'typed@by.avery');

    anotherTabSignsIn(await fetchSession('multi@demo.test'));
    await switchTo(user, 'multi@demo.test');
    expect(await inMain().findByRole('textbox', { name: /Email/ })).toHaveValue('');
  });

  it('keeps the cache when the other tab signs in as the same user', async () => {
    const dana = await signInAs('dsp', true);
    renderRoute('/reports');
    expect(await inMain().findByRole('link', { name: 'All campaigns' })).toBeVisible();
    const cached = queryClient.getQueryCache().getAll().length;
    expect(cached).toBeGreaterThan(0);
    anotherTabSignsIn({ ...dana, token: `${dana.token}-again` });
    expect(queryClient.getQueryCache().getAll().length).toBe(cached);
  });

  it('asks again when someone else signed in elsewhere after Switch was asked about another person', async () => {
    await signInAs('dsp', true);
    const { user } = renderRoute('/reports');
    await inMain().findByRole('link', { name: 'All campaigns' });
    anotherTabSignsIn(await fetchSession('ssp@demo.test'));
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    await user.click(
      within(dialog).getByRole('button', {
        name: 'Switch to ssp@demo.test and discard your changes on this page',
      }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Switching to ssp@demo/);

    anotherTabSignsIn(await fetchSession('multi@demo.test'));
    const toMorgan = await within(dialog).findByRole('button', {
      name: 'Switch to multi@demo.test and discard your changes on this page',
    });
    // The question was about ssp: Morgan is asked about before the first press switches.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(toMorgan);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Switching to multi@demo/);
    expect(sessionStore.get()?.user.email).toBe('dsp@demo.test');
  });
});
