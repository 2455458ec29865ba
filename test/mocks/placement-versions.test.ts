// Placement versions (BATCH-MERGE): every save is one version on and keeps the record it
// replaces (the single save, the batch import, a demo-scale row), a deletion keeps the history,
// and POST /placements/versions says what a placement was at a version. The import's merge:
// placement-batch-merge.test.ts.
import { getDb } from '@/mocks/db';
import { setKnobs } from '@/mocks/knobs';
import { deletePlacement, findPlacement, savePlacement } from '@/mocks/queries';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import { toPlacement } from '@/mocks/serializers';
import type { ErrorBody, Placement } from '@/types/api';
import { importRows, northwind, row } from './placement-batch-fixtures';
import { ADMIN, call, DSP, SSP, tokenFor } from './helpers';

type Ref = { id: string; version: number };
type Reply = { placements: Placement[] } & Partial<ErrorBody>;

async function versions(refs: unknown, email: string | null = SSP) {
  const token = email ? await tokenFor(email) : undefined;
  return call<Reply>('/placements/versions', { body: { refs }, token });
}

const kept = (id: string) => getDb().placementVersions.filter((record) => record.id === id);

/** The placement body the single wizard sends for a stored placement, with changes. */
function inputOf(placement: Placement, changes: Partial<Placement> = {}) {
  const {
    id: _i,
    accountId: _a,
    placementKey: _k,
    version: _v,
    createdAt: _c,
    ...input
  } = {
    ...placement,
    ...changes,
  };
  return input;
}

describe('placement versions: saves', () => {
  it('starts a placement at version 1 and moves it one on with every update', async () => {
    const token = await tokenFor(SSP);
    const seeded = northwind()[0]!;
    expect(seeded.version).toBeUndefined();
    expect(toPlacement(seeded)).toMatchObject({ version: 1, createdAt: seeded.createdAt });

    const path = `/placements/${seeded.id}/update`;
    const first = await call<Placement>(path, { body: inputOf(seeded, { bidFloorCpm: 9 }), token });
    expect(first.data).toMatchObject({ version: 2, bidFloorCpm: 9, createdAt: seeded.createdAt });
    const second = await call<Placement>(path, { body: inputOf(first.data), token });
    expect(second.data.version).toBe(3);
    expect((await call<Placement>(`/placements/${seeded.id}`, { token })).data.version).toBe(3);

    // Each earlier version as it was stored, oldest first.
    expect(kept(seeded.id)).toEqual([
      { ...seeded, version: 1 },
      expect.objectContaining({ version: 2, bidFloorCpm: 9 }),
    ]);
  });

  it('creates at version 1 and keeps nothing', async () => {
    const before = getDb().placementVersions.length;
    const { data } = await call<Placement>('/placements', {
      body: inputOf(northwind()[0]!, { externalId: 'NEW-V1' }),
      token: await tokenFor(SSP),
    });
    expect(data.version).toBe(1);
    expect(getDb().placementVersions).toHaveLength(before);
  });

  it('moves an imported placement one version on, and not an unchanged one', async () => {
    const [edited, same] = northwind();
    const sameLine = row(same!.externalId, {
      name: same!.name,
      venue_type: String(same!.kind),
      bid_floor_cpm: String(same!.bidFloorCpm),
      latitude: String(same!.location.latitude ?? ''),
      longitude: String(same!.location.longitude ?? ''),
      address_line1: same!.location.address?.line1 ?? '',
      address_line2: same!.location.address?.line2 ?? '',
      city: same!.location.address?.city ?? '',
      state: same!.location.address?.state ?? '',
      zip: same!.location.address?.zip ?? '',
    });
    const { job } = await importRows([row(edited!.externalId), sameLine, row('NEW-IMPORT')]);
    expect(job).toMatchObject({ updated: 1, unchanged: 1, created: 1, failed: 0 });
    expect(findPlacement(edited!.id)?.version).toBe(2);
    expect(kept(edited!.id)).toEqual([{ ...edited, version: 1 }]);
    expect(findPlacement(same!.id)?.version).toBeUndefined();
    expect(kept(same!.id)).toEqual([]);
    expect(findPlacement(job.results[2]!.id)?.version).toBe(1);
  });

  it('versions a demo-scale row like any other, and keeps the history past a deletion', () => {
    setKnobs({ scale: 20 });
    const generated = findPlacement('pl_scale_000003')!;
    expect(savePlacement({ ...generated, bidFloorCpm: 8 }).version).toBe(2);
    expect(savePlacement({ ...findPlacement(generated.id)!, name: 'Renamed' }).version).toBe(3);
    expect(kept(generated.id).map((record) => [record.version, record.bidFloorCpm])).toEqual([
      [1, generated.bidFloorCpm],
      [2, 8],
    ]);
    expect(deletePlacement(generated.id)).toBe(true);
    expect(kept(generated.id)).toHaveLength(2);
  });

  it('stores the earlier versions with the data', () => {
    expect(getDb().placementVersions).toEqual([]);
    savePlacement({ ...northwind()[0]!, name: 'Kept' });
    expect(JSON.parse(JSON.stringify(getDb())).placementVersions).toHaveLength(1);
  });
});

