// A saved campaign's creatives go to the review queue of every publisher it may play on: one
// Pending review per publisher, campaign and creative, made once (a re-save adds only what is
// new). The publishers are those of AllowPublishers and the owners of AllowPlacements (both:
// the publishers in both, as targets combine); a campaign naming neither may play anywhere.
// A publisher's auto-approval rule for the advertiser (POST /reviews/rules) makes the review
// arrive Approved with autoApproved: true.
import { recordReview, withVia, type ChangeContext } from '@/mocks/history/writer';
import { newId, nowIso } from '@/mocks/ids';
import { findAccount, findPlacement } from '@/mocks/queries';
import type {
  CampaignRecord,
  CreativeRecord,
  DbState,
  ReviewRecord,
  ReviewRuleRecord,
} from '@/mocks/records';

/** The publisher accounts whose screens a campaign's targets allow. */
export function targetedPublishers(campaign: CampaignRecord, db: DbState): string[] {
  const lists: string[][] = [];
  for (const target of campaign.targets) {
    if ('AllowPublishers' in target) lists.push(target.AllowPublishers);
    if ('AllowPlacements' in target) {
      lists.push(target.AllowPlacements.flatMap((id) => findPlacement(id, db)?.accountId ?? []));
    }
  }
  const only = lists.length
    ? new Set(lists.reduce((kept, ids) => kept.filter((id) => ids.includes(id))))
    : null;
  return db.accounts
    .filter((account) => account.kind === 'Publisher' && (!only || only.has(account.id)))
    .map((account) => account.id);
}

/** The publisher's auto-approval rule for an advertiser, if it has one. */
export function autoApprovalRule(
  publisherAccountId: string,
  advertiserId: string,
  db: DbState,
): ReviewRuleRecord | undefined {
  return db.reviewRules.find(
    (rule) => rule.publisherAccountId === publisherAccountId && rule.advertiser.id === advertiserId,
  );
}

/** Who a rule's approval is by (REV-DECIDE-FROM-STATE: `Already approved by …`). */
export const RULE_DECIDER = 'An auto-approval rule';

/** Approves a review on the publisher's behalf: a decision by rule, not by a person. */
export function autoApprove(review: ReviewRecord, db: DbState, change: ChangeContext): void {
  const before = { status: review.status, ...(review.reason ? { reason: review.reason } : {}) };
  review.status = 'Approved';
  review.autoApproved = true;
  delete review.reason;
  review.decidedBy = RULE_DECIDER;
  review.decidedAt = nowIso();
  recordReview(db, withVia(change, 'review rule'), review, before);
}

/** Adds the reviews a save calls for (Pending, or Approved by a rule); returns them. */
export function submitForReview(
  campaign: CampaignRecord,
  db: DbState,
  change: ChangeContext,
): ReviewRecord[] {
  const advertiser = findAccount(campaign.accountId, db);
  // A renamed campaign is shown under its new name in every queue.
  for (const review of db.reviews) {
    if (review.campaign.id === campaign.id) review.campaign.name = campaign.name;
  }
  if (!advertiser) return [];
  const submitted: ReviewRecord[] = [];
  for (const publisherAccountId of targetedPublishers(campaign, db)) {
    for (const { creative } of campaign.ads) {
      const exists = db.reviews.some(
        (review) =>
          review.publisherAccountId === publisherAccountId &&
          review.campaign.id === campaign.id &&
          review.creative.id === creative.id,
      );
      if (exists) continue;
      const review: ReviewRecord = {
        id: newId('rev'),
        status: 'Pending',
        submittedAt: nowIso(),
        advertiser: { id: advertiser.id, name: advertiser.name },
        campaign: { id: campaign.id, name: campaign.name },
        creative: { ...creative, descriptor: { ...creative.descriptor } },
        publisherAccountId,
      };
      if (autoApprovalRule(publisherAccountId, advertiser.id, db)) autoApprove(review, db, change);
      submitted.push(review);
    }
  }
  db.reviews.push(...submitted);
  return submitted;
}

/**
 * A new submission's moment: now, and always after the last one, since `submittedAt` tells a
 * reviewer's decision which file it judged (REV-DECIDE-FROM-STATE: `expectedSubmittedAt`).
 */
function nextSubmission(previous: string): string {
  const now = nowIso();
  const last = Date.parse(previous);
  return Date.parse(now) > last || Number.isNaN(last) ? now : new Date(last + 1).toISOString();
}

/**
 * CRE-REPLACE-FILE: a review of a creative whose file was replaced starts again, on the new
 * file: Pending from now (or Approved at once by the publisher's rule), the last decision gone;
 * a decision made from the old file's submission answers 409.
 */
export function resubmit(
  review: ReviewRecord,
  creative: CreativeRecord,
  db: DbState,
  change: ChangeContext,
): void {
  review.creative = {
    ...review.creative,
    url: creative.url,
    mimeType: creative.mimeType,
    descriptor: { ...creative.descriptor },
  };
  review.status = 'Pending';
  review.submittedAt = nextSubmission(review.submittedAt);
  delete review.reason;
  delete review.autoApproved;
  delete review.decidedBy;
  delete review.decidedAt;
  if (autoApprovalRule(review.publisherAccountId, review.advertiser.id, db)) {
    autoApprove(review, db, change);
  }
}
