// The campaigns screens (DSP), for the router: each screen's code and first reads.
import { readsFrom, type ScreenRoutes } from '@/config/screen-routes';

const reads = () => import('@/features/campaigns/routes/reads');

export const campaignRoutes = {
  campaigns: {
    screen: () => import('@/features/campaigns/routes/campaigns-list'),
    reads: readsFrom(reads, 'campaigns'),
  },
  campaignCreate: {
    screen: () => import('@/features/campaigns/routes/campaign-create'),
    reads: readsFrom(reads, 'campaignCreate'),
  },
  campaignDetail: {
    screen: () => import('@/features/campaigns/routes/campaign-detail'),
    reads: readsFrom(reads, 'campaignDetail'),
  },
  campaignEdit: {
    screen: () => import('@/features/campaigns/routes/campaign-edit'),
    reads: readsFrom(reads, 'campaignEdit'),
  },
} satisfies ScreenRoutes<'campaigns' | 'campaignCreate' | 'campaignDetail' | 'campaignEdit'>;
