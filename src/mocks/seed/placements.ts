// Placements (screens) of the three publishers: 40 for Northwind (the SSP demo login), 160 for
// Metro Transit Media and 130 for Summit Health Displays. Those open to programmatic partners
// are the inventory the DSP explores, so an inventory screen id is a placement id and
// AllowPlacements stays meaningful.
// Everything is drawn from a seeded PRNG; demo-scale rows come from the same generator.
import type { PlacementRecord } from '@/mocks/records';
import { createRandom, type Random } from '@/mocks/random';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import { CITIES, STREET_NAMES, type City } from '@/mocks/seed/geo';
import { venueTypeById } from '@/data/venue-types';
import type { PlacementAudience, PlacementCapabilities } from '@/types/api';

interface PublisherProfile {
  accountId: string;
  /** prefix of ids and external ids */
  code: string;
  count: number;
  venueTypes: readonly number[];
  cities: readonly City[];
  /** whether screens run on an opening-hours grid (retail) rather than around the clock */
  storeHours: boolean;
  floorRange: readonly [number, number];
}

const citiesIn = (...states: string[]) => CITIES.filter((city) => states.includes(city.state));

export const NORTHWIND_PROFILE: PublisherProfile = {
  accountId: ACCOUNT_IDS.northwind,
  code: 'nw',
  count: 40,
  // Grocery, mall, convenience, pharmacy, gyms, bars, QSR, movie theatres.
  venueTypes: [20301, 20302, 20303, 20501, 20502, 202, 207, 40101, 40102, 804, 806, 80201],
  cities: citiesIn('NY', 'NJ', 'MA', 'PA', 'IL', 'TX', 'GA', 'FL', 'CO', 'WA', 'OH', 'MN'),
  storeHours: true,
  floorRange: [3, 9],
};

const PROFILES: readonly PublisherProfile[] = [
  NORTHWIND_PROFILE,
  {
    accountId: ACCOUNT_IDS.metro,
    code: 'mt',
    count: 160,
    // Airports, buses, subway, trains, ferries, billboards, urban panels, bus shelters.
    venueTypes: [
      10101, 10102, 10103, 10105, 10106, 10201, 10202, 10203, 10501, 10502, 10601, 10602, 107,
      30101, 30102, 30103, 302, 303,
    ],
    cities: CITIES,
    storeHours: false,
    floorRange: [5, 16],
  },
  {
    accountId: ACCOUNT_IDS.summit,
    code: 'sm',
    count: 130,
    // Doctors, vets, salons, spas, offices, hotels, apartments, campus common areas.
    venueTypes: [501, 502, 40201, 40202, 40203, 403, 70101, 70102, 80701, 80702, 110101, 60202],
    cities: citiesIn(
      'CA',
      'WA',
      'OR',
      'AZ',
      'NV',
      'UT',
      'CO',
      'TX',
      'IL',
      'MO',
      'TN',
      'NC',
      'VA',
      'MD',
      'LA',
      'HI',
      'WI',
      'MI',
    ),
    storeHours: false,
    floorRange: [4, 12],
  },
];

/** Example scene images under public/demo/scenes/, by top-level venue type. */
const SCENE_BY_TOP_LEVEL: Record<number, string> = {
  1: 'transit',
  2: 'retail',
  3: 'outdoor',
  4: 'health',
  5: 'health',
  6: 'office',
  7: 'office',
  8: 'leisure',
  9: 'office',
  10: 'office',
  11: 'residential',
};

export function sceneUrlFor(venueTypeId: number): string {
  const topLevel = venueTypeById(venueTypeId)?.pathValues[0] ?? 2;
  return `/demo/scenes/${SCENE_BY_TOP_LEVEL[topLevel] ?? 'retail'}.svg`;
}

const DEVICES: readonly Omit<PlacementCapabilities, 'resolution' | 'supportsAudio'>[] = [
  { deviceMake: 'Samsung', deviceModel: 'QM55C', os: 'Tizen', osVersion: '6.5' },
  { deviceMake: 'LG', deviceModel: '55UH5N-E', os: 'webOS', osVersion: '6.0' },
  { deviceMake: 'BrightSign', deviceModel: 'XT1144', os: 'BrightSignOS', osVersion: '8.5.47' },
  { deviceMake: 'Philips', deviceModel: '10BDL4551T', os: 'Android', osVersion: '11' },
];

