// The bidder forms on the editor kit (src/components/form/use-editor.ts): the amount check's
// code failing to load keeps the typed bidder (ROUTE-PART-FAILS), the forms keep a draft per
// user and record (FORM-DRAFTS), and an older-format draft is offered, never dropped
// (MANY-DRAFT-FORMAT).
import { screen, waitFor, within } from '@testing-library/react';
import { AMOUNT_CHECK_TEXT } from '@/components/form/amount-check';
import { PART_LOAD_FAILED } from '@/components/ui/lazy-part';
import { draftNotice, failPart, storeOlderDraft, storedDraft } from '../../parts';
import { findToast, renderRoute, signInAs } from '../../utils';
import { bidderField, captureRequests, fillBidderField, prepareBidderScreens } from './helpers';

prepareBidderScreens();

const field = bidderField;
const fill = fillBidderField;

describe('bidder forms on the editor kit', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it('bidder create: the amount check fails to load; what was typed stays, Retry asks, and Save anyway creates the bidder once', async () => {
    const network = failPart('amount check');
    const capture = captureRequests();
    const { user } = renderRoute('/bidders/create/0');
    await screen.findByRole('heading', { level: 1, name: 'New Adomni Bidder' });
    await fill(user, 'Bidder Name', 'Adomni Big');
    await fill(user, 'Owner Key', 'own_big');
    await fill(user, 'Daily Budget ($)', '20000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(PART_LOAD_FAILED)).toBeVisible();
    expect(field('Bidder Name')).toHaveValue('Adomni Big');
    expect(field('Daily Budget ($)')).toHaveValue(20000000);
    expect(await capture.bodiesOf('/bidders')).toEqual([]);

    network.restore();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const dialog = await screen.findByRole('dialog', { name: AMOUNT_CHECK_TEXT.title });
    await user.click(within(dialog).getByRole('button', { name: AMOUNT_CHECK_TEXT.confirm }));
    expect(await findToast('Bidder successfully created')).toBeInTheDocument();
    const bodies = (await capture.bodiesOf('/bidders')) as { name: string }[];
    expect(bodies.map((body) => body.name)).toEqual(['Adomni Big']);
  });

  it('bidder create: what was typed survives the screen being closed and opened again, but the key (typed again), and is dropped once saved', async () => {
    const first = renderRoute('/bidders/create/0');
    await screen.findByRole('heading', { level: 1, name: 'New Adomni Bidder' });
    await fill(first.user, 'Bidder Name', 'Adomni Drafted');
    await fill(first.user, 'Owner Key', 'own_drafted');
    first.unmount();
    // BID-SECRET-WRITE-ONLY: the draft in storage never holds the key.
    expect(storedDraft('bidder.new.Adomni')?.values).toMatchObject({ name: 'Adomni Drafted' });
    expect(JSON.stringify(storedDraft('bidder.new.Adomni'))).not.toContain('own_drafted');

    const { user } = renderRoute('/bidders/create/0');
    await screen.findByRole('heading', { level: 1, name: 'New Adomni Bidder' });
    expect(field('Bidder Name')).toHaveValue('Adomni Drafted');
    expect(field('Owner Key')).toHaveValue('');
    await fill(user, 'Owner Key', 'own_drafted');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findToast('Bidder successfully created')).toBeInTheDocument();
    await waitFor(() => expect(storedDraft('bidder.new.Adomni')).toBeNull());
  });

  it('bidder edit: what was typed survives the screen being closed and opened again, kept as that bidder’s draft', async () => {
    const first = renderRoute('/bidders/bid_openrtb/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit OpenRtb Bidder' });
    await fill(first.user, 'Timeout (ms)', '456');
    first.unmount();
    expect(storedDraft('bidder.bid_openrtb')?.values).toMatchObject({ timeoutMs: '456' });

    renderRoute('/bidders/bid_openrtb/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit OpenRtb Bidder' });
    expect(field('Timeout (ms)')).toHaveValue(456);
  });

  it('bidder edit: a draft of an older format is offered with what it held, not dropped; Discard them drops it', async () => {
    storeOlderDraft('bidder.bid_openrtb', { name: 'Renamed Last Year', budget: 5 });
    const { user } = renderRoute('/bidders/bid_openrtb/edit');
    await screen.findByText(
      'You have unsaved changes to this bidder from an earlier version of the console.',
    );
    const status = draftNotice(
      'You have unsaved changes to this bidder from an earlier version of the console.',
    );
    expect(within(status).getByText('Bidder Name: Renamed Last Year')).toBeVisible();
    expect(field('Bidder Name')).not.toHaveValue('Renamed Last Year');
    await user.click(within(status).getByRole('button', { name: 'Discard them' }));
    expect(screen.queryByText(/from an earlier version of the console/)).not.toBeInTheDocument();
    expect(storedDraft('bidder.bid_openrtb')).toBeNull();
  });
});
