// Bidders (Admin): list, read, create, update and the active toggle. Validation follows the bidder
// rules word for word (BID-SERVER-RULES, src/mocks/validation/bidder.ts). A bidder's read and
// update carry its ETag; an update honours If-Match (src/mocks/etag.ts). BID-SECRET-WRITE-ONLY:
// the record keeps its protocol's key in full; every reply (and so every kept idempotent reply)
// is toBidder's, with the key's last four only; an update without the key keeps the stored one.
import { checkIfMatch, withEtag } from '@/mocks/etag';
import { recordSave, type ChangeContext } from '@/mocks/history/writer';
import { fail } from '@/mocks/http';
import { newId } from '@/mocks/ids';
import type { BidderRecord, DbState } from '@/mocks/records';
import { adminOnly, collection } from '@/mocks/resource';
import { toBidder } from '@/mocks/serializers';
import { parseBidderInput, protocolName } from '@/mocks/validation/bidder';

const bidders = collection('Bidder', { rows: (db) => db.bidders });

/** HIST-RECORD: a bidder's change, for Admins; its keys as changed without values. */
function recordBidder(
  db: DbState,
  change: ChangeContext,
  before: BidderRecord | null,
  after: BidderRecord,
) {
  recordSave(db, change, { kind: 'bidder', before, after, id: after.id, accountId: null });
}

export const bidderHandlers = [
  adminOnly.get('/bidders', ({ db }) => db.bidders.map(toBidder)),

  adminOnly.get('/bidders/:id', ({ params }) => {
    const bidder = bidders.findOr404(params.id);
    // The ETag is the stored record's: a replaced key is a new version, though its last four
    // may be the same.
    return withEtag(toBidder(bidder), bidder);
  }),

  adminOnly.post('/bidders', { status: 201 }, async ({ body, db, change }) => {
    const input = await body(parseBidderInput);
    // BID-ANIVIEW: Aniview bidders are listed and edited, never created.
    if (protocolName(input.protocol) === 'Aniview') fail('Aniview bidders cannot be created');
    const bidder: BidderRecord = { id: newId('bid'), isActive: true, ...input };
    db.bidders.push(bidder);
    recordBidder(db, change, null, bidder);
    return toBidder(bidder);
  }),

  adminOnly.post('/bidders/:id/update', async ({ request, params, body, db, change }) => {
    const bidder = bidders.findOr404(params.id);
    checkIfMatch(request, bidder);
    const input = await body((raw) => parseBidderInput(raw, bidder));
    // BID-PROTOCOL-FIXED
    const protocol = protocolName(bidder.protocol);
    if (protocolName(input.protocol) !== protocol) {
      fail(`The protocol of a bidder cannot be changed (this one is ${protocol})`);
    }
    const before = structuredClone(bidder);
    Object.assign(bidder, input);
    recordBidder(db, change, before, bidder);
    return withEtag(toBidder(bidder), bidder);
  }),

  // BID-TOGGLE: a GET that changes state, as the product's API has it. Answers the whole bidder.
  adminOnly.get('/bidders/:id/toggleActive', { persist: true }, ({ params, db, change }) => {
    const bidder = bidders.findOr404(params.id);
    const before = structuredClone(bidder);
    bidder.isActive = !bidder.isActive;
    recordBidder(db, change, before, bidder);
    return toBidder(bidder);
  }),
];
