// Which module renders each route of src/config/routes.ts. Every screen is its own lazy chunk.
import type { ScreenLoader } from '@/app/lazy-screen';
import type { RouteId } from '@/config/routes';

export const SCREENS: Record<Exclude<RouteId, 'root'>, ScreenLoader> = {
  signIn: () => import('@/features/auth/routes/sign-in'),
  forgotPassword: () => import('@/features/auth/routes/forgot-password'),
  resetPassword: () => import('@/features/auth/routes/reset-password'),
  signUp: () => import('@/features/auth/routes/sign-up'),
  home: () => import('@/features/home/routes/dsp-home'),
  accounts: () => import('@/features/accounts/routes/accounts-list'),
  accountCreate: () => import('@/features/accounts/routes/account-create'),
  accountEdit: () => import('@/features/accounts/routes/account-edit'),
  accountDetail: () => import('@/features/accounts/routes/account-detail'),
  placements: () => import('@/features/placements/routes/placements-list'),
  placementCreate: () => import('@/features/placements/routes/placement-create'),
  placementBatch: () => import('@/features/placements/routes/placement-batch'),
  placementEdit: () => import('@/features/placements/routes/placement-edit'),
  campaigns: () => import('@/features/campaigns/routes/campaigns-list'),
  campaignCreate: () => import('@/features/campaigns/routes/campaign-create'),
  campaignDetail: () => import('@/features/campaigns/routes/campaign-detail'),
  campaignEdit: () => import('@/features/campaigns/routes/campaign-edit'),
  creatives: () => import('@/features/creatives/routes/creatives'),
  content: () => import('@/features/content/routes/content-library'),
  reviews: () => import('@/features/reviews/routes/reviews'),
  settings: () => import('@/features/settings/routes/settings'),
  tools: () => import('@/features/tools/routes/tools'),
  debug: () => import('@/features/tools/routes/debug'),
  sandbox: () => import('@/features/tools/routes/sandbox'),
  inventory: () => import('@/features/inventory/routes/inventory-explorer'),
  inventoryReport: () => import('@/features/inventory/routes/inventory-report'),
  reports: () => import('@/features/reports/routes/reports-list'),
  reportDetail: () => import('@/features/reports/routes/report-detail'),
  bidders: () => import('@/features/bidders/routes/bidders-list'),
  bidderCreate: () => import('@/features/bidders/routes/bidder-create'),
  bidderEdit: () => import('@/features/bidders/routes/bidder-edit'),
  deals: () => import('@/features/deals/routes/deals-list'),
  dealCreate: () => import('@/features/deals/routes/deal-create'),
  dealDetail: () => import('@/features/deals/routes/deal-detail'),
  dealEdit: () => import('@/features/deals/routes/deal-edit'),
};

/** The screens no route names: loaded, like the others, only when one is shown. */
export const FALLBACK_SCREENS = {
  noAccess: () => import('@/app/routes/no-access'),
  notFound: () => import('@/app/routes/not-found'),
  misconfigured: () => import('@/app/routes/misconfigured'),
} satisfies Record<string, ScreenLoader>;
