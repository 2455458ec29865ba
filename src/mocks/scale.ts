// demo-scale=N: N extra Northwind placements (and so N extra inventory screens), generated on
// demand from their index and never stored: 200000 rows would not fit in localStorage. Row i
// is always the same row, so edits and deletions are stored as overrides keyed by id.
//
// Speed and memory matter at 200000 rows, so this generator is leaner than the seed's: names
// come from precomputed parts, and rows share their (immutable) audience and capabilities
// objects from small pools. Never mutate a generated row: save a copy with savePlacement().
import { venueTypeById } from '@/data/venue-types';
import { mulberry32 } from '@/mocks/random';
import type { PlacementRecord } from '@/mocks/records';
import { CITIES, STREET_NAMES } from '@/mocks/seed/geo';
import { NORTHWIND_PROFILE, sceneUrlFor } from '@/mocks/seed/placements';
import type { PlacementAudience, PlacementCapabilities } from '@/types/api';

export const ID_PREFIX = 'pl_scale_';
export const CREATED_AT = '2024-06-01T12:00:00.000Z';

export function generatedPlacementId(index: number): string {
  return `${ID_PREFIX}${String(index).padStart(6, '0')}`;
}

/** The 1-based index of a generated placement id, or null for any other id. */
export function generatedPlacementIndex(id: string): number | null {
  if (!id.startsWith(ID_PREFIX)) return null;
  const index = Number(id.slice(ID_PREFIX.length));
  return Number.isInteger(index) && index > 0 ? index : null;
}

export interface VenuePart {
  id: number;
  label: string;
  sceneUrl: string;
}

export const VENUES: readonly VenuePart[] = NORTHWIND_PROFILE.venueTypes.map((id) => {
  const venue = venueTypeById(id);
  const parent = venue?.parentValue ? venueTypeById(venue.parentValue) : undefined;
  const label =
    venue?.depth === 3 && parent ? `${parent.label} ${venue.label}` : (venue?.label ?? 'Screen');
  return { id, label, sceneUrl: sceneUrlFor(id) };
});

export const CITY_CODES = CITIES.map((city) =>
  city.city
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase(),
);

export const AUDIENCES: readonly PlacementAudience[] = Array.from({ length: 64 }, (_, index) => ({
  impressionMultiplier: Math.round((1.2 + (index % 16) * 0.5) * 10) / 10,
  dwellTimeSecs: 10 + ((index * 37) % 200),
  weeklyVisitors: 2000 + ((index * 7919) % 50) * 1000,
  operatingHours: [],
}));

const RESOLUTIONS = ['1920x1080', '1920x1080', '1920x1080', '1080x1920', '3840x2160'] as const;
const DEVICES = [
  { deviceMake: 'Samsung', deviceModel: 'QM55C', os: 'Tizen', osVersion: '6.5' },
  { deviceMake: 'LG', deviceModel: '55UH5N-E', os: 'webOS', osVersion: '6.0' },
  { deviceMake: 'BrightSign', deviceModel: 'XT1144', os: 'BrightSignOS', osVersion: '8.5.47' },
] as const;
export const CAPABILITIES: readonly PlacementCapabilities[] = DEVICES.flatMap((device) =>
  RESOLUTIONS.flatMap((resolution) =>
    [false, true].map((supportsAudio) => ({ ...device, resolution, supportsAudio })),
  ),
);

/** Street addresses drawn from a fixed pool: shared strings cost no memory per row. */
export const STREET_ADDRESSES: readonly string[] = Array.from(
  { length: 4096 },
  (_, index) => `${10 + ((index * 7919) % 2990)} ${STREET_NAMES[index % STREET_NAMES.length]}`,
);

const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

function hex8(value: number): string {
  return (
    (HEX_BYTES[(value >>> 24) & 255] as string) +
    HEX_BYTES[(value >>> 16) & 255] +
    HEX_BYTES[(value >>> 8) & 255] +
    HEX_BYTES[value & 255]
  );
}

/**
 * A generated row's values: every draw from its PRNG, in the order the rows have always used.
 * Both the row (generatedPlacement) and its JSON (src/mocks/scale-json.ts) are made from them.
 */
export interface RowParts {
  serial: string;
  venue: VenuePart;
  cityIndex: number;
  placementKey: string;
  bidFloorCpm: number;
  street: number;
  latitude: number;
  longitude: number;
  audience: number;
  capabilities: number;
}

export function rowParts(index: number): RowParts {
  const next = mulberry32(index * 2654435761);
  const integer = (size: number) => Math.floor(next() * size);
  const cityIndex = (index * 13) % CITIES.length;
  const city = CITIES[cityIndex] as (typeof CITIES)[number];
  const [minFloor, maxFloor] = NORTHWIND_PROFILE.floorRange;
  // One statement per draw: the order of the draws decides every row's values.
  const placementKey = `pk_${hex8(next() * 2 ** 32)}${hex8(next() * 2 ** 32)}${hex8(index).slice(4)}`;
  const bidFloorCpm = Math.round((minFloor + next() * (maxFloor - minFloor)) * 4) / 4;
  const street = integer(STREET_ADDRESSES.length);
  const latitude = Math.round((city.latitude + (next() - 0.5) * 0.16) * 1e5) / 1e5;
  const longitude = Math.round((city.longitude + (next() - 0.5) * 0.2) * 1e5) / 1e5;
  const audience = integer(AUDIENCES.length);
  const capabilities = integer(CAPABILITIES.length);
  return {
    serial: String(index).padStart(6, '0'),
    venue: VENUES[index % VENUES.length] as VenuePart,
    cityIndex,
    placementKey,
    bidFloorCpm,
    street,
    latitude,
    longitude,
    audience,
    capabilities,
  };
}

/** Row i's name, from its index alone (the change history names it without building the row). */
export function generatedPlacementName(index: number): string {
  const city = CITIES[(index * 13) % CITIES.length] as (typeof CITIES)[number];
  const venue = VENUES[index % VENUES.length] as VenuePart;
  return `${city.city} ${venue.label} ${String(index).padStart(6, '0')}`;
}

export function generatedPlacement(index: number): PlacementRecord {
  const parts = rowParts(index);
  const { serial, venue, cityIndex } = parts;
  const city = CITIES[cityIndex] as (typeof CITIES)[number];
  return {
    id: ID_PREFIX + serial,
    accountId: NORTHWIND_PROFILE.accountId,
    name: generatedPlacementName(index),
    externalId: `NWX-${CITY_CODES[cityIndex]}-${serial}`,
    placementKey: parts.placementKey,
    kind: venue.id,
    bidFloorCpm: parts.bidFloorCpm,
    location: {
      address: {
        line1: STREET_ADDRESSES[parts.street] as string,
        city: city.city,
        state: city.state,
        zip: city.zip,
      },
      latitude: parts.latitude,
      longitude: parts.longitude,
      exampleSceneUrl: venue.sceneUrl,
    },
    audience: AUDIENCES[parts.audience],
    capabilities: CAPABILITIES[parts.capabilities],
    enableProgrammaticPartners: true,
    createdAt: CREATED_AT,
  };
}

let cache: { count: number; rows: readonly PlacementRecord[] } | null = null;

/** Rows 1..count, cached for the page's life (only one scale is in force at a time). */
export function generatedPlacements(count: number): readonly PlacementRecord[] {
  if (count <= 0) return [];
  if (cache?.count !== count) {
    const rows = new Array<PlacementRecord>(count);
    for (let index = 1; index <= count; index += 1) rows[index - 1] = generatedPlacement(index);
    cache = { count, rows };
  }
  return cache.rows;
}
