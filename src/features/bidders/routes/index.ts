// The bidders screens (Admin), for the router: each screen's code and first reads.
import type { ScreenRoutes } from '@/config/screen-routes';

const reads = () => import('@/features/bidders/routes/reads');

export const bidderRoutes = {
  bidders: {
    screen: () => import('@/features/bidders/routes/bidders-list'),
    reads: reads,
  },
  bidderCreate: { screen: () => import('@/features/bidders/routes/bidder-create'), reads: null },
  bidderEdit: {
    screen: () => import('@/features/bidders/routes/bidder-edit'),
    reads: reads,
  },
} satisfies ScreenRoutes<'bidders' | 'bidderCreate' | 'bidderEdit'>;
