// The deals table, its columns by the viewer (components/list/deal-viewer.ts): the publisher's
// Name, Deal ID, Auction, Floor CPM ($), Buyers, Screens, Flight, Active; an Admin's the same
// with Publisher; a buyer's Deal ID, Name, Publisher, Auction, Floor CPM ($), Screens, Flight.
// The name filter and the sort live in the URL, as every list's.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { CopyButton } from '@/components/ui/copy-button';
import { FilterableTable } from '@/components/ui/filterable-table';
import type { Column } from '@/components/ui/table';
import { routePath } from '@/config/routes';
import { localIsoDate } from '@/lib/text/dates';
import { formatAmount } from '@/lib/text/format';
import type { Deal } from '@/types/api';
import {
  auctionLabel,
  buyersText,
  flightRange,
  flightWord,
  screensSummary,
} from '@/features/deals/deal-format';
import { DealActiveToggle } from '@/features/deals/components/list/deal-active-toggle';
import type { DealViewer } from '@/features/deals/components/list/deal-viewer';
import { searchText } from '@/lib/text/search-text';

const detailPath = (deal: Deal) => routePath('dealDetail', { id: deal.id });

/** The search matches the name, the Deal ID and the publisher's name. */
const matches = (deal: Deal, needle: string) =>
  [deal.name, deal.dealId, deal.publisher.name].some((text) => searchText(text).includes(needle));

/** The name, linked to the deal; `withState` adds a Paused mark (the buyer's table has no switch). */
function nameColumn(withState: boolean): Column<Deal> {
  return {
    id: 'name',
    header: 'Name',
    apiText: true,
    cell: (deal) => (
      <>
        <Link
          to={detailPath(deal)}
          className="hover:text-brand-700 focus-visible:outline-brand-600 font-medium text-gray-900 focus-visible:outline-2"
        >
          {deal.name}
        </Link>
        {withState && !deal.isActive ? (
          <>
            {' '}
            <span className="rounded-md bg-gray-100 px-1.5 py-0.5 text-xs font-medium text-gray-700">
              Paused
            </span>
          </>
        ) : null}
      </>
    ),
    sortValue: (deal) => deal.name,
  };
}

function dealIdColumn(hideOnMobile: boolean): Column<Deal> {
  return {
    id: 'dealId',
    header: 'Deal ID',
    cell: (deal) => (
      <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-mono text-xs">{deal.dealId}</span>
        <CopyButton value={deal.dealId} label={`Deal ID ${deal.dealId}`} />
      </span>
    ),
    sortValue: (deal) => deal.dealId,
    hideOnMobile,
  };
}

const publisherColumn: Column<Deal> = {
  id: 'publisher',
  header: 'Publisher',
  cell: (deal) => deal.publisher.name,
  apiText: true,
  sortValue: (deal) => deal.publisher.name,
  hideOnMobile: true,
};

const auctionColumn: Column<Deal> = {
  id: 'auction',
  header: 'Auction',
  cell: (deal) => <span className="whitespace-nowrap">{auctionLabel(deal.auctionType)}</span>,
  sortValue: (deal) => auctionLabel(deal.auctionType),
  hideOnMobile: true,
};

const floorColumn: Column<Deal> = {
  id: 'floor',
  header: 'Floor CPM ($)',
  cell: (deal) => <span className="tabular-nums">{formatAmount(deal.floorCpm)}</span>,
  sortValue: (deal) => deal.floorCpm,
};

function buyersColumn(names: ReadonlyMap<string, string>): Column<Deal> {
  return {
    id: 'buyers',
    header: 'Buyers',
    cell: (deal) => buyersText(deal.seats, names),
    apiText: true,
    sortValue: (deal) => buyersText(deal.seats, names),
    hideOnMobile: true,
  };
}

const screensColumn: Column<Deal> = {
  id: 'screens',
  header: 'Screens',
  cell: (deal) => screensSummary(deal),
  sortValue: (deal) => screensSummary(deal),
  hideOnMobile: true,
};

function flightColumn(today: string): Column<Deal> {
  return {
    id: 'flight',
    header: 'Flight',
    cell: (deal) => {
      const word = flightWord(deal.window, today);
      return (
        <span className="whitespace-nowrap">
          {flightRange(deal.window)}
          {word ? ' ' : null}
          {word ? (
            <span className="ml-2 rounded-md bg-gray-100 px-1.5 py-0.5 text-xs font-medium text-gray-700">
              {word}
            </span>
          ) : null}
        </span>
      );
    },
    sortValue: (deal) => deal.window.dateStart,
    hideOnMobile: true,
  };
}

function activeColumn(canSwitch: DealViewer['canSwitch']): Column<Deal> {
  return {
    id: 'active',
    header: 'Active',
    // A deal the user may not switch (another publisher's, offered to a buyer role) says its state.
    cell: (deal) =>
      canSwitch(deal) ? <DealActiveToggle deal={deal} /> : deal.isActive ? 'Active' : 'Paused',
    sortValue: (deal) => deal.isActive,
  };
}

export function dealColumns(
  viewer: Pick<DealViewer, 'buyerLayout' | 'showsPublisher' | 'canSwitch'>,
  names: ReadonlyMap<string, string>,
  today: string,
): Column<Deal>[] {
  if (viewer.buyerLayout) {
    return [
      dealIdColumn(false),
      nameColumn(true),
      publisherColumn,
      auctionColumn,
      floorColumn,
      screensColumn,
      flightColumn(today),
    ];
  }
  return [
    nameColumn(false),
    dealIdColumn(true),
    ...(viewer.showsPublisher ? [publisherColumn] : []),
    auctionColumn,
    floorColumn,
    buyersColumn(names),
    // With the Publisher column (an Admin's nine), Screens shows from 1536 px, so the switch fits.
    viewer.showsPublisher ? { ...screensColumn, hideBelowWide: true } : screensColumn,
    flightColumn(today),
    activeColumn(viewer.canSwitch),
  ];
}

export function DealsTable({
  deals,
  viewer,
  names,
}: {
  deals: readonly Deal[];
  viewer: DealViewer;
  names: ReadonlyMap<string, string>;
}) {
  const today = localIsoDate();
  const columns = useMemo(() => dealColumns(viewer, names, today), [viewer, names, today]);
  return (
    <FilterableTable
      caption="Deals"
      columns={columns}
      rows={deals}
      rowKey={(deal) => deal.id}
      rowHref={detailPath}
      defaultSort={{ columnId: 'name', direction: 'asc' }}
      searchLabel="Filter by name or Deal ID"
      matches={matches}
      noun="deals"
    />
  );
}
