// src/api/reviews.ts: the rules calls, a bulk decision's outcome and concurrency, moving a
// decided review between the cached queues, and what each review save declares it changes.
import { MutationObserver, type QueryKey } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  alreadyDecidedMessage,
  decideReviews,
  decideReviewsMutation,
  placeDecided,
  approveReview,
  rejectReview,
} from '@/api/reviews';
import {
  createReviewRule,
  createReviewRuleMutation,
  deleteReviewRule,
  deleteReviewRuleMutation,
  getReviewRules,
  PENDING_CHANGED,
  ruleFailureMessage,
} from '@/api/review-rules';
import { creativeKeys, reviewKeys } from '@/api/keys';
import { ApiError, NoAnswerError } from '@/lib/http/api-error';
import { createQueryClient } from '@/lib/cache/query-client';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/server';
import type { Review, ReviewRule } from '@/types/api';
import { loseReplies, outcomesUnknown } from '../lost-replies';
import { signInAs } from '../utils';

const review = (id: string, status: Review['status'], submittedAt: string): Review => ({
  id,
  status,
  submittedAt,
  advertiser: { id: 'acc_acme', name: 'Acme' },
  campaign: { id: 'cmp_1', name: 'Campaign' },
  creative: {
    id: `cr_${id}`,
    name: id,
    url: '',
    mimeType: 'image/png',
    descriptor: { type: 'banner', width: 1, height: 1 },
  },
});

// Requirements checked here: REV-DECIDE, REV-BULK, REV-CALLS.

/** `Always approve` Acme as Northwind's confirmation counts it: its three pending creatives. */
const acmeConfirmed = () => ({
  advertiserId: 'acc_acme',
  expectedPendingIds: ['rev_1', 'rev_2', 'rev_4'],
});

/** When the review was submitted, as its reviewer saw it (the seeded one, or any). */
const submittedAt = (id: string) =>
  getDb().reviews.find((review) => review.id === id)?.submittedAt ?? '2025-01-01T00:00:00.000Z';

/** Reviews as a reviewer saw them in the Pending tab. */
const pending = (...ids: string[]) =>
  ids.map((id) => ({
    id,
    expectedStatus: 'Pending' as const,
    expectedSubmittedAt: submittedAt(id),
  }));

describe('rules calls', () => {
  it('lists, creates and deletes the publisher’s rules', async () => {
    await signInAs('ssp');
    expect(await getReviewRules()).toEqual([]);
    const rule = await createReviewRule('acc_acme');
    expect(rule.advertiser).toEqual({ id: 'acc_acme', name: 'Acme Coffee Co.' });
    expect(await getReviewRules()).toEqual([rule]);
    await expect(deleteReviewRule(rule.id)).resolves.toBeUndefined();
    expect(await getReviewRules()).toEqual([]);
    // Gone already (MANY-ALREADY): the state asked for, no failure.
    await expect(deleteReviewRule(rule.id)).resolves.toBeUndefined();
    // Another failure still fails.
    server.use(
      http.post('*/v1/reviews/rules/:id/delete', () =>
        HttpResponse.json({ error: { message: 'Rules are read-only' } }, { status: 403 }),
      ),
    );
    await expect(deleteReviewRule(rule.id)).rejects.toThrow('Rules are read-only');
  });
});

