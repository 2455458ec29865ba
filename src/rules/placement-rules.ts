// The placement rules' messages that the console and the mock API both say (PLC-SERVER-RULES):
// PLC-NAME, PLC-KIND, PLC-SCENE-IMAGE and PLC-LATLNG word for word, and the rest as decided
// (PLC-BID-FLOOR, PLC-LATLNG-RANGE, PLC-STATE-ZIP, PLC-AUDIENCE, PLC-CAPABILITIES; for a bulk line
// BATCH-LINE-REQUIRED, BATCH-DUPLICATE-ID, BATCH-DEFAULT-LOCATION; docs/api.md, "Placements").
// One source for the placement wizards' schema, the CSV line checks and the mock's validation.
export const PLACEMENT_RULE_MESSAGES = {
  name: 'Placement must have a name',
  kind: 'Placement must have a type',
  bidFloorRequired: 'Bid floor CPM is required',
  bidFloorMin: 'Bid floor CPM must be at least $0',
  imageRequired: 'Example image is required',
  url: 'Must be a valid URL',
  /** PLC-SCENE-URL-SAFE: a plain http: image elsewhere than the console's own origin. */
  urlHttps: 'Must be an https URL',
  latLngRequired: 'Lat/Lng are required',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  state: 'State must be a US state code',
  zip: 'Zip code must be 5 digits',
  multiplier: 'Impression multiplier must be greater than 0',
  dwellTime: 'Dwell time must be at least 0 seconds',
  resolution: 'Resolution must look like 1920x1080',
  /** A bulk import line (upserts key on the external ID). */
  externalIdRequired: 'External ID is required',
  externalIdRepeated: (id: string, firstLine: number) =>
    `External ID ${id} is already on line ${firstLine}`,
  /** A bulk import line with no location of its own and no default location to take. */
  lineLocationRequired:
    'This line has neither Lat/Lng nor an address, and no default location was given',
} as const;
