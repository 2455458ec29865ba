// The inventory explorer (DSP), for the router: each screen's code and first reads.
import type { ScreenRoutes } from '@/config/screen-routes';

const reads = () => import('@/features/inventory/routes/reads');

export const inventoryRoutes = {
  inventory: {
    screen: () => import('@/features/inventory/routes/inventory-explorer'),
    reads: reads,
  },
  inventoryReport: {
    screen: () => import('@/features/inventory/routes/inventory-report'),
    reads: reads,
  },
} satisfies ScreenRoutes<'inventory' | 'inventoryReport'>;
