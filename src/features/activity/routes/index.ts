// The Activity screen (every role: HIST-ACTIVITY), for the router: its code and first reads.
import type { ScreenRoutes } from '@/config/screen-routes';

export const activityRoutes = {
  activity: {
    screen: () => import('@/features/activity/routes/activity'),
    reads: () => import('@/features/activity/routes/reads'),
  },
} satisfies ScreenRoutes<'activity'>;
