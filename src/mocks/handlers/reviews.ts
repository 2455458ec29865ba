// Creative reviews (SSP; an Admin may act on any publisher's): the publisher's queue by status,
// approve and reject from the state the reviewer saw (REV-DECIDE-FROM-STATE), and auto-approval
// rules per publisher and advertiser, made from the pending reviews their question counted
// (REV-CALLS, REV-RULE-EFFECT, REV-ACCESS, REV-ALWAYS-APPROVE). Reviews are made by campaign
// saves (src/mocks/review-submissions.ts); a publisher sees only its own
// (ReviewRecord.publisherAccountId), another publisher's answer 404 as if unknown.
import { recordEntry, recordReview, type ChangeContext } from '@/mocks/history/writer';
import { HttpResponse } from 'msw';
import { fail, readJsonObject } from '@/mocks/http';
import { newId, nowIso } from '@/mocks/ids';
import { findAccount } from '@/mocks/queries';
import type { DbState, ReviewRecord, ReviewRuleRecord, UserRecord } from '@/mocks/records';
import { accountScope, canAccess, collection, namedAccountId, routes } from '@/mocks/resource';
import { autoApprovalRule, autoApprove } from '@/mocks/review-submissions';
import { toReview, toReviewRule } from '@/mocks/serializers';
import type { Review, ReviewRule, ReviewStatus } from '@/types/api';

const publishers = routes({ roles: ['SSP', 'Admin'] });

const REVIEW_STATUSES: readonly ReviewStatus[] = ['Pending', 'Approved', 'Rejected'];

const reviews = collection('Review', { rows: (db) => db.reviews });
const rules = collection('Review rule', { rows: (db) => db.reviewRules });

function isReviewStatus(value: string): value is ReviewStatus {
  return (REVIEW_STATUSES as readonly string[]).includes(value);
}

/** The `status` query: absent or empty, every status; otherwise one of the three. */
function statusFilter(request: Request): ReviewStatus | undefined {
  const status = new URL(request.url).searchParams.get('status');
  if (status === null || status === '') return undefined;
  return isReviewStatus(status) ? status : fail('Unknown review status');
}

/** Whether the review is still the submission the reviewer saw (absent: any will do). */
function sameSubmission(review: ReviewRecord, expected: unknown): boolean {
  if (expected === undefined || expected === null) return true;
  const seen = typeof expected === 'string' ? Date.parse(expected) : NaN;
  if (Number.isNaN(seen)) fail('expectedSubmittedAt must be a date-time');
  return Date.parse(review.submittedAt) === seen;
}

/**
 * REV-DECIDE-FROM-STATE: a decision names the state its reviewer saw (`expectedStatus`) and the
 * submission (`expectedSubmittedAt`: the file they judged). When the review has left that state
 * (someone, or a rule, decided it since) or was sent again (the buyer replaced its file), nothing
 * is done: 409 with the review as it is now. Without them, the decision is made whatever the
 * state. Only a new submission makes a review Pending again: a 409 of a Pending one is that.
 */
function decideFrom(review: ReviewRecord, seen: Record<string, unknown>, db: DbState): void {
  const { expectedStatus: expected, expectedSubmittedAt } = seen;
  const anyState = expected === undefined || expected === null;
  if (!anyState && (typeof expected !== 'string' || !isReviewStatus(expected))) {
    fail('Unknown review status');
  }
  const sameState = anyState || review.status === expected;
  if (sameSubmission(review, expectedSubmittedAt) && sameState) return;
  const by = review.decidedBy ? ` by ${review.decidedBy}` : '';
  const message =
    review.status === 'Pending'
      ? 'Resubmitted with a new file: review it again.'
      : `Already ${review.status.toLowerCase()}${by}.`;
  throw HttpResponse.json({ error: { message }, review: toReview(review, db) }, { status: 409 });
}

/** The approval's optional body (`expectedStatus`, `expectedSubmittedAt`); none decides anyway. */
async function approveBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.clone().text();
  if (text.trim() === '') return {};
  return readJsonObject(new Request(request.url, { method: 'POST', body: text }));
}

/** Who decided, and when: the person's name (an Admin acting for a publisher included). */
function markDecided(review: ReviewRecord, user: UserRecord): void {
  review.decidedBy = user.name;
  review.decidedAt = nowIso();
}

/** The review with this id if it is in the caller's queue: 404 otherwise, never 403. */
function findVisible(id: string, user: UserRecord): ReviewRecord {
  return reviews.findOr404(id, (review) => canAccess(user, review.publisherAccountId));
}

/** Newest first; reviews submitted the same moment: the later-added first. */
function newestFirst(list: readonly ReviewRecord[]): ReviewRecord[] {
  return list
    .map((review, index) => ({ review, index }))
    .sort((a, b) => b.review.submittedAt.localeCompare(a.review.submittedAt) || b.index - a.index)
    .map(({ review }) => review);
}

/**
 * The publisher a new rule is for: the caller's account, or for an Admin the one named by
 * `publisherAccountId`. 400 `Unknown publisher` when that is not a publisher account.
 */
function rulePublisher(user: UserRecord, requested: unknown, db: DbState): string {
  const account = findAccount(namedAccountId(user, requested), db);
  if (account?.kind !== 'Publisher') fail('Unknown publisher');
  return account.id;
}

