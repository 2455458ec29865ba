// `Always approve this advertiser` approves what its question counted, of the card's publisher
// (REV-ALWAYS-APPROVE, REV-AUTO-MARK): a creative that arrived since asks again with the new
// count, and an Admin's queue, which mixes publishers, names each card's and sets the rule for it.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import type { ChangeContext } from '@/mocks/history/writer';
import { resubmit } from '@/mocks/review-submissions';
import {
  captureRequests,
  expectErrorToastOnce,
  findToast,
  renderRoute,
  signInAs,
} from '../../utils';
import { alwaysApprove, card, expectCounts, fact, findQueue, queue, tab } from './helpers';

const ALWAYS = 'Always approve this advertiser';
const CHANGED = 'Pending creatives changed: check the new count and confirm again.';

const reviewOf = (id: string) => getDb().reviews.find((review) => review.id === id)!;

/** The buyer replaces the creative's file: its decided review waits for review again. */
function buyerReplacesFile(id: string) {
  const review = reviewOf(id);
  const creative = getDb().creatives.find((found) => found.id === review.creative.id)!;
  const change: ChangeContext = {
    actor: { id: 'usr_dsp', name: 'Dana Buyer' },
    actorAccountId: review.advertiser.id,
    onBehalfOf: null,
    via: 'form',
    transactionId: 'tx_replace',
  };
  resubmit(review, creative, getDb(), change);
}

/** The card of this creative in this publisher's queue (an Admin's queue holds several). */
function cardOf(name: string, publisher: string): HTMLElement {
  const found = within(queue('Pending'))
    .getAllByRole('listitem', { name })
    .find((item) => fact(item, 'Publisher') === publisher);
  if (!found) throw new Error(`No card of ${name} for ${publisher}`);
  return found;
}

// Requirements checked here: REV-ALWAYS-APPROVE, REV-AUTO-MARK, REV-CARD, REV-RECORD.
describe('/reviews: Always approve approves what it counted', () => {
  it('asks again, with the new count, when a creative arrived since: no rule until confirmed', async () => {
    await signInAs('ssp');
    const capture = captureRequests();
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    await user.click(within(card('Fly South – Landscape')).getByRole('button', { name: ALWAYS }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Always approve Bluebird Airlines?',
    });
    expect(confirm).toHaveTextContent('Their 1 creative waiting for review will be approved now.');
    // Bluebird replaces the file of its approved creative: a second one waits now.
    buyerReplacesFile('rev_7');
    await user.click(within(confirm).getByRole('button', { name: 'Always approve' }));

    expect(await within(confirm).findByRole('alert')).toHaveTextContent(CHANGED);
    await expectErrorToastOnce(CHANGED);
    expect(confirm).toHaveTextContent('Their 2 creatives waiting for review will be approved now.');
    expect(getDb().reviewRules).toEqual([]);
    expect(reviewOf('rev_3').status).toBe('Pending');
    expect(reviewOf('rev_7').status).toBe('Pending');

    await user.click(within(confirm).getByRole('button', { name: 'Always approve' }));
    expect(
      await findToast('Creatives from Bluebird Airlines are now approved automatically'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await capture.bodiesOf('/reviews/rules')).map((body) => body)).toEqual([
      {
        advertiserId: 'acc_bluebird',
        publisherAccountId: 'acc_northwind',
        expectedPendingIds: ['rev_3'],
      },
      {
        advertiserId: 'acc_bluebird',
        publisherAccountId: 'acc_northwind',
        expectedPendingIds: ['rev_7', 'rev_3'],
      },
    ]);
    expect(reviewOf('rev_7')).toMatchObject({ status: 'Approved', autoApproved: true });
    expect(getDb().reviewRules).toHaveLength(1);
  });

  it('an SSP’s own cards do not name the publisher', async () => {
    await signInAs('ssp');
    renderRoute('/reviews');
    await findQueue('Pending');
    expect(fact(card('Fly South – Landscape'), 'Publisher')).toBeNull();
  });
});

describe('/reviews: an Admin’s queue mixes publishers', () => {
  it('names each card’s publisher and sets the rule for that publisher only', async () => {
    await signInAs('multi');
    const capture = captureRequests();
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    const metro = cardOf('Fly South – Landscape', 'Metro Transit Media');
    const northwind = cardOf('Fly South – Landscape', 'Northwind Screens');
    // Metro's one, not Northwind's too.
    await alwaysApprove(user, metro, 'Bluebird Airlines', '1 creative');

    expect(
      await findToast('Creatives from Bluebird Airlines are now approved automatically'),
    ).toBeVisible();
    expect(await capture.bodiesOf('/reviews/rules')).toEqual([
      {
        advertiserId: 'acc_bluebird',
        publisherAccountId: 'acc_metro',
        expectedPendingIds: ['rev_10'],
      },
    ]);
    expect(getDb().reviewRules).toMatchObject([{ publisherAccountId: 'acc_metro' }]);
    expect(reviewOf('rev_10')).toMatchObject({ status: 'Approved', autoApproved: true });
    expect(reviewOf('rev_3').status).toBe('Pending');

    // Northwind's Bluebird cards have no rule: they keep the button.
    await waitFor(() => expect(within(queue('Pending')).getAllByRole('listitem')).toHaveLength(4));
    expect(within(northwind).getByRole('button', { name: ALWAYS })).toBeEnabled();
    expect(within(northwind).queryByText('Always approved by a rule')).toBeNull();
    const rules = screen.getByRole('list', { name: 'Auto-approval rules' });
    expect(within(rules).getByRole('listitem', { name: 'Bluebird Airlines' })).toHaveTextContent(
      'Metro Transit Media',
    );

    await user.click(tab('Approved'));
    const approved = within(await findQueue('Approved'));
    const ruled = approved
      .getAllByRole('listitem', { name: 'Fly South – Landscape' })
      .find((item) => fact(item, 'Publisher') === 'Metro Transit Media')!;
    expect(within(ruled).getByText('Always approved by a rule')).toBeVisible();
    // Northwind's approved Bluebird creative is not under Metro's rule.
    expect(
      within(approved.getByRole('listitem', { name: 'Fly South – Portrait' })).getByRole('button', {
        name: ALWAYS,
      }),
    ).toBeEnabled();
    await expectCounts({ Pending: 4, Approved: 4, Rejected: 2 });
  });
});
