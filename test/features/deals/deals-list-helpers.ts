// Shared pieces of the deal screens' tests (the list and the detail).
import { beforeAll } from 'vitest';

/** The screens are lazy chunks: load them up front, as the bidder tests do. */
export function prepareDealScreens() {
  beforeAll(async () => {
    await Promise.all([
      import('@/features/deals/routes/deals-list'),
      import('@/features/deals/routes/deal-detail'),
    ]);
  });
}

export { captureRequests } from '../../utils';
export { apiUrl } from '@/lib/http/api-client';
export { server } from '@/mocks/server';
export { http, HttpResponse } from 'msw';