/** The publisher's Pending reviews from the advertiser: what a new rule approves at once. */
function pendingOf(publisherAccountId: string, advertiserId: string, db: DbState): ReviewRecord[] {
  return db.reviews.filter(
    (review) =>
      review.status === 'Pending' &&
      review.publisherAccountId === publisherAccountId &&
      review.advertiser.id === advertiserId,
  );
}

/**
 * REV-ALWAYS-APPROVE: the rule approves what its confirmation counted (`expectedPendingIds`),
 * nothing else: a creative that arrived (or was decided) since makes the set differ, and the
 * answer is 409 with nothing done. Absent, whatever is pending is approved.
 */
function confirmedPending(expected: unknown, pending: readonly ReviewRecord[], name: string) {
  if (expected === undefined || expected === null) return;
  if (!Array.isArray(expected) || !expected.every((id) => typeof id === 'string')) {
    fail('expectedPendingIds must be a list of review ids');
  }
  const counted = new Set<string>(expected);
  if (counted.size === pending.length && pending.every((review) => counted.has(review.id))) {
    return;
  }
  const message = `The creatives waiting for review from ${name} have changed since you confirmed.`;
  throw HttpResponse.json({ error: { message } }, { status: 409 });
}

/** HIST-RECORD: a rule made or removed, on the publisher's history under its advertiser. */
function recordRule(
  db: DbState,
  change: ChangeContext,
  rule: ReviewRuleRecord,
  action: 'created' | 'deleted',
): void {
  recordEntry(db, change, {
    kind: 'reviewRule',
    id: rule.id,
    name: `Auto-approve ${rule.advertiser.name}`,
    accountId: rule.publisherAccountId,
    action,
    changes: [],
  });
}

export const reviewHandlers = [
  publishers.get('/reviews', ({ user, request, db }): { reviews: Review[] } => {
    const status = statusFilter(request);
    const scope = accountScope(user);
    const list = db.reviews.filter(
      (review) =>
        (!scope || review.publisherAccountId === scope) && (!status || review.status === status),
    );
    return { reviews: newestFirst(list).map((review) => toReview(review, db)) };
  }),

  publishers.post('/reviews/:id/approve', async ({ user, params, request, db, change }) => {
    const review = findVisible(params.id, user);
    decideFrom(review, await approveBody(request), db);
    const before = { status: review.status, ...(review.reason ? { reason: review.reason } : {}) };
    review.status = 'Approved';
    delete review.reason;
    delete review.autoApproved;
    markDecided(review, user);
    recordReview(db, change, review, before);
    return toReview(review, db);
  }),

  publishers.post('/reviews/:id/reject', async ({ user, params, body, db, change }) => {
    const review = findVisible(params.id, user);
    const seen = await body();
    const trimmed = typeof seen.reason === 'string' ? seen.reason.trim() : '';
    if (!trimmed) fail('A reason is required to reject a creative');
    decideFrom(review, seen, db);
    const before = { status: review.status, ...(review.reason ? { reason: review.reason } : {}) };
    review.status = 'Rejected';
    review.reason = trimmed;
    delete review.autoApproved;
    markDecided(review, user);
    recordReview(db, change, review, before);
    return toReview(review, db);
  }),

  publishers.get('/reviews/rules', ({ user, db }): { rules: ReviewRule[] } => {
    const scope = accountScope(user);
    const list = db.reviewRules.filter((rule) => !scope || rule.publisherAccountId === scope);
    return { rules: list.map((rule) => toReviewRule(rule, db)) };
  }),

  publishers.post('/reviews/rules', { status: 201 }, async ({ user, body, db, change }) => {
    const raw = await body();
    const publisherAccountId = rulePublisher(user, raw.publisherAccountId, db);
    const advertiserId = typeof raw.advertiserId === 'string' ? raw.advertiserId : '';
    const advertiser = findAccount(advertiserId, db);
    if (advertiser?.kind !== 'Advertiser') fail('Unknown advertiser');
    const pending = pendingOf(publisherAccountId, advertiser.id, db);
    confirmedPending(raw.expectedPendingIds, pending, advertiser.name);
    const existing = autoApprovalRule(publisherAccountId, advertiser.id, db);
    const rule: ReviewRuleRecord = existing ?? {
      id: newId('rrl'),
      advertiser: { id: advertiser.id, name: advertiser.name },
      createdAt: nowIso(),
      publisherAccountId,
    };
    if (!existing) {
      db.reviewRules.push(rule);
      recordRule(db, change, rule, 'created');
    }
    for (const review of pending) autoApprove(review, db, change);
    // A rule that already exists is answered as it is, with 200: nothing was created.
    return existing ? HttpResponse.json(toReviewRule(rule, db)) : toReviewRule(rule, db);
  }),

  publishers.post('/reviews/rules/:id/delete', ({ user, params, db, change }) => {
    const rule = rules.findOr404(params.id, (found) => canAccess(user, found.publisherAccountId));
    db.reviewRules = db.reviewRules.filter((kept) => kept !== rule);
    recordRule(db, change, rule, 'deleted');
    return new HttpResponse(null, { status: 204 });
  }),
];
