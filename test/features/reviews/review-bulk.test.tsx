import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { act } from 'react';
import { handlers } from '@/mocks/handlers';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { queryClient } from '@/lib/cache/query-client';
import { EMPTY_TAB } from '@/features/reviews/messages';
import { server } from '@/mocks/server';
import { REVIEW_QUEUE_REFRESH_MS } from '@/api/reviews';
import {
  captureRequests,
  deferred,
  fastPolling,
  findToast,
  inMain,
  renderRoute,
  signInAs,
} from '../../utils';
import { card, cardNames, expectCounts, findQueue, SEEDED, tab } from './helpers';
import { loseReplies } from '../../lost-replies';

const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });
const selectAll = () => screen.getByRole('checkbox', { name: 'Select all' });
const button = (name: string) => inMain().getByRole('button', { name });
const statusOf = (id: string) => getDb().reviews.find((review) => review.id === id)?.status;

/** A colleague (Avery Admin, in another tab) rejects the review after this queue was read. */
function colleagueRejects(id: string) {
  const review = getDb().reviews.find((found) => found.id === id)!;
  Object.assign(review, {
    status: 'Rejected',
    reason: 'Alcohol ad, screens near schools',
    decidedBy: 'Avery Admin',
    decidedAt: new Date().toISOString(),
  });
}

