// The placement wire bodies: the single wizard's POST /placements and the batch wizard's
// defaults, and the saved placement's way back into the form.
// Requirements checked here: PLC-LOCATION-MODE, PLC-HOURS, PLC-BODY, BATCH-DEFAULTS.
import { describe, expect, it } from 'vitest';
import {
  buildBatchDefaults,
  buildPlacementBody,
  resolutionOf,
} from '@/features/placements/placement-body';
import {
  allHours,
  newPlacementValues,
  placementToValues,
  type PlacementFormValues,
} from '@/features/placements/placement-form';
import type { Placement } from '@/types/api';

const values = (change: Partial<PlacementFormValues>): PlacementFormValues => ({
  ...newPlacementValues(),
  name: ' Lobby ',
  externalId: ' L-1 ',
  kind: 3,
  bidFloorCpm: '4.25',
  line1: '1 Main St',
  city: 'Springfield',
  state: 'il',
  zip: '62701',
  exampleSceneUrl: ' https://cdn.example.com/a.png ',
  ...change,
});

describe('buildPlacementBody', () => {
  it('sends the address in address mode, trimmed, with the state upper-cased', () => {
    const body = buildPlacementBody(values({ line2: '  ' }));
    expect(body).toMatchObject({ name: 'Lobby', externalId: 'L-1', kind: 3, bidFloorCpm: 4.25 });
    expect(body.location).toEqual({
      address: { line1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' },
      latitude: null,
      longitude: null,
      exampleSceneUrl: 'https://cdn.example.com/a.png',
    });
  });

  it('sends only coordinates in coordinates mode', () => {
    const body = buildPlacementBody(
      values({ locationMode: 'coordinates', latitude: '40.5', longitude: '-73.25' }),
    );
    expect(body.location).toEqual({
      latitude: 40.5,
      longitude: -73.25,
      exampleSceneUrl: 'https://cdn.example.com/a.png',
    });
  });

  it('sends the audience with sorted operating hours and empty numbers as null', () => {
    const body = buildPlacementBody(
      values({
        impressionMultiplier: '2.5',
        weeklyVisitors: '1200',
        operatingHours: [
          { weekday: 2, hour: 5, value: null },
          { weekday: 0, hour: 9, value: null },
        ],
      }),
    );
    expect(body.audience).toEqual({
      impressionMultiplier: 2.5,
      dwellTimeSecs: null,
      weeklyVisitors: 1200,
      operatingHours: [
        { weekday: 0, hour: 9 },
        { weekday: 2, hour: 5 },
      ],
    });
  });

  it('sends filled capabilities only, with a custom resolution lower-cased', () => {
    const body = buildPlacementBody(
      values({ os: ' Android ', resolution: 'custom', customResolution: '1000X500' }),
    );
    expect(body.capabilities).toEqual({
      os: 'Android',
      resolution: '1000x500',
      supportsAudio: false,
    });
    expect(resolutionOf(values({ resolution: '' }))).toBeUndefined();
    expect(resolutionOf(values({ resolution: '1920x1080' }))).toBe('1920x1080');
  });
});

describe('buildBatchDefaults', () => {
  const noAddress = { line1: '', city: '', state: '', zip: '' };

  it('gives the bid floor, the image and the audience for lines that leave them empty', () => {
    expect(buildBatchDefaults(values({ ...noAddress, bidFloorCpm: '2' }))).toEqual({
      bidFloorCpm: 2,
      location: { exampleSceneUrl: 'https://cdn.example.com/a.png' },
      audience: expect.objectContaining({ impressionMultiplier: 1 }) as unknown,
    });
  });

  it('gives the default location as far as it is filled, whatever the location mode', () => {
    const image = 'https://cdn.example.com/a.png';
    expect(buildBatchDefaults(values({ line2: ' Lobby ' })).location).toEqual({
      address: {
        line1: '1 Main St',
        line2: 'Lobby',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
      },
      exampleSceneUrl: image,
    });
    const coordinates = values({ ...noAddress, latitude: '41.8', longitude: '-87.6' });
    expect(buildBatchDefaults({ ...coordinates, locationMode: 'coordinates' }).location).toEqual({
      latitude: 41.8,
      longitude: -87.6,
      exampleSceneUrl: image,
    });
    expect(buildBatchDefaults(values({ latitude: '41.8', longitude: '-87.6' })).location).toEqual(
      expect.objectContaining({ address: expect.any(Object) as unknown, latitude: 41.8 }),
    );
  });
});

describe('placementToValues', () => {
  const saved: Placement = {
    id: 'pl_1',
    placementKey: 'pk_1',
    accountId: 'acc_1',
    name: 'Mall',
    externalId: 'M-1',
    kind: 7,
    bidFloorCpm: 3,
    location: { latitude: 1.5, longitude: 2.5, exampleSceneUrl: 'https://x.test/a.png' },
    capabilities: { resolution: '999x333', supportsAudio: true },
  };

  it('opens coordinates mode without an address and a custom resolution when not preset', () => {
    const form = placementToValues(saved);
    expect(form).toMatchObject({
      locationMode: 'coordinates',
      latitude: '1.5',
      bidFloorCpm: '3',
      resolution: 'custom',
      customResolution: '999x333',
      supportsAudio: true,
    });
    expect(form.operatingHours).toEqual(allHours());
  });

  it('round-trips through the body builder', () => {
    const body = buildPlacementBody(placementToValues(saved));
    expect(body.location).toEqual(saved.location);
    expect(body.capabilities).toEqual(saved.capabilities);
  });
});
