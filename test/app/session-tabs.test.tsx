// Issue 26, item 6 (AUTH-TABS, AUTH-TABS-ENDED, AUTH-TABS-SAME-USER, AUTH-EXPIRED-CLOSE): a session
// change in another tab never unmounts this tab's screen. It shows `Session expired` over the
// screen, keeping what was typed and the held requests, until the same user signs in again (in any
// tab); another user is asked about first; the dialog closes only by signing in or an explicit
// button that names what is discarded.
import { screen, waitFor, within } from '@testing-library/react';
import { SESSION_KEY, sessionStore } from '@/lib/session/session';
import { getDb } from '@/mocks/db';
import {
  captureRequests,
  errorToasts,
  fetchSession,
  fieldLabel as label,
  findToast,
  formControl as field,
  renderRoute,
  signInAs,
} from '../utils';
import { anotherTabStores, expiredDialog, fillOpenRtbBidder } from './session-tab-helpers';

function expectTyped(name: string) {
  expect(field(label('Bidder Name'))).toHaveValue(name);
  expect(field(label('Bidder URL'))).toHaveValue('https://rtb.example/tabs');
}

beforeAll(async () => {
  await Promise.all([
    import('@/features/bidders/routes/bidder-create'),
    import('@/app/session-expired-dialog'),
  ]);
});

describe('a session change in another tab', () => {
  it("another tab's logout keeps this tab's typed form under the Session expired dialog", async () => {
    await signInAs('admin', true);
    const { user, router } = renderRoute('/bidders/create/3');
    await fillOpenRtbBidder(user, 'Kept Across Tabs');

    anotherTabStores(null);
    const dialog = await expiredDialog();
    expect(dialog).toHaveTextContent('You were signed out in another tab.');
    expect(router.state.location.pathname).toBe('/bidders/create/3');
    expectTyped('Kept Across Tabs');
    expect(sessionStore.get()?.user.email).toBe('admin@demo.test');
    expect(
      within(dialog).getByRole('button', {
        name: 'Sign out and discard your changes on this page',
      }),
    ).toBeVisible();
  });

  it('the same user signing in in another tab closes the dialog and sends the held save once', async () => {
    await signInAs('admin', true);
    const capture = captureRequests();
    const { user, router } = renderRoute('/bidders/create/3');
    await fillOpenRtbBidder(user, 'Held Then Sent');
    // The server forgets this tab's token: the save is refused and held.
    delete getDb().sessions[sessionStore.get()!.token];
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await expiredDialog();
    expect(dialog).toHaveTextContent('1 request from this page is waiting');

    anotherTabStores(await fetchSession('admin@demo.test'));
    expect(await findToast('Bidder successfully created')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Session expired' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bidders'));
    // Refused once, sent again once: one bidder.
    expect(await capture.bodiesOf('/bidders')).toHaveLength(2);
    expect(getDb().bidders.filter((b) => b.name === 'Held Then Sent')).toHaveLength(1);
    expect(errorToasts()).toHaveLength(0);
  });

  it('another user signing in elsewhere is asked about first; signing in again as the old user keeps the typed form', async () => {
    await signInAs('admin', true);
    const capture = captureRequests();
    const { user, router } = renderRoute('/bidders/create/3');
    await fillOpenRtbBidder(user, 'Not Discarded');
    const morgan = await fetchSession('multi@demo.test');

    anotherTabStores(morgan);
    const dialog = await expiredDialog();
    expect(dialog).toHaveTextContent(
      'multi@demo.test signed in in another tab. This tab still shows the work of admin@demo.test',
    );
    expect(
      within(dialog).getByRole('button', {
        name: 'Switch to multi@demo.test and discard your changes on this page',
      }),
    ).toBeVisible();
    expect(within(dialog).getByLabelText(/Email address/)).toHaveValue('admin@demo.test');
    expectTyped('Not Discarded');

    await user.type(within(dialog).getByLabelText(/^Password/), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Session expired' })).not.toBeInTheDocument(),
    );
    expectTyped('Not Discarded');
    // The other tab's session stays that tab's; this one keeps its own to itself.
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toMatchObject({ token: morgan.token });
    expect(sessionStore.get()?.user.email).toBe('admin@demo.test');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findToast('Bidder successfully created')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bidders'));
    expect(await capture.bodiesOf('/bidders')).toHaveLength(1);
  });

  it('Escape and a click outside leave the Session expired dialog open and the user on screen', async () => {
    await signInAs('admin', true);
    const { user, router } = renderRoute('/bidders/create/3');
    await fillOpenRtbBidder(user, 'Escape Proof');
    anotherTabStores(null);
    await expiredDialog();

    await user.keyboard('{Escape}');
    await user.click(document.body);
    // Give Headless UI's close a chance to happen, had it been asked to.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog', { name: 'Session expired' })).toBeVisible();
    expect(sessionStore.get()?.user.email).toBe('admin@demo.test');
    expect(router.state.location.pathname).toBe('/bidders/create/3');
    expectTyped('Escape Proof');
  });

  it("a session kept without Remember me is this tab's own: another tab's logout leaves it signed in", async () => {
    await signInAs('admin', false);
    const { user } = renderRoute('/bidders/create/3');
    await fillOpenRtbBidder(user, 'Per Tab');
    anotherTabStores(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Session expired' })).not.toBeInTheDocument();
    expect(sessionStore.isExpired()).toBe(false);
    expectTyped('Per Tab');
  });
});
