import { BIDDERS_LOAD_FAILED } from '@/config/messages';

/** BID-FETCH-ERROR: the edit screen's fetch failure (the same text the failure toast shows). */
export { bidderFetchError } from '@/config/messages';

// The bidder screens' fixed texts, verbatim: BID-LIST-EMPTY, BID-LIST-LOAD-FAILED, BID-CREATED,
// BID-UPDATED, BID-LEAVE.
export const BIDDER_TEXT = {
  noBidders: 'There are no bidders yet.',
  loadFailed: BIDDERS_LOAD_FAILED,
  created: 'Bidder successfully created',
  updated: 'Bidder successfully updated',
  // The leave guard's question on the bidder form.
  createUnsaved: 'This bidder has not been created. If you leave, what you typed is discarded.',
  editUnsaved: 'Your changes to this bidder have not been saved. If you leave, they are discarded.',
} as const;

/** The state a bidder is in, as its Active switch says it. */
const stateWord = (isActive: boolean) => (isActive ? 'active' : 'inactive');

/**
 * BID-TOGGLE-ALREADY: a switch click found the bidder already as asked (someone set it meanwhile):
 * no flip.
 */
export const bidderAlready = (name: string, isActive: boolean) =>
  `${name} is already ${stateWord(isActive)}`;

/** Still not as asked after the read, the flip and one correction: `{name}: Still active ...`. */
export const bidderToggleFailed = (name: string, isActive: boolean) =>
  `${name}: Still ${stateWord(isActive)} after the toggle`;
