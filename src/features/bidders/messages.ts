// The bidder screens' fixed texts (spec sections 2 and 8, verbatim).
export const BIDDER_TEXT = {
  noBidders: 'There are no bidders yet.',
  loadFailed: 'Failed to load bidders.',
  created: 'Bidder successfully created',
  updated: 'Bidder successfully updated',
} as const;

/** Spec section 8: the edit screen's fetch failure. */
export function bidderFetchError(message: string): string {
  return `Error: ${message}`;
}
