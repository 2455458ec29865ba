// The deal rules that the console and the demo server both apply (DEAL-SERVER-RULES, with the
// choices docs/decisions.md records under "Deals"): one source for the deal form's schema and
// the mock's validation, as src/rules/placement-rules.ts is for placements.

import { BOUND_LABELS, NAME_MAX_LENGTH, TEXT_MESSAGES } from '@/rules/field-bounds';
export const DEAL_RULE_MESSAGES = {
  /** DEAL-NAME, exact. */
  name: 'Deal name is required',
  /** `Deal name must be at most 200 characters` (FORM-TEXT-BOUNDS). */
  nameLength: TEXT_MESSAGES.tooLong(BOUND_LABELS.dealName),
  /** DEAL-FLOOR. */
  floorRequired: 'Floor CPM is required',
  floorMin: 'The floor CPM must be 0 or more',
  /** DEAL-SEATS, exact. */
  seats: 'Add at least one buyer seat',
  /** DEAL-SCREENS-REQUIRED. */
  screens: 'Choose at least one placement or venue type',
  /** DEAL-PRIORITY. */
  priority: 'Priority must be a whole number from 1 to 10',
  /** DEAL-AUCTION. */
  auctionType: 'Auction must be First price or Fixed price',
  /** DEAL-DATES. */
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  endBeforeStart: 'The end date must be on or after the start date',
  /** DEAL-DAY-PARTS. */
  dayPart: 'Each day-part is a weekday 0-6 and an hour 0-23',
  state: 'State must be a US state code',
} as const;

export const DEAL_NAME_MAX = NAME_MAX_LENGTH;
export const DEAL_PRIORITY_MIN = 1;
export const DEAL_PRIORITY_MAX = 10;
/** A new deal's priority: the middle of 1 (first) to 10 (DEAL-PRIORITY, DEAL-DEFAULTS). */
export const DEAL_PRIORITY_DEFAULT = 5;

export const DEAL_AUCTION_TYPES = ['FirstPrice', 'FixedPrice'] as const;
export type DealAuctionType = (typeof DEAL_AUCTION_TYPES)[number];

/** How the console names each auction type (table, form, buyer views). */
export const AUCTION_TYPE_LABELS: Record<DealAuctionType, string> = {
  FirstPrice: 'First price',
  FixedPrice: 'Fixed price',
};

/** DEAL-ID: `MQ-` and 10 upper-case letters or digits. */
export const DEAL_ID_PATTERN = /^MQ-[A-Z0-9]{10}$/;

/** DEAL-LOSS-REASONS: the loss reasons a deal's health lists, in order, with their labels. */
export const DEAL_LOSS_REASONS = [
  'belowFloor',
  'seatNotAllowed',
  'outsideDayParts',
  'creativeNotApproved',
  'timeout',
  'outbid',
] as const;
export type DealLossReasonKey = (typeof DEAL_LOSS_REASONS)[number];

export const LOSS_REASON_LABELS: Record<DealLossReasonKey, string> = {
  belowFloor: 'Below floor',
  seatNotAllowed: 'Seat not allowed',
  outsideDayParts: 'Outside day-parts',
  creativeNotApproved: 'Creative not approved',
  timeout: 'Timeout',
  outbid: 'Outbid',
};

/**
 * The campaign's deal rules (its Audience step and the demo server's campaign validation):
 * DEAL-CAMPAIGN-DEALS, DEAL-ONLY.
 */
export const CAMPAIGN_DEAL_MESSAGES = {
  unknownDeal: (dealId: string) => `Deal ${dealId} is not offered to this account`,
  dealsOnlyWithoutDeals: 'Choose at least one deal to run only on deals',
  dealsOnly: 'dealsOnly must be true or false',
} as const;
