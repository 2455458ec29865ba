// How the deal screens say a deal's facts in words: its flight, screens, buyers, auction, win
// rate and day-parts. Pure functions, shared by the list's cells and the detail's facts.
import { formatChartDay } from '@/components/charts/chart-types';
import { AUCTION_TYPE_LABELS, type DealAuctionType } from '@/rules/deal-rules';
import { venueTypeById } from '@/data/venue-types';
import { MISSING } from '@/lib/text/format';
import type { Deal, DealWindow } from '@/types/api';
import { isolateText } from '@/lib/text/bidi-text';

/** DEAL-FLIGHT: where today is in a deal's flight (both ends are whole days, screen-local). */
export type FlightStatus = 'upcoming' | 'running' | 'ended';

/** `today` is `YYYY-MM-DD` (localIsoDate()); ISO dates compare as text. */
export function flightStatus(window: DealWindow, today: string): FlightStatus {
  if (today < window.dateStart) return 'upcoming';
  if (today > window.dateEnd) return 'ended';
  return 'running';
}

/** `Oct 28, 2026 – Jan 1, 2027` (one day: that day alone). */
export function flightRange(window: DealWindow): string {
  const start = formatChartDay(window.dateStart);
  return window.dateStart === window.dateEnd
    ? start
    : `${start} – ${formatChartDay(window.dateEnd)}`;
}

const FLIGHT_WORDS: Record<FlightStatus, string | null> = {
  upcoming: 'Upcoming',
  running: null,
  ended: 'Ended',
};

/** The word a flight gets beside its dates: `Ended`, `Upcoming`, or none while it runs. */
export function flightWord(window: DealWindow, today: string): string | null {
  return FLIGHT_WORDS[flightStatus(window, today)];
}

/** `Oct 28, 2026 – Jan 1, 2027 (Ended)`: the dates, and where today is when not inside. */
export function formatFlight(window: DealWindow, today: string): string {
  const word = flightWord(window, today);
  return word ? `${flightRange(window)} (${word})` : flightRange(window);
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** A venue type's own name (`Mall`), or its id when the taxonomy does not know it. */
export const venueTypeName = (id: number) => venueTypeById(id)?.label ?? `Venue type ${id}`;

type DealScreensFields = Pick<Deal, 'placements' | 'venueTypes' | 'states'>;

/** A list of state codes: up to four by code, more as a count (`7 states`). */
function statesText(states: readonly string[]): string {
  if (states.length === 0) return 'all states';
  return states.length <= 4 ? states.join(', ') : plural(states.length, 'state', 'states');
}

/**
 * DEAL-SCREENS-WORDS: the screens a deal covers, short (a table cell): `6 placements`, or its
 * venue types and states (`Grocery, Mall in NY, NJ, PA, MA`; three or more venue types as a
 * count).
 */
export function screensSummary(deal: DealScreensFields): string {
  const placements = deal.placements ?? [];
  if (placements.length > 0) return plural(placements.length, 'placement', 'placements');
  const venueTypes = deal.venueTypes ?? [];
  if (venueTypes.length === 0) return MISSING;
  const kinds =
    venueTypes.length <= 2
      ? venueTypes.map(venueTypeName).join(', ')
      : plural(venueTypes.length, 'venue type', 'venue types');
  return `${kinds} in ${statesText(deal.states ?? [])}`;
}

/** A seat's name: the advertiser's name where the account list knows the Seat ID, else the ID. */
export function seatName(seat: string, names: ReadonlyMap<string, string>): string {
  return names.get(seat) ?? seat;
}

/** A buyer as the deal page says it (DEAL-BUYERS-WORDS): `Acme Coffee Co. (acc_acme)`, an unknown seat by its Seat ID. */
export function seatText(seat: string, names: ReadonlyMap<string, string>): string {
  const name = seatName(seat, names);
  return name === seat ? seat : `${isolateText(name)} (${seat})`;
}

/**
 * DEAL-BUYERS-WORDS: the buyers of a deal in words: `Acme Coffee Co., Bluebird Travel` (unknown
 * seats by ID).
 */
export function buyersText(seats: readonly string[], names: ReadonlyMap<string, string>): string {
  return seats.length
    ? seats.map((seat) => isolateText(seatName(seat, names))).join(', ')
    : MISSING;
}

/** `First price` / `Fixed price`; an unknown type as sent. */
export function auctionLabel(type: string): string {
  return AUCTION_TYPE_LABELS[type as DealAuctionType] ?? type;
}

/** The floor's name by auction: a fixed-price deal's floor is its price. */
export function floorLabel(type: string): string {
  return type === 'FixedPrice' ? 'Fixed price CPM' : 'Floor CPM';
}

/**
 * DEAL-HEALTH: wins per bid, 0 to 1; null when there were no bids (a rate of nothing is not 0%).
 */
export function winRate(wins: number, bids: number): number | null {
  if (!Number.isFinite(wins) || !Number.isFinite(bids) || bids <= 0) return null;
  return Math.min(1, Math.max(0, wins / bids));
}

const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 1,
});

/** `42.5%`; no bids -> `—`. */
export function formatWinRate(wins: number, bids: number): string {
  const rate = winRate(wins, bids);
  return rate === null ? MISSING : percent.format(rate);
}

/** A share of a total as a percentage (`12.3%`); a zero total -> `—`. */
export function formatShare(part: number, total: number): string {
  return total > 0 ? percent.format(part / total) : MISSING;
}

export { dayPartsSummary } from '@/components/ui/day-part-grid/day-parts-text';
