import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/text/format';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/server';
import {
  captureRequests,
  expectErrorToastOnce,
  findToast,
  inMain,
  renderRoute,
  signInAs,
} from '../../utils';
import { alwaysApprove, card, cardNames, expectCounts, findQueue, tab } from './helpers';
import { loseReplies } from '../../lost-replies';

const rulesList = () => screen.getByRole('list', { name: 'Auto-approval rules' });
/** The rules card: a <section> without a name (role generic), the innermost one holding its title. */
const rulesSection = () => {
  const title = screen.getByRole('heading', { level: 2, name: 'Auto-approval rules' });
  return screen.getAllByRole('generic').findLast((el) => el.contains(title))!;
};

// Requirements checked here: REV-ALWAYS-APPROVE, REV-RULES, REV-AUTO-MARK.
describe('/reviews: auto-approval rules', () => {
  it('starts with no rules', async () => {
    await signInAs('ssp');
    renderRoute('/reviews');
    expect(await within(await findSection()).findByText('No auto-approval rules')).toBeVisible();
    expect(
      within(rulesSection()).getByText(
        'Use “Always approve this advertiser” on a review to add one.',
      ),
    ).toBeVisible();
  });

  it('sets a rule from a card, lists it, marks the advertiser’s cards, then removes it', async () => {
    await signInAs('ssp');
    const capture = captureRequests();
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    await within(await findSection()).findByText('No auto-approval rules');

    const fly = card('Fly South – Landscape');
    await alwaysApprove(user, fly, 'Bluebird Airlines', '1 creative');

    expect(
      await findToast('Creatives from Bluebird Airlines are now approved automatically'),
    ).toBeVisible();
    // What the question counted, of the card's publisher.
    expect(await capture.bodiesOf('/reviews/rules')).toEqual([
      {
        advertiserId: 'acc_bluebird',
        publisherAccountId: 'acc_northwind',
        expectedPendingIds: ['rev_3'],
      },
    ]);
    const rule = await within(rulesList()).findByRole('listitem', { name: 'Bluebird Airlines' });
    const created = getDb().reviewRules[0]!.createdAt;
    expect(within(rule).getByText(formatDate(created))).toBeVisible();
    expect(rule).toHaveTextContent(`Added ${formatDate(created)}`);

    // The rule approved Bluebird's pending creative at once.
    await expectCounts({ Pending: 3, Approved: 4, Rejected: 2 });
    expect(cardNames('Pending')).not.toContain('Fly South – Landscape');
    // Acme has no rule: its cards keep the button.
    expect(
      within(card('Latte Art 15s Portrait')).getByRole('button', {
        name: 'Always approve this advertiser',
      }),
    ).toBeEnabled();

    await user.click(tab('Approved'));
    await findQueue('Approved');
    const approved = card('Fly South – Landscape');
    expect(within(approved).getByText('Auto-approved')).toBeVisible();
    expect(within(approved).getByText('Always approved by a rule')).toBeVisible();
    expect(
      within(approved).queryByRole('button', { name: 'Always approve this advertiser' }),
    ).not.toBeInTheDocument();
    expect(
      within(card('Fly South – Portrait')).getByText('Always approved by a rule'),
    ).toBeVisible();
    expect(within(card('Morning Brew – Portrait')).queryByText('Auto-approved')).toBeNull();

    await user.click(within(rule).getByRole('button', { name: /^Remove/ }));
    const ask = await screen.findByRole('dialog', { name: 'Remove this auto-approval rule?' });
    expect(ask).toHaveTextContent('New creatives from Bluebird Airlines will wait for your review');
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect(await findToast('Auto-approval rule removed')).toBeVisible();
    expect(await within(rulesSection()).findByText('No auto-approval rules')).toBeVisible();
    expect(getDb().reviewRules).toEqual([]);
    expect(
      await within(card('Fly South – Portrait')).findByRole('button', {
        name: 'Always approve this advertiser',
      }),
    ).toBeEnabled();
    // Approved stays approved.
    expect(within(card('Fly South – Landscape')).getByText('Auto-approved')).toBeVisible();
  });

  it('cancels a removal, and keeps the question open when the removal fails', async () => {
    await signInAs('ssp');
    getDb().reviewRules.push({
      id: 'rrl_test',
      advertiser: { id: 'acc_acme', name: 'Acme Coffee Co.' },
      createdAt: '2025-01-15T12:00:00.000Z',
      publisherAccountId: 'acc_northwind',
    });
    const { user } = renderRoute('/reviews');
    const rule = await within(await findSection()).findByRole('listitem', {
      name: 'Acme Coffee Co.',
    });
    const remove = within(rule).getByRole('button', {
      name: 'Remove the rule for Acme Coffee Co.',
    });
    await user.click(remove);
    let ask = await screen.findByRole('dialog', { name: 'Remove this auto-approval rule?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getDb().reviewRules).toHaveLength(1);

    server.use(
      http.post(
        '*/v1/reviews/rules/:id/delete',
        () => HttpResponse.json({ error: { message: 'Rules are read-only' } }, { status: 500 }),
        { once: true },
      ),
    );
    await user.click(remove);
    ask = await screen.findByRole('dialog', { name: 'Remove this auto-approval rule?' });
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent('Rules are read-only');
    expect(getDb().reviewRules).toHaveLength(1);
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect(await findToast('Auto-approval rule removed')).toBeVisible();
    expect(getDb().reviewRules).toHaveLength(0);
  });

  // MANY-SAVE-KEY, MANY-OUTCOME and MANY-ALREADY for a rule's removal: a lost reply is sent once
  // more with its key (it got a new key, a 404 and a rule left listed), and a rule a colleague
  // removed already is the state asked for, not a failure.
  it('removes a rule once with one key after a lost reply, and a rule a colleague removed is said removed', async () => {
    await signInAs('ssp');
    const rule = (id: string, advertiserId: string, name: string) => ({
      id,
      advertiser: { id: advertiserId, name },
      createdAt: '2025-01-15T12:00:00.000Z',
      publisherAccountId: 'acc_northwind',
    });
    getDb().reviewRules.push(
      rule('rrl_lost', 'acc_acme', 'Acme Coffee Co.'),
      rule('rrl_gone', 'acc_bluebird', 'Bluebird Airlines'),
    );
    const lost = loseReplies('/reviews/rules/rrl_lost/delete');
    const { user } = renderRoute('/reviews');
    const section = await findSection();
    await user.click(
      await within(section).findByRole('button', { name: 'Remove the rule for Acme Coffee Co.' }),
    );
    let ask = await screen.findByRole('dialog', { name: 'Remove this auto-approval rule?' });
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect(await findToast('Auto-approval rule removed')).toBeVisible();
    expect(lost.keys).toHaveLength(2);
    expect(lost.keys[1]).toBe(lost.keys[0]);

    getDb().reviewRules.splice(0, getDb().reviewRules.length);
    await user.click(
      within(section).getByRole('button', { name: 'Remove the rule for Bluebird Airlines' }),
    );
    ask = await screen.findByRole('dialog', { name: 'Remove this auto-approval rule?' });
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(section).findByText('No auto-approval rules')).toBeVisible();
  });

  it('shows the rules’ load failure with Retry, the queue still usable', async () => {
    await signInAs('ssp');
    server.use(
      http.get('*/v1/reviews/rules', () =>
        HttpResponse.json({ error: { message: 'Rules are down' } }, { status: 500 }),
      ),
    );
    const { user } = renderRoute('/reviews');
    await findQueue('Pending');
    const alert = await within(await findSection()).findByRole('alert', {}, { timeout: 6000 });
    expect(within(alert).getByText('Failed to load auto-approval rules.')).toBeVisible();
    await expectErrorToastOnce('Rules are down');
    expect(
      within(card('Latte Art 15s Portrait')).getByRole('button', { name: 'Approve' }),
    ).toBeEnabled();

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(rulesSection()).findByText('No auto-approval rules')).toBeVisible();
  });

  it('marks a review a rule approved', async () => {
    await signInAs('ssp');
    const review = getDb().reviews.find((candidate) => candidate.id === 'rev_6')!;
    review.autoApproved = true;
    renderRoute('/reviews?status=approved');
    await findQueue('Approved');
    expect(within(card('Cold Brew Season Billboard')).getByText('Auto-approved')).toBeVisible();
    expect(inMain().getAllByText('Auto-approved')).toHaveLength(1);
  });
});

async function findSection() {
  await screen.findByRole('heading', { level: 2, name: 'Auto-approval rules' });
  return rulesSection();
}
