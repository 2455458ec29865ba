// The placements screens (SSP), for the router: each screen's code and first reads.
import type { ScreenRoutes } from '@/config/screen-routes';

const reads = () => import('@/features/placements/routes/reads');

export const placementRoutes = {
  placements: {
    screen: () => import('@/features/placements/routes/placements-list'),
    reads: reads,
  },
  placementCreate: {
    screen: () => import('@/features/placements/routes/placement-create'),
    reads: null,
  },
  placementBatch: {
    screen: () => import('@/features/placements/routes/placement-batch'),
    reads: null,
  },
  placementEdit: {
    screen: () => import('@/features/placements/routes/placement-edit'),
    reads: reads,
  },
} satisfies ScreenRoutes<'placements' | 'placementCreate' | 'placementBatch' | 'placementEdit'>;
