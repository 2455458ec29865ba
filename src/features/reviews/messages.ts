// The Creative Reviews screen's texts. Given by the product (verbatim): the tab names (REV-TABS),
// `Approve`, `Reject` (REV-DECIDE), `Always approve this advertiser` (REV-ALWAYS-APPROVE) and
// `Auto-approved` (REV-AUTO-MARK); the rest decided here (docs/decisions.md).
import type { ReviewStatus } from '@/types/api';

export const APPROVE = 'Approve';
export const REJECT = 'Reject';
export const ALWAYS_APPROVE = 'Always approve this advertiser';
export const AUTO_APPROVED = 'Auto-approved';
export const APPROVE_SELECTED = 'Approve selected';
export const REJECT_SELECTED = 'Reject selected';
export const RULE_IS_SET = 'Always approved by a rule';

// REV-LOAD-ERROR; the rules' failure: REV-RULES.
export const REVIEWS_LOAD_ERROR = 'Failed to load creative reviews.';
export const RULES_LOAD_ERROR = 'Failed to load auto-approval rules.';

// REV-EMPTY
export const EMPTY_TAB: Record<ReviewStatus, { title: string; description: string }> = {
  Pending: {
    title: 'No creatives waiting for review',
    description: 'Creatives of campaigns that may play on your screens arrive here.',
  },
  Approved: {
    title: 'No approved creatives',
    description: 'Creatives you approve, or a rule approves, are listed here.',
  },
  Rejected: {
    title: 'No rejected creatives',
    description: 'Creatives you reject are listed here with the reason given.',
  },
};

// REV-REJECT-REASON
export const REASON_LABEL = 'Reason';
export const REASON_HINT = 'The advertiser sees this reason.';
export const REASON_REQUIRED = 'A reason is required to reject a creative';
export const REASON_MAX_LENGTH = 500;
export const REASON_TOO_LONG = `Keep the reason to ${REASON_MAX_LENGTH} characters or fewer`;

// REV-RULES
export const RULES_TITLE = 'Auto-approval rules';
export const RULES_INTRO = 'Creatives from these advertisers are approved as they arrive.';
export const NO_RULES = 'No auto-approval rules';
export const NO_RULES_HINT = `Use “${ALWAYS_APPROVE}” on a review to add one.`;
export const REMOVE = 'Remove';
export const RULE_REMOVED = 'Auto-approval rule removed';

// REV-DECIDE
export const CREATIVE_APPROVED = 'Creative approved';
export const CREATIVE_REJECTED = 'Creative rejected';

/** `1 creative`, `3 creatives`. */
export function creativesCount(count: number): string {
  return `${count} creative${count === 1 ? '' : 's'}`;
}

export function ruleAddedMessage(advertiser: string): string {
  return `Creatives from ${advertiser} are now approved automatically`;
}
