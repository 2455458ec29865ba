// The deal's facts in words: its Deal ID (copyable), publisher, auction and price, priority,
// buyers, screens, flight, day-parts and state.
import { CopyButton } from '@/components/ui/copy-button';
import { usStateName } from '@/data/us-states';
import { localIsoDate } from '@/lib/text/dates';
import { formatDateTime, formatMoney } from '@/lib/text/format';
import type { Deal } from '@/types/api';
import {
  auctionLabel,
  dayPartsSummary,
  floorLabel,
  formatFlight,
  seatText,
  venueTypeName,
} from '@/features/deals/deal-format';
import { DealActiveToggle } from '@/features/deals/components/list/deal-active-toggle';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { StatusBadge } from '@/components/ui/status-badge';
import { Panel } from '@/features/deals/components/detail/panel';

function Chips({ values }: { values: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li
          key={value}
          className="max-w-full rounded-md bg-gray-100 px-2 py-0.5 text-xs break-words text-gray-800"
        >
          {value}
        </li>
      ))}
    </ul>
  );
}

function ScreensFact({ deal }: { deal: Deal }) {
  const placements = deal.placements ?? [];
  if (placements.length > 0) {
    return (
      <div className="space-y-1.5">
        <p>
          {placements.length === 1 ? '1 placement' : `${placements.length} placements`}, chosen one
          by one
        </p>
        <Chips values={placements} />
      </div>
    );
  }
  const states = deal.states ?? [];
  return (
    <div className="space-y-1.5">
      <p>Every screen of these venue types</p>
      <Chips values={(deal.venueTypes ?? []).map(venueTypeName)} />
      <p>{states.length ? 'In these states' : 'In every state'}</p>
      {states.length ? (
        <Chips values={states.map((code) => `${usStateName(code)} (${code})`)} />
      ) : null}
    </div>
  );
}

/**
 * A buyer sees the deal as offered to its own Seat ID; the other buyers of a deal are the
 * publisher's business, so the server only counts them (`otherBuyers`, DEAL-BUYER-VIEW).
 */
function buyerSeatsText(deal: Deal, ownSeat: string): string {
  const { seats } = deal;
  const others = deal.otherBuyers ?? seats.filter((seat) => seat !== ownSeat).length;
  const own = seats.includes(ownSeat) ? `Your account (${ownSeat})` : null;
  const rest = others ? `${others} other ${others === 1 ? 'buyer' : 'buyers'}` : null;
  return [own, rest].filter(Boolean).join(' and ');
}

export function DealFacts({
  deal,
  names,
  canSwitch,
  buyerSeat,
}: {
  deal: Deal;
  names: ReadonlyMap<string, string>;
  canSwitch: boolean;
  /** A buyer's own Seat ID: the buyers are said from that seat's point of view. */
  buyerSeat: string | null;
}) {
  const facts: Fact[] = [
    {
      label: 'Deal ID',
      value: (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className="font-mono">{deal.dealId}</span>
          <CopyButton value={deal.dealId} label="Deal ID" />
        </span>
      ),
    },
    { label: 'Publisher', value: deal.publisher.name },
    { label: 'Auction', value: auctionLabel(deal.auctionType) },
    { label: floorLabel(deal.auctionType), value: formatMoney(deal.floorCpm) },
    { label: 'Priority', value: `${deal.priority} (1 wins first)` },
    {
      label: 'Buyers',
      value:
        buyerSeat === null ? (
          <Chips values={deal.seats.map((seat) => seatText(seat, names))} />
        ) : (
          buyerSeatsText(deal, buyerSeat)
        ),
    },
    { label: 'Screens', value: <ScreensFact deal={deal} /> },
    { label: 'Flight', value: formatFlight(deal.window, localIsoDate()) },
    { label: 'Day-parts', value: `${dayPartsSummary(deal.dayParts)} (screen-local time)` },
    {
      label: 'Active',
      value: canSwitch ? (
        <span className="inline-flex items-center gap-3">
          <DealActiveToggle deal={deal} />
          <StatusBadge active={deal.isActive} />
        </span>
      ) : (
        <StatusBadge active={deal.isActive} />
      ),
    },
    { label: 'Created', value: formatDateTime(deal.createdAt) },
  ];
  return (
    <Panel title="Deal">
      <FactList facts={facts} />
    </Panel>
  );
}
