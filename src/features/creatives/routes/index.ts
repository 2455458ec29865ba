// The creatives gallery (DSP), for the router: the screen's code and first reads.
import type { ScreenRoutes } from '@/config/screen-routes';

export const creativeRoutes = {
  creatives: {
    screen: () => import('@/features/creatives/routes/creatives'),
    reads: () => import('@/features/creatives/routes/reads'),
  },
} satisfies ScreenRoutes<'creatives'>;
