// The bidder editor's draft options (BID-LEAVE; MANY-DRAFT-FORMAT) and its write-only keys
// (BID-SECRET-WRITE-ONLY): Adomni's Owner Key and Broadsign's API Key are never kept in the
// draft as typed (typed again after a reload), and the conflict view shows them masked or as
// `Changed`. Both bidder screens spread BIDDER_DRAFT_OPTIONS into their useEditor options.
import type { BidderFormValues } from '@/features/bidders/bidder-schema';

/**
 * Bump when BidderFormValues changes shape: an older draft is converted (convertBidderDraft) or
 * offered, not restored. 2: the keys became write-only (a saved key is kept by its last four).
 */
export const BIDDER_DRAFT_VERSION = 2;

/** The form's write-only keys, by path. */
export const BIDDER_SECRET_FIELDS: readonly string[] = ['Adomni.ownerKey', 'Broadsign.apiKey'];

/** Their labels, for when their input is not on screen (a saved key shown masked). */
const BIDDER_SECRET_LABELS: Readonly<Record<string, string>> = {
  'Adomni.ownerKey': 'Owner Key',
  'Broadsign.apiKey': 'API Key',
};

/**
 * A draft of an older format as this one's: version 1 held the keys in clear; they are dropped,
 * so the form starts from the saved key (or an empty key to type), the rest as it was typed.
 */
export function convertBidderDraft(
  values: Readonly<Record<string, unknown>>,
  fromVersion: number,
): Partial<BidderFormValues> | null {
  if (fromVersion !== 1) return null;
  const { Adomni: _adomni, Broadsign: _broadsign, ...rest } = values;
  return rest as Partial<BidderFormValues>;
}

export const BIDDER_DRAFT_OPTIONS = {
  draftVersion: BIDDER_DRAFT_VERSION,
  convert: convertBidderDraft,
  secrets: BIDDER_SECRET_FIELDS,
  labels: BIDDER_SECRET_LABELS,
};
