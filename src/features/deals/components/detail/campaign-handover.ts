// The deal page's hand-overs by URL (features never import each other): `Create Campaign` opens
// the campaign wizard with the deal chosen (`/campaigns/create?deals=MQ-...`, read by the
// wizard as the inventory explorer's `?placements=` is), and `Duplicate` opens the deal form
// with a copy (`/deals/create?from={id}`, read by the form).
import { routePath, ROUTES } from '@/config/routes';

export const DEALS_PARAM = 'deals';
export const DUPLICATE_FROM_PARAM = 'from';

/** `/campaigns/create?deals=MQ-A,MQ-B` (commas kept readable, each Deal ID encoded). */
export function campaignWithDealsPath(dealIds: readonly string[]): string {
  return `${ROUTES.campaignCreate.path}?${DEALS_PARAM}=${dealIds.map(encodeURIComponent).join(',')}`;
}

/** `/deals/create?from={id}`: the deal form pre-filled with a copy of the deal. */
export function duplicateDealPath(id: string): string {
  return `${routePath('dealCreate')}?${DUPLICATE_FROM_PARAM}=${encodeURIComponent(id)}`;
}
