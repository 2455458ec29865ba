// Nothing typed into the deal form is lost: leaving asks first (and Leave discards the draft),
// and a session that expires during the save keeps the form on screen until the same user signs
// in again, when the held save goes through once (DEAL-NOTHING-LOST; FORM-LEAVE-GUARD,
// AUTH-SESSION-EXPIRED, MANY-SAVE-KEY, MANY-DRAFT-VERSION).
import { act, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@/lib/cache/query-client';
import { sessionStore } from '@/lib/session/session';
import { getDb } from '@/mocks/db';
import { loseReplies } from '../../lost-replies';
import { captureRequests, findToast, renderRoute, signInAs } from '../../utils';
import { field, fill, pick, pickVenueType, prepareDealScreens } from './deal-form-helpers';

prepareDealScreens();

/** The tab's stored drafts of a new deal. */
const draftKeys = () => Object.keys(sessionStorage).filter((key) => key.endsWith('/deal.new'));

async function openCreate() {
  const view = renderRoute('/deals/create');
  await screen.findByRole('form', { name: 'Deal' });
  return view;
}

describe('deal form: nothing typed is lost', () => {
  beforeEach(async () => {
    await signInAs('ssp');
  });

  it('deal create: Cancel with unsaved typing asks "Leave without saving?"; Stay keeps every value and Leave discards the draft', async () => {
    const { user, router } = await openCreate();
    await fill(user, 'Deal name', 'Half Typed');
    await waitFor(() => expect(draftKeys()).toHaveLength(1));
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(
      within(dialog).getByText(
        'This deal has not been created. If you leave, the draft is discarded.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/deals/create');
    expect(field('Deal name')).toHaveValue('Half Typed');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals'));
    expect(draftKeys()).toEqual([]);
  });

  it('deal create: a session that expires during the save keeps the form; signing in again creates the deal once', async () => {
    const capture = captureRequests();
    const { user, router } = await openCreate();
    await fill(user, 'Deal name', 'Expiry Proof Deal');
    await fill(user, 'Floor CPM ($)', '2');
    await pick(user, 'Buyer seats', 'acme', 'Acme Coffee Co. (acc_acme)');
    await pickVenueType(user, 'Grocery');
    const before = getDb().deals.length;
    // The server forgets this session: the save answers 401.
    const token = sessionStore.get()?.token ?? '';
    delete getDb().sessions[token];
    await user.click(screen.getByRole('button', { name: 'Create Deal' }));

    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    expect(router.state.location.pathname).toBe('/deals/create');
    expect(field('Deal name')).toHaveValue('Expiry Proof Deal');
    expect(getDb().deals).toHaveLength(before);

    await user.type(within(dialog).getByLabelText(/^Password/), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await findToast('Deal created')).toBeInTheDocument();
    expect(getDb().deals).toHaveLength(before + 1);
    expect(getDb().deals.at(-1)?.name).toBe('Expiry Proof Deal');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/deals/${getDb().deals.at(-1)?.id}`),
    );
    const posts = await capture.bodiesOf('/deals');
    expect(posts.every((body) => (body as { name: string }).name === 'Expiry Proof Deal')).toBe(
      true,
    );
  });

  it('deal create: after a lost reply (504), Create Deal again is found saved, sends the same Idempotency-Key and creates one deal', async () => {
    const lost = loseReplies('/deals', 2);
    const { user, router } = await openCreate();
    await fill(user, 'Deal name', 'Lost Reply Deal');
    await fill(user, 'Floor CPM ($)', '1');
    await pick(user, 'Buyer seats', 'acme', 'Acme Coffee Co. (acc_acme)');
    await pickVenueType(user, 'Grocery');
    const create = () => screen.getByRole('button', { name: 'Create Deal' });
    await user.click(create());
    await waitFor(() => expect(lost.keys).toHaveLength(2));
    await waitFor(() => expect(create()).toBeEnabled());
    expect(router.state.location.pathname).toBe('/deals/create');
    expect(field('Deal name')).toHaveValue('Lost Reply Deal');

    await user.click(create());
    expect(await findToast('Deal created')).toBeInTheDocument();
    // Found saved (MANY-OUTCOME), the same values go again with the same key: answered, not redone.
    expect(lost.keys).toHaveLength(3);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    const named = getDb().deals.filter((deal) => deal.name === 'Lost Reply Deal');
    expect(named).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/deals/${named[0]?.id}`));
  });

  it('deal edit: a kept draft of an older version of the deal is offered for review, never applied silently', async () => {
    const first = renderRoute('/deals/deal_nw_malls/edit');
    await screen.findByRole('form', { name: 'Deal' });
    await fill(first.user, 'Deal name', 'Malls Renamed Here');
    // The draft is written a moment after typing stops; then the tab closes.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    first.unmount();
    // A reload: nothing cached; a colleague has saved the deal meanwhile.
    queryClient.clear();
    const deal = getDb().deals.find((candidate) => candidate.id === 'deal_nw_malls');
    if (deal) deal.floorCpm = 11;

    renderRoute('/deals/deal_nw_malls/edit');
    await screen.findByRole('form', { name: 'Deal' });
    expect(
      screen.getByText('You have unsaved changes from an older version of this deal.'),
    ).toBeVisible();
    expect(field('Deal name')).toHaveValue('Northwind Mall Screens Fixed');
    expect(field('Fixed price CPM ($)')).toHaveValue('11');
  });
});
