// The buyer's home, for the router: it asks the API nothing on opening.
import type { ScreenRoutes } from '@/config/screen-routes';

export const homeRoutes = {
  home: { screen: () => import('@/features/home/routes/dsp-home'), reads: null },
} satisfies ScreenRoutes<'home'>;
