import { Link } from 'react-router-dom';
import { FilterableTable } from '@/components/ui/filterable-table';
import type { Column } from '@/components/ui/table';
import { routePath } from '@/config/routes';
import { formatAmount } from '@/lib/text/format';
import type { Bidder } from '@/types/api';
import { BidderActiveToggle } from '@/features/bidders/components/bidder-active-toggle';
import { bidderUrl, protocolName } from '@/rules/bidder-protocols';
import { searchText } from '@/lib/text/search-text';

const editPath = (bidder: Bidder) => routePath('bidderEdit', { id: bidder.id });

const matches = (bidder: Bidder, needle: string) => searchText(bidder.name).includes(needle);

// BID-LIST: ID, Name, Type, Daily Budget($), URL and Active; a row opens the edit form.
const COLUMNS: readonly Column<Bidder>[] = [
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
        to={editPath(bidder)}
        className="hover:text-brand-700 focus-visible:outline-brand-600 font-medium text-gray-900 focus-visible:outline-2"
      >
        {bidder.name}
      </Link>
    ),
    sortValue: (bidder) => bidder.name,
    apiText: true,
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
    cell: (bidder) => (
      <span className="tabular-nums">{formatAmount(bidder.budgets?.spendDaily)}</span>
    ),
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
];

/**
 * Every bidder with its active toggle; BID-LIST-FILTER: the name filter and the sort live in the
 * URL.
 */
export function BiddersTable({ bidders }: { bidders: readonly Bidder[] }) {
  return (
    <FilterableTable
      caption="Bidders"
      columns={COLUMNS}
      rows={bidders}
      rowKey={(bidder) => bidder.id}
      rowHref={editPath}
      defaultSort={{ columnId: 'name', direction: 'asc' }}
      searchLabel="Filter by name"
      matches={matches}
      noun="bidders"
    />
  );
}
