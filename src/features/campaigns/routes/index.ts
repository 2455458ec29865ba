// The campaigns screens (DSP), for the router: each screen's code and first reads.
import type { ScreenRoutes } from '@/config/screen-routes';

const reads = () => import('@/features/campaigns/routes/reads');

export const campaignRoutes = {
  campaigns: {
    screen: () => import('@/features/campaigns/routes/campaigns-list'),
    reads: reads,
  },
  campaignCreate: {
    screen: () => import('@/features/campaigns/routes/campaign-create'),
    reads: reads,
  },
  campaignDetail: {
    screen: () => import('@/features/campaigns/routes/campaign-detail'),
    reads: reads,
  },
  campaignEdit: {
    screen: () => import('@/features/campaigns/routes/campaign-edit'),
    reads: reads,
  },
} satisfies ScreenRoutes<'campaigns' | 'campaignCreate' | 'campaignDetail' | 'campaignEdit'>;
