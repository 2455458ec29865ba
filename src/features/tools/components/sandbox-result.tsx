import { PhotoIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { DataTable, type Column } from '@/components/ui/table';
import { AUCTION_TYPE_LABELS } from '@/rules/deal-rules';
import { formatCount, formatMoney, MISSING } from '@/lib/text/format';
import { safeSrcUrl } from '@/lib/http/safe-url';
import type { SandboxBid, SandboxBidStatus, SandboxDeal, SandboxResult } from '@/types/api';

/** What a bid outside any deal is shown as. */
const OPEN_AUCTION = 'Open auction';

const STATUS_STYLE: Record<SandboxBidStatus, string> = {
  Won: 'bg-green-50 text-green-800 ring-green-600/20',
  Lost: 'bg-gray-50 text-gray-700 ring-gray-500/20',
  NoBid: 'bg-yellow-50 text-yellow-800 ring-yellow-600/20',
  Timeout: 'bg-orange-50 text-orange-800 ring-orange-600/20',
  Filtered: 'bg-red-50 text-red-800 ring-red-600/20',
};

// SBX-RESULT
const BID_COLUMNS: Column<SandboxBid>[] = [
  {
    id: 'bidder',
    header: 'Bidder',
    sortValue: (bid) => bid.bidderName,
    apiText: true,
    cell: (bid) => (
      <>
        <p className="font-medium text-gray-900">{bid.bidderName}</p>
        <p className="font-mono text-xs text-gray-500">{bid.bidderId}</p>
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    sortValue: (bid) => bid.status,
    cell: (bid) => (
      <span
        className={`inline-flex rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_STYLE[bid.status] ?? STATUS_STYLE.Lost}`}
      >
        {bid.status}
      </span>
    ),
  },
  {
    id: 'deal',
    header: 'Deal',
    sortValue: (bid) => bid.dealId ?? '',
    cell: (bid) =>
      bid.dealId ? (
        <span className="font-mono whitespace-nowrap text-gray-900">{bid.dealId}</span>
      ) : (
        <span className="whitespace-nowrap text-gray-600">{OPEN_AUCTION}</span>
      ),
  },
  {
    id: 'cpm',
    header: 'CPM',
    sortValue: (bid) => bid.cpm,
    cell: (bid) => formatMoney(bid.cpm),
    className: 'text-right tabular-nums',
  },
  {
    id: 'latency',
    header: 'Latency ms',
    sortValue: (bid) => bid.latencyMs,
    // A bid filtered before it was sent took no time: show a dash, not 0.
    cell: (bid) =>
      bid.status === 'Filtered' && !bid.latencyMs ? MISSING : formatCount(bid.latencyMs),
    className: 'text-right tabular-nums',
  },
  {
    id: 'reason',
    header: 'Reason',
    // A reason may name a bidder (`Outbid by {name}`).
    apiText: true,
    cell: (bid) => bid.reason ?? MISSING,
  },
];

const DEAL_COLUMNS: Column<SandboxDeal>[] = [
  {
    id: 'dealId',
    header: 'Deal ID',
    sortValue: (deal) => deal.dealId,
    cell: (deal) => (
      <span className="font-mono whitespace-nowrap text-gray-900">{deal.dealId}</span>
    ),
  },
  {
    id: 'name',
    header: 'Name',
    sortValue: (deal) => deal.name,
    apiText: true,
    cell: (deal) => <span className="font-medium text-gray-900">{deal.name}</span>,
  },
  {
    id: 'auction',
    header: 'Auction',
    sortValue: (deal) => deal.auctionType,
    cell: (deal) => AUCTION_TYPE_LABELS[deal.auctionType],
  },
  {
    id: 'floor',
    header: 'Floor CPM',
    sortValue: (deal) => deal.floorCpm,
    cell: (deal) => formatMoney(deal.floorCpm),
    className: 'text-right tabular-nums',
  },
  {
    id: 'priority',
    header: 'Priority',
    sortValue: (deal) => deal.priority,
    cell: (deal) => deal.priority,
    className: 'text-right tabular-nums',
  },
  {
    id: 'seats',
    header: 'Seats',
    cell: (deal) => <span className="font-mono text-xs break-all">{deal.seats.join(', ')}</span>,
  },
];

/** The deals the ad request carried (OpenRTB `pmp.deals`; DEAL-SANDBOX-SCREEN). */
function RequestDeals({ deals }: { deals: readonly SandboxDeal[] }) {
  return (
    <div>
      <h2 className="mb-1 text-base font-semibold text-gray-900">Deals</h2>
      {deals.length ? (
        <>
          <p className="mb-2 text-sm text-gray-600">
            Deal bids at or above their floor win before the open auction: priority 1 first, then
            the highest price.
          </p>
          <DataTable
            caption="Deals in the request"
            columns={DEAL_COLUMNS}
            rows={deals}
            rowKey={(deal) => deal.dealId}
          />
        </>
      ) : (
        <p className="text-sm text-gray-600">
          No deals: this placement has no active deal in flight.
        </p>
      )}
    </div>
  );
}

/** Who won, at what price, and on which deal (or in the open auction). */
function winnerLine(result: SandboxResult, winner: NonNullable<SandboxResult['winner']>): string {
  const bid = result.bids.find(
    (candidate) => candidate.status === 'Won' && candidate.bidderId === winner.bidderId,
  );
  const where = winner.dealId ? `on deal ${winner.dealId}` : 'in the open auction';
  return `Won by ${bid?.bidderName ?? winner.bidderId} at ${formatMoney(winner.cpm)} ${where}.`;
}

// SBX-WINNER
/**
 * The winning creative itself, when its address is https or the console's own (SEC-SRC-HTTPS);
 * any other address, or a file that fails to load, shows a placeholder named by the creative.
 */
function WinnerMedia({ creative }: { creative: NonNullable<SandboxResult['winner']>['creative'] }) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const src = safeSrcUrl(creative.url);
  const label = `Winning creative: ${creative.name}`;
  if (!src || brokenUrl === creative.url) {
    return (
      <div
        role="img"
        aria-label={label}
        className="flex aspect-video w-full items-center justify-center"
      >
        <PhotoIcon aria-hidden="true" className="size-12 text-gray-400" />
      </div>
    );
  }
  const onError = () => setBrokenUrl(creative.url);
  return creative.descriptor.type === 'video' ? (
    <video
      src={src}
      controls
      muted
      playsInline
      aria-label={label}
      onError={onError}
      className="max-h-64 w-full"
    />
  ) : (
    <img src={src} alt={label} onError={onError} className="max-h-64 w-full object-contain" />
  );
}

function WinnerPreview({ winner }: { winner: NonNullable<SandboxResult['winner']> }) {
  const { creative } = winner;
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      <div className="flex w-full max-w-md items-center justify-center overflow-hidden rounded-md bg-gray-900">
        <WinnerMedia creative={creative} />
      </div>
      <dl className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] content-start gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">Creative</dt>
        <dd className="font-medium [overflow-wrap:anywhere] text-gray-900">{creative.name}</dd>
        <dt className="text-gray-600">Bidder</dt>
        <dd className="font-mono break-all text-gray-900">{winner.bidderId}</dd>
        {winner.dealId ? (
          <>
            <dt className="text-gray-600">Deal</dt>
            <dd className="font-mono break-all text-gray-900">{winner.dealId}</dd>
          </>
        ) : null}
        <dt className="text-gray-600">Winning CPM</dt>
        <dd className="font-medium text-gray-900 tabular-nums">{formatMoney(winner.cpm)}</dd>
        <dt className="text-gray-600">Size</dt>
        <dd className="text-gray-900">
          {creative.descriptor.width}x{creative.descriptor.height}
          {creative.descriptor.duration_secs ? `, ${creative.descriptor.duration_secs}s` : ''}
        </dd>
      </dl>
    </div>
  );
}

