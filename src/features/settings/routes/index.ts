// The settings screen (Admin), for the router: the screen's code and first reads.
import { readsFrom, type ScreenRoutes } from '@/config/screen-routes';

export const settingsRoutes = {
  settings: {
    screen: () => import('@/features/settings/routes/settings'),
    reads: readsFrom(() => import('@/features/settings/routes/reads'), 'settings'),
  },
} satisfies ScreenRoutes<'settings'>;