// Requirements checked here: REV-DECIDE, REV-BULK, REV-BULK-RESULT, REV-DECIDE-FROM-STATE.
describe('/reviews: bulk decisions', () => {
  it('approves the selected creatives at once, with progress, then reports it', async () => {
    await signInAs('ssp');
    const held = deferred<void>();
    server.use(http.post('*/v1/reviews/:id/approve', async () => void (await held.promise)));
    const capture = captureRequests();
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    expect(screen.getByText('0 selected')).toBeVisible();
    expect(button('Approve selected')).toBeDisabled();
    expect(button('Reject selected')).toBeDisabled();

    await user.click(checkbox('Morning Brew – Landscape'));
    await user.click(checkbox('Fly South – Landscape'));
    expect(screen.getByText('2 selected')).toBeVisible();
    expect(selectAll()).toBePartiallyChecked();
    await user.click(button('Approve selected'));

    const progress = await screen.findByRole('progressbar');
    expect(progress).toHaveAccessibleName('Approving 0 of 2 creatives…');
    expect(button('Approve selected')).toBeDisabled();
    // Every card's decisions wait for the run.
    for (const name of SEEDED.Pending) {
      expect(within(card(name)).getByRole('button', { name: 'Approve' })).toBeDisabled();
    }
    held.resolve();
    expect(await findToast('2 creatives approved')).toBeVisible();
    await expectCounts({ Pending: 2, Approved: 5, Rejected: 2 });
    expect(cardNames('Pending')).toEqual(['Morning Brew 15s Spot', 'Latte Art 15s Portrait']);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('0 selected')).toBeVisible();
    await capture.settled();
    const approvals = capture.requests.filter((r) => r.path.endsWith('/approve'));
    expect(approvals.map((r) => r.path).sort()).toEqual([
      '/reviews/rev_1/approve',
      '/reviews/rev_3/approve',
    ]);
  });

  it('a creative a colleague rejected meanwhile stays rejected: 3 approved, 1 already rejected (REV-DECIDE-FROM-STATE)', async () => {
    await signInAs('ssp');
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    colleagueRejects('rev_2');
    await user.click(selectAll());
    await user.click(button('Approve selected'));

    expect(await findToast('3 approved, 1 already rejected')).toBeVisible();
    await expectCounts({ Pending: 0, Approved: 6, Rejected: 3 });
    const review = getDb().reviews.find((found) => found.id === 'rev_2');
    expect(review).toMatchObject({
      status: 'Rejected',
      reason: 'Alcohol ad, screens near schools',
      decidedBy: 'Avery Admin',
    });
  });

  it('one card approved after a colleague rejected it says who and when, and moves to Rejected', async () => {
    await signInAs('ssp');
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    colleagueRejects('rev_2');
    const name = getDb().reviews.find((found) => found.id === 'rev_2')!.creative.name;
    await user.click(within(card(name)).getByRole('button', { name: 'Approve' }));

    expect(await findToast(/^Already rejected by Avery Admin at \d\d:\d\d$/)).toBeVisible();
    await expectCounts({ Pending: 3, Approved: 3, Rejected: 3 });
    expect(statusOf('rev_2')).toBe('Rejected');
  });

  it('a single rejection a colleague beat keeps the dialog and its reason, and says who decided', async () => {
    await signInAs('ssp');
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    colleagueRejects('rev_2');
    const name = getDb().reviews.find((found) => found.id === 'rev_2')!.creative.name;
    await user.click(within(card(name)).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject creative' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Too bright');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(
      await within(dialog).findByText(/^Already rejected by Avery Admin at \d\d:\d\d$/),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Too bright');
    // Rejected again, knowingly: from the state the dialog now names.
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(getDb().reviews.find((found) => found.id === 'rev_2')?.reason).toBe('Too bright'),
    );
  });

  it('an open queue is read again every 30 s: a colleague’s decision shows without a reload', async () => {
    await signInAs('ssp');
    // Fake timers from the start: the queue's interval is set when it is first read.
    const { nextPoll } = fastPolling(REVIEW_QUEUE_REFRESH_MS);
    renderRoute('/reviews');
    await findQueue('Pending');
    colleagueRejects('rev_2');
    await nextPoll();
    await expectCounts({ Pending: 3, Approved: 3, Rejected: 3 });
  });

  it('a bulk rejection whose creatives a colleague decided while it was typed keeps its dialog and says so', async () => {
    await signInAs('ssp');
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    await user.click(selectAll());
    await user.click(button('Reject selected'));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 4 creatives' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Off-brand');
    for (const id of ['rev_1', 'rev_2', 'rev_3', 'rev_4']) colleagueRejects(id);
    // The queue read again (its 30 s refresh): the tab is empty now.
    act(() => void queryClient.invalidateQueries());
    // Behind the dialog (inert while it is open), the tab says it is empty.
    expect(await screen.findByText(EMPTY_TAB.Pending.title)).toBeInTheDocument();
    // The tab is empty, but what was typed and the question stay.
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveValue('Off-brand');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await findToast('0 rejected, 4 already rejected')).toBeVisible();
  });

  it('reports a partial failure as it is, keeping the failed one selected to retry', async () => {
    await signInAs('ssp');
    server.use(
      http.post(
        '*/v1/reviews/rev_2/approve',
        () => HttpResponse.json({ error: { message: 'Creative locked' } }, { status: 409 }),
        { once: true },
      ),
    );
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    await user.click(selectAll());
    expect(screen.getByText('4 selected')).toBeVisible();
    expect(selectAll()).toBeChecked();
    await user.click(button('Approve selected'));

    expect(await findToast('3 of 4 creatives approved; 1 failed: Creative locked')).toBeVisible();
    await waitFor(() => expect(cardNames('Pending')).toEqual(['Morning Brew 15s Spot']));
    expect(checkbox('Morning Brew 15s Spot')).toBeChecked();
    expect(screen.getByText('1 selected')).toBeVisible();
    expect(statusOf('rev_2')).toBe('Pending');

    await user.click(button('Approve selected'));
    expect(await findToast('1 creative approved')).toBeVisible();
    expect(await inMain().findByText('No creatives waiting for review')).toBeVisible();
    expect(statusOf('rev_2')).toBe('Approved');
  });

  it('rejects the selected creatives with one reason, required', async () => {
    await signInAs('ssp');
    const capture = captureRequests();
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    await user.click(selectAll());
    await user.click(button('Reject selected'));

    const dialog = await screen.findByRole('dialog', { name: 'Reject 4 creatives' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('A reason is required to reject a creative'),
    ).toBeVisible();
    await user.type(reason, 'Not for our screens.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await findToast('4 creatives rejected')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await inMain().findByText('No creatives waiting for review')).toBeVisible();
    await expectCounts({ Pending: 0, Approved: 3, Rejected: 6 });
    await capture.settled();
    const rejections = capture.requests.filter((r) => r.path.endsWith('/reject'));
    expect(rejections).toHaveLength(4);
    // Each made from the review as shown: its status and its submission (the file seen).
    for (const { path, body } of rejections) {
      const seen = getDb().reviews.find((review) => path === `/reviews/${review.id}/reject`);
      expect(body).toEqual({
        reason: 'Not for our screens.',
        expectedStatus: 'Pending',
        expectedSubmittedAt: seen?.submittedAt,
      });
    }

    await user.click(tab('Rejected'));
    await findQueue('Rejected');
    expect(within(card('Latte Art 15s Portrait')).getByText('Not for our screens.')).toBeVisible();
  });

  it('keeps the reject dialog and its reason when some rejections fail', async () => {
    await signInAs('ssp');
    server.use(
      http.post(
        '*/v1/reviews/rev_4/reject',
        () => HttpResponse.json({ error: { message: 'Server busy' } }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    await user.click(checkbox('Fly South – Landscape'));
    await user.click(checkbox('Latte Art 15s Portrait'));
    await user.click(button('Reject selected'));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 creatives' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.type(reason, 'Too dark.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    const message = '1 of 2 creatives rejected; 1 failed: Server busy';
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog', { name: 'Reject 1 creative' })).toBe(dialog);
    expect(reason).toHaveValue('Too dark.');
    expect(statusOf('rev_3')).toBe('Rejected');

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await findToast('1 creative rejected')).toBeVisible();
    expect(statusOf('rev_4')).toBe('Rejected');
  });

  it('offers only the decision a decided tab allows', async () => {
    await signInAs('ssp');
    const { user } = renderRoute('/reviews?status=rejected');
    await findQueue('Rejected');
    expect(inMain().queryByRole('button', { name: 'Reject selected' })).not.toBeInTheDocument();
    await user.click(selectAll());
    await user.click(button('Approve selected'));
    expect(await findToast('2 creatives approved')).toBeVisible();
    expect(await inMain().findByText('No rejected creatives')).toBeVisible();
  });

  // MANY-OUTCOME: a decision whose reply is lost twice, or whose second send meets a server
  // error, is found out from the server by its key: saved, it counts as decided, not failed.
  it('counts decisions whose replies were lost twice as done once the server says they were', async () => {
    await signInAs('ssp');
    const first = loseReplies('/reviews/rev_1/approve', 2);
    // rev_3: saved but its reply lost, then the second send meets a server error.
    let sends = 0;
    server.use(
      http.post('*/v1/reviews/rev_3/approve', async ({ request }) => {
        sends += 1;
        if (sends === 1) {
          await getResponse(handlers, request);
          return new HttpResponse(null, { status: 504 });
        }
        return HttpResponse.json({ message: 'Internal error' }, { status: 500 });
      }),
    );
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    await user.click(checkbox('Morning Brew – Landscape'));
    await user.click(checkbox('Fly South – Landscape'));
    await user.click(button('Approve selected'));
    expect(await findToast('2 creatives approved')).toBeVisible();
    expect(first.keys).toHaveLength(2);
    expect(first.keys[1]).toBe(first.keys[0]);
    expect(statusOf('rev_1')).toBe('Approved');
    expect(statusOf('rev_3')).toBe('Approved');
  });
});
