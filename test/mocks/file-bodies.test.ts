// DEMO-STORAGE (issue 37 item 1): an upload's bytes are kept once, under their own key, and
// served by the demo's GET /files/{id}/content; a large idempotent reply that is a placement as
// stored is kept by id, and still replays what was first sent, byte for byte.
import { createStore, get, keys } from 'idb-keyval';
import { getDb, reloadStoredDb } from '@/mocks/db';
import { DB_IDB_NAME } from '@/mocks/db-storage';
import { FILE_BODIES_IDB_NAME, FILE_BODIES_STORE, fileBodyKey } from '@/mocks/file-bodies';
import { deletePlacementsById } from '@/mocks/placement-batch/bulk-writes';
import { REF_MIN_CHARS } from '@/mocks/reply-refs';
import { BASE, SSP, tokenFor } from './helpers';
import { asInTheBrowser } from './other-tab';

const IMAGE_BYTES = Math.round(4.9 * 1024 * 1024);

/** A PNG upload's multipart form, encoded here (Node's fetch cannot send jsdom's File). */
function pngForm(bytes: Uint8Array) {
  const boundary = 'file-bodies-test';
  const text = (value: string) => new TextEncoder().encode(value);
  const head = text(
    `--${boundary}\r\nContent-Disposition: form-data; name="body"; filename="scene.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = text(`\r\n--${boundary}--\r\n`);
  const out = new Uint8Array(head.length + bytes.length + tail.length);
  out.set(head);
  out.set(bytes, head.length);
  out.set(tail, head.length + bytes.length);
  return { out, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A stored entry's size in characters (JSON parts) or bytes (file bodies). */
async function storedSize(key: string, idbName: string, storeName: string): Promise<number> {
  const value = await get<unknown>(key, createStore(idbName, storeName));
  if (typeof value === 'string') return value.length;
  return (value as { bytes?: ArrayBuffer } | undefined)?.bytes?.byteLength ?? 0;
}

const dbPart = (key: string) => storedSize(key, DB_IDB_NAME, 'data');

function placementBody(exampleSceneUrl: string, name = 'Large Scene Screen') {
  return {
    name,
    externalId: 'NW-BIG-0001',
    kind: 20301,
    bidFloorCpm: 4.5,
    location: {
      address: { line1: '1 Main St', city: 'Boston', state: 'MA', zip: '02108' },
      latitude: 42.35,
      longitude: -71.06,
      exampleSceneUrl,
    },
    audience: {
      impressionMultiplier: 2.5,
      dwellTimeSecs: 30,
      weeklyVisitors: 1200,
      operatingHours: [{ weekday: 0, hour: 9 }],
    },
    capabilities: { deviceMake: 'LG', resolution: '1920x1080', supportsAudio: false },
  };
}

async function post(path: string, token: string, body: unknown, key?: string) {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

describe('file bodies kept apart (browser)', () => {
  asInTheBrowser();

  it('stores a 4.9 MB upload once, under its own key, and serves it after a reload', async () => {
    const bytes = new Uint8Array(IMAGE_BYTES);
    for (let index = 0; index < bytes.length; index += 4096) bytes[index] = index % 251;
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const form = pngForm(bytes);
    const response = await fetch(`${BASE}/files`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await tokenFor(SSP)}`,
        'Content-Type': form.contentType,
        'Idempotency-Key': 'file-bodies-upload',
      },
      body: form.out,
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const id = /^\/v1\/files\/(file_\w+)\/content$/.exec(url)?.[1];
    expect(id).toBeDefined();

    // The records hold the URL only; the bytes are one value of the bodies' store.
    expect(await dbPart('state:files')).toBeLessThan(1_000);
    expect(await dbPart('state:idempotentReplies')).toBeLessThan(1_000);
    const bodies = createStore(FILE_BODIES_IDB_NAME, FILE_BODIES_STORE);
    expect(await keys(bodies)).toEqual([fileBodyKey(id!)]);
    expect(await storedSize(fileBodyKey(id!), FILE_BODIES_IDB_NAME, FILE_BODIES_STORE)).toBe(
      IMAGE_BYTES,
    );

    await reloadStoredDb();
    expect(getDb().files.at(-1)).toMatchObject({ id, url, size: IMAGE_BYTES });
    const served = await fetch(`http://localhost:3000${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('Cache-Control')).toBe('private, max-age=31536000, immutable');
    // Compared whole, not element by element (5 million of them).
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('answers 404 for a file it does not hold', async () => {
    const missing = await fetch(`${BASE}/files/file_000000000000/content`);
    expect(missing.status).toBe(404);
  });

  it('replays a large create by id, as first sent, after the placement changed or went', async () => {
    const token = await tokenFor(SSP);
    const scene = `data:image/png;base64,${'A'.repeat(REF_MIN_CHARS * 2)}`;
    const key = 'file-bodies-create';
    const first = await post('/placements', token, placementBody(scene), key);
    expect(first.status).toBe(201);
    const kept = getDb().idempotentReplies.at(-1)!;
    expect(kept.body).toBeUndefined();
    expect(kept.ref).toMatchObject({ collection: 'placements', version: 1 });
    expect(await dbPart('state:idempotentReplies')).toBeLessThan(1_000);

    const { id } = JSON.parse(first.text) as { id: string };
    const renamed = placementBody(scene, 'Renamed since');
    expect((await post(`/placements/${id}/update`, token, renamed)).status).toBe(200);
    await reloadStoredDb();
    expect(await post('/placements', token, placementBody(scene), key)).toEqual(first);

    // Gone from the database: its reply was copied first.
    const { accountId } = getDb().placements.find((placement) => placement.id === id)!;
    deletePlacementsById(accountId, new Set([id]), getDb());
    expect(getDb().idempotentReplies.at(-1)?.body).toBe(first.text);
    expect(await post('/placements', token, placementBody(scene), key)).toEqual(first);
  });

  it('keeps a small reply as a copy', async () => {
    const token = await tokenFor(SSP);
    const first = await post('/placements', token, placementBody('/demo/scenes/retail.svg'), 'k');
    expect(first.status).toBe(201);
    expect(getDb().idempotentReplies.at(-1)?.body).toBe(first.text);
  });
});
