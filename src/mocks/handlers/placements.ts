// Placements. The reads are here because the admin sandbox needs them; creation, update and
// batch import are written by the engineer who builds the placement screens.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { authenticate, notFound } from '@/mocks/http';
import { findPlacement, listPlacements } from '@/mocks/queries';
import { toPlacement } from '@/mocks/serializers';

export const placementHandlers: HttpHandler[] = [
  // Admin: every placement (the sandbox picker); SSP: the account's own.
  http.get('*/v1/placements', ({ request }) => {
    const user = authenticate(request, ['Admin', 'SSP']);
    const accountId = user.roles.includes('Admin') ? undefined : user.accountId;
    return HttpResponse.json({ placements: listPlacements(accountId).map(toPlacement) });
  }),

  http.get<{ id: string }>('*/v1/placements/:id', ({ request, params }) => {
    const user = authenticate(request, ['Admin', 'SSP']);
    const placement = findPlacement(params.id);
    if (!placement || (!user.roles.includes('Admin') && placement.accountId !== user.accountId)) {
      return notFound('Placement');
    }
    return HttpResponse.json(toPlacement(placement));
  }),
];
