// Bidders (Admin): list, read, create, update and the active toggle. Validation follows spec
// section 5 word for word (src/mocks/validation/bidder.ts).
import { http, HttpResponse } from 'msw';
import { getDb, persist } from '@/mocks/db';
import { ADMIN_ONLY, authenticate, fail, notFound, readJsonObject } from '@/mocks/http';
import { newId } from '@/mocks/ids';
import type { BidderRecord } from '@/mocks/records';
import { parseBidderInput, protocolName } from '@/mocks/validation/bidder';

function bidderOr404(id: string): BidderRecord {
  const bidder = getDb().bidders.find((candidate) => candidate.id === id);
  if (!bidder) throw notFound('Bidder');
  return bidder;
}

export const bidderHandlers = [
  http.get('*/v1/bidders', ({ request }) => {
    authenticate(request, ADMIN_ONLY);
    return HttpResponse.json(getDb().bidders);
  }),

  http.get<{ id: string }>('*/v1/bidders/:id', ({ request, params }) => {
    authenticate(request, ADMIN_ONLY);
    return HttpResponse.json(bidderOr404(params.id));
  }),

  http.post('*/v1/bidders', async ({ request }) => {
    authenticate(request, ADMIN_ONLY);
    const input = parseBidderInput(await readJsonObject(request));
    // Aniview bidders are listed and edited, never created (spec section 3).
    if (protocolName(input.protocol) === 'Aniview') fail('Aniview bidders cannot be created');
    const bidder: BidderRecord = { id: newId('bid'), isActive: true, ...input };
    getDb().bidders.push(bidder);
    persist();
    return HttpResponse.json(bidder, { status: 201 });
  }),

  http.post<{ id: string }>('*/v1/bidders/:id/update', async ({ request, params }) => {
    authenticate(request, ADMIN_ONLY);
    const bidder = bidderOr404(params.id);
    const input = parseBidderInput(await readJsonObject(request));
    if (protocolName(input.protocol) !== protocolName(bidder.protocol)) {
      fail(
        `The protocol of a bidder cannot be changed (this one is ${protocolName(bidder.protocol)})`,
      );
    }
    Object.assign(bidder, input);
    persist();
    return HttpResponse.json(bidder);
  }),

  // A GET that changes state, as the spec's API has it. Answers the whole bidder.
  http.get<{ id: string }>('*/v1/bidders/:id/toggleActive', ({ request, params }) => {
    authenticate(request, ADMIN_ONLY);
    const bidder = bidderOr404(params.id);
    bidder.isActive = !bidder.isActive;
    persist();
    return HttpResponse.json(bidder);
  }),
];
