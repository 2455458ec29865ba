// The inventory read that finds a deal's screens for a buyer (who cannot read /placements): its
// publisher's screens, narrowed by the API to the deal's venue types and states when it chooses
// by them, so a publisher with 200,000 screens does not send them all for a deal on a few.
// The deal page and its first reads (src/features/deals/routes/reads.ts) read through this one key.
import type { Deal, InventoryFilters } from '@/types/api';
import { selectsByPlacement } from '@/lib/deal-screens';

export function dealInventoryFilters(deal: Deal): Partial<InventoryFilters> {
  const publishers = [deal.publisher.id];
  if (selectsByPlacement(deal)) return { publishers };
  return { publishers, venueTypes: deal.venueTypes ?? [], states: deal.states ?? [] };
}
