// Spec section 8 messages that more than one feature shows (one source of truth).
export const ACCOUNTS_LOAD_FAILED = 'Failed to load accounts.';
export const BIDDERS_LOAD_FAILED = 'Failed to load bidders.';