export function SandboxResultView({ result }: { result: SandboxResult }) {
  const deals = result.deals ?? [];
  const bidders = new Set(result.bids.filter((bid) => !bid.dealId).map((bid) => bid.bidderId));
  return (
    <section aria-label="Test request result" className="space-y-6">
      <Card title="Result">
        <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-gray-600">Request ID</dt>
            <dd className="font-mono break-all text-gray-900">{result.requestId}</dd>
          </div>
          <div>
            <dt className="text-gray-600">Duration</dt>
            <dd className="text-gray-900 tabular-nums">{formatCount(result.durationMs)} ms</dd>
          </div>
          <div>
            <dt className="text-gray-600">Bidders</dt>
            <dd className="text-gray-900 tabular-nums">{bidders.size}</dd>
          </div>
          <div>
            <dt className="text-gray-600">Deal bids</dt>
            <dd className="text-gray-900 tabular-nums">{result.bids.length - bidders.size}</dd>
          </div>
        </dl>
      </Card>
      <RequestDeals deals={deals} />
      <div>
        <h2 className="mb-2 text-base font-semibold text-gray-900">Bids</h2>
        {result.bids.length ? (
          <DataTable
            caption="Bids"
            columns={BID_COLUMNS}
            rows={result.bids}
            // A campaign may bid on two of the placement's deals.
            rowKey={(bid) => `${bid.bidderId}:${bid.dealId ?? ''}`}
          />
        ) : (
          // SBX-NO-BIDS
          <p className="text-sm text-gray-600">No bidder was asked to bid on this placement.</p>
        )}
      </div>
      <Card title="Winning creative">
        {result.winner ? (
          <div className="space-y-4">
            <p className="text-sm font-medium [overflow-wrap:anywhere] text-gray-900">
              {winnerLine(result, result.winner)}
            </p>
            <WinnerPreview winner={result.winner} />
          </div>
        ) : (
          <p className="text-sm text-gray-600">No winner: no bidder won this request.</p>
        )}
      </Card>
    </section>
  );
}
