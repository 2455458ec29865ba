// The content library (DSP), for the router: the screen's code and first reads.
import type { ScreenRoutes } from '@/config/screen-routes';

export const contentRoutes = {
  content: {
    screen: () => import('@/features/content/routes/content-library'),
    reads: () => import('@/features/content/routes/reads'),
  },
} satisfies ScreenRoutes<'content'>;
