import { BIDDERS_LOAD_FAILED } from '@/config/messages';

/** Spec section 8: the edit screen's fetch failure (the same text the failure toast shows). */
export { bidderFetchError } from '@/config/messages';

// The bidder screens' fixed texts (spec sections 2 and 8, verbatim).
export const BIDDER_TEXT = {
  noBidders: 'There are no bidders yet.',
  loadFailed: BIDDERS_LOAD_FAILED,
  created: 'Bidder successfully created',
  updated: 'Bidder successfully updated',
} as const;
