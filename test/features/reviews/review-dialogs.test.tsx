import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { renderRoute, signInAs } from '../../utils';
import { loseReplies, outcomesUnknown } from '../../lost-replies';
import { card, cardNames, expectCounts, findQueue, tab } from './helpers';

const NO_ANSWER =
  'The server did not answer. What you typed is kept; check whether it was saved before trying again.';

// Requirements checked here: REV-REJECT-REASON (what was typed is kept), MANY-OUTCOME (a lost
// reply found saved closes the dialog), REV-ALWAYS-APPROVE.
describe('/reviews: the reject dialog keeps what was typed', () => {
  it('keeps the reason of a card’s rejection left by Escape or a click outside, and across tabs', async () => {
    await signInAs('ssp');
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    const openReject = async (name: string) => {
      await user.click(within(card(name)).getByRole('button', { name: 'Reject' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reject creative' });
      return within(dialog).getByRole('textbox', { name: 'Reason' });
    };
    const closed = () =>
      waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.type(await openReject('Morning Brew 15s Spot'), 'Too dark for the lobby');
    await user.keyboard('{Escape}');
    await closed();
    expect(await openReject('Morning Brew 15s Spot')).toHaveValue('Too dark for the lobby');

    await user.type(screen.getByRole('textbox', { name: 'Reason' }), ' screens');
    await user.click(document.body);
    await closed();
    // Another card's rejection starts empty; the first card's reason is still there.
    expect(await openReject('Latte Art 15s Portrait')).toHaveValue('');
    await user.keyboard('{Escape}');
    await closed();

    await user.click(tab('Approved'));
    await findQueue('Approved');
    await user.click(tab('Pending'));
    await findQueue('Pending');
    expect(await openReject('Morning Brew 15s Spot')).toHaveValue('Too dark for the lobby screens');
  });
});

describe('/reviews: a lost reply, sent once more with its key, closes its dialog', () => {
  it('closes the reject dialog once the rejection sent again is answered', async () => {
    await signInAs('ssp');
    const lost = loseReplies('/reviews/rev_3/reject');
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    await user.click(within(card('Fly South – Landscape')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject creative' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong season');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectCounts({ Pending: 3, Approved: 3, Rejected: 3 });
    expect(cardNames('Pending')).not.toContain('Fly South – Landscape');
    expect(lost.keys).toHaveLength(2);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(getDb().reviews.find((review) => review.id === 'rev_3')?.status).toBe('Rejected');
  });

  it('keeps the reject dialog open, with its reason, when the reply is lost again', async () => {
    await signInAs('ssp');
    loseReplies('/reviews/rev_3/reject', 2);
    outcomesUnknown();
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    await user.click(within(card('Fly South – Landscape')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject creative' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.type(reason, 'Wrong season');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NO_ANSWER);
    expect(reason).toHaveValue('Wrong season');
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(screen.queryByText('Saved.')).toBeNull();
  });

  it('closes the Always approve question once the rule sent again is answered', async () => {
    await signInAs('ssp');
    const lost = loseReplies('/reviews/rules');
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    await user.click(
      within(card('Fly South – Landscape')).getByRole('button', {
        name: 'Always approve this advertiser',
      }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'Always approve Bluebird Airlines?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Always approve' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectCounts({ Pending: 3, Approved: 4, Rejected: 2 });
    expect(lost.keys).toHaveLength(2);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(getDb().reviewRules).toHaveLength(1);
  });
});
