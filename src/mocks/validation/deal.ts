// Deal bodies (POST /deals and POST /deals/{id}/update), checked like a server: the first
// broken rule answers 400 with the message the deal form shows (src/rules/deal-rules.ts).
import { BOUND_LABELS as L } from '@/rules/field-bounds';
import { DEAL_AUCTION_TYPES, DEAL_RULE_MESSAGES as M } from '@/rules/deal-rules';
import { isUsStateCode } from '@/data/us-states';
import { isVenueTypeId } from '@/data/venue-types';
import { isIsoDate } from '@/lib/text/dates';
import { fail } from '@/mocks/http';
import {
  boundedMoney,
  isRecord,
  requiredBoolean,
  requiredName,
  toNumber,
} from '@/mocks/validation/common';
import type { DealDayPart, DealInput } from '@/types/api';

const MAX_SEAT_LENGTH = 100;

function parseSeats(value: unknown): string[] {
  const seats = Array.isArray(value)
    ? value.filter((seat): seat is string => typeof seat === 'string').map((seat) => seat.trim())
    : [];
  const unique = [...new Set(seats.filter(Boolean))];
  if (unique.length === 0) fail(M.seats);
  if (unique.some((seat) => seat.length > MAX_SEAT_LENGTH))
    fail('A Seat ID is at most 100 characters');
  return unique;
}

function parseDayParts(value: unknown): DealDayPart[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) fail(M.dayPart);
  const seen = new Set<string>();
  const parts: DealDayPart[] = [];
  for (const entry of value) {
    const weekday = isRecord(entry) ? entry.weekday : undefined;
    const hour = isRecord(entry) ? entry.hour : undefined;
    const ok =
      Number.isInteger(weekday) &&
      Number.isInteger(hour) &&
      (weekday as number) >= 0 &&
      (weekday as number) <= 6 &&
      (hour as number) >= 0 &&
      (hour as number) <= 23;
    if (!ok) fail(M.dayPart);
    const key = `${weekday as number}:${hour as number}`;
    if (!seen.has(key)) parts.push({ weekday: weekday as number, hour: hour as number });
    seen.add(key);
  }
  return parts.sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
}

function parseWindow(value: unknown): DealInput['window'] {
  const window = isRecord(value) ? value : {};
  const start = typeof window.dateStart === 'string' ? window.dateStart.slice(0, 10) : '';
  const end = typeof window.dateEnd === 'string' ? window.dateEnd.slice(0, 10) : '';
  if (!isIsoDate(start)) fail(M.startRequired);
  if (!isIsoDate(end)) fail(M.endRequired);
  if (end < start) fail(M.endBeforeStart);
  return { dateStart: start, dateEnd: end };
}

/** The screens (DEAL-SAVE-SCREENS): the publisher's own placements, or venue types (and states). */
function parseScreens(body: Record<string, unknown>, ownPlacement: (id: string) => boolean) {
  const ids = Array.isArray(body.placements)
    ? [
        ...new Set(
          body.placements.filter((id): id is string => typeof id === 'string' && id !== ''),
        ),
      ]
    : [];
  const venueTypes = Array.isArray(body.venueTypes) ? body.venueTypes : [];
  const states = Array.isArray(body.states) ? body.states : [];
  if (ids.length > 0) {
    const unknown = ids.find((id) => !ownPlacement(id));
    if (unknown) fail(`Unknown placement ${unknown}`);
    return { placements: ids };
  }
  if (venueTypes.length === 0) fail(M.screens);
  if (!venueTypes.every(isVenueTypeId)) fail('Unknown venue type.');
  if (!states.every(isUsStateCode)) fail(M.state);
  return {
    venueTypes: [...new Set(venueTypes as number[])],
    states: [...new Set(states as string[])],
  };
}

/**
 * A whole deal body. `ownPlacement` says whether an id is one of the publisher's placements.
 * A body with placements saves those (venue types and states are dropped); without, it saves
 * its venue types and states.
 */
export function parseDealInput(
  body: Record<string, unknown>,
  ownPlacement: (id: string) => boolean,
  /** The deal's name on an update (FORM-TEXT-BOUNDS keeps it as it is). */
  storedName?: string,
): DealInput {
  const name = requiredName(body.name, M.name, L.dealName, storedName);
  if (
    typeof body.auctionType !== 'string' ||
    !DEAL_AUCTION_TYPES.includes(body.auctionType as never)
  ) {
    fail(M.auctionType);
  }
  if (body.floorCpm === undefined || body.floorCpm === null || body.floorCpm === '')
    fail(M.floorRequired);
  const floorCpm = toNumber(body.floorCpm);
  if (floorCpm === undefined || floorCpm < 0) fail(M.floorMin);
  boundedMoney(floorCpm, L.dealFloor, 'cpm');
  const priority = toNumber(body.priority);
  if (priority === undefined || !Number.isInteger(priority) || priority < 1 || priority > 10) {
    fail(M.priority);
  }
  const seats = parseSeats(body.seats);
  const screens = parseScreens(body, ownPlacement);
  return {
    name,
    auctionType: body.auctionType as DealInput['auctionType'],
    floorCpm,
    priority,
    seats,
    ...screens,
    window: parseWindow(body.window),
    dayParts: parseDayParts(body.dayParts),
    isActive: requiredBoolean(body.isActive ?? true, 'isActive must be true or false'),
  };
}
