// A rule is one publisher's for one advertiser (REV-AUTO-MARK, REV-ALWAYS-APPROVE), and an
// Admin's queue and rules mix publishers: a card is marked `Always approved by a rule` by a rule
// of its own publisher and advertiser, and `Always approve this advertiser` counts that
// publisher's pending creatives of that advertiser only. A review or rule that names no
// publisher is the caller's own.
import type { AccountSummary, Review, ReviewRule } from '@/types/api';

type Scoped = { advertiser: AccountSummary; publisher?: AccountSummary | undefined };

const samePublisher = (a?: AccountSummary, b?: AccountSummary) => !a || !b || a.id === b.id;

/** The same publisher and advertiser. */
function sameScope(a: Scoped, b: Scoped): boolean {
  return a.advertiser?.id === b.advertiser?.id && samePublisher(a.publisher, b.publisher);
}

/** Whether a rule of the review's publisher approves its advertiser. */
export function ruleCovers(rules: readonly ReviewRule[], review: Scoped): boolean {
  return rules.some((rule) => sameScope(rule, review));
}

/** The Pending reviews a rule set from this review approves at once. */
export function waitingLike(pending: readonly Review[], review: Scoped): Review[] {
  return pending.filter((candidate) => sameScope(candidate, review));
}
