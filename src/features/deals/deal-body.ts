// Deal form values <-> the wire (POST /deals and POST /deals/{id}/update, docs/api.md "Deals"):
// a new deal's defaults, a saved deal as values (edit, and Duplicate with a new name), and the
// body, which carries the screens of the chosen way only (placements, or venue types and states).
import { cleanText } from '@/rules/field-bounds';
import { DEAL_NAME_MAX, DEAL_PRIORITY_DEFAULT, type DealAuctionType } from '@/rules/deal-rules';
import { addDays, localIsoDate } from '@/lib/text/dates';
import { numberText, parseNumberText } from '@/lib/text/number-text';
import type { Deal, DealInput } from '@/types/api';
import type { DealFormDayPart, DealFormValues } from '@/features/deals/deal-schema';
import { DEAL_FORM_TEXT } from '@/features/deals/form-messages';

/** A new deal's flight: today and the 30 days after it. */
export const NEW_DEAL_FLIGHT_DAYS = 30;

/** The form of a new deal: First price, $0 floor typed by the user, middle priority, active. */
export function newDealValues(today: string = localIsoDate()): DealFormValues {
  return {
    name: '',
    auctionType: 'FirstPrice',
    floorCpm: '',
    priority: String(DEAL_PRIORITY_DEFAULT),
    seats: [],
    screenMode: 'venues',
    placements: [],
    venueTypes: [],
    states: [],
    dateStart: today,
    dateEnd: addDays(today, NEW_DEAL_FLIGHT_DAYS),
    dayParts: [],
    isActive: true,
  };
}

/** Unique hours of the week, sorted: the form's (and the merge's) one spelling of a grid. */
export function sortDayParts(parts: readonly DealFormDayPart[]): DealFormDayPart[] {
  const seen = new Map<string, DealFormDayPart>();
  for (const { weekday, hour } of parts) seen.set(`${weekday}:${hour}`, { weekday, hour });
  return [...seen.values()].sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
}

/** A saved deal as form values (the edit form, and the base of its merged save). */
export function dealToValues(deal: Deal): DealFormValues {
  const placements = deal.placements ?? [];
  return {
    name: deal.name,
    auctionType: deal.auctionType as DealAuctionType,
    floorCpm: numberText(deal.floorCpm),
    priority: String(deal.priority),
    seats: [...deal.seats],
    screenMode: placements.length > 0 ? 'placements' : 'venues',
    placements: [...placements],
    venueTypes: [...(deal.venueTypes ?? [])],
    states: [...(deal.states ?? [])],
    dateStart: deal.window.dateStart.slice(0, 10),
    dateEnd: deal.window.dateEnd.slice(0, 10),
    dayParts: sortDayParts(deal.dayParts),
    isActive: deal.isActive,
  };
}

/**
 * A new deal copied from `deal` (Duplicate): everything but its identity (the server gives the
 * copy its own id and Deal ID), named `Copy of …`. A flight that has already ended is replaced
 * by a new deal's flight: a copy that could never run would only be edited again.
 */
export function duplicateValues(deal: Deal, today: string = localIsoDate()): DealFormValues {
  const values = dealToValues(deal);
  const fresh = newDealValues(today);
  return {
    ...values,
    name: DEAL_FORM_TEXT.copyName(deal.name).slice(0, DEAL_NAME_MAX),
    ...(values.dateEnd < today ? { dateStart: fresh.dateStart, dateEnd: fresh.dateEnd } : {}),
  };
}

/** Seat IDs as typed: trimmed, blanks and repeats dropped, in the order they were added. */
export function cleanSeats(seats: readonly string[]): string[] {
  return [...new Set(seats.map((seat) => seat.trim()).filter(Boolean))];
}

/** The body of POST /deals and POST /deals/{id}/update (the values passed the schema). */
export function dealBody(values: DealFormValues): DealInput {
  const screens: Pick<DealInput, 'placements' | 'venueTypes' | 'states'> =
    values.screenMode === 'placements'
      ? { placements: [...values.placements] }
      : { venueTypes: [...values.venueTypes], states: [...values.states] };
  return {
    name: cleanText(values.name),
    auctionType: values.auctionType,
    floorCpm: parseNumberText(values.floorCpm) ?? 0,
    priority: Number(values.priority),
    seats: cleanSeats(values.seats),
    ...screens,
    window: { dateStart: values.dateStart, dateEnd: values.dateEnd },
    dayParts: sortDayParts(values.dayParts),
    isActive: values.isActive,
  };
}
