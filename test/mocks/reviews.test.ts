import { getDb } from '@/mocks/db';
import type { Review, ReviewList, ReviewRule, ReviewRuleList } from '@/types/api';
import { campaignBody, createCampaign, type ErrorBody } from './campaign-fixtures';
import { ADMIN, call, DSP, MISCONFIGURED, MULTI, SSP, tokenFor } from './helpers';

async function as(email: string) {
  return tokenFor(email);
}

async function list(query = '', email = SSP) {
  return call<ReviewList & ErrorBody>(`/reviews${query}`, { token: await as(email) });
}

async function decide(id: string, decision: 'approve' | 'reject', body: unknown = {}, email = SSP) {
  return call<Review & ErrorBody>(`/reviews/${id}/${decision}`, {
    method: 'POST',
    token: await as(email),
    body,
  });
}

async function addRule(advertiserId: string, email = SSP, extra: Record<string, unknown> = {}) {
  return call<ReviewRule & ErrorBody>('/reviews/rules', {
    token: await as(email),
    body: { advertiserId, ...extra },
  });
}

async function rulesOf(email = SSP) {
  return call<ReviewRuleList & ErrorBody>('/reviews/rules', { token: await as(email) });
}

// Requirements checked here: REV-RECORD, REV-REJECT-REASON, REV-CALLS, REV-RULE-EFFECT, REV-ACCESS.
describe('reviews: the queue', () => {
  it('lists the publisher’s reviews newest first, in the wire shape', async () => {
    const { status, data } = await list();
    expect(status).toBe(200);
    const ids = data.reviews.map((review) => review.id);
    expect(ids).toHaveLength(9);
    expect(ids).not.toContain('rev_10'); // Metro's
    const times = data.reviews.map((review) => review.submittedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(data.reviews[0]).not.toHaveProperty('publisherAccountId');
    expect(data.reviews[0]).toMatchObject({
      advertiser: { id: expect.any(String), name: expect.any(String) },
      campaign: { id: expect.any(String), name: expect.any(String) },
      creative: { id: expect.any(String), url: expect.any(String) },
    });
  });

  it('filters by status and refuses an unknown one', async () => {
    for (const status of ['Pending', 'Approved', 'Rejected'] as const) {
      const { data } = await list(`?status=${status}`);
      expect(data.reviews.length).toBeGreaterThan(0);
      expect(data.reviews.every((review) => review.status === status)).toBe(true);
    }
    const rejected = await list('?status=Rejected');
    expect(rejected.data.reviews.every((review) => review.reason)).toBe(true);
    const unknown = await list('?status=Maybe');
    expect(unknown.status).toBe(400);
    expect(unknown.data.error.message).toBe('Unknown review status');
  });

  it('is for SSP and Admin only; an admin sees every publisher’s queue', async () => {
    expect((await list('', DSP)).status).toBe(403);
    expect((await list('', MISCONFIGURED)).status).toBe(403);
    expect((await call('/reviews')).status).toBe(401);
    expect((await decide('rev_1', 'approve', {}, DSP)).status).toBe(403);
    expect((await rulesOf(DSP)).status).toBe(403);
    const admin = await list('', ADMIN);
    expect(admin.data.reviews.map((review) => review.id)).toContain('rev_10');
    expect((await list('', MULTI)).data.reviews).toHaveLength(admin.data.reviews.length);
  });
});

describe('reviews: decisions', () => {
  it('approves a pending review, and may change a decided one', async () => {
    const { status, data } = await decide('rev_1', 'approve');
    expect(status).toBe(200);
    expect(data).toMatchObject({ id: 'rev_1', status: 'Approved' });
    const rejected = await decide('rev_8', 'approve');
    expect(rejected.data.status).toBe('Approved');
    expect(rejected.data).not.toHaveProperty('reason');
    const pending = await list('?status=Pending');
    expect(pending.data.reviews.map((review) => review.id)).not.toContain('rev_1');
  });

  it('rejects with a trimmed reason, and requires one', async () => {
    const { status, data } = await decide('rev_2', 'reject', { reason: '  Too dark.  ' });
    expect(status).toBe(200);
    expect(data).toMatchObject({ id: 'rev_2', status: 'Rejected', reason: 'Too dark.' });
    for (const body of [{}, { reason: '   ' }, { reason: 3 }]) {
      const missing = await decide('rev_3', 'reject', body);
      expect(missing.status).toBe(400);
      expect(missing.data.error.message).toBe('A reason is required to reject a creative');
    }
    expect(getDb().reviews.find((review) => review.id === 'rev_3')?.status).toBe('Pending');
    const approved = await decide('rev_5', 'reject', { reason: 'Changed our mind' });
    expect(approved.data).toMatchObject({ status: 'Rejected', reason: 'Changed our mind' });
  });

  it('answers 404 for another publisher’s or an unknown review; an admin may decide any', async () => {
    for (const id of ['rev_10', 'rev_nope']) {
      const { status, data } = await decide(id, 'approve');
      expect(status).toBe(404);
      expect(data.error.message).toBe('Review not found');
    }
    const rejected = await decide('rev_10', 'reject', { reason: 'No' });
    expect(rejected.status).toBe(404);
    const admin = await decide('rev_10', 'approve', {}, ADMIN);
    expect(admin.data).toMatchObject({ id: 'rev_10', status: 'Approved' });
  });
});

describe('reviews: auto-approval rules', () => {
  it('starts with no rules; a rule approves that advertiser’s pending reviews at once', async () => {
    expect((await rulesOf()).data).toEqual({ rules: [] });
    const { status, data } = await addRule('acc_acme');
    expect(status).toBe(201);
    expect(data).toMatchObject({ advertiser: { id: 'acc_acme', name: 'Acme Coffee Co.' } });
    expect(data).not.toHaveProperty('publisherAccountId');
    expect((await rulesOf()).data.rules).toEqual([data]);

    const approved = (await list('?status=Approved')).data.reviews;
    const rev1 = approved.find((review) => review.id === 'rev_1');
    expect(rev1).toMatchObject({ status: 'Approved', autoApproved: true });
    const pending = (await list('?status=Pending')).data.reviews;
    expect(pending.some((review) => review.advertiser.id === 'acc_acme')).toBe(false);
    expect(pending.length).toBeGreaterThan(0); // other advertisers still wait
    // Decided reviews keep their decision.
    expect(getDb().reviews.find((review) => review.id === 'rev_8')?.status).toBe('Rejected');
  });

  it('returns the existing rule for a duplicate and refuses a non-advertiser', async () => {
    const first = await addRule('acc_acme');
    const again = await addRule('acc_acme');
    expect(again.status).toBe(200);
    expect(again.data.id).toBe(first.data.id);
    expect((await rulesOf()).data.rules).toHaveLength(1);
    for (const id of ['acc_northwind', 'acc_nope', '']) {
      const { status, data } = await addRule(id);
      expect(status).toBe(400);
      expect(data.error.message).toBe('Unknown advertiser');
    }
  });

  it('keeps rules per publisher; an admin names the publisher', async () => {
    const mine = await addRule('acc_acme');
    const noPublisher = await addRule('acc_acme', ADMIN);
    expect(noPublisher.status).toBe(400);
    expect(noPublisher.data.error.message).toBe('Unknown publisher');
    const metro = await addRule('acc_bluebird', ADMIN, { publisherAccountId: 'acc_metro' });
    expect(metro.status).toBe(201);
    expect(getDb().reviews.find((review) => review.id === 'rev_10')).toMatchObject({
      status: 'Approved',
      autoApproved: true,
    });
    // Northwind sees only its rule, and its Bluebird review still waits.
    expect((await rulesOf()).data.rules.map((rule) => rule.id)).toEqual([mine.data.id]);
    expect(getDb().reviews.find((review) => review.id === 'rev_3')?.status).toBe('Pending');
    expect((await rulesOf(ADMIN)).data.rules).toHaveLength(2);
    const foreign = await call<ErrorBody>(`/reviews/rules/${metro.data.id}/delete`, {
      method: 'POST',
      token: await as(SSP),
    });
    expect(foreign.status).toBe(404);
    expect(foreign.data.error.message).toBe('Review rule not found');
  });

  it('approves later submissions while the rule lasts; deleted, they wait again', async () => {
    const rule = await addRule('acc_acme');
    const target = { targets: [{ AllowPublishers: ['acc_northwind'] }] };
    const created = await createCampaign(campaignBody({ ...target, name: 'Ruled' }));
    expect(created.status).toBe(201);
    const ruled = (await list('?status=Approved')).data.reviews.filter(
      (review) => review.campaign.id === created.data.id,
    );
    expect(ruled).toHaveLength(1);
    expect(ruled[0]).toMatchObject({ status: 'Approved', autoApproved: true });

    const removed = await call(`/reviews/rules/${rule.data.id}/delete`, {
      method: 'POST',
      token: await as(SSP),
    });
    expect(removed).toEqual({ status: 204, data: undefined });
    expect((await rulesOf()).data.rules).toEqual([]);
    const later = await createCampaign(campaignBody({ ...target, name: 'Unruled' }));
    const waiting = (await list('?status=Pending')).data.reviews.filter(
      (review) => review.campaign.id === later.data.id,
    );
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).not.toHaveProperty('autoApproved');
    // A manual decision clears the auto-approval mark.
    const manual = await decide(ruled[0]!.id, 'reject', { reason: 'On second thought' });
    expect(manual.data).not.toHaveProperty('autoApproved');
  });
});

