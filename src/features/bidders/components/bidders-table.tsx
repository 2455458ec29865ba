import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, type Column } from '@/components/ui/table';
import { routePath } from '@/config/routes';
import type { Bidder } from '@/types/api';
import { BidderActiveToggle } from '@/features/bidders/components/bidder-active-toggle';
import { bidderUrl, protocolName } from '@/features/bidders/protocols';

const budgetFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatDailyBudget(bidder: Bidder): string {
  const value = bidder.budgets?.spendDaily;
  return typeof value === 'number' ? budgetFormat.format(value) : '—';
}

export function BiddersTable({ bidders }: { bidders: readonly Bidder[] }) {
  const columns = useMemo<Column<Bidder>[]>(
    () => [
      {
        id: 'id',
        header: 'ID',
        cell: (bidder) => <span className="font-mono text-xs">{bidder.id}</span>,
        sortValue: (bidder) => bidder.id,
        hideOnMobile: true,
      },
      {
        id: 'name',
        header: 'Name',
        cell: (bidder) => (
          <Link
            to={routePath('bidderEdit', { id: bidder.id })}
            className="hover:text-brand-700 focus-visible:outline-brand-600 font-medium break-words text-gray-900 focus-visible:outline-2"
          >
            {bidder.name}
          </Link>
        ),
        sortValue: (bidder) => bidder.name,
      },
      {
        id: 'type',
        header: 'Type',
        cell: (bidder) => protocolName(bidder.protocol),
        sortValue: (bidder) => protocolName(bidder.protocol),
        hideOnMobile: true,
      },
      {
        id: 'budget',
        header: 'Daily Budget($)',
        cell: (bidder) => <span className="tabular-nums">{formatDailyBudget(bidder)}</span>,
        sortValue: (bidder) => bidder.budgets?.spendDaily,
      },
      {
        id: 'url',
        header: 'URL',
        cell: (bidder) => {
          const url = bidderUrl(bidder);
          return url ? (
            <span className="block max-w-xs truncate font-mono text-xs" title={url}>
              {url}
            </span>
          ) : (
            <span aria-label="No URL">—</span>
          );
        },
        sortValue: (bidder) => bidderUrl(bidder),
        hideOnMobile: true,
      },
      {
        id: 'active',
        header: 'Active',
        cell: (bidder) => <BidderActiveToggle bidder={bidder} />,
        sortValue: (bidder) => bidder.isActive,
      },
    ],
    [],
  );

  return (
    <DataTable
      caption="Bidders"
      columns={columns}
      rows={bidders}
      rowKey={(bidder) => bidder.id}
      rowHref={(bidder) => routePath('bidderEdit', { id: bidder.id })}
      initialSort={{ columnId: 'name', direction: 'asc' }}
    />
  );
}
