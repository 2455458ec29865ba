// POST /placements and POST /placements/{id}/update: who may save, what is checked
// (PLC-SERVER-RULES: PLC-NAME, PLC-KIND, PLC-BID-FLOOR, PLC-LATLNG, PLC-LATLNG-RANGE,
// PLC-STATE-ZIP, PLC-SCENE-IMAGE, PLC-AUDIENCE, PLC-HOURS, PLC-CAPABILITIES) and what a save keeps.
import { getDb } from '@/mocks/db';
import type { ErrorBody, Placement } from '@/types/api';
import { ADMIN, call, DSP, SSP, tokenFor } from './helpers';

type Body = Record<string, unknown>;
type Reply = Placement & Partial<ErrorBody>;

function placementBody(overrides: Body = {}): Body {
  return {
    name: 'Lobby Screen',
    externalId: 'NW-TEST-0001',
    kind: 20301,
    bidFloorCpm: 4.5,
    location: {
      address: { line1: '1 Main St', city: 'Boston', state: 'MA', zip: '02108' },
      latitude: 42.35,
      longitude: -71.06,
      exampleSceneUrl: '/demo/scenes/retail.svg',
    },
    audience: {
      impressionMultiplier: 2.5,
      dwellTimeSecs: 30,
      weeklyVisitors: 1200,
      operatingHours: [{ weekday: 0, hour: 9 }],
    },
    capabilities: { deviceMake: 'LG', resolution: '1920x1080', supportsAudio: false },
    ...overrides,
  };
}

function withLocation(location: Body): Body {
  const base = placementBody().location as Body;
  return placementBody({ location: { ...base, ...location } });
}

function withAudience(audience: Body): Body {
  const base = placementBody().audience as Body;
  return placementBody({ audience: { ...base, ...audience } });
}

async function save(body: Body, email = SSP, path = '/placements') {
  return call<Reply>(path, { body, token: await tokenFor(email) });
}

const noCoordinates = { latitude: null, longitude: null };