function storeOpeningHours(random: Random): PlacementAudience['operatingHours'] {
  const opens = random.int(6, 9);
  const closes = random.int(20, 23);
  const hours: PlacementAudience['operatingHours'] = [];
  for (let weekday = 0; weekday < 7; weekday += 1) {
    for (let hour = opens; hour < closes; hour += 1) hours.push({ weekday, hour });
  }
  return hours;
}

function cityCode(city: City): string {
  return city.city
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
}

function placementName(venueTypeId: number, city: City, serial: number): string {
  const venue = venueTypeById(venueTypeId);
  const parent = venue?.parentValue ? venueTypeById(venue.parentValue) : undefined;
  const place =
    venue?.depth === 3 && parent ? `${parent.label} ${venue.label}` : (venue?.label ?? 'Screen');
  return `${city.city} ${place} ${String(serial).padStart(2, '0')}`;
}

export interface PlacementSpec {
  id: string;
  accountId: string;
  externalPrefix: string;
  serial: number;
  venueTypeId: number;
  city: City;
  storeHours: boolean;
  floorRange: readonly [number, number];
  createdAt: string;
}

/** One complete placement from a spec; `random` decides the details. */
export function buildPlacement(spec: PlacementSpec, random: Random): PlacementRecord {
  const { city } = spec;
  const portrait = random.chance(0.25);
  const device = random.pick(DEVICES);
  const withLine2 = random.chance(0.3);
  const [minFloor, maxFloor] = spec.floorRange;
  return {
    id: spec.id,
    accountId: spec.accountId,
    name: placementName(spec.venueTypeId, city, spec.serial),
    externalId: `${spec.externalPrefix}-${cityCode(city)}-${String(spec.serial).padStart(4, '0')}`,
    placementKey: `pk_${random.hex(20)}`,
    kind: spec.venueTypeId,
    bidFloorCpm: Math.round(random.float(minFloor, maxFloor) * 4) / 4,
    location: {
      address: {
        line1: `${random.int(10, 2999)} ${random.pick(STREET_NAMES)}`,
        ...(withLine2 ? { line2: `Suite ${random.int(1, 30) * 10}` } : {}),
        city: city.city,
        state: city.state,
        zip: city.zip,
      },
      latitude: Math.round((city.latitude + random.float(-0.06, 0.06, 5)) * 1e5) / 1e5,
      longitude: Math.round((city.longitude + random.float(-0.08, 0.08, 5)) * 1e5) / 1e5,
      exampleSceneUrl: sceneUrlFor(spec.venueTypeId),
    },
    audience: {
      impressionMultiplier: random.float(1.2, 9.5, 1),
      dwellTimeSecs: random.int(8, 240),
      weeklyVisitors: random.int(15, 600) * 100,
      operatingHours: spec.storeHours ? storeOpeningHours(random) : [],
    },
    capabilities: {
      ...device,
      resolution: portrait ? '1080x1920' : random.chance(0.15) ? '3840x2160' : '1920x1080',
      supportsAudio: random.chance(0.2),
    },
    enableProgrammaticPartners: random.chance(0.95),
    createdAt: spec.createdAt,
  };
}

export function seedPlacements(): PlacementRecord[] {
  const placements: PlacementRecord[] = [];
  for (const profile of PROFILES) {
    const random = createRandom(`placements:${profile.accountId}`);
    for (let serial = 1; serial <= profile.count; serial += 1) {
      const month = String(1 + ((serial * 7) % 12)).padStart(2, '0');
      const day = String(1 + ((serial * 11) % 28)).padStart(2, '0');
      placements.push(
        buildPlacement(
          {
            id: `pl_${profile.code}_${String(serial).padStart(3, '0')}`,
            accountId: profile.accountId,
            externalPrefix: profile.code.toUpperCase(),
            serial,
            // Cycle venue types and cities so every one is used; the PRNG picks the rest.
            venueTypeId: profile.venueTypes[(serial - 1) % profile.venueTypes.length] ?? 1,
            city: profile.cities[(serial * 7) % profile.cities.length] ?? CITIES[0]!,
            storeHours: profile.storeHours,
            floorRange: profile.floorRange,
            createdAt: `2024-${month}-${day}T12:00:00.000Z`,
          },
          random,
        ),
      );
    }
  }
  return placements;
}
