// Buyer seats on /deals/create (DEAL-SEAT-PICK, DEAL-SEAT-ACCOUNTS): advertiser accounts by name
// and Seat ID, or Seat IDs typed in; an unknown Seat ID is kept with a warning naming it.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEAL_FORM_TEXT } from '@/features/deals/form-messages';
import { apiUrl } from '@/lib/http/api-client';
import { server } from '@/mocks/server';
import { findToast, renderRoute, signInAs } from '../../utils';
import { field, fill, pick, pickVenueType, prepareDealScreens } from './deal-form-helpers';
import { getDb } from '@/mocks/db';

prepareDealScreens();

async function openCreate() {
  const view = renderRoute('/deals/create');
  await screen.findByRole('form', { name: 'Deal' });
  return view;
}

describe('deal form: buyer seats', () => {
  beforeEach(async () => {
    await signInAs('ssp');
  });

  it('deal create: a typed Seat ID that is no advertiser is added with a warning naming it', async () => {
    const { user } = await openCreate();
    await pick(user, 'Buyer seats', 'blue', 'Bluebird Airlines (acc_bluebird)');
    await user.type(field('Add a Seat ID'), '  seat_other_exchange {Enter}');
    const chips = screen.getByRole('list', { name: 'Selected Buyer seats' });
    expect(within(chips).getByText('seat_other_exchange')).toBeInTheDocument();
    expect(within(chips).getByText('Bluebird Airlines (acc_bluebird)')).toBeInTheDocument();
    expect(field('Add a Seat ID')).toHaveValue('');
    expect(
      screen.getByText(
        'Seat ID seat_other_exchange is not a known advertiser; the deal will still be offered to it',
      ),
    ).toBeVisible();
    // A known advertiser typed as its Seat ID has no warning.
    await user.type(field('Add a Seat ID'), 'acc_orchard');
    await user.click(screen.getByRole('button', { name: 'Add Seat ID' }));
    expect(screen.queryByText(/Seat ID acc_orchard is not/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove seat_other_exchange' }));
    expect(screen.queryByText(/is not a known advertiser/)).not.toBeInTheDocument();
  });

  it('deal create: when the advertiser accounts cannot be loaded, a typed Seat ID still creates the deal and no seat is called unknown', async () => {
    server.use(
      http.get(apiUrl('/accounts'), () =>
        HttpResponse.json({ error: { message: 'Accounts are down' } }, { status: 500 }),
      ),
    );
    const { user } = await openCreate();
    expect(await screen.findByText(DEAL_FORM_TEXT.advertisersFailed)).toBeVisible();
    await fill(user, 'Deal name', 'Typed Seat Deal');
    await fill(user, 'Floor CPM ($)', '2');
    await user.type(field('Add a Seat ID'), 'acc_acme{Enter}');
    expect(screen.queryByText(/is not a known advertiser/)).not.toBeInTheDocument();
    await pickVenueType(user, 'Grocery');
    await user.click(screen.getByRole('button', { name: 'Create Deal' }));
    expect(await findToast('Deal created')).toBeInTheDocument();
    await waitFor(() => expect(getDb().deals.at(-1)?.seats).toEqual(['acc_acme']));
  });
});
