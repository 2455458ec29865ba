import { getDb } from '@/mocks/db';
import type { Review, ReviewList, ReviewRule, ReviewRuleList } from '@/types/api';
import type { ErrorBody } from './campaign-fixtures';
import { ADMIN, call, SSP, tokenFor } from './helpers';

type Conflict = ErrorBody & { review?: Review };

async function list(query = '', email = SSP) {
  return call<ReviewList>(`/reviews${query}`, { token: await tokenFor(email) });
}

async function addRule(body: Record<string, unknown>, email = SSP) {
  return call<ReviewRule & ErrorBody>('/reviews/rules', { token: await tokenFor(email), body });
}

async function approve(id: string, body: unknown) {
  return call<Review & Conflict>(`/reviews/${id}/approve`, { token: await tokenFor(SSP), body });
}

const reviewOf = (id: string) => getDb().reviews.find((review) => review.id === id)!;

// Requirements checked here: REV-RECORD, REV-ALWAYS-APPROVE, REV-DECIDE-FROM-STATE.
describe('reviews: whose they are', () => {
  it('a review and a rule name their publisher; an Admin’s list mixes them', async () => {
    const mine = (await list()).data.reviews;
    expect(mine.every((review) => review.publisher?.id === 'acc_northwind')).toBe(true);
    expect(mine[0]?.publisher).toEqual({ id: 'acc_northwind', name: 'Northwind Screens' });
    const all = (await list('', ADMIN)).data.reviews;
    expect(all.find((review) => review.id === 'rev_10')?.publisher).toEqual({
      id: 'acc_metro',
      name: 'Metro Transit Media',
    });
    const metro = await addRule(
      { advertiserId: 'acc_bluebird', publisherAccountId: 'acc_metro' },
      ADMIN,
    );
    expect(metro.data.publisher).toEqual({ id: 'acc_metro', name: 'Metro Transit Media' });
    const rules = await call<ReviewRuleList>('/reviews/rules', { token: await tokenFor(ADMIN) });
    expect(rules.data.rules.map((rule) => rule.publisher?.id)).toEqual(['acc_metro']);
  });
});

describe('reviews: a seeded decision says who made it and when', () => {
  it('is Sam Publisher’s, the day after the submission; a stale decision names him', async () => {
    for (const review of getDb().reviews.filter((found) => found.status !== 'Pending')) {
      expect(review.decidedBy).toBe('Sam Publisher');
      expect(Date.parse(review.decidedAt ?? '')).toBeGreaterThan(Date.parse(review.submittedAt));
      expect(Date.parse(review.decidedAt ?? '')).toBeLessThan(Date.now());
    }
    const stale = await approve('rev_8', { expectedStatus: 'Pending' });
    expect(stale.status).toBe(409);
    expect(stale.data.error.message).toBe('Already rejected by Sam Publisher.');
    expect(stale.data.review).toMatchObject({
      decidedBy: 'Sam Publisher',
      decidedAt: reviewOf('rev_8').decidedAt,
    });
  });
});

describe('reviews: a rule approves what its confirmation counted (expectedPendingIds)', () => {
  it('answers 409 and makes no rule when the pending set differs', async () => {
    const seen = (await list('?status=Pending')).data.reviews
      .filter((review) => review.advertiser.id === 'acc_acme')
      .map((review) => review.id);
    expect(seen.length).toBeGreaterThan(1);
    for (const expectedPendingIds of [seen.slice(1), [...seen, 'rev_9'], []]) {
      const { status, data } = await addRule({ advertiserId: 'acc_acme', expectedPendingIds });
      expect(status).toBe(409);
      expect(data.error.message).toBe(
        'The creatives waiting for review from Acme Coffee Co. have changed since you confirmed.',
      );
    }
    expect(getDb().reviewRules).toEqual([]);
    expect(seen.every((id) => reviewOf(id).status === 'Pending')).toBe(true);

    const made = await addRule({
      advertiserId: 'acc_acme',
      expectedPendingIds: [...seen].reverse(),
    });
    expect(made.status).toBe(201);
    expect(seen.every((id) => reviewOf(id).autoApproved)).toBe(true);
  });

  it('counts the named publisher’s pending reviews only, and refuses a malformed list', async () => {
    const metro = await addRule(
      {
        advertiserId: 'acc_bluebird',
        publisherAccountId: 'acc_metro',
        expectedPendingIds: ['rev_10'],
      },
      ADMIN,
    );
    expect(metro.status).toBe(201);
    expect(reviewOf('rev_3').status).toBe('Pending'); // Northwind's
    for (const expectedPendingIds of ['rev_3', [3]]) {
      const bad = await addRule({ advertiserId: 'acc_bluebird', expectedPendingIds });
      expect(bad.status).toBe(400);
      expect(bad.data.error.message).toBe('expectedPendingIds must be a list of review ids');
    }
  });
});

describe('reviews: a decision names the submission it was made from (expectedSubmittedAt)', () => {
  it('decides the submission seen, in any notation of the moment, and refuses a malformed one', async () => {
    const seen = reviewOf('rev_1').submittedAt;
    const bad = await approve('rev_1', { expectedStatus: 'Pending', expectedSubmittedAt: 'soon' });
    expect(bad.status).toBe(400);
    expect(bad.data.error.message).toBe('expectedSubmittedAt must be a date-time');
    const other = await approve('rev_1', {
      expectedStatus: 'Pending',
      expectedSubmittedAt: new Date(Date.parse(seen) - 1).toISOString(),
    });
    expect(other.status).toBe(409);
    expect(other.data.error.message).toBe('Resubmitted with a new file: review it again.');
    expect(reviewOf('rev_1').status).toBe('Pending');
    const same = await approve('rev_1', {
      expectedStatus: 'Pending',
      expectedSubmittedAt: seen.replace('.000Z', 'Z'),
    });
    expect(same.status).toBe(200);
  });
});
