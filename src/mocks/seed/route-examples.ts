// A URL for each parametrised route, opening a seeded demo record: the route sweep
// (test/e2e/sweep/route-matrix.ts) and the bench's byte table open these. Kept beside the seed,
// out of the route table the console ships.
import type { RouteId } from '@/config/routes';

export const ROUTE_EXAMPLES: Partial<Record<RouteId, string>> = {
  resetPassword: '/reset-password?token=demo-token',
  signUp: '/sign-up?token=demo-token',
  accountEdit: '/accounts/acc_acme/edit',
  accountDetail: '/accounts/acc_acme',
  placementEdit: '/placements/pl_nw_001/edit',
  campaignDetail: '/campaigns/cmp_1',
  campaignEdit: '/campaigns/cmp_1/edit',
  inventoryReport: '/inventory/featured',
  reportDetail: '/reports/rpt_all_campaigns',
  bidderCreate: '/bidders/create/3',
  bidderEdit: '/bidders/bid_openrtb/edit',
  dealDetail: '/deals/deal_nw_morning',
  dealEdit: '/deals/deal_nw_morning/edit',
};