// REV-DECIDE-FROM-STATE
describe('reviews: a decision made from a state', () => {
  it('answers 409 with the review as it is when a colleague decided it since, and changes nothing', async () => {
    const first = await decide(
      'rev_1',
      'reject',
      { reason: 'Alcohol ad', expectedStatus: 'Pending' },
      ADMIN,
    );
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ status: 'Rejected', decidedBy: 'Avery Admin' });
    expect(Date.parse(first.data.decidedAt ?? '')).not.toBeNaN();

    const stale = await decide('rev_1', 'approve', { expectedStatus: 'Pending' });
    expect(stale.status).toBe(409);
    const body = stale.data as unknown as { error: { message: string }; review: Review };
    expect(body.error.message).toBe('Already rejected by Avery Admin.');
    expect(body.review).toMatchObject({ id: 'rev_1', status: 'Rejected', reason: 'Alcohol ad' });
    expect(getDb().reviews.find((review) => review.id === 'rev_1')?.status).toBe('Rejected');
  });

  it('decides from the state the reviewer saw, and from any state without one', async () => {
    const fromRejected = await decide('rev_8', 'approve', { expectedStatus: 'Rejected' });
    expect(fromRejected.data).toMatchObject({ status: 'Approved', decidedBy: 'Sam Publisher' });
    expect((await decide('rev_8', 'reject', { reason: 'Changed my mind' })).status).toBe(200);
    const bare = await call<Review>('/reviews/rev_1/approve', {
      method: 'POST',
      token: await as(SSP),
    });
    expect(bare.status).toBe(200);
    expect((await decide('rev_2', 'approve', { expectedStatus: 'Maybe' })).data.error.message).toBe(
      'Unknown review status',
    );
  });

  it('a rule’s approval is by An auto-approval rule, so a stale rejection names it', async () => {
    expect((await addRule('acc_acme')).status).toBe(201);
    const stale = await decide('rev_1', 'reject', { reason: 'No', expectedStatus: 'Pending' });
    expect(stale.status).toBe(409);
    expect((stale.data as unknown as ErrorBody).error.message).toBe(
      'Already approved by An auto-approval rule.',
    );
  });
});
