// The campaign's deals on its detail page: each by name and Deal ID, linked to the deal's page
// when GET /deals (which answers by role) knows it; else the bare Deal ID.
import { Link } from 'react-router-dom';
import { useDeals } from '@/api/deals';
import { routePath } from '@/config/routes';

export const NO_DEALS = 'None';

export function DealsValue({ dealIds }: { dealIds: readonly string[] }) {
  // Read only for a campaign on deals: no other campaign page waits on (or toasts about) it.
  const deals = useDeals({ enabled: dealIds.length > 0 });
  if (dealIds.length === 0) return <span className="text-gray-600">{NO_DEALS}</span>;
  const byDealId = new Map((deals.data ?? []).map((deal) => [deal.dealId, deal]));
  return (
    <ul className="space-y-1">
      {dealIds.map((dealId) => {
        const deal = byDealId.get(dealId);
        return (
          <li key={dealId} className="break-words">
            {deal ? (
              <Link
                to={routePath('dealDetail', { id: deal.id })}
                className="text-brand-700 hover:text-brand-600 focus-visible:outline-brand-600 font-medium focus-visible:outline-2"
              >
                {deal.name}
              </Link>
            ) : null}{' '}
            <span className="font-mono text-xs text-gray-700">{dealId}</span>
          </li>
        );
      })}
    </ul>
  );
}