describe('the Idempotency-Key of review saves', () => {
  it('an approval retried after a lost reply is the same request: one key, no 409, approved once', async () => {
    await signInAs('ssp');
    outcomesUnknown();
    const approvedBefore = getDb().history.filter((entry) => entry.action === 'approved').length;
    // Both sends of the first call lose their reply (the second is the one send-again).
    const lost = loseReplies('/reviews/rev_1/approve', 2);
    const [target] = pending('rev_1');
    await expect(approveReview(target!)).rejects.toBeInstanceOf(NoAnswerError);
    const approved = await approveReview(target!);
    expect(lost.keys).toHaveLength(3);
    expect(new Set(lost.keys).size).toBe(1);
    expect(approved).toMatchObject({ id: 'rev_1', status: 'Approved' });
    // The retry was answered with the first answer: the decision is recorded once.
    const approvedNow = getDb().history.filter((entry) => entry.action === 'approved');
    expect(approvedNow).toHaveLength(approvedBefore + 1);
  });

  it('a review rule create retried after a lost reply sends the same Idempotency-Key and makes one rule', async () => {
    await signInAs('ssp');
    outcomesUnknown();
    const lost = loseReplies('/reviews/rules', 2);
    await expect(createReviewRule('acc_acme')).rejects.toBeInstanceOf(NoAnswerError);
    const rule = await createReviewRule('acc_acme');
    expect(lost.keys).toHaveLength(3);
    expect(lost.keys[1]).toBe(lost.keys[0]);
    expect(await getReviewRules()).toEqual([rule]);
  });

  it('a review rule create answered 2xx without the rule succeeds and refetches the rules', async () => {
    await signInAs('ssp');
    server.use(http.post('*/v1/reviews/rules', () => new HttpResponse(null, { status: 201 })));
    const client = createQueryClient();
    client.setQueryData(reviewKeys.rules(), []);
    await new MutationObserver(client, createReviewRuleMutation).mutate(acmeConfirmed());
    expect(client.getQueryState(reviewKeys.rules())?.isInvalidated).toBe(true);
  });

  it('every review decision and rule delete POST carries an Idempotency-Key', async () => {
    await signInAs('ssp');
    const keys: (string | null)[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'POST') keys.push(request.headers.get('Idempotency-Key'));
    };
    server.events.on('request:start', listener);
    try {
      await decideReviews({ decision: 'approve', reviews: pending('rev_1') });
      await decideReviews({ decision: 'reject', reviews: pending('rev_3'), reason: 'No' });
      await deleteReviewRule((await createReviewRule('acc_acme')).id);
    } finally {
      server.events.removeListener('request:start', listener);
    }
    expect(keys).toHaveLength(4);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('decideReviews', () => {
  it('decides each review and reports every failure instead of throwing', async () => {
    await signInAs('ssp');
    const progress: string[] = [];
    const outcome = await decideReviews({
      decision: 'reject',
      reviews: pending('rev_1', 'rev_nope', 'rev_3'),
      reason: 'No',
      onProgress: (settled, total) => progress.push(`${settled}/${total}`),
    });
    expect(outcome.decided.map((r) => [r.id, r.status, r.reason]).sort()).toEqual([
      ['rev_1', 'Rejected', 'No'],
      ['rev_3', 'Rejected', 'No'],
    ]);
    expect(outcome.failed).toHaveLength(1);
    expect(outcome.failed[0]!.id).toBe('rev_nope');
    expect(outcome.failed[0]!.error).toBeInstanceOf(ApiError);
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
  });

  it('reports a review a colleague decided since as already decided, as it is now (REV-DECIDE-FROM-STATE)', async () => {
    await signInAs('ssp');
    await rejectReview({ ...pending('rev_2')[0]!, reason: 'Alcohol ad, screens near schools' });
    const outcome = await decideReviews({
      decision: 'approve',
      reviews: pending('rev_1', 'rev_2'),
    });
    expect(outcome.decided.map((r) => r.id)).toEqual(['rev_1']);
    expect(outcome.failed).toEqual([]);
    expect(outcome.alreadyDecided).toMatchObject([
      {
        id: 'rev_2',
        status: 'Rejected',
        reason: 'Alcohol ad, screens near schools',
        decidedBy: 'Sam Publisher',
      },
    ]);
    expect(alreadyDecidedMessage(outcome.alreadyDecided[0]!)).toMatch(
      /^Already rejected by Sam Publisher at \d\d:\d\d$/,
    );
  });

  it('finds out a decision whose reply was lost: saved, it counts as decided, once (MANY-OUTCOME)', async () => {
    await signInAs('ssp');
    const approvedBefore = getDb().history.filter((entry) => entry.action === 'approved').length;
    const lostFirst = loseReplies('/reviews/rev_1/approve');
    const lostThird = loseReplies('/reviews/rev_3/approve');
    const outcome = await decideReviews({
      decision: 'approve',
      reviews: pending('rev_1', 'rev_2', 'rev_3', 'rev_4'),
    });
    expect(outcome.failed).toEqual([]);
    expect(outcome.alreadyDecided).toEqual([]);
    expect(outcome.decided.map((r) => [r.id, r.status]).sort()).toEqual([
      ['rev_1', 'Approved'],
      ['rev_2', 'Approved'],
      ['rev_3', 'Approved'],
      ['rev_4', 'Approved'],
    ]);
    // Sent again with its key, each lost decision was answered with its first answer.
    for (const lost of [lostFirst, lostThird]) {
      expect(lost.keys).toHaveLength(2);
      expect(lost.keys[1]).toBe(lost.keys[0]);
    }
    const approvedNow = getDb().history.filter((entry) => entry.action === 'approved');
    expect(approvedNow).toHaveLength(approvedBefore + 4);
  });

  it('keeps at most four requests in flight', async () => {
    await signInAs('ssp');
    let inFlight = 0;
    let most = 0;
    server.use(
      http.post('*/v1/reviews/:id/approve', async ({ params }) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await delay(5);
        inFlight -= 1;
        return HttpResponse.json(review(String(params.id), 'Approved', '2025-01-01'));
      }),
    );
    const ids = Array.from({ length: 9 }, (_, i) => `r${i}`);
    const outcome = await decideReviews({ decision: 'approve', reviews: pending(...ids) });
    expect(outcome.decided).toHaveLength(9);
    expect(most).toBe(4);
  });

  it('does nothing for no reviews', async () => {
    expect(await decideReviews({ decision: 'approve', reviews: [] })).toEqual({
      decided: [],
      alreadyDecided: [],
      failed: [],
    });
  });
});

describe('placeDecided', () => {
  it('moves decided reviews to their new queue, newest first, at once', () => {
    const client = createQueryClient();
    const a = review('a', 'Pending', '2025-01-03');
    const b = review('b', 'Pending', '2025-01-02');
    const c = review('c', 'Approved', '2025-01-01');
    client.setQueryData(reviewKeys.list('Pending'), [a, b]);
    client.setQueryData(reviewKeys.list('Approved'), [c]);
    placeDecided(client, [{ ...b, status: 'Approved' }, { ...a, status: 'Rejected' }, 'junk']);
    expect(client.getQueryData(reviewKeys.list('Pending'))).toEqual([]);
    expect(client.getQueryData<Review[]>(reviewKeys.list('Approved'))?.map((r) => r.id)).toEqual([
      'b',
      'c',
    ]);
    // A queue not loaded yet stays unloaded: it will be fetched when shown.
    expect(client.getQueryData(reviewKeys.list('Rejected'))).toBeUndefined();
  });
});

describe('what a review save changes', () => {
  const declared = (options: { meta?: { invalidates?: readonly QueryKey[] } }) =>
    options.meta?.invalidates ?? [];

  it('decisions change the queues and the creatives, not the rules', () => {
    expect(declared(decideReviewsMutation)).toEqual([reviewKeys.lists(), creativeKeys.all]);
    expect(reviewKeys.rules().slice(0, 2)).not.toEqual(reviewKeys.lists());
  });

  it('a new rule changes every review key and the creatives; a removal only the rules', () => {
    expect(declared(createReviewRuleMutation)).toEqual([reviewKeys.all, creativeKeys.all]);
    expect(declared(deleteReviewRuleMutation)).toEqual([reviewKeys.rules()]);
  });

  it('a rule whose counted pending set changed is a definite 409: no rule, the queues read again', async () => {
    await signInAs('ssp');
    const client = createQueryClient();
    client.setQueryData(reviewKeys.list('Pending'), []);
    const observer = new MutationObserver(client, createReviewRuleMutation);
    const stale = observer.mutate({ advertiserId: 'acc_acme', expectedPendingIds: ['rev_1'] });
    const error = await stale.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ status: 409 });
    expect(ruleFailureMessage(error)).toBe(PENDING_CHANGED);
    expect(client.getQueryState(reviewKeys.list('Pending'))?.isInvalidated).toBe(true);
    expect(getDb().reviewRules).toEqual([]);
    expect(await observer.mutate(acmeConfirmed())).toMatchObject({
      publisher: { id: 'acc_northwind' },
    });
  });

  it('tells a review sent again as resubmitted, never already pending', () => {
    expect(alreadyDecidedMessage(review('a', 'Pending', new Date().toISOString()))).toMatch(
      /^Resubmitted with a new file at \d\d:\d\d: review it again$/,
    );
  });

  it('writes a new rule into the cached rules, and drops a removed one', async () => {
    await signInAs('ssp');
    const client = createQueryClient();
    client.setQueryData<ReviewRule[]>(reviewKeys.rules(), []);
    const created = await new MutationObserver(client, createReviewRuleMutation).mutate({
      advertiserId: 'acc_bluebird',
      expectedPendingIds: ['rev_3'],
    });
    expect(client.getQueryData(reviewKeys.rules())).toEqual([created]);
    expect(getDb().reviews.find((r) => r.id === 'rev_3')?.status).toBe('Approved');
    await new MutationObserver(client, deleteReviewRuleMutation).mutate(created.id);
    expect(client.getQueryData(reviewKeys.rules())).toEqual([]);
  });
});
