// The `Session expired` dialog and the other tabs (AUTH-TABS-SAME-USER, AUTH-TABS-ENDED,
// AUTH-EXPIRED-CLOSE, FORM-DRAFTS): the same user signing in again in a tab that keeps its session
// to itself closes the dialog of the user's other tabs through the BroadcastChannel
// `marquee.session`; a session that ran out in another tab is not called a sign-out there; and
// `Sign out and discard your changes on this page` discards the page's drafts.
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  EXPIRED_KEY,
  SESSION_KEY,
  sessionOwner,
  sessionStore,
  tokenMarker,
} from '@/lib/session/session';
import { getDb } from '@/mocks/db';
import type { Session } from '@/types/api';
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

type User = ReturnType<typeof renderRoute>['user'];

const EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
const SIGNED_OUT_ELSEWHERE = 'You were signed out in another tab.';

const noDialog = () =>
  expect(screen.queryByRole('dialog', { name: 'Session expired' })).not.toBeInTheDocument();

/** The server forgets the signed-in session's token: the next save is refused and held. */
async function saveRefused(user: User) {
  delete getDb().sessions[sessionStore.get()!.token];
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return expiredDialog();
}

/** What another tab of this browser posts on the BroadcastChannel `marquee.session`. */
async function anotherTabBroadcasts(session: Session) {
  const channel = new BroadcastChannel(SESSION_KEY);
  channel.postMessage(session);
  channel.close();
  // Delivered as a task of its own, as between tabs.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

/** What this tab posts there, from now on (closed with the test). */
function broadcastsHeard(): unknown[] {
  const heard: unknown[] = [];
  const channel = new BroadcastChannel(SESSION_KEY);
  channel.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
  onTestFinished(() => channel.close());
  return heard;
}

/** The user's drafts in this tab (sessionStorage), by key. */
function draftsOf(session: Session): string[] {
  const prefix = `marquee.draft.${encodeURIComponent(sessionOwner(session)!)}/`;
  return Object.keys(sessionStorage).filter((key) => key.startsWith(prefix));
}

beforeAll(async () => {
  await Promise.all([
    import('@/features/bidders/routes/bidder-create'),
    import('@/app/session-expired-dialog'),
  ]);
});

describe('a session kept to its tab, signed in again in another tab (AUTH-TABS-SAME-USER)', () => {
  it('closes the dialog here, takes the new session as this tab’s own and sends the held save once', async () => {
    await signInAs('admin', false);
    const capture = captureRequests();
    const { user, router } = renderRoute('/bidders/create/3');
    await fillOpenRtbBidder(user, 'Renewed In Another Tab');
    expect(await saveRefused(user)).toHaveTextContent('1 request from this page is waiting');

    const renewed = await fetchSession('admin@demo.test');
    await anotherTabBroadcasts(renewed);

    expect(await findToast('Bidder successfully created')).toBeVisible();
    noDialog();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bidders'));
    expect(await capture.bodiesOf('/bidders')).toHaveLength(2);
    expect(getDb().bidders.filter((b) => b.name === 'Renewed In Another Tab')).toHaveLength(1);
    // This tab's own, as the other tab keeps it: nothing shared with every tab.
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!)).toMatchObject({
      token: renewed.token,
    });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(errorToasts()).toHaveLength(0);
  });

  it("never takes another user's session", async () => {
    await signInAs('admin', false);
    const { user } = renderRoute('/bidders/create/3');
    await fillOpenRtbBidder(user, 'Not Morgan');
    await saveRefused(user);

    await anotherTabBroadcasts(await fetchSession('multi@demo.test'));

    expect(screen.getByRole('dialog', { name: 'Session expired' })).toBeVisible();
    expect(sessionStore.get()?.user.email).toBe('admin@demo.test');
    expect(sessionStore.isExpired()).toBe(true);
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(field(label('Bidder Name'))).toHaveValue('Not Morgan');
  });

  it('signing in again in the dialog tells the other tabs, with the session kept to this tab', async () => {
    await signInAs('admin', false);
    const { user } = renderRoute('/bidders/create/3');
    await fillOpenRtbBidder(user, 'Told The Others');
    const dialog = await saveRefused(user);
    const heard = broadcastsHeard();

    await user.type(within(dialog).getByLabelText(/^Password/), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await findToast('Bidder successfully created')).toBeVisible();

    await waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]).toMatchObject({
      token: sessionStore.get()!.token,
      user: { email: 'admin@demo.test' },
    });
  });
});

describe('a shared session ending in another tab (AUTH-TABS-ENDED)', () => {
  it('that ran out there is said to have expired, not to be signed out', async () => {
    const session = await signInAs('admin', true);
    const { user } = renderRoute('/bidders/create/3');
    await fillOpenRtbBidder(user, 'Ran Out Elsewhere');

    // What the other tab's expiry (its clock, or a 401 there) leaves in storage: the session's
    // token marked as run out (sessionStore.expire, test/lib/session/session.test.ts), then gone.
    localStorage.setItem(EXPIRED_KEY, tokenMarker(session.token));
    anotherTabStores(null);

    const dialog = await expiredDialog();
    expect(dialog).toHaveTextContent(EXPIRED_MESSAGE);
    expect(dialog).not.toHaveTextContent(SIGNED_OUT_ELSEWHERE);
    expect(field(label('Bidder Name'))).toHaveValue('Ran Out Elsewhere');
  });

  it('after a logout there still says so', async () => {
    const session = await signInAs('admin', true);
    renderRoute('/bidders/create/3');
    await screen.findByRole('heading', { level: 1, name: 'New OpenRtb Bidder' });
    // An earlier session of the user ran out: its marker names another token.
    localStorage.setItem(EXPIRED_KEY, tokenMarker(`${session.token}-before`));

    anotherTabStores(null);
    expect(await expiredDialog()).toHaveTextContent(SIGNED_OUT_ELSEWHERE);
  });
});

describe('Sign out and discard your changes on this page (AUTH-EXPIRED-CLOSE, FORM-DRAFTS)', () => {
  it('discards the drafts: the same user signing in again gets an empty form', async () => {
    const session = await signInAs('admin', false);
    const recent = `marquee.recent.${encodeURIComponent(sessionOwner(session)!)}/palette`;
    localStorage.setItem(recent, '[]');
    const { user, router } = renderRoute('/bidders/create/3');
    await fillOpenRtbBidder(user, 'Discarded Bidder');
    await waitFor(() => expect(draftsOf(session)).not.toHaveLength(0));
    const dialog = await saveRefused(user);

    await user.click(
      within(dialog).getByRole('button', {
        name: 'Sign out and discard your changes on this page and 1 waiting request',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(draftsOf(session)).toEqual([]);
    // The palette's recent items are the other tabs' too (localStorage): they stay.
    expect(localStorage.getItem(recent)).toBe('[]');

    await user.type(await screen.findByLabelText(/Email address/), 'admin@demo.test');
    await user.type(screen.getByLabelText(/^Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'New OpenRtb Bidder' });
    expect(router.state.location.pathname).toBe('/bidders/create/3');
    expect(field(label('Bidder Name'))).toHaveValue('');
    expect(field(label('Bidder URL'))).toHaveValue('');
  });
});
