// Spec section 8 messages that more than one feature shows (one source of truth).
export const ACCOUNTS_LOAD_FAILED = 'Failed to load accounts.';
export const BIDDERS_LOAD_FAILED = 'Failed to load bidders.';
export const DEBUG_SESSION_FAILED = 'Failed to create debug session.';

/** Spec section 8: a bidder that cannot be fetched. */
export function bidderFetchError(message: string): string {
  return `Error: ${message}`;
}
