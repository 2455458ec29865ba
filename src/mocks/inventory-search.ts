// The inventory explorer's search (GET /inventory, GET /inventory/{id}): the screens open to
// programmatic buyers, filtered by state, venue type (a type matches its descendants too),
// publisher and free text, with a summary of what matched.
import { isVenueTypeId, venueTypeWithDescendants } from '@/data/venue-types';
import { isUsStateCode } from '@/data/us-states';
import { dbRevision, getDb } from '@/mocks/db';
import { fail } from '@/mocks/http';
import { getKnobs } from '@/mocks/knobs';
import type { DbState } from '@/mocks/records';
import { listInventoryScreens } from '@/mocks/serializers';
import { isRecord, splitIds } from '@/mocks/validation/common';
import type {
  InventoryFilters,
  InventoryResult,
  InventoryScreen,
  InventorySummary,
} from '@/types/api';

export const INVENTORY_MESSAGES = {
  state: 'Unknown state code',
  venueType: 'Unknown venue type',
} as const;

function parseStates(value: unknown): string[] {
  const states = splitIds(value).map((state) => state.toUpperCase());
  if (!states.every(isUsStateCode)) fail(INVENTORY_MESSAGES.state);
  return states;
}

function parseVenueTypes(value: unknown): number[] {
  const ids = Array.isArray(value) ? value : splitIds(value).map(Number);
  if (!ids.every(isVenueTypeId)) fail(INVENTORY_MESSAGES.venueType);
  return [...new Set(ids)];
}

/** Filters from a query string: comma-joined lists, empty ones left out. */
export function filtersFromQuery(url: URL): InventoryFilters {
  const get = (name: string) => url.searchParams.get(name) ?? '';
  return {
    states: parseStates(get('states')),
    venueTypes: parseVenueTypes(get('venueTypes')),
    publishers: splitIds(get('publishers')),
    q: get('q').trim(),
  };
}

/** Filters of a saved report's body: lists (or comma-joined strings), all optional. */
export function filtersFromBody(value: unknown): InventoryFilters {
  const filters = isRecord(value) ? value : {};
  return {
    states: parseStates(filters.states),
    venueTypes: parseVenueTypes(filters.venueTypes),
    publishers: splitIds(filters.publishers),
    q: typeof filters.q === 'string' ? filters.q.trim() : '',
  };
}

let cache: { db: DbState; revision: number; scale: number; screens: InventoryScreen[] } | null =
  null;

/**
 * Every screen, unfiltered. At demo-scale 200000 building the list costs more than filtering
 * it, so it is kept until the data changes: another database (a reset or reload), a saved
 * change (persist() bumps the revision) or another scale.
 */
export function allInventoryScreens(db: DbState = getDb()): InventoryScreen[] {
  const revision = dbRevision();
  const { scale } = getKnobs();
  if (cache?.db !== db || cache.revision !== revision || cache.scale !== scale) {
    cache = { db, revision, scale, screens: listInventoryScreens(db) };
  }
  return cache.screens;
}

function matcher(filters: InventoryFilters): (screen: InventoryScreen) => boolean {
  const states = new Set(filters.states);
  const venueTypes = new Set(filters.venueTypes.flatMap(venueTypeWithDescendants));
  const publishers = new Set(filters.publishers);
  const q = filters.q.toLowerCase();
  return (screen) =>
    (states.size === 0 || states.has(screen.state)) &&
    (venueTypes.size === 0 || venueTypes.has(screen.venueType)) &&
    (publishers.size === 0 || publishers.has(screen.publisher.id)) &&
    (q === '' ||
      screen.name.toLowerCase().includes(q) ||
      screen.city.toLowerCase().includes(q) ||
      screen.zip.includes(q));
}

export function summarize(screens: readonly InventoryScreen[]): InventorySummary {
  const publishers = new Set<string>();
  let weeklyImpressions = 0;
  let floorSum = 0;
  for (const screen of screens) {
    publishers.add(screen.publisher.id);
    weeklyImpressions += screen.weeklyImpressions;
    floorSum += screen.floorCpm;
  }
  return {
    screens: screens.length,
    publishers: publishers.size,
    weeklyImpressions,
    avgFloorCpm: screens.length ? Math.round((floorSum / screens.length) * 100) / 100 : 0,
  };
}

export function searchInventory(filters: InventoryFilters, db: DbState = getDb()): InventoryResult {
  const all = allInventoryScreens(db);
  const isEmpty =
    !filters.states.length &&
    !filters.venueTypes.length &&
    !filters.publishers.length &&
    !filters.q;
  const screens = isEmpty ? all : all.filter(matcher(filters));
  return { summary: summarize(screens), screens };
}

/** Screens per piece of the streamed reply: about 0.7 MB of JSON. */
const SCREENS_PER_PIECE = 2000;
const encoder = new TextEncoder();

/**
 * The reply as UTF-8 pieces, written as the service worker reads them. At demo scale the
 * unfiltered reply is 17 MB (50,000 screens) to 68 MB (200,000) of JSON, made on the page's
 * thread, where the browser's mock API runs: one JSON.stringify of the whole, then MSW's Blob
 * and Response copies of it, held the page for half a second before a byte moved. In pieces,
 * each screen is stringified once and the first bytes leave at once. The same JSON as
 * JSON.stringify(result) (test/mocks/inventory-stream.test.ts).
 */
export function* inventoryPieces(
  result: InventoryResult,
  screensPerPiece = SCREENS_PER_PIECE,
): Generator<Uint8Array<ArrayBuffer>> {
  const { summary, screens, ...rest } = result;
  const head = JSON.stringify({ summary, ...rest }).slice(0, -1);
  yield encoder.encode(`${head},"screens":[`);
  for (let start = 0; start < screens.length; start += screensPerPiece) {
    const items = JSON.stringify(screens.slice(start, start + screensPerPiece)).slice(1, -1);
    yield encoder.encode(start === 0 ? items : `,${items}`);
  }
  yield encoder.encode(']}');
}
