// Placement validation: PLC-NAME, PLC-KIND, PLC-BID-FLOOR, PLC-LATLNG, PLC-LOCATION-MODE,
// PLC-SCENE-IMAGE, PLC-AUDIENCE and PLC-CAPABILITIES, and what batch mode leaves to the CSV
// (BATCH-DEFAULTS).
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { newPlacementValues, type PlacementFormValues } from '@/features/placements/placement-form';
import { isSceneUrl } from '@/rules/image-files';
import { PLACEMENT_MESSAGES as M, placementSchema } from '@/features/placements/placement-schema';

async function errorsOf(change: Partial<PlacementFormValues>, mode: 'single' | 'batch' = 'single') {
  try {
    await placementSchema.validate(
      { ...newPlacementValues(), ...change },
      { abortEarly: false, context: { mode } },
    );
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

const valid: Partial<PlacementFormValues> = {
  name: 'Lobby',
  kind: 1,
  bidFloorCpm: '2',
  line1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  exampleSceneUrl: 'https://cdn.example.com/a.png',
};

describe('placementSchema', () => {
  it('accepts a complete placement', async () => {
    expect(await errorsOf(valid)).toEqual([]);
  });

  it('requires a name, a type, a bid floor and an image', async () => {
    const errors = await errorsOf({});
    expect(errors).toEqual(
      expect.arrayContaining([M.name, M.kind, M.bidFloorRequired, M.imageRequired]),
    );
  });

  it('needs Lat/Lng in coordinates mode, and an address in address mode', async () => {
    expect(await errorsOf({ ...valid, locationMode: 'coordinates' })).toContain(M.latLngRequired);
    expect(
      await errorsOf({ ...valid, locationMode: 'coordinates', latitude: '1', longitude: '2' }),
    ).toEqual([]);
    expect(await errorsOf({ ...valid, line1: '', zip: '123' })).toEqual(
      expect.arrayContaining([M.line1Required, M.zip]),
    );
    expect(await errorsOf({ ...valid, latitude: '10' })).toContain(M.latLngRequired);
    expect(await errorsOf({ ...valid, latitude: '91', longitude: '0' })).toContain(M.latitude);
  });

  // PLC-EXTERNAL-ID
  it('takes no external ID or one of up to 200 characters in the single wizard, refusing 201', async () => {
    expect(await errorsOf({ ...valid, externalId: '' })).toEqual([]);
    expect(await errorsOf({ ...valid, externalId: 'x'.repeat(200) })).toEqual([]);
    expect(await errorsOf({ ...valid, externalId: 'x'.repeat(201) })).toEqual([
      'External ID must be at most 200 characters',
    ]);
  });

  it('checks the image URL, the multiplier and a custom resolution', async () => {
    expect(await errorsOf({ ...valid, exampleSceneUrl: 'ftp://x' })).toEqual([M.url]);
    expect(await errorsOf({ ...valid, impressionMultiplier: '0' })).toEqual([M.multiplier]);
    expect(await errorsOf({ ...valid, weeklyVisitors: '1.5' })).toEqual([M.weeklyVisitors]);
    expect(await errorsOf({ ...valid, resolution: 'custom', customResolution: 'big' })).toEqual([
      M.resolution,
    ]);
  });

  it('leaves name, type and location to the CSV lines in batch mode', async () => {
    expect(
      await errorsOf({ bidFloorCpm: '1', exampleSceneUrl: 'https://x.test/a.png' }, 'batch'),
    ).toEqual([]);
    expect(await errorsOf({}, 'batch')).toEqual([M.imageRequired]);
    // The bid floor is a default there, asked for only while lines leave theirs empty.
    expect(await errorsOf({ exampleSceneUrl: 'https://x.test/a.png' }, 'batch')).toEqual([]);
    expect(await errorsOf({ exampleSceneUrl: 'https://x.test/a.png' })).toContain(
      M.bidFloorRequired,
    );
  });

  it('knows a scene URL', () => {
    expect(isSceneUrl('https://a.test/x.png')).toBe(true);
    expect(isSceneUrl('data:image/png;base64,AAAA')).toBe(true);
    expect(isSceneUrl('/files/x.png')).toBe(true);
    expect(isSceneUrl('//evil.test/x.png')).toBe(false);
    expect(isSceneUrl('javascript:alert(1)')).toBe(false);
  });

  it('says why a screen image address is refused: http, another inline type, over 5 MB (PLC-SCENE-URL-SAFE)', async () => {
    expect(await errorsOf({ ...valid, exampleSceneUrl: 'http://cdn.example.com/a.png' })).toEqual([
      'Must be an https URL',
    ]);
    expect(
      await errorsOf({ ...valid, exampleSceneUrl: 'data:image/svg+xml;base64,PHN2Zz4=' }),
    ).toEqual(['Accepted formats: PNG, JPG, or JPEG']);
    const oversize = `data:image/jpeg;base64,${'A'.repeat(7_000_000)}`;
    expect(await errorsOf({ ...valid, exampleSceneUrl: oversize })).toEqual([
      'Files must be at most 5 MB',
    ]);
  });
});
