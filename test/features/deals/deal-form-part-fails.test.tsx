// ROUTE-PART-FAILS on the deal form (the editor kit, src/components/form/editor.tsx): the
// conflict view's code fails to load when a colleague saved the same floor (edit), the amount
// check's when a floor over $1,000 is typed (create); the form stays with what was typed, the
// part shows its error with Retry, and Retry asks the question.
import { screen, waitFor, within } from '@testing-library/react';
import { AMOUNT_CHECK_TEXT } from '@/components/form/amount-check';
import { CONFLICT_TEXT } from '@/components/form/conflict-dialog';
import { PART_LOAD_FAILED } from '@/components/ui/lazy-part';
import { getDb } from '@/mocks/db';
import { failPart } from '../../parts';
import { captureRequests, findToast, renderRoute, signInAs } from '../../utils';
import { field, fill, pick, pickVenueType, prepareDealScreens } from './deal-form-helpers';

prepareDealScreens();

const MORNING = 'deal_nw_morning';

describe('deal form: a guarding dialog fails to load', () => {
  beforeEach(async () => {
    await signInAs('ssp');
  });

  it('deal edit: keeps the typed floor when the conflict view cannot be loaded, and Retry opens it', async () => {
    const network = failPart('conflict view');
    const capture = captureRequests();
    const { user } = renderRoute(`/deals/${MORNING}/edit`);
    await screen.findByRole('form', { name: 'Deal' });
    const deal = getDb().deals.find((candidate) => candidate.id === MORNING);
    if (!deal) throw new Error(`${MORNING} is not in the demo seed`);
    deal.floorCpm = 8;
    await fill(user, 'Floor CPM ($)', '7');
    await user.click(screen.getByRole('button', { name: 'Save Deal' }));

    expect(await screen.findByText(PART_LOAD_FAILED)).toBeVisible();
    expect(field('Floor CPM ($)')).toHaveValue('7');
    expect(await capture.bodiesOf(`/deals/${MORNING}/update`)).toEqual([]);

    network.restore();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: CONFLICT_TEXT.title('deal') });
    await user.click(within(dialog).getByRole('radio', { name: CONFLICT_TEXT.keepMine }));
    await user.click(within(dialog).getByRole('button', { name: CONFLICT_TEXT.save }));
    expect(await findToast('Deal saved')).toBeInTheDocument();
    const [body] = (await capture.bodiesOf(`/deals/${MORNING}/update`)) as { floorCpm: number }[];
    expect(body?.floorCpm).toBe(7);
  });

  it('deal create: keeps what was typed when the amount check cannot be loaded, and Retry asks it', async () => {
    const network = failPart('amount check');
    const capture = captureRequests();
    const { user } = renderRoute('/deals/create');
    await screen.findByRole('form', { name: 'Deal' });
    await fill(user, 'Deal name', 'Big Floor Deal');
    await fill(user, 'Floor CPM ($)', '1500');
    await pick(user, 'Buyer seats', 'acme', 'Acme Coffee Co. (acc_acme)');
    await pickVenueType(user, 'Grocery');
    await user.click(screen.getByRole('button', { name: 'Create Deal' }));

    expect(await screen.findByText(PART_LOAD_FAILED)).toBeVisible();
    expect(field('Deal name')).toHaveValue('Big Floor Deal');
    expect(field('Floor CPM ($)')).toHaveValue('1500');
    expect(await capture.bodiesOf('/deals')).toEqual([]);

    network.restore();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: AMOUNT_CHECK_TEXT.title });
    await user.click(within(dialog).getByRole('button', { name: AMOUNT_CHECK_TEXT.confirm }));
    expect(await findToast('Deal created')).toBeInTheDocument();
    const bodies = (await capture.bodiesOf('/deals')) as { floorCpm: number }[];
    expect(bodies.map((body) => body.floorCpm)).toEqual([1500]);
  });

  it('deal create: keeps what was typed when the hours grid cannot be loaded, and Retry shows it with the focus in it', async () => {
    const network = failPart('hours grid');
    const { user } = renderRoute('/deals/create');
    await screen.findByRole('form', { name: 'Deal' });
    await fill(user, 'Deal name', 'Breakfast Hours');
    await user.click(screen.getByRole('button', { name: 'Choose hours' }));

    expect(await screen.findByText(PART_LOAD_FAILED)).toBeVisible();
    expect(field('Deal name')).toHaveValue('Breakfast Hours');

    network.restore();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('grid', { name: 'Day-parts' });
    // Choose hours gave way to the grid: the focus is on its tabbable cell, not on the page.
    await waitFor(() =>
      expect(screen.getByRole('gridcell', { name: /^Monday 00:00/ })).toHaveFocus(),
    );
    expect(field('Deal name')).toHaveValue('Breakfast Hours');
  });
});
