// The deals screens (publishers write, buyers and admins read), for the router: each screen's
// code and first reads.
import { readsFrom, type ScreenRoutes } from '@/config/screen-routes';

const reads = () => import('@/features/deals/routes/reads');

export const dealRoutes = {
  deals: {
    screen: () => import('@/features/deals/routes/deals-list'),
    reads: readsFrom(reads, 'deals'),
  },
  dealCreate: {
    screen: () => import('@/features/deals/routes/deal-create'),
    reads: readsFrom(reads, 'dealCreate'),
  },
  dealDetail: {
    screen: () => import('@/features/deals/routes/deal-detail'),
    reads: readsFrom(reads, 'dealDetail'),
  },
  dealEdit: {
    screen: () => import('@/features/deals/routes/deal-edit'),
    reads: readsFrom(reads, 'dealEdit'),
  },
} satisfies ScreenRoutes<'deals' | 'dealCreate' | 'dealDetail' | 'dealEdit'>;
