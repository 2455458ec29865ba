// The creative reviews (SSP), for the router: the screen's code and first reads.
import type { ScreenRoutes } from '@/config/screen-routes';

export const reviewRoutes = {
  reviews: {
    screen: () => import('@/features/reviews/routes/reviews'),
    reads: () => import('@/features/reviews/routes/reads'),
  },
} satisfies ScreenRoutes<'reviews'>;
