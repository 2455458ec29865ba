// The creatives gallery (DSP), for the router: the screen's code and first reads.
import { readsFrom, type ScreenRoutes } from '@/config/screen-routes';

export const creativeRoutes = {
  creatives: {
    screen: () => import('@/features/creatives/routes/creatives'),
    reads: readsFrom(() => import('@/features/creatives/routes/reads'), 'creatives'),
  },
} satisfies ScreenRoutes<'creatives'>;
