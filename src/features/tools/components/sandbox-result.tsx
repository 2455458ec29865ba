import { Card } from '@/components/ui/card';
import { DataTable, type Column } from '@/components/ui/table';
import { formatCount, formatMoney, MISSING } from '@/lib/format';
import type { SandboxBid, SandboxBidStatus, SandboxResult } from '@/types/api';

const STATUS_STYLE: Record<SandboxBidStatus, string> = {
  Won: 'bg-green-50 text-green-800 ring-green-600/20',
  Lost: 'bg-gray-50 text-gray-700 ring-gray-500/20',
  NoBid: 'bg-yellow-50 text-yellow-800 ring-yellow-600/20',
  Timeout: 'bg-orange-50 text-orange-800 ring-orange-600/20',
  Filtered: 'bg-red-50 text-red-800 ring-red-600/20',
};

const BID_COLUMNS: Column<SandboxBid>[] = [
  {
    id: 'bidder',
    header: 'Bidder',
    sortValue: (bid) => bid.bidderName,
    cell: (bid) => (
      <div className="min-w-0">
        <p className="font-medium text-gray-900">{bid.bidderName}</p>
        <p className="font-mono text-xs text-gray-500">{bid.bidderId}</p>
      </div>
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
    cell: (bid) => bid.reason ?? MISSING,
    hideOnMobile: true,
  },
];

function WinnerPreview({ winner }: { winner: NonNullable<SandboxResult['winner']> }) {
  const { creative } = winner;
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      <div className="flex w-full max-w-md items-center justify-center overflow-hidden rounded-md bg-gray-900">
        {creative.descriptor.type === 'video' ? (
          <video
            src={creative.url}
            controls
            muted
            playsInline
            aria-label={`Winning creative: ${creative.name}`}
            className="max-h-64 w-full"
          />
        ) : (
          <img
            src={creative.url}
            alt={`Winning creative: ${creative.name}`}
            className="max-h-64 w-full object-contain"
          />
        )}
      </div>
      <dl className="grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">Creative</dt>
        <dd className="font-medium break-words text-gray-900">{creative.name}</dd>
        <dt className="text-gray-600">Bidder</dt>
        <dd className="font-mono break-all text-gray-900">{winner.bidderId}</dd>
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
  return (
    <section aria-label="Test request result" className="space-y-6">
      <Card title="Result">
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
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
            <dd className="text-gray-900 tabular-nums">{result.bids.length}</dd>
          </div>
        </dl>
      </Card>
      <div>
        <h2 className="mb-2 text-base font-semibold text-gray-900">Bids</h2>
        {result.bids.length ? (
          <DataTable
            caption="Bids"
            columns={BID_COLUMNS}
            rows={result.bids}
            rowKey={(bid) => bid.bidderId}
          />
        ) : (
          <p className="text-sm text-gray-600">No bidder was asked to bid on this placement.</p>
        )}
      </div>
      <Card title="Winning creative">
        {result.winner ? (
          <WinnerPreview winner={result.winner} />
        ) : (
          <p className="text-sm text-gray-600">No winner: no bidder won this request.</p>
        )}
      </Card>
    </section>
  );
}
