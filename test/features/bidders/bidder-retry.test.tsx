// A retry is the same request (MANY-SAVE-KEY): a bidder save whose reply is lost keeps
// the form and its Idempotency-Key, so Continue again creates one bidder; an edit or a saved
// create starts a new key. An update keeps its key across a retry too.
import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { findToast, renderRoute, signInAs } from '../../utils';
import { loseReplies } from '../../lost-replies';
import { prepareBidderScreens } from './helpers';

prepareBidderScreens();
beforeEach(() => signInAs('admin'));

type User = ReturnType<typeof renderRoute>['user'];

const field = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}\\*?$`), { selector: 'input, textarea, select' });

async function fill(user: User, name: string, value: string) {
  await user.clear(field(name));
  await user.type(field(name), value);
}

async function openNewAdomni() {
  const view = renderRoute('/bidders/create/0');
  await screen.findByRole('heading', { level: 1, name: 'New Adomni Bidder' });
  return view;
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const named = (name: string) => getDb().bidders.filter((bidder) => bidder.name === name);

/** Continue, its reply lost: the form stays as typed, Continue is enabled again. */
async function continueAndLoseTheReply(user: User) {
  await user.click(continueButton());
  await waitFor(() => expect(continueButton()).toBeEnabled());
  expect(screen.queryByText('Bidder successfully created')).not.toBeInTheDocument();
}

async function expectListed(router: ReturnType<typeof renderRoute>['router'], name: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/bidders'));
  const table = await screen.findByRole('table', { name: 'Bidders' });
  return within(table).findByRole('link', { name });
}

describe('retrying a bidder create', () => {
  it('after a lost reply (504), Continue again keeps what was typed, sends the same Idempotency-Key and creates one bidder', async () => {
    const lost = loseReplies('/bidders', 2);
    const { user, router } = await openNewAdomni();
    await fill(user, 'Bidder Name', 'Adomni Lost Reply');
    await fill(user, 'Owner Key', 'own_lost');
    await continueAndLoseTheReply(user);
    expect(router.state.location.pathname).toBe('/bidders/create/0');
    expect(field('Bidder Name')).toHaveValue('Adomni Lost Reply');
    expect(field('Owner Key')).toHaveValue('own_lost');
    expect(named('Adomni Lost Reply')).toHaveLength(1);

    await user.click(continueButton());
    expect(await findToast('Bidder successfully created')).toBeInTheDocument();
    await expectListed(router, 'Adomni Lost Reply');
    expect(lost.keys).toHaveLength(3);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(named('Adomni Lost Reply')).toHaveLength(1);
  });

  it('the bidder create key survives a reload of the screen after a lost reply', async () => {
    const lost = loseReplies('/bidders', 2);
    const first = await openNewAdomni();
    await fill(first.user, 'Bidder Name', 'Adomni Reloaded');
    await fill(first.user, 'Owner Key', 'own_reloaded');
    await continueAndLoseTheReply(first.user);
    first.unmount();

    const { user, router } = await openNewAdomni();
    await fill(user, 'Bidder Name', 'Adomni Reloaded');
    await fill(user, 'Owner Key', 'own_reloaded');
    await user.click(continueButton());
    await expectListed(router, 'Adomni Reloaded');
    expect(lost.keys).toHaveLength(3);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(named('Adomni Reloaded')).toHaveLength(1);
  });

  it('after a lost reply and an edit, Continue updates the bidder the first send made, never a second one (MANY-OUTCOME)', async () => {
    const lost = loseReplies('/bidders', 2);
    const { user, router } = await openNewAdomni();
    await fill(user, 'Bidder Name', 'Adomni Before Edit');
    await fill(user, 'Owner Key', 'own_edit');
    await continueAndLoseTheReply(user);
    await fill(user, 'Bidder Name', 'Adomni After Edit');
    await user.click(continueButton());
    // BID-UPDATED: the save was an update of the bidder made, and says so.
    expect(await findToast('Bidder successfully updated')).toBeInTheDocument();
    expect(screen.queryByText('Bidder successfully created')).not.toBeInTheDocument();
    await expectListed(router, 'Adomni After Edit');
    // One create; the edit went as an update of the bidder it made.
    expect(lost.keys).toHaveLength(2);
    expect(named('Adomni Before Edit')).toHaveLength(0);
    expect(named('Adomni After Edit')).toHaveLength(1);
  });

  it('after a bidder is created, the next create of the same values sends a new Idempotency-Key and creates another', async () => {
    const keys = loseReplies('/bidders', 0).keys;
    const first = await openNewAdomni();
    await fill(first.user, 'Bidder Name', 'Adomni Made Once');
    await fill(first.user, 'Owner Key', 'own_once');
    await first.user.click(continueButton());
    await expectListed(first.router, 'Adomni Made Once');
    first.unmount();

    const { user, router } = await openNewAdomni();
    await fill(user, 'Bidder Name', 'Adomni Made Once');
    await fill(user, 'Owner Key', 'own_once');
    await user.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/bidders'));
    // A new request, carried out again: never the first one's replayed answer.
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(named('Adomni Made Once')).toHaveLength(2);
  });
});

describe('retrying a bidder update', () => {
  it('after a lost reply to a bidder update, Continue again keeps the edit and sends the same Idempotency-Key', async () => {
    const lost = loseReplies('/bidders/bid_openrtb/update', 2);
    const { user, router } = renderRoute('/bidders/bid_openrtb/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit OpenRtb Bidder' });
    await fill(user, 'Bidder Name', 'Beacon Lost Update');
    await user.click(continueButton());
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(router.state.location.pathname).toBe('/bidders/bid_openrtb/edit');
    expect(field('Bidder Name')).toHaveValue('Beacon Lost Update');
    expect(named('Beacon Lost Update')).toHaveLength(1);

    await user.click(continueButton());
    expect(await findToast('Bidder successfully updated')).toBeInTheDocument();
    await expectListed(router, 'Beacon Lost Update');
    expect(lost.keys).toHaveLength(3);
    expect(lost.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(lost.keys[1]).toBe(lost.keys[0]);
  });

  it('after a lost reply to a bidder update found saved, a further edit saves without calling the user’s own change a colleague’s', async () => {
    loseReplies('/bidders/bid_openrtb/update', 2);
    const { user } = renderRoute('/bidders/bid_openrtb/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit OpenRtb Bidder' });
    await fill(user, 'Bidder Name', 'Beacon Lost Update');
    await user.click(continueButton());
    await waitFor(() => expect(continueButton()).toBeEnabled());
    expect(named('Beacon Lost Update')).toHaveLength(1);

    await fill(user, 'Bidder Name', 'Beacon Renamed Again');
    await user.click(continueButton());
    expect(await findToast('Bidder successfully updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Someone else changed/ })).not.toBeInTheDocument();
    expect(named('Beacon Renamed Again')).toHaveLength(1);
  });
});
