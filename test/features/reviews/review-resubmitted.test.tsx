// A decision is made on the file the reviewer saw (REV-DECIDE-FROM-STATE): when the buyer
// replaced it since (CRE-REPLACE-FILE: the review starts again, Pending, on the new file), a
// stale card's Approve or Reject decides nothing; the card shows the new file and says so.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import type { ChangeContext } from '@/mocks/history/writer';
import { resubmit } from '@/mocks/review-submissions';
import { captureRequests, findToast, inMain, renderRoute, signInAs } from '../../utils';
import { card, cardNames, expectCounts, fact, findQueue, tab } from './helpers';

const RESUBMITTED = /^Resubmitted with a new file at \d\d:\d\d: review it again$/;
const NEW_FILE = '/demo/creatives/new-square.png';

const reviewOf = (id: string) => getDb().reviews.find((review) => review.id === id)!;

/** The buyer (in another tab) replaces the creative's file after this queue was read. */
function buyerReplacesFile(id: string) {
  const review = reviewOf(id);
  const creative = getDb().creatives.find((found) => found.id === review.creative.id)!;
  Object.assign(creative, {
    url: NEW_FILE,
    mimeType: 'image/png',
    descriptor: { type: 'banner', width: 1080, height: 1080 },
  });
  const change: ChangeContext = {
    actor: { id: 'usr_dsp', name: 'Dana Buyer' },
    actorAccountId: 'acc_acme',
    onBehalfOf: null,
    via: 'form',
    transactionId: 'tx_replace',
  };
  resubmit(review, creative, getDb(), change);
}

/** A colleague (Avery Admin, in another tab) rejects the review after this queue was read. */
function colleagueRejects(id: string) {
  Object.assign(reviewOf(id), {
    status: 'Rejected',
    reason: 'Alcohol ad, screens near schools',
    decidedBy: 'Avery Admin',
    decidedAt: new Date().toISOString(),
  });
}

// Requirements checked here: REV-DECIDE-FROM-STATE, REV-BULK-RESULT.
describe('/reviews: a file replaced since the reviewer saw it', () => {
  it('Approve on the old file decides nothing: the card shows the new file and says so', async () => {
    await signInAs('ssp');
    const capture = captureRequests();
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    const seen = reviewOf('rev_1').submittedAt;
    expect(fact(card('Morning Brew – Landscape'), 'Size')).toBe('1920×1080');
    buyerReplacesFile('rev_1');

    const approve = () =>
      within(card('Morning Brew – Landscape')).getByRole('button', { name: 'Approve' });
    await user.click(approve());
    expect(await findToast(RESUBMITTED)).toBeVisible();
    expect(reviewOf('rev_1')).toMatchObject({ status: 'Pending' });
    expect(reviewOf('rev_1').decidedBy).toBeUndefined();
    expect(await capture.bodiesOf('/reviews/rev_1/approve')).toEqual([
      { expectedStatus: 'Pending', expectedSubmittedAt: seen },
    ]);
    // The card is the new submission: its file, and still Pending.
    await waitFor(() => expect(fact(card('Morning Brew – Landscape'), 'Size')).toBe('1080×1080'));
    expect(
      within(card('Morning Brew – Landscape')).getByRole('img', {
        name: 'Morning Brew – Landscape',
      }),
    ).toHaveAttribute('src', NEW_FILE);
    await expectCounts({ Pending: 4, Approved: 3, Rejected: 2 });

    // Seen now: Approve approves the new file.
    await user.click(approve());
    expect(await findToast('Creative approved')).toBeVisible();
    expect(reviewOf('rev_1')).toMatchObject({ status: 'Approved', decidedBy: 'Sam Publisher' });
  });

  it('a rejected card sent again moves to Pending, told as resubmitted, never already pending', async () => {
    await signInAs('ssp');
    const { user } = renderRoute('/reviews?status=rejected');
    await findQueue('Rejected');
    buyerReplacesFile('rev_9');
    await user.click(within(card('Spring Menu Square')).getByRole('button', { name: 'Approve' }));

    expect(await findToast(RESUBMITTED)).toBeVisible();
    expect(screen.queryByText(/Already pending/)).toBeNull();
    await expectCounts({ Pending: 5, Approved: 3, Rejected: 1 });
    expect(reviewOf('rev_9').status).toBe('Pending');
    await user.click(tab('Pending'));
    await findQueue('Pending');
    expect(cardNames('Pending')[0]).toBe('Spring Menu Square');
    expect(fact(card('Spring Menu Square'), 'Size')).toBe('1080×1080');
  });

  it('a bulk approval counts it resubmitted beside the ones a colleague decided', async () => {
    await signInAs('ssp');
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    colleagueRejects('rev_2');
    buyerReplacesFile('rev_1');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(inMain().getByRole('button', { name: 'Approve selected' }));

    expect(await findToast('2 approved, 1 resubmitted, 1 already rejected')).toBeVisible();
    await expectCounts({ Pending: 1, Approved: 5, Rejected: 3 });
    expect(cardNames('Pending')).toEqual(['Morning Brew – Landscape']);
    expect(reviewOf('rev_1').status).toBe('Pending');
    // Not selected any more: the new file is to be looked at first.
    expect(screen.getByText('0 selected')).toBeVisible();
  });

  it('Reject on the old file rejects nothing: the dialog steps aside, its reason kept', async () => {
    await signInAs('ssp');
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    const reject = () =>
      within(card('Morning Brew – Landscape')).getByRole('button', { name: 'Reject' });
    await user.click(reject());
    let dialog = await screen.findByRole('dialog', { name: 'Reject creative' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Too dark');
    buyerReplacesFile('rev_1');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await findToast(RESUBMITTED)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reviewOf('rev_1')).toMatchObject({ status: 'Pending' });
    expect(reviewOf('rev_1').reason).toBeUndefined();
    await waitFor(() => expect(fact(card('Morning Brew – Landscape'), 'Size')).toBe('1080×1080'));
    await user.click(reject());
    dialog = await screen.findByRole('dialog', { name: 'Reject creative' });
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Too dark');
  });
});
