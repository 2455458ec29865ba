// Issue 20, finding 6 (AUTH-SESSION-EXPIRED, AUTH-EXPIRED-SAME-USER, AUTH-EXPIRED-OTHER-USER,
// AUTH-EXPIRED-CLOSE): no input lost to an expired session. A 401 opens `Session expired` over
// the current screen; signing in again as the same user sends the held requests again (one
// record, every field as typed); another user gets the screen afresh; Cancel signs out.
import { screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@/lib/cache/query-client';
import { SESSION_KEY, sessionStore } from '@/lib/session/session';
import { heldRequests } from '@/lib/session/session-expiry';
import { getDb } from '@/mocks/db';
import { LAUNCHABLE, seedDraft } from '../features/campaigns/drafts';
import {
  captureRequests,
  errorToasts,
  fieldLabel as label,
  findToast,
  formControl as field,
  inMain,
  renderRoute,
  signInAs,
} from '../utils';

type User = ReturnType<typeof renderRoute>['user'];

const EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** The server forgets the signed-in session's token: its next call answers 401. */
function tokenExpiresOnServer(): void {
  const token = sessionStore.get()?.token;
  if (!token) throw new Error('Nobody is signed in');
  delete getDb().sessions[token];
}

const expiredDialog = () => screen.findByRole('dialog', { name: 'Session expired' });

/** Sign in over the screen, in the dialog, as `email` (the prefilled one when absent). */
async function signInAgain(user: User, email?: string) {
  const dialog = await expiredDialog();
  if (email) {
    await user.clear(within(dialog).getByLabelText(/Email address/));
    await user.type(within(dialog).getByLabelText(/Email address/), email);
  }
  await user.type(within(dialog).getByLabelText(/^Password/), 'demo1234');
  await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
}

async function fillOpenRtbBidder(user: User, name: string) {
  await screen.findByRole('heading', { level: 1, name: 'New OpenRtb Bidder' });
  await user.type(field(label('Bidder Name')), name);
  await user.type(field(label('Bidder URL')), 'https://rtb.example/expiry');
  await user.clear(field(label('Timeout (ms)')));
  await user.type(field(label('Timeout (ms)')), '250');
  await user.type(field('Placement IDs'), 'pl_1 pl_2');
  await user.selectOptions(field(label('DOOH mode')), 'None');
}

function expectBidderFieldsAsTyped(name: string) {
  expect(field(label('Bidder Name'))).toHaveValue(name);
  expect(field(label('Bidder URL'))).toHaveValue('https://rtb.example/expiry');
  expect(field(label('Timeout (ms)'))).toHaveValue(250);
  expect(field('Placement IDs')).toHaveValue('pl_1 pl_2');
  expect(field(label('DOOH mode'))).toHaveValue('None');
}

describe('a 401 in the middle of a form', () => {
  it('during a bidder save: signed in again as the same user, the save completes once with every field', async () => {
    await signInAs('admin', true);
    const capture = captureRequests();
    const { user, router } = renderRoute('/bidders/create/3');
    await fillOpenRtbBidder(user, 'Expiry Proof DSP');
    tokenExpiresOnServer();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await expiredDialog();
    expect(within(dialog).getByText(EXPIRED_MESSAGE)).toBeVisible();
    expect(within(dialog).getByLabelText(/Email address/)).toHaveValue('admin@demo.test');
    // The form is still there behind it, as typed; the token is forgotten, the user is not.
    expect(router.state.location.pathname).toBe('/bidders/create/3');
    expectBidderFieldsAsTyped('Expiry Proof DSP');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    // Said in the dialog, not in a toast behind it.
    expect(errorToasts()).toHaveLength(0);

    await signInAgain(user);
    expect(await findToast('Bidder successfully created')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bidders'));
    expect(screen.queryByRole('dialog', { name: 'Session expired' })).not.toBeInTheDocument();

    // Sent twice (refused, then again), the same body both times; one bidder.
    const bodies = await capture.bodiesOf('/bidders');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[1]).toMatchObject({
      name: 'Expiry Proof DSP',
      protocol: { OpenRtb: { url: 'https://rtb.example/expiry', doohMode: 'None' } },
      timeoutMs: 250,
      targets: [{ AllowPlacements: ['pl_1', 'pl_2'] }],
    });
    expect(getDb().bidders.filter((bidder) => bidder.name === 'Expiry Proof DSP')).toHaveLength(1);
    // Kept as before (Remember me), under the new token.
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toMatchObject({
      user: { email: 'admin@demo.test' },
    });
    expect(errorToasts()).toHaveLength(0);
  });

  it('during a campaign launch: signed in again, the campaign is created once as typed', async () => {
    await signInAs('dsp');
    seedCampaignDraft();
    const capture = captureRequests();
    const { user, router } = renderRoute('/campaigns/create?step=general');
    const name = await screen.findByLabelText(/^Campaign name/);
    await user.clear(name);
    await user.type(name, 'Launched Through Expiry');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Campaign steps' })).getByRole('link', {
        name: '6. Launch',
      }),
    );
    const launch = await screen.findByRole('button', { name: 'Launch Campaign' });
    tokenExpiresOnServer();
    await user.click(launch);

    await expiredDialog();
    expect(router.state.location.pathname).toBe('/campaigns/create');
    await signInAgain(user);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/campaigns\/cmp_/));

    const bodies = await capture.bodiesOf('/campaigns');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[1]).toMatchObject({
      name: 'Launched Through Expiry',
      bidCpm: 10,
      budgets: { spendLifetime: 3000 },
      fees: { agency: 0.1 },
    });
    expect(
      getDb().campaigns.filter((campaign) => campaign.name === 'Launched Through Expiry'),
    ).toHaveLength(1);
  });

  it('another user signing in over it drops the screen: a fresh form, nothing saved', async () => {
    await signInAs('admin');
    queryClient.setQueryData(['left', 'behind'], "the admin's");
    const capture = captureRequests();
    const { user, router } = renderRoute('/bidders/create/3');
    await fillOpenRtbBidder(user, 'Not For Morgan');
    tokenExpiresOnServer();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await signInAgain(user, 'multi@demo.test');
    // AUTH-SIGN-IN-OVER-WORK: someone else over this screen is asked first, naming what goes.
    const dialog = await expiredDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Discard Avery Admin's unsaved changes on this page? Signing in as multi@demo.test closes this page and discards 1 waiting request.",
    );
    expect(sessionStore.get()?.user.email).toBe('admin@demo.test');
    await user.click(
      within(dialog).getByRole('button', {
        name: 'Sign in as multi@demo.test and discard your changes on this page and 1 waiting request',
      }),
    );
    await waitFor(() => expect(sessionStore.get()?.user.email).toBe('multi@demo.test'));
    // The same screen, afresh for Morgan (who may open it): nothing of the admin's typing.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New OpenRtb Bidder' }),
    ).toBeVisible();
    await waitFor(() => expect(field(label('Bidder Name'))).toHaveValue(''));
    expect(field('Placement IDs')).toHaveValue('');
    expect(router.state.location.pathname).toBe('/bidders/create/3');
    expect(queryClient.getQueryData(['left', 'behind'])).toBeUndefined();
    // The held save failed quietly: sent once (refused), never again, nothing created.
    expect(await capture.bodiesOf('/bidders')).toHaveLength(1);
    expect(getDb().bidders.some((bidder) => bidder.name === 'Not For Morgan')).toBe(false);
    expect(screen.queryByText('Bidder successfully created')).not.toBeInTheDocument();
    expect(errorToasts()).toHaveLength(0);
  });
});

