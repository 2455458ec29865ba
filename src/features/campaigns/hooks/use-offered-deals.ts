// The deals offered to the campaign's account (DEAL-AUDIENCE-DEALS). GET /deals already answers
// a buyer with the deals offered to its seat; an Admin gets every deal, so the seats are read
// here too: a campaign may only name deals offered to its own account (the server checks it).
import { useCallback } from 'react';
import { useDeals } from '@/api/deals';
import type { Deal } from '@/types/api';

export function useOfferedDeals(accountId: string) {
  const select = useCallback(
    (deals: Deal[]) => deals.filter((deal) => deal.seats.includes(accountId)),
    [accountId],
  );
  return useDeals({ select });
}

/** `Name (MQ-...)`, or the bare Deal ID of a deal the list does not hold. */
export function dealLabel(dealId: string, byDealId: ReadonlyMap<string, Deal>): string {
  const deal = byDealId.get(dealId);
  return deal ? `${deal.name} (${dealId})` : dealId;
}
