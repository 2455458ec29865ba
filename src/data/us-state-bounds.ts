// Each US state's bounding box, for the placement CSV's location checks (BATCH-LINE-COORDINATES):
// a line's coordinates outside its state's box, or swapped latitude and longitude, are flagged.
// Source: the US Census Bureau's cartographic boundary states at 1:10,000,000, as us-atlas 3
// ships them (node_modules/us-atlas/states-10m.json), each state's extreme points rounded to
// 0.01 degree; STATE_BOX_MARGIN pads them, since that scale drops small islands and capes. The
// 50 states only, as US_STATES (./us-states.ts) lists them. Alaska's Aleutians cross the 180th
// meridian, so Alaska has a second box east of it.

/** Degrees added on every side of a box (about 20 km): a screen on a state's edge is inside. */
export const STATE_BOX_MARGIN = 0.2;

/** [state code, south, west, north, east], in degrees; a state may have more than one. */
export const US_STATE_BOXES: readonly (readonly [string, number, number, number, number])[] = [
  ['AK', 51.23, -179.14, 71.35, -129.98],
  ['AK', 51.36, 172.46, 53.01, 179.77],
  ['AL', 30.22, -88.47, 35.01, -84.89],
  ['AR', 33, -94.62, 36.5, -89.66],
  ['AZ', 31.33, -114.81, 37, -109.04],
  ['CA', 32.53, -124.41, 42.01, -114.13],
  ['CO', 36.99, -109.06, 41, -102.04],
  ['CT', 40.98, -73.73, 42.05, -71.79],
  ['DE', 38.45, -75.79, 39.84, -75.05],
  ['FL', 24.51, -87.63, 31, -80.03],
  ['GA', 30.36, -85.61, 35, -80.84],
  ['HI', 18.92, -160.25, 22.23, -154.81],
  ['IA', 40.38, -96.63, 43.5, -90.14],
  ['ID', 41.99, -117.24, 49, -111.04],
  ['IL', 36.97, -91.51, 42.51, -87.49],
  ['IN', 37.77, -88.1, 41.76, -84.78],
  ['KS', 36.99, -102.05, 40, -94.59],
  ['KY', 36.5, -89.57, 39.15, -81.97],
  ['LA', 28.93, -94.04, 33.02, -88.82],
  ['MA', 41.24, -73.51, 42.89, -69.93],
  ['MD', 37.92, -79.49, 39.72, -75.05],
  ['ME', 43.06, -71.08, 47.46, -66.98],
  ['MI', 41.7, -90.42, 48.19, -82.42],
  ['MN', 43.5, -97.24, 49.38, -89.49],
  ['MO', 36, -95.77, 40.61, -89.1],
  ['MS', 30.18, -91.64, 35, -88.1],
  ['MT', 44.36, -116.05, 49, -104.04],
  ['NC', 33.85, -84.32, 36.59, -75.46],
  ['ND', 45.93, -104.05, 49, -96.56],
  ['NE', 40, -104.05, 43, -95.31],
  ['NH', 42.7, -72.56, 45.31, -70.7],
  ['NJ', 38.93, -75.56, 41.36, -73.89],
  ['NM', 31.33, -109.05, 37, -103],
  ['NV', 35, -120.01, 42, -114.04],
  ['NY', 40.5, -79.76, 45.02, -71.86],
  ['OH', 38.41, -84.82, 41.98, -80.52],
  ['OK', 33.62, -103, 37, -94.43],
  ['OR', 41.99, -124.55, 46.27, -116.46],
  ['PA', 39.72, -80.52, 42.27, -74.7],
  ['RI', 41.15, -71.86, 42.02, -71.12],
  ['SC', 32.03, -83.35, 35.22, -78.54],
  ['SD', 42.48, -104.06, 45.95, -96.44],
  ['TN', 34.98, -90.31, 36.68, -81.65],
  ['TX', 25.84, -106.65, 36.5, -93.52],
  ['UT', 37, -114.05, 42, -109.04],
  ['VA', 36.54, -83.68, 39.47, -75.24],
  ['VT', 42.73, -73.44, 45.02, -71.49],
  ['WA', 45.54, -124.73, 49, -116.92],
  ['WI', 42.49, -92.89, 47.08, -86.82],
  ['WV', 37.2, -82.64, 40.64, -77.72],
  ['WY', 41, -111.06, 45.01, -104.05],
];
