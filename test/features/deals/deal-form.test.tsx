// The publisher's deal form at /deals/create (DEAL-FORM, DEAL-DEFAULTS, DEAL-DUPLICATE, DEAL-NAME,
// DEAL-FLOOR, DEAL-AUCTION, DEAL-DATES, DEAL-DAY-PARTS-FIELD), as ssp@demo.test against the
// demo server: errors once a field is left, the live screen count, typed Seat IDs, the create
// that lands on the new deal's page, a refused save that keeps what was typed, and Duplicate.
import { act, screen, waitFor, within } from '@testing-library/react';
import { DEAL_RULE_MESSAGES as M, DEAL_ID_PATTERN } from '@/rules/deal-rules';
import { DEAL_FORM_TEXT } from '@/features/deals/form-messages';
import { getDb } from '@/mocks/db';
import { apiUrl } from '@/lib/http/api-client';
import { server } from '@/mocks/server';
import { http, HttpResponse } from 'msw';
import { captureRequests, findToast, renderRoute, signInAs } from '../../utils';
import {
  expectScreenCount,
  field,
  fill,
  pick,
  pickVenueType,
  prepareDealScreens,
  type User,
} from './deal-form-helpers';

prepareDealScreens();

async function openCreate(path = '/deals/create') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'New Deal' });
  await screen.findByRole('form', { name: 'Deal' });
  return view;
}

/** A deal that passes every rule: Acme's seat, Grocery screens in New York. */
async function fillValidDeal(user: User, name = 'Spring Grocery Rush') {
  await fill(user, 'Deal name', name);
  await fill(user, 'Floor CPM ($)', '7.25');
  await pick(user, 'Buyer seats', 'acme', 'Acme Coffee Co. (acc_acme)');
  await pickVenueType(user, 'Grocery');
}

