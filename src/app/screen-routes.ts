// Every screen of the route table (src/config/routes.ts), as its feature declares it: the screen's
// code and its first reads (src/features/<area>/routes/index.ts). Only those small declarations
// are imported here; each screen and each feature's reads are chunks of their own.
import type { ScreenLoader, ScreenRoute } from '@/config/screen-routes';
import type { RouteId } from '@/config/routes';
import { accountRoutes } from '@/features/accounts/routes';
import { activityRoutes } from '@/features/activity/routes';
import { authRoutes } from '@/features/auth/routes';
import { bidderRoutes } from '@/features/bidders/routes';
import { campaignRoutes } from '@/features/campaigns/routes';
import { contentRoutes } from '@/features/content/routes';
import { creativeRoutes } from '@/features/creatives/routes';
import { dealRoutes } from '@/features/deals/routes';
import { homeRoutes } from '@/features/home/routes';
import { inventoryRoutes } from '@/features/inventory/routes';
import { placementRoutes } from '@/features/placements/routes';
import { reportRoutes } from '@/features/reports/routes';
import { reviewRoutes } from '@/features/reviews/routes';
import { settingsRoutes } from '@/features/settings/routes';
import { toolRoutes } from '@/features/tools/routes';

/** A screen missing here fails the type check; each feature names the ids it declares. */
export const SCREEN_ROUTES: Readonly<Record<Exclude<RouteId, 'root'>, ScreenRoute>> = {
  ...authRoutes,
  ...homeRoutes,
  ...accountRoutes,
  ...placementRoutes,
  ...campaignRoutes,
  ...creativeRoutes,
  ...contentRoutes,
  ...reviewRoutes,
  ...settingsRoutes,
  ...toolRoutes,
  ...inventoryRoutes,
  ...reportRoutes,
  ...bidderRoutes,
  ...dealRoutes,
  ...activityRoutes,
};

/** The screens no route names: loaded, like the others, only when one is shown. */
export const FALLBACK_SCREENS = {
  noAccess: () => import('@/app/routes/no-access'),
  notFound: () => import('@/app/routes/not-found'),
  misconfigured: () => import('@/app/routes/misconfigured'),
} satisfies Record<string, ScreenLoader>;
