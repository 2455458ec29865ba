// ERR-SHARED-MESSAGES: messages that more than one feature shows (one source of truth).
export const ACCOUNTS_LOAD_FAILED = 'Failed to load accounts.';
export const BIDDERS_LOAD_FAILED = 'Failed to load bidders.';
export const DEBUG_SESSION_FAILED = 'Failed to create debug session.';

/** ERR-SHARED-MESSAGES: a bidder that cannot be fetched. */
export function bidderFetchError(message: string): string {
  return `Error: ${message}`;
}

/**
 * MANY-NO-ANSWER, exact: a request that got no answer in time (a read after 30 s, a write
 * after 60 s, an upload stalled 60 s), or a write answered 504 or lost to a network failure.
 */
export const NO_ANSWER_MESSAGE =
  'The server did not answer. What you typed is kept; check whether it was saved before trying again.';

/** MANY-OFFLINE: a save tried while the browser is offline: refused at once, never queued. */
export const OFFLINE_WRITE_MESSAGE =
  'You are offline. Nothing was sent; try again when the connection is back.';

/** The shell's banner while the browser is offline. */
export const OFFLINE_BANNER_MESSAGE =
  'You are offline. Saving is paused until the connection is back; nothing you type is lost.';
