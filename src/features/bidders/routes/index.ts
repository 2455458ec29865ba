// The bidders screens (Admin), for the router: each screen's code and first reads.
import { readsFrom, type ScreenRoutes } from '@/config/screen-routes';

const reads = () => import('@/features/bidders/routes/reads');

export const bidderRoutes = {
  bidders: {
    screen: () => import('@/features/bidders/routes/bidders-list'),
    reads: readsFrom(reads, 'bidders'),
  },
  bidderCreate: { screen: () => import('@/features/bidders/routes/bidder-create'), reads: null },
  bidderEdit: {
    screen: () => import('@/features/bidders/routes/bidder-edit'),
    reads: readsFrom(reads, 'bidderEdit'),
  },
} satisfies ScreenRoutes<'bidders' | 'bidderCreate' | 'bidderEdit'>;
