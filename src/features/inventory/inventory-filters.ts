// The explorer's filters between the URL, the API and the screen (pure, unit tested). The URL
// keeps them as `?states=NY,NJ&venueTypes=1,101&publishers=acc_metro&q=mall`, the same
// comma-joined lists GET /inventory takes. Reading one normalises it: codes upper-cased,
// unknown states and venue types dropped (the server would refuse the whole request with a
// 400 for one stale value in a bookmark), duplicates removed, and each list sorted, so two
// URLs that mean the same filters share one cache entry.
import { isUsStateCode, usStateName } from '@/data/us-states';
import { isVenueTypeId, venueTypeLabel } from '@/data/venue-types';
import { splitIds } from '@/lib/text/ids';
import type { InventoryFilters } from '@/types/api';

/** The URL parameters of the list filters (the text search is useListParams' `q`). */
export type FilterName = 'states' | 'venueTypes' | 'publishers';
export type FilterParams = Record<FilterName, string>;
export const EMPTY_FILTER_PARAMS: FilterParams = { states: '', venueTypes: '', publishers: '' };

export const NO_FILTERS: InventoryFilters = { states: [], venueTypes: [], publishers: [], q: '' };

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function readStates(text: string | null | undefined): string[] {
  const codes = splitIds(text).map((code) => code.toUpperCase());
  return [...new Set(codes.filter(isUsStateCode))].sort(byText);
}

export function readVenueTypes(text: string | null | undefined): number[] {
  const ids = splitIds(text)
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter(isVenueTypeId);
  return [...new Set(ids)].sort((a, b) => a - b);
}

export function readPublishers(text: string | null | undefined): string[] {
  return splitIds(text).sort(byText);
}

/** The filters the URL's parameters stand for. */
export function readFilters(params: FilterParams, q: string): InventoryFilters {
  return {
    states: readStates(params.states),
    venueTypes: readVenueTypes(params.venueTypes),
    publishers: readPublishers(params.publishers),
    q: q.trim(),
  };
}

/** A list filter's URL value: comma-joined, '' for none (then left out of the URL). */
export function listParam(values: readonly (string | number)[]): string {
  return values.join(',');
}

/**
 * What GET /inventory is asked (and the query's cache key): the same filters in canonical
 * form, so `states=ny,NY` and `states=NY` share a request. Empty lists are left out.
 */
export function inventoryQuery(filters: InventoryFilters): Partial<InventoryFilters> {
  const query: Partial<InventoryFilters> = {};
  const states = readStates(listParam(filters.states));
  const venueTypes = readVenueTypes(listParam(filters.venueTypes));
  const publishers = readPublishers(listParam(filters.publishers));
  if (states.length) query.states = states;
  if (venueTypes.length) query.venueTypes = venueTypes;
  if (publishers.length) query.publishers = publishers;
  if (filters.q.trim()) query.q = filters.q.trim();
  return query;
}

/** The explorer's URL showing these filters, e.g. to go on from a saved report. */
export function explorerSearch(filters: InventoryFilters): string {
  const params = new URLSearchParams();
  const query = inventoryQuery(filters);
  if (query.states) params.set('states', listParam(query.states));
  if (query.venueTypes) params.set('venueTypes', listParam(query.venueTypes));
  if (query.publishers) params.set('publishers', listParam(query.publishers));
  if (query.q) params.set('q', query.q);
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** A state clicked on the map: added to the filter, or taken out if it was in. */
export function toggleState(states: readonly string[], code: string): string[] {
  return states.includes(code)
    ? states.filter((state) => state !== code)
    : readStates(listParam([...states, code]));
}

export function hasFilters(filters: InventoryFilters): boolean {
  return Boolean(
    filters.states.length || filters.venueTypes.length || filters.publishers.length || filters.q,
  );
}

/** The filters in words, one line per filter in use (a saved report shows what it holds). */
export function describeFilters(
  filters: InventoryFilters,
  publisherName: (id: string) => string = (id) => id,
): { term: string; value: string }[] {
  const lines: { term: string; value: string }[] = [];
  if (filters.states.length) {
    lines.push({ term: 'States', value: filters.states.map(usStateName).join(', ') });
  }
  if (filters.venueTypes.length) {
    lines.push({ term: 'Venue types', value: filters.venueTypes.map(venueTypeLabel).join('; ') });
  }
  if (filters.publishers.length) {
    lines.push({ term: 'Publishers', value: filters.publishers.map(publisherName).join(', ') });
  }
  if (filters.q) lines.push({ term: 'Search', value: `“${filters.q}”` });
  return lines;
}