describe('deal form: create', () => {
  beforeEach(async () => {
    await signInAs('ssp');
  });

  it('deal create: a new deal starts as First price, priority 5, active, today plus 30 days, every hour', async () => {
    await openCreate();
    expect(screen.getByRole('radio', { name: 'First price' })).toBeChecked();
    expect(field('Priority')).toHaveValue('5');
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    const start = (field('Start date') as HTMLInputElement).value;
    const end = (field('End date') as HTMLInputElement).value;
    const days = (Date.parse(end) - Date.parse(start)) / 86_400_000;
    expect(days).toBe(30);
    expect(screen.getByText(DEAL_FORM_TEXT.flightNewHint)).toBeVisible();
    expect(screen.getByText(DEAL_FORM_TEXT.dayPartsEvery)).toBeVisible();
    expect(screen.getByText(/in each screen’s local time/i)).toBeVisible();
  });

  it('deal create: tabbing out of the empty name shows "Deal name is required" and no other error', async () => {
    const { user } = await openCreate();
    await user.click(field('Deal name'));
    expect(screen.queryByText(M.name)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(M.name)).toBeVisible();
    expect(field('Deal name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(M.seats)).not.toBeInTheDocument();
    expect(screen.queryByText(M.floorRequired)).not.toBeInTheDocument();
    await user.type(field('Deal name'), 'Lunch');
    await waitFor(() => expect(screen.queryByText(M.name)).not.toBeInTheDocument());
  });

  it('deal create: a negative floor shows "The floor CPM must be 0 or more" once left', async () => {
    const { user } = await openCreate();
    await user.type(field('Floor CPM ($)'), '-1');
    expect(screen.queryByText(M.floorMin)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(M.floorMin)).toBeVisible();
  });

  it('deal create: a floor that is no number shows "Floor CPM must be a number" once left (DEAL-FLOOR)', async () => {
    const { user } = await openCreate();
    await user.type(field('Floor CPM ($)'), '1e');
    await user.tab();
    expect(await screen.findByText('Floor CPM must be a number')).toBeVisible();
    expect(screen.queryByText('Floor CPM is required')).toBeNull();
  });

  it('deal create: an end date before the start date shows "The end date must be on or after the start date"', async () => {
    const { user } = await openCreate();
    await fill(user, 'Start date', '2026-06-10');
    await fill(user, 'End date', '2026-06-09');
    await user.tab();
    expect(await screen.findByText(M.endBeforeStart)).toBeVisible();
    await fill(user, 'Start date', '2026-06-01');
    await waitFor(() => expect(screen.queryByText(M.endBeforeStart)).not.toBeInTheDocument());
  });

  it('deal create: choosing Fixed price relabels the floor field as the fixed price', async () => {
    const { user } = await openCreate();
    expect(field('Floor CPM ($)')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Fixed price' }));
    expect(field('Fixed price CPM ($)')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Floor CPM/)).not.toBeInTheDocument();
  });

  it('deal create: Create Deal on an empty form shows every missing rule and sends nothing', async () => {
    const capture = captureRequests();
    const { user } = await openCreate();
    await user.click(screen.getByRole('button', { name: 'Create Deal' }));
    expect(await screen.findByText(M.name)).toBeVisible();
    expect(screen.getByText(M.floorRequired)).toBeVisible();
    expect(screen.getByText(M.seats)).toBeVisible();
    expect(screen.getByText(M.screens)).toBeVisible();
    expect(field('Deal name')).toHaveFocus();
    expect(await capture.bodiesOf('/deals')).toEqual([]);
  });

  it('deal create: a valid deal is created, toasted and opened at /deals/{id} with its generated Deal ID, and is in the demo database', async () => {
    const capture = captureRequests();
    const { user, router } = await openCreate();
    const before = getDb().deals.length;
    await fillValidDeal(user);
    await user.click(screen.getByRole('button', { name: 'Create Deal' }));
    expect(await findToast('Deal created')).toBeInTheDocument();
    const created = getDb().deals.at(-1);
    expect(getDb().deals).toHaveLength(before + 1);
    expect(created).toMatchObject({
      name: 'Spring Grocery Rush',
      accountId: 'acc_northwind',
      auctionType: 'FirstPrice',
      floorCpm: 7.25,
      priority: 5,
      seats: ['acc_acme'],
      venueTypes: [203],
      states: [],
      dayParts: [],
      isActive: true,
    });
    expect(created?.dealId).toMatch(DEAL_ID_PATTERN);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/deals/${created?.id}`));
    const [body] = (await capture.bodiesOf('/deals')) as Record<string, unknown>[];
    expect(body).not.toHaveProperty('placements');
    expect(body).not.toHaveProperty('dealId');
  });

  it('deal create: marked day-parts are sent as the hours of the week', async () => {
    const capture = captureRequests();
    const { user } = await openCreate();
    await fillValidDeal(user, 'Breakfast');
    // The grid's code loads when the user opens it.
    expect(screen.queryByRole('grid', { name: 'Day-parts' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose hours' }));
    await user.click(await screen.findByRole('rowheader', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: 'Mark open' }));
    expect(screen.queryByText(DEAL_FORM_TEXT.dayPartsEvery)).not.toBeInTheDocument();
    expect(screen.getByText('Day-parts: Mon all day')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create Deal' }));
    expect(await findToast('Deal created')).toBeInTheDocument();
    const [body] = (await capture.bodiesOf('/deals')) as { dayParts: unknown[] }[];
    expect(body?.dayParts).toEqual(Array.from({ length: 24 }, (_, hour) => ({ weekday: 0, hour })));
  });

  it('deal create: a refused save shows the server’s message and keeps everything typed', async () => {
    server.use(
      http.post(apiUrl('/deals'), () =>
        HttpResponse.json({ error: { message: 'Unknown placement pl_gone' } }, { status: 400 }),
      ),
    );
    const { user, router } = await openCreate();
    await fillValidDeal(user, 'Kept Deal');
    await user.click(screen.getByRole('button', { name: 'Create Deal' }));
    expect(await findToast('Unknown placement pl_gone')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/deals/create');
    expect(field('Deal name')).toHaveValue('Kept Deal');
    expect(field('Floor CPM ($)')).toHaveValue('7.25');
    expect(screen.getByRole('button', { name: 'Remove Acme Coffee Co. (acc_acme)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create Deal' })).toBeEnabled();
  });

  it('deal create: what was typed survives the screen being closed and opened again (the tab’s draft)', async () => {
    const first = await openCreate();
    await fill(first.user, 'Deal name', 'Draft Deal');
    await fill(first.user, 'Floor CPM ($)', '3');
    // The draft is written a moment after typing stops; then the tab reloads.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    first.unmount();
    await openCreate();
    expect(field('Deal name')).toHaveValue('Draft Deal');
    expect(field('Floor CPM ($)')).toHaveValue('3');
  });

  it('deal create: the Create Deal button is busy and disabled while the save runs', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(apiUrl('/deals'), async () => {
        await held;
        return HttpResponse.json({ error: { message: 'Try later' } }, { status: 400 });
      }),
    );
    const { user } = await openCreate();
    await fillValidDeal(user);
    await user.click(screen.getByRole('button', { name: 'Create Deal' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Deal' })).toBeDisabled());
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    release();
    expect(await findToast('Try later')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Deal' })).toBeEnabled());
  });
});

describe('deal form: Duplicate', () => {
  beforeEach(async () => {
    await signInAs('ssp');
  });

  it('deal duplicate: /deals/create?from= pre-fills a copy named "Copy of …" and creates a new deal with its own Deal ID', async () => {
    const capture = captureRequests();
    const { user, router } = await openCreate('/deals/create?from=deal_nw_malls');
    expect(await screen.findByDisplayValue('Copy of Northwind Mall Screens Fixed')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Fixed price' })).toBeChecked();
    expect(field('Fixed price CPM ($)')).toHaveValue('9');
    expect(field('Priority')).toHaveValue('1');
    expect(screen.getByRole('radio', { name: 'By placement' })).toBeChecked();
    await expectScreenCount(6);
    const chips = screen.getByRole('list', { name: 'Selected Buyer seats' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('MQ-4F8J2N6R0T')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Deal' }));
    expect(await findToast('Deal created')).toBeInTheDocument();
    const copy = getDb().deals.at(-1);
    expect(copy?.id).not.toBe('deal_nw_malls');
    expect(copy?.dealId).not.toBe('MQ-4F8J2N6R0T');
    expect(copy?.dealId).toMatch(DEAL_ID_PATTERN);
    expect(copy?.placements).toEqual(
      getDb().deals.find((d) => d.id === 'deal_nw_malls')?.placements,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/deals/${copy?.id}`));
    const [body] = (await capture.bodiesOf('/deals')) as Record<string, unknown>[];
    expect(body?.name).toBe('Copy of Northwind Mall Screens Fixed');
  });

  it('deal duplicate: a deal that cannot be found says so instead of a blank form', async () => {
    renderRoute('/deals/create?from=deal_nope');
    expect(await screen.findByText(DEAL_FORM_TEXT.notFound)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create Deal' })).not.toBeInTheDocument();
  });
});