describe('POST /placements/versions', () => {
  it('answers each ref with the placement at that version, in order, leaving out what it cannot', async () => {
    const seeded = northwind()[0]!;
    const metro = getDb().placements.find((p) => p.accountId === ACCOUNT_IDS.metro)!;
    savePlacement({ ...seeded, bidFloorCpm: 9 });
    savePlacement({ ...findPlacement(seeded.id)!, bidFloorCpm: 10 });
    const refs: Ref[] = [
      { id: seeded.id, version: 3 },
      { id: seeded.id, version: 1 },
      { id: seeded.id, version: 2 },
      { id: seeded.id, version: 4 }, // not yet
      { id: 'pl_nope', version: 1 },
      { id: metro.id, version: 1 }, // another account's
    ];
    const { status, data } = await versions(refs);
    expect(status).toBe(200);
    expect(data.placements.map((p) => [p.version, p.bidFloorCpm])).toEqual([
      [3, 10],
      [1, seeded.bidFloorCpm],
      [2, 9],
    ]);
    expect(data.placements[1]).toEqual(toPlacement(seeded));
    // An admin sees every account's.
    const admin = await versions([{ id: metro.id, version: 1 }], ADMIN);
    expect(admin.data.placements).toEqual([toPlacement(metro)]);
  });

  it('changes nothing', async () => {
    const token = await tokenFor(SSP);
    const before = JSON.stringify(getDb());
    const refs = [{ id: northwind()[0]!.id, version: 1 }];
    expect((await call('/placements/versions', { body: { refs }, token })).status).toBe(200);
    expect(JSON.stringify(getDb())).toBe(before);
  });

  it('refuses a malformed body with the API error', async () => {
    const id = northwind()[0]!.id;
    const malformed = [
      undefined,
      'pl_1',
      [{ id }],
      [{ id, version: 0 }],
      [{ id, version: 1.5 }],
      [{ id, version: '1' }],
      [{ id: 7, version: 1 }],
      [null],
    ];
    for (const refs of malformed) {
      const { status, data } = await versions(refs);
      expect(status).toBe(400);
      expect(data.error?.message).toBe('refs must be a list of {id, version}');
    }
    const many = Array.from({ length: 100_001 }, () => ({ id, version: 1 }));
    const { status, data } = await versions(many);
    expect(status).toBe(400);
    expect(data.error?.message).toBe('refs may list at most 100000 placements');
  });

  it('is for SSP and Admin users with a session', async () => {
    const refs = [{ id: northwind()[0]!.id, version: 1 }];
    expect((await versions(refs, DSP)).status).toBe(403);
    expect((await versions(refs, null)).status).toBe(401);
  });
});
