// The creative reviews (SSP), for the router: the screen's code and first reads.
import { readsFrom, type ScreenRoutes } from '@/config/screen-routes';

export const reviewRoutes = {
  reviews: {
    screen: () => import('@/features/reviews/routes/reviews'),
    reads: readsFrom(() => import('@/features/reviews/routes/reads'), 'reviews'),
  },
} satisfies ScreenRoutes<'reviews'>;
