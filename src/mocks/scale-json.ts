// The demo-scale rows (src/mocks/scale.ts) written as JSON bytes, for GET /placements, without
// building them. 50,000 rows as objects, then JSON.stringify and a UTF-8 encoding of the 33 MB
// of text, cost the page's main thread (where the browser's mock API runs) over half a second;
// here every row is made of pieces encoded once (the pooled values, the JSON between them) and
// the few values of its own (serial, key, numbers). The bytes are exactly
// JSON.stringify(toPlacement(generatedPlacement(index))): test/mocks/placement-list.test.ts.
import { JsonBytesWriter } from '@/mocks/json-bytes';
import {
  AUDIENCES,
  CAPABILITIES,
  CITY_CODES,
  CREATED_AT,
  ID_PREFIX,
  rowParts,
  STREET_ADDRESSES,
  VENUES,
} from '@/mocks/scale';
import { CITIES } from '@/mocks/seed/geo';
import { NORTHWIND_PROFILE } from '@/mocks/seed/placements';

const encoder = new TextEncoder();
const utf8 = (text: string) => encoder.encode(text);
const json = (value: unknown) => utf8(JSON.stringify(value));
/** A string's JSON without its quotes, for the middle of a longer JSON string. */
const inner = (text: string) => utf8(JSON.stringify(text).slice(1, -1));

// The JSON between a row's values, in toPlacement's key order.
const BETWEEN = {
  id: utf8(`{"id":${JSON.stringify(ID_PREFIX).slice(0, -1)}`),
  name: utf8(`","accountId":${JSON.stringify(NORTHWIND_PROFILE.accountId)},"name":"`),
  space: utf8(' '),
  externalId: utf8('","externalId":"NWX-'),
  dash: utf8('-'),
  placementKey: utf8('","placementKey":"'),
  kind: utf8('","kind":'),
  bidFloorCpm: utf8(',"bidFloorCpm":'),
  line1: utf8(',"location":{"address":{"line1":'),
  latitude: utf8('},"latitude":'),
  longitude: utf8(',"longitude":'),
  exampleSceneUrl: utf8(',"exampleSceneUrl":'),
  audience: utf8('},"audience":'),
  capabilities: utf8(',"capabilities":'),
  // A generated row is never saved (a save stores an override): it is at version 1.
  end: utf8(
    `,"enableProgrammaticPartners":true,"createdAt":${JSON.stringify(CREATED_AT)},"version":1}`,
  ),
};

const VENUE_JSON = VENUES.map((venue) => ({
  label: inner(venue.label),
  kind: json(venue.id),
  sceneUrl: json(venue.sceneUrl),
}));
const CITY_JSON = CITIES.map((city, index) => ({
  name: inner(city.city),
  code: inner(CITY_CODES[index] as string),
  // The rest of the address after line1.
  address: utf8(
    `,"city":${JSON.stringify(city.city)},"state":${JSON.stringify(city.state)},` +
      `"zip":${JSON.stringify(city.zip)}`,
  ),
}));
const STREET_JSON = STREET_ADDRESSES.map(json);
const AUDIENCE_JSON = AUDIENCES.map(json);
const CAPABILITIES_JSON = CAPABILITIES.map(json);

/** Appends generated row `index` as its API JSON. */
export function writeGeneratedPlacement(out: JsonBytesWriter, index: number): void {
  const parts = rowParts(index);
  const { serial } = parts;
  const venue = VENUE_JSON[index % VENUE_JSON.length] as (typeof VENUE_JSON)[number];
  const city = CITY_JSON[parts.cityIndex] as (typeof CITY_JSON)[number];
  out.raw(BETWEEN.id);
  out.ascii(serial);
  out.raw(BETWEEN.name);
  out.raw(city.name);
  out.raw(BETWEEN.space);
  out.raw(venue.label);
  out.raw(BETWEEN.space);
  out.ascii(serial);
  out.raw(BETWEEN.externalId);
  out.raw(city.code);
  out.raw(BETWEEN.dash);
  out.ascii(serial);
  out.raw(BETWEEN.placementKey);
  out.ascii(parts.placementKey);
  out.raw(BETWEEN.kind);
  out.raw(venue.kind);
  out.raw(BETWEEN.bidFloorCpm);
  // A finite number's JSON is its String().
  out.ascii(String(parts.bidFloorCpm));
  out.raw(BETWEEN.line1);
  out.raw(STREET_JSON[parts.street] as Uint8Array);
  out.raw(city.address);
  out.raw(BETWEEN.latitude);
  out.ascii(String(parts.latitude));
  out.raw(BETWEEN.longitude);
  out.ascii(String(parts.longitude));
  out.raw(BETWEEN.exampleSceneUrl);
  out.raw(venue.sceneUrl);
  out.raw(BETWEEN.audience);
  out.raw(AUDIENCE_JSON[parts.audience] as Uint8Array);
  out.raw(BETWEEN.capabilities);
  out.raw(CAPABILITIES_JSON[parts.capabilities] as Uint8Array);
  out.raw(BETWEEN.end);
}

/** Row `index` as JSON text (one row; the list writes its rows straight to bytes). */
export function generatedPlacementJson(index: number): string {
  const out = new JsonBytesWriter(1024);
  writeGeneratedPlacement(out, index);
  return new TextDecoder().decode(out.bytes());
}
