// Placements. The reads are here because the admin sandbox needs them; creation, update and
// batch import are written by the engineer who builds the placement screens.
import type { HttpHandler } from 'msw';
import { findPlacement, listPlacements } from '@/mocks/queries';
import { accountScope, canAccess, collection, routes } from '@/mocks/resource';
import { toPlacement } from '@/mocks/serializers';

// Admin: every placement (the sandbox picker); SSP: the account's own.
const adminOrSsp = routes({ roles: ['Admin', 'SSP'] });

const placements = collection('Placement', { find: findPlacement });

export const placementHandlers: HttpHandler[] = [
  adminOrSsp.get('/placements', ({ user }) => ({
    placements: listPlacements(accountScope(user)).map(toPlacement),
  })),

  // Another account's placement is a 404, as if it did not exist.
  adminOrSsp.get('/placements/:id', ({ user, params }) =>
    toPlacement(placements.findOr404(params.id, (found) => canAccess(user, found.accountId))),
  ),
];
