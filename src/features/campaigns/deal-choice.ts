// Which deals a campaign may choose (DEAL-CHOOSABLE): those offered to the account that are
// active and not ended. A deal that has not started yet may be chosen (a campaign is often
// planned ahead of its deal); a paused or ended one is shown, disabled, with why.
import { CAMPAIGN_DEAL_MESSAGES, DEAL_ID_PATTERN } from '@/rules/deal-rules';
import {
  DEAL_PAUSED,
  dealEnded,
  dealLeftOutEnded,
  dealLeftOutPaused,
  notADealId,
} from '@/features/campaigns/messages';
import { formatDate } from '@/lib/text/format';
import type { Deal } from '@/types/api';

type DealState = Pick<Deal, 'isActive' | 'window'>;

const dayText = (date: string) => formatDate(`${date.slice(0, 10)}T00:00:00`);

/** Why the deal cannot be chosen on `today` (YYYY-MM-DD), or null when it can. */
export function dealUnavailable(deal: DealState, today: string): string | null {
  if (deal.window.dateEnd.slice(0, 10) < today) return dealEnded(dayText(deal.window.dateEnd));
  if (!deal.isActive) return DEAL_PAUSED;
  return null;
}

/** Whether the deal starts after `today`: chosen, it waits for its window. */
export function dealUpcoming(deal: DealState, today: string): boolean {
  return deal.window.dateStart.slice(0, 10) > today;
}

export interface HandoverCheck {
  /** The Deal IDs the wizard keeps chosen, in the link's order. */
  kept: string[];
  /** One sentence per left-out entry of the link. */
  leftOut: string[];
}

/** The link's `?deals=` entries against the deals offered to the account. */
export function checkHandoverDeals(
  entries: readonly string[],
  offered: readonly Deal[],
  today: string,
): HandoverCheck {
  const byDealId = new Map(offered.map((deal) => [deal.dealId, deal]));
  const kept: string[] = [];
  const leftOut: string[] = [];
  for (const entry of entries) {
    const dealId = entry.toUpperCase();
    const deal = byDealId.get(dealId);
    if (!DEAL_ID_PATTERN.test(dealId)) leftOut.push(notADealId(entry));
    else if (!deal) leftOut.push(CAMPAIGN_DEAL_MESSAGES.unknownDeal(dealId));
    else if (deal.window.dateEnd.slice(0, 10) < today) {
      leftOut.push(dealLeftOutEnded(dealId, dayText(deal.window.dateEnd)));
    } else if (!deal.isActive) leftOut.push(dealLeftOutPaused(dealId));
    else if (!kept.includes(dealId)) kept.push(dealId);
  }
  return { kept, leftOut };
}
