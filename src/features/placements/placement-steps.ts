// The fields each placement wizard step validates when the user leaves it, for the single and
// the bulk import wizard (batch mode has no location choice: its location fields are defaults).
export const GENERAL_FIELDS = ['name', 'externalId', 'kind', 'bidFloorCpm'] as const;
/** The fields that place a screen: an address, or latitude and longitude. */
export const ADDRESS_FIELDS = [
  'line1',
  'line2',
  'city',
  'state',
  'zip',
  'latitude',
  'longitude',
] as const;
export const LOCATION_FIELDS = [...ADDRESS_FIELDS, 'exampleSceneUrl'] as const;
export const VERIFICATION_FIELDS = ['locationMode', ...LOCATION_FIELDS] as const;
export const AUDIENCE_FIELDS = [
  'impressionMultiplier',
  'dwellTimeSecs',
  'weeklyVisitors',
  'operatingHours',
] as const;
