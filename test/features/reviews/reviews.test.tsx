import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/text/format';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/server';
import {
  captureRequests,
  deferred,
  expectErrorToastOnce,
  findToast,
  inMain,
  renderRoute,
  signInAs,
} from '../../utils';
import { card, cardNames, expectCounts, fact, findQueue, SEEDED, tab } from './helpers';

const submitted = (id: string) =>
  formatDate(getDb().reviews.find((review) => review.id === id)!.submittedAt);

// Requirements checked here: REV-TABS, REV-TAB-URL, REV-CARD, REV-EMPTY, REV-LOAD-ERROR,
// REV-DECIDE, REV-REJECT-REASON, REV-AUTO-MARK.
describe('/reviews: the queue', () => {
  it('shows the Pending tab with every tab’s count and a card per creative', async () => {
    await signInAs('ssp');
    renderRoute('/reviews');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Creative Reviews' }),
    ).toBeVisible();
    expect(document.title).toBe('Marquee | Creative Reviews');
    await findQueue('Pending');
    await expectCounts({ Pending: 4, Approved: 3, Rejected: 2 });
    expect(tab('Pending')).toHaveAttribute('aria-selected', 'true');
    expect(cardNames('Pending')).toEqual(SEEDED.Pending);

    const banner = card('Morning Brew – Landscape');
    expect(fact(banner, 'Advertiser')).toBe('Acme Coffee Co.');
    expect(fact(banner, 'Campaign')).toBe('Morning Rush Commuters');
    expect(fact(banner, 'Size')).toBe('1920×1080');
    expect(fact(banner, 'Duration')).toBeNull();
    expect(fact(banner, 'Submitted')).toBe(submitted('rev_1'));
    expect(within(banner).getByRole('img', { name: 'Morning Brew – Landscape' })).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(within(banner).getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(
      within(banner).getByRole('button', { name: 'Always approve this advertiser' }),
    ).toBeEnabled();
    expect(within(banner).queryByText('Auto-approved')).not.toBeInTheDocument();

    const video = card('Morning Brew 15s Spot');
    expect(fact(video, 'Duration')).toBe('15 s');
    const player = within(video).getByLabelText('Morning Brew 15s Spot', { selector: 'video' });
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAccessibleName('Morning Brew 15s Spot');
  });

  it('switches tabs by click and keyboard, with the tab in the URL', async () => {
    await signInAs('ssp');
    const { user, router } = renderRoute('/reviews');
    await findQueue('Pending');
    await user.click(tab('Approved'));
    expect(await findQueue('Approved')).toBeVisible();
    expect(cardNames('Approved')).toEqual(SEEDED.Approved);
    expect(router.state.location.search).toBe('?status=approved');
    // Approved cards may still be rejected, not approved again.
    const approved = card('Fly South – Portrait');
    expect(within(approved).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(approved).getByRole('button', { name: 'Reject' })).toBeEnabled();

    await user.keyboard('{ArrowRight}');
    expect(tab('Rejected')).toHaveFocus();
    expect(await findQueue('Rejected')).toBeVisible();
    expect(router.state.location.search).toBe('?status=rejected');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(await findQueue('Pending')).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('opens the tab the URL names, rejected cards with their reason', async () => {
    await signInAs('ssp');
    renderRoute('/reviews?status=Rejected');
    await findQueue('Rejected');
    expect(tab('Rejected')).toHaveAttribute('aria-selected', 'true');
    expect(cardNames('Rejected')).toEqual(SEEDED.Rejected);
    const leaderboard = card('Cold Brew Leaderboard');
    expect(
      within(leaderboard).getByText('A 728x90 leaderboard does not fit any screen in our network.'),
    ).toBeVisible();
    expect(fact(leaderboard, 'Size')).toBe('728×90');
    expect(within(leaderboard).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(within(leaderboard).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('shows an empty state for a tab with no reviews', async () => {
    await signInAs('ssp');
    getDb().reviews = getDb().reviews.filter((review) => review.status !== 'Rejected');
    const { user } = renderRoute('/reviews');
    await expectCounts({ Pending: 4, Approved: 3, Rejected: 0 });
    await user.click(tab('Rejected'));
    expect(await inMain().findByText('No rejected creatives')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Rejected creatives' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).not.toBeInTheDocument();
  });

  it('shows a load failure inline with Retry, toasted once', async () => {
    await signInAs('ssp');
    server.use(
      http.get('*/v1/reviews', () =>
        HttpResponse.json({ error: { message: 'Reviews are down' } }, { status: 500 }),
      ),
    );
    const { user } = renderRoute('/reviews');
    const panel = await screen.findByRole('tabpanel');
    const alert = await within(panel).findByRole('alert', {}, { timeout: 6000 });
    expect(within(alert).getByText('Failed to load creative reviews.')).toBeVisible();
    expect(within(alert).getByText('Reviews are down')).toBeVisible();
    await expectErrorToastOnce('Reviews are down');
    expect(tab('Pending')).toHaveAccessibleName('Pending');

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await findQueue('Pending')).toBeVisible();
  });
});

describe('/reviews: decisions', () => {
  it('approves one creative: busy while it runs, then it moves to Approved', async () => {
    await signInAs('ssp');
    const held = deferred<void>();
    server.use(http.post('*/v1/reviews/:id/approve', async () => void (await held.promise)));
    const capture = captureRequests();
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    const target = card('Morning Brew – Landscape');
    const approve = within(target).getByRole('button', { name: 'Approve' });
    await user.click(approve);
    await waitFor(() => expect(approve).toBeDisabled());
    expect(within(target).getByRole('button', { name: 'Reject' })).toBeDisabled();

    held.resolve();
    expect(await findToast('Creative approved')).toBeVisible();
    await expectCounts({ Pending: 3, Approved: 4, Rejected: 2 });
    expect(cardNames('Pending')).not.toContain('Morning Brew – Landscape');
    expect(await capture.bodiesOf('/reviews/rev_1/approve')).toHaveLength(1);
    expect(getDb().reviews.find((review) => review.id === 'rev_1')?.status).toBe('Approved');
  });

  it('moves the focus to the card that takes a decided one’s place, never to the page', async () => {
    await signInAs('ssp');
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    const button = (name: string, label: string) =>
      within(card(name)).getByRole('button', { name: label });

    await user.click(button('Morning Brew – Landscape', 'Approve'));
    await waitFor(() => expect(button('Fly South – Landscape', 'Approve')).toHaveFocus());

    await user.keyboard('{Tab}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Reject creative' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Off season.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button('Latte Art 15s Portrait', 'Approve')).toHaveFocus());

    // The last card decided: the one before it; none left: the tab's heading.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button('Morning Brew 15s Spot', 'Approve')).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Pending creatives' })).toHaveFocus(),
    );
  });

  it('rejects with a required reason; a failure keeps the dialog and the text', async () => {
    await signInAs('ssp');
    const capture = captureRequests();
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    await user.click(within(card('Fly South – Landscape')).getByRole('button', { name: 'Reject' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject creative' });
    expect(dialog).toHaveAccessibleDescription('“Fly South – Landscape” from Bluebird Airlines');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toBeRequired();
    expect(reason).toHaveFocus();
    // Untouched: no error yet. Leaving it empty or submitting it blank shows the message.
    expect(within(dialog).queryByText('A reason is required to reject a creative')).toBeNull();
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('A reason is required to reject a creative'),
    ).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(capture.requests.filter((r) => r.path.endsWith('/reject'))).toHaveLength(0);

    const held = deferred<void>();
    server.use(
      http.post(
        '*/v1/reviews/:id/reject',
        async () => {
          await held.promise;
          return HttpResponse.json({ error: { message: 'Try again later' } }, { status: 503 });
        },
        { once: true },
      ),
    );
    await user.clear(reason);
    await user.type(reason, 'Wrong season for our screens.');
    const submit = within(dialog).getByRole('button', { name: 'Reject' });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    await user.keyboard('{Escape}');
    expect(dialog).toBeVisible(); // not closable while the request runs
    held.resolve();
    // Said in the dialog (the page behind a modal, toasts included, is hidden from assistive
    // technology) and toasted.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Try again later');
    expect(screen.getAllByText('Try again later')).toHaveLength(2);
    await waitFor(() => expect(submit).toBeEnabled());
    expect(reason).toHaveValue('Wrong season for our screens.');

    await user.click(submit);
    expect(await findToast('Creative rejected')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectCounts({ Pending: 3, Approved: 3, Rejected: 3 });
    const bodies = await capture.bodiesOf('/reviews/rev_3/reject');
    expect(bodies.at(-1)).toEqual({
      reason: 'Wrong season for our screens.',
      expectedStatus: 'Pending',
      expectedSubmittedAt: getDb().reviews.find((review) => review.id === 'rev_3')?.submittedAt,
    });

    await user.click(tab('Rejected'));
    await findQueue('Rejected');
    expect(within(card('Fly South – Landscape')).getByText('Wrong season for our screens.'));
  });

  it('cancels a rejection without a request, and starts the next one empty', async () => {
    await signInAs('ssp');
    const capture = captureRequests();
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    const reject = within(card('Morning Brew 15s Spot')).getByRole('button', { name: 'Reject' });
    await user.click(reject);
    const dialog = await screen.findByRole('dialog', { name: 'Reject creative' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Half a thought');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reject).toHaveFocus();
    expect(cardNames('Pending')).toEqual(SEEDED.Pending);
    await user.click(reject);
    const again = await screen.findByRole('dialog', { name: 'Reject creative' });
    expect(within(again).getByRole('textbox', { name: 'Reason' })).toHaveValue('');
    await capture.settled();
    expect(capture.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
