// The inventory explorer (DSP), for the router: each screen's code and first reads.
import { readsFrom, type ScreenRoutes } from '@/config/screen-routes';

const reads = () => import('@/features/inventory/routes/reads');

export const inventoryRoutes = {
  inventory: {
    screen: () => import('@/features/inventory/routes/inventory-explorer'),
    reads: readsFrom(reads, 'inventory'),
  },
  inventoryReport: {
    screen: () => import('@/features/inventory/routes/inventory-report'),
    reads: readsFrom(reads, 'inventoryReport'),
  },
} satisfies ScreenRoutes<'inventory' | 'inventoryReport'>;
