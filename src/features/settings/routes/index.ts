// The settings screen (Admin), for the router: the screen's code and first reads.
import type { ScreenRoutes } from '@/config/screen-routes';

export const settingsRoutes = {
  settings: {
    screen: () => import('@/features/settings/routes/settings'),
    reads: () => import('@/features/settings/routes/reads'),
  },
} satisfies ScreenRoutes<'settings'>;