describe('the Session expired dialog', () => {
  it('opens once for several refused calls and sends them all again', async () => {
    await signInAs('ssp');
    tokenExpiresOnServer();
    const capture = captureRequests();
    const { user } = renderRoute('/placements');
    await expiredDialog();
    // The list and the sidebar's pending reviews were both refused (or, asked once the session
    // had expired, held without being sent): one dialog.
    await waitFor(() => expect(heldRequests.get()).toBeGreaterThanOrEqual(2));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    await signInAgain(user);
    expect(await inMain().findByRole('table', { name: 'Placements' })).toBeVisible();
    const sent = capture.requests.map((request) => request.path);
    // Each sent once or twice: refused then sent again, or held unsent then sent once.
    const placements = sent.filter((path) => path === '/placements').length;
    expect(placements).toBeGreaterThanOrEqual(1);
    expect(placements).toBeLessThanOrEqual(2);
    // The sidebar's count may also poll meanwhile.
    expect(sent.filter((path) => path === '/reviews').length).toBeGreaterThanOrEqual(1);
    expect(errorToasts()).toHaveLength(0);
  });

  it('says a wrong password inside the dialog and stays open', async () => {
    await signInAs('admin');
    const { user } = renderRoute('/bidders/create/3');
    await fillOpenRtbBidder(user, 'Wrong Password DSP');
    tokenExpiresOnServer();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await expiredDialog();
    await user.type(within(dialog).getByLabelText(/^Password/), 'not-the-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Invalid email or password.',
    );
    expect(screen.getByRole('dialog', { name: 'Session expired' })).toBeVisible();
    expect(sessionStore.isExpired()).toBe(true);
    expectBidderFieldsAsTyped('Wrong Password DSP');
  });

  it('Sign out, naming the discarded changes and waiting save, goes to the sign-in screen, which comes back here', async () => {
    await signInAs('admin');
    const capture = captureRequests();
    const { user, router } = renderRoute('/bidders/create/3');
    await fillOpenRtbBidder(user, 'Given Up DSP');
    tokenExpiresOnServer();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await expiredDialog();
    await user.click(
      within(dialog).getByRole('button', {
        name: 'Sign out and discard your changes on this page and 1 waiting request',
      }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fbidders%2Fcreate%2F3');
    expect(sessionStore.get()).toBeNull();
    expect(await capture.bodiesOf('/bidders')).toHaveLength(1);
    expect(errorToasts()).toHaveLength(0);
  });
});

/** Dana's campaign draft with every step complete, as the wizard stores it. */
const seedCampaignDraft = () => seedDraft(LAUNCHABLE);