describe('placements: validation', () => {
  const cases: [string, Body, string][] = [
    ['no name', placementBody({ name: ' ' }), 'Placement must have a name'],
    ['no type', placementBody({ kind: undefined }), 'Placement must have a type'],
    ['an unknown type', placementBody({ kind: 99999 }), 'Placement must have a type'],
    [
      'an external id used by another placement',
      placementBody({ externalId: getDb().placements[0]!.externalId }),
      `External ID ${getDb().placements[0]!.externalId} is already used by another placement`,
    ],
    ['no bid floor', placementBody({ bidFloorCpm: undefined }), 'Bid floor CPM is required'],
    [
      'a negative bid floor',
      placementBody({ bidFloorCpm: -0.01 }),
      'Bid floor CPM must be at least $0',
    ],
    ['no image', withLocation({ exampleSceneUrl: '' }), 'Example image is required'],
    ['no location', placementBody({ location: undefined }), 'Example image is required'],
    [
      'an image that is no URL',
      withLocation({ exampleSceneUrl: 'scene.png' }),
      'Must be a valid URL',
    ],
    [
      'an ftp image',
      withLocation({ exampleSceneUrl: 'ftp://x.test/a.png' }),
      'Must be a valid URL',
    ],
    [
      'a protocol-relative image',
      withLocation({ exampleSceneUrl: '//x.test/a' }),
      'Must be a valid URL',
    ],
    [
      'a non-image data URL',
      withLocation({ exampleSceneUrl: 'data:text/html,x' }),
      'Must be a valid URL',
    ],
    // PLC-SCENE-URL-SAFE
    [
      'a plain http image',
      withLocation({ exampleSceneUrl: 'http://cdn.test/scene.jpg' }),
      'Must be an https URL',
    ],
    [
      'an inline GIF',
      withLocation({ exampleSceneUrl: 'data:image/gif;base64,R0lGODlh' }),
      'Accepted formats: PNG, JPG, or JPEG',
    ],
    [
      'an inline PNG over 5 MB',
      withLocation({ exampleSceneUrl: `data:image/png;base64,${'A'.repeat(7_000_000)}` }),
      'Files must be at most 5 MB',
    ],
    [
      'no coordinates and no address',
      withLocation({ ...noCoordinates, address: undefined }),
      'Lat/Lng are required',
    ],
    [
      'no coordinates and an address without zip',
      withLocation({
        ...noCoordinates,
        address: { line1: '1 Main St', city: 'Boston', state: 'MA' },
      }),
      'Lat/Lng are required',
    ],
    ['a latitude without longitude', withLocation({ longitude: null }), 'Lat/Lng are required'],
    ['latitude 91', withLocation({ latitude: 91 }), 'Latitude must be between -90 and 90'],
    ['longitude -181', withLocation({ longitude: -181 }), 'Longitude must be between -180 and 180'],
    [
      'an unknown state',
      withLocation({ address: { line1: '1 Main St', city: 'X', state: 'ZZ', zip: '02108' } }),
      'State must be a US state code',
    ],
    [
      'a 4-digit zip',
      withLocation({ address: { line1: '1 Main St', city: 'X', state: 'MA', zip: '2108' } }),
      'Zip code must be 5 digits',
    ],
    [
      'no impression multiplier',
      withAudience({ impressionMultiplier: undefined }),
      'Impression multiplier must be greater than 0',
    ],
    [
      'an impression multiplier of 0',
      withAudience({ impressionMultiplier: 0 }),
      'Impression multiplier must be greater than 0',
    ],
    [
      'a negative dwell time',
      withAudience({ dwellTimeSecs: -1 }),
      'Dwell time must be at least 0 seconds',
    ],
    [
      'negative weekly visitors',
      withAudience({ weeklyVisitors: -5 }),
      'Weekly visitors must be at least 0',
    ],
    [
      'weekday 7',
      withAudience({ operatingHours: [{ weekday: 7, hour: 1 }] }),
      'Operating hours weekday must be 0 (Monday) to 6 (Sunday)',
    ],
    [
      'hour 24',
      withAudience({ operatingHours: [{ weekday: 1, hour: 24 }] }),
      'Operating hours hour must be 0 to 23',
    ],
    [
      'a repeated hour',
      withAudience({
        operatingHours: [
          { weekday: 1, hour: 2 },
          { weekday: 1, hour: 2 },
        ],
      }),
      'Each operating hours weekday and hour may appear only once',
    ],
    [
      'a bad resolution',
      placementBody({ capabilities: { resolution: '1920 by 1080' } }),
      'Resolution must look like 1920x1080',
    ],
    [
      'supportsAudio as text',
      placementBody({ capabilities: { supportsAudio: 'yes' } }),
      'supportsAudio must be true or false',
    ],
    [
      'a numeric device make',
      placementBody({ capabilities: { deviceMake: 5 } }),
      'deviceMake must be text',
    ],
    [
      'enableProgrammaticPartners as text',
      placementBody({ enableProgrammaticPartners: 'no' }),
      'enableProgrammaticPartners must be true or false',
    ],
  ];

  it.each(cases)('rejects %s', async (_label, body, message) => {
    const { status, data } = await save(body);
    expect(data.error?.message).toBe(message);
    expect(status).toBe(400);
  });

  it.each([
    ['an https image', withLocation({ exampleSceneUrl: 'https://cdn.test/scene.jpg' })],
    ['a data image', withLocation({ exampleSceneUrl: 'data:image/png;base64,iVBORw0K' })],
    [
      'an address instead of coordinates',
      withLocation({
        ...noCoordinates,
        address: { line1: '1 Main', city: 'Boston', state: 'ma', zip: '02108' },
      }),
    ],
    [
      'no external id, audience or capabilities',
      placementBody({ externalId: '', audience: undefined, capabilities: undefined }),
    ],
    ['a free placement', placementBody({ bidFloorCpm: 0 })],
  ])('accepts %s', async (_label, body) => {
    const { status, data } = await save(body);
    expect(data.error).toBeUndefined();
    expect(status).toBe(201);
  });

  it('lets another account reuse an external id', async () => {
    const metro = getDb().placements.find((placement) => placement.accountId === 'acc_metro')!;
    const { status } = await save(placementBody({ externalId: metro.externalId }));
    expect(status).toBe(201);
  });
});

