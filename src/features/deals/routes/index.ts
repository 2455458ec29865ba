// The deals screens (publishers write, buyers and admins read), for the router: each screen's
// code and first reads.
import type { ScreenRoutes } from '@/config/screen-routes';

const reads = () => import('@/features/deals/routes/reads');

export const dealRoutes = {
  deals: {
    screen: () => import('@/features/deals/routes/deals-list'),
    reads: reads,
  },
  dealCreate: {
    screen: () => import('@/features/deals/routes/deal-create'),
    reads: reads,
  },
  dealDetail: {
    screen: () => import('@/features/deals/routes/deal-detail'),
    reads: reads,
  },
  dealEdit: {
    screen: () => import('@/features/deals/routes/deal-edit'),
    reads: reads,
  },
} satisfies ScreenRoutes<'deals' | 'dealCreate' | 'dealDetail' | 'dealEdit'>;
