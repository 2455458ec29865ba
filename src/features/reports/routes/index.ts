// The reports screens (SSP, DSP), for the router: each screen's code and first reads.
import type { ScreenRoutes } from '@/config/screen-routes';

const reads = () => import('@/features/reports/routes/reads');

export const reportRoutes = {
  reports: {
    screen: () => import('@/features/reports/routes/reports-list'),
    reads: reads,
  },
  reportDetail: {
    screen: () => import('@/features/reports/routes/report-detail'),
    reads: reads,
  },
} satisfies ScreenRoutes<'reports' | 'reportDetail'>;