describe('placements: saves', () => {
  it('creates a placement for the caller, readable and listed afterwards', async () => {
    const token = await tokenFor(SSP);
    const { status, data } = await save(placementBody());
    expect(status).toBe(201);
    expect(data.id).toMatch(/^pl_[0-9a-f]{12}$/);
    expect(data.placementKey).toMatch(/^pk_[0-9a-f]{20}$/);
    expect(data).toMatchObject({
      accountId: 'acc_northwind',
      name: 'Lobby Screen',
      enableProgrammaticPartners: true,
      location: { address: { state: 'MA', zip: '02108' }, latitude: 42.35 },
    });
    // BATCH-MERGE: a new placement is at version 1, and says when it was created.
    expect(data).toMatchObject({ version: 1, createdAt: expect.any(String) as string });
    const one = await call<Placement>(`/placements/${data.id}`, { token });
    expect(one.data).toEqual(data);
    const list = await call<{ placements: Placement[] }>('/placements', { token });
    expect(list.data.placements.filter((placement) => placement.id === data.id)).toEqual([data]);
  });

  it('gives every placement its own key', async () => {
    const first = await save(placementBody({ externalId: 'A-1' }));
    const second = await save(placementBody({ externalId: 'A-2' }));
    expect(first.data.placementKey).not.toBe(second.data.placementKey);
  });

  it('updates a placement, keeping its id, key and account', async () => {
    const token = await tokenFor(SSP);
    const created = (await save(placementBody({ enableProgrammaticPartners: false }))).data;
    const body = placementBody({ name: 'Renamed', externalId: created.externalId, bidFloorCpm: 7 });
    const { status, data } = await save(body, SSP, `/placements/${created.id}/update`);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      id: created.id,
      placementKey: created.placementKey,
      accountId: 'acc_northwind',
      name: 'Renamed',
      bidFloorCpm: 7,
      // Left out of the update: kept.
      enableProgrammaticPartners: false,
    });
    expect((await call<Placement>(`/placements/${created.id}`, { token })).data).toEqual(data);
  });

  it('updates a seeded placement and rejects another placement’s external id', async () => {
    const [first, second] = getDb().placements.filter((p) => p.accountId === 'acc_northwind');
    const path = `/placements/${first!.id}/update`;
    const taken = await save(placementBody({ externalId: second!.externalId }), SSP, path);
    expect(taken.data.error?.message).toBe(
      `External ID ${second!.externalId} is already used by another placement`,
    );
    const kept = await save(placementBody({ externalId: first!.externalId }), SSP, path);
    expect(kept.status).toBe(200);
    expect(kept.data.placementKey).toBe(first!.placementKey);
  });

  it('answers 404 for another account’s placement and an unknown id', async () => {
    const metro = getDb().placements.find((placement) => placement.accountId === 'acc_metro')!;
    for (const id of [metro.id, 'pl_nope']) {
      const { status, data } = await save(placementBody(), SSP, `/placements/${id}/update`);
      expect(status).toBe(404);
      expect(data.error?.message).toBe('Placement not found');
    }
    expect(getDb().placements.find((placement) => placement.id === metro.id)).toEqual(metro);
  });

  it('lets an admin create for their own account and update any account’s placement', async () => {
    const created = await save(placementBody(), ADMIN);
    expect(created.status).toBe(201);
    expect(created.data.accountId).toBe('acc_exchange');
    const metro = getDb().placements.find((placement) => placement.accountId === 'acc_metro')!;
    const body = placementBody({ externalId: metro.externalId, name: 'Admin edit' });
    const updated = await save(body, ADMIN, `/placements/${metro.id}/update`);
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({ accountId: 'acc_metro', name: 'Admin edit' });
  });

  it('refuses DSP callers (403) and callers without a session (401)', async () => {
    expect((await save(placementBody(), DSP)).status).toBe(403);
    const update = await save(
      placementBody(),
      DSP,
      `/placements/${getDb().placements[0]!.id}/update`,
    );
    expect(update.status).toBe(403);
    expect((await call('/placements', { body: placementBody() })).status).toBe(401);
  });

  it('rejects a body that is not a JSON object', async () => {
    const { status } = await call('/placements', { body: [1], token: await tokenFor(SSP) });
    expect(status).toBe(400);
  });
});
