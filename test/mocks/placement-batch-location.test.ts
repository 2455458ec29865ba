// The bulk import's location rule (src/mocks/placement-batch/line-location.ts,
// BATCH-DEFAULT-LOCATION): a line's own coordinates or address win whole; a line with neither takes
// the Verification step's default address and coordinates; the image is always the default's.
import { describe, expect, it } from 'vitest';
import { hasOwnLocation, lineLocation, placesScreen } from '@/mocks/placement-batch/line-location';

const SCENE = '/demo/scenes/retail.svg';
const DEFAULT_ADDRESS = {
  line1: '1 Default Plaza',
  line2: 'Atrium',
  city: 'Boston',
  state: 'MA',
  zip: '02108',
};
const DEFAULTS = {
  address: DEFAULT_ADDRESS,
  latitude: 42.36,
  longitude: -71.06,
  exampleSceneUrl: SCENE,
};
const SCREEN = { name: 'Lobby', external_id: 'L-1', venue_type: '701' };

describe('lineLocation: the default-merging rule', () => {
  it('keeps a line’s own coordinates and takes none of the default location', () => {
    expect(lineLocation({ ...SCREEN, latitude: '40.75', longitude: '-73.98' }, DEFAULTS)).toEqual({
      address: undefined,
      latitude: '40.75',
      longitude: '-73.98',
      exampleSceneUrl: SCENE,
    });
  });

  it('keeps a line’s own address and takes none of the default location', () => {
    const cells = {
      ...SCREEN,
      address_line1: '5 Elm St',
      city: 'Salem',
      state: 'MA',
      zip: '01970',
    };
    expect(lineLocation(cells, DEFAULTS)).toEqual({
      address: { line1: '5 Elm St', line2: undefined, city: 'Salem', state: 'MA', zip: '01970' },
      latitude: undefined,
      longitude: undefined,
      exampleSceneUrl: SCENE,
    });
  });

  it('gives a line with neither the default address and coordinates', () => {
    expect(lineLocation(SCREEN, DEFAULTS)).toEqual(DEFAULTS);
    const addressOnly = { address: DEFAULT_ADDRESS, exampleSceneUrl: SCENE };
    expect(lineLocation(SCREEN, addressOnly)).toMatchObject(addressOnly);
  });

  it('counts any one address or coordinate cell as a location of the line’s own', () => {
    expect(hasOwnLocation(SCREEN)).toBe(false);
    for (const column of ['address_line2', 'zip', 'latitude', 'longitude'] as const) {
      expect(hasOwnLocation({ ...SCREEN, [column]: '1' })).toBe(true);
    }
  });
});

describe('placesScreen: a default location that can place a line', () => {
  it('needs Lat/Lng as a pair or an address with line 1, city, state and zip', () => {
    expect(placesScreen(DEFAULTS)).toBe(true);
    expect(placesScreen({ latitude: 0, longitude: 0 })).toBe(true);
    expect(placesScreen({ address: DEFAULT_ADDRESS })).toBe(true);
    expect(placesScreen({ address: { ...DEFAULT_ADDRESS, line2: '' } })).toBe(true);
    expect(placesScreen({ latitude: 42.36 })).toBe(false);
    expect(placesScreen({ address: { ...DEFAULT_ADDRESS, zip: ' ' } })).toBe(false);
    expect(placesScreen({ exampleSceneUrl: SCENE })).toBe(false);
  });
});
