/// <reference types="node" />
// GET /placements writes the demo-scale rows as JSON bytes without building them
// (src/mocks/placement-list.ts): it must say exactly what serializing the rows would.
import { getDb } from '@/mocks/db';
import { setKnobs } from '@/mocks/knobs';
import { placementListBytes, placementListPieces } from '@/mocks/placement-list';
import { deletePlacement, findPlacement, listPlacements, savePlacement } from '@/mocks/queries';
import { generatedPlacement } from '@/mocks/scale';
import { generatedPlacementJson } from '@/mocks/scale-json';
import { ACCOUNT_IDS } from '@/mocks/seed/accounts';
import { HOSTILE_HTML } from '@/mocks/seed/hostile';
import { toPlacement } from '@/mocks/serializers';
import { call, SSP, tokenFor } from './helpers';

/** The reply's text. */
const placementListJson = (accountId?: string) =>
  new TextDecoder().decode(placementListBytes(accountId));

/** What the reply was before the bytes path: the rows, serialized. */
const serialized = (accountId?: string) =>
  JSON.stringify({ placements: listPlacements(accountId).map(toPlacement) });

describe('generatedPlacementJson', () => {
  it('is the serialized generated row, byte for byte', () => {
    for (const index of [1, 2, 7, 12, 41, 999, 4321, 50_000, 123_457, 200_000]) {
      expect(generatedPlacementJson(index)).toBe(
        JSON.stringify(toPlacement(generatedPlacement(index))),
      );
    }
    for (let index = 1; index <= 3000; index += 1) {
      expect(JSON.parse(generatedPlacementJson(index))).toEqual(
        toPlacement(generatedPlacement(index)),
      );
    }
  });
});

describe('placementListJson', () => {
  it('lists what listPlacements lists, for each account and for an admin', () => {
    setKnobs({ scale: 250 });
    for (const accountId of [ACCOUNT_IDS.northwind, ACCOUNT_IDS.metro, undefined]) {
      expect(placementListJson(accountId)).toBe(serialized(accountId));
    }
  });

  it('shows edited and deleted demo-scale rows as stored, and stored rows as saved', () => {
    setKnobs({ scale: 120 });
    const edited = findPlacement('pl_scale_000007');
    savePlacement({ ...edited!, name: HOSTILE_HTML, kind: 804 });
    expect(deletePlacement('pl_scale_000008')).toBe(true);
    const seeded = getDb().placements.find((p) => p.accountId === ACCOUNT_IDS.northwind);
    savePlacement({ ...seeded!, name: 'Renamed "quoted" \\ screen' });

    const json = placementListJson(ACCOUNT_IDS.northwind);
    expect(json).toBe(serialized(ACCOUNT_IDS.northwind));
    const ids = (JSON.parse(json) as { placements: { id: string; name: string }[] }).placements;
    expect(ids.find((p) => p.id === 'pl_scale_000007')?.name).toBe(HOSTILE_HTML);
    expect(ids.some((p) => p.id === 'pl_scale_000008')).toBe(false);
    expect(ids).toHaveLength(40 + 119);
  });

  it('writes stored rows in pieces of the given size too, which join into the whole list', () => {
    setKnobs({ scale: 5 });
    const pieces = [...placementListPieces(ACCOUNT_IDS.northwind, getDb(), 7)];
    // 40 stored rows and 5 generated ones, 7 rows a piece: before, the 40 stored came as one.
    expect(pieces).toHaveLength(Math.ceil(45 / 7));
    const joined = pieces.map((piece) => new TextDecoder().decode(piece)).join('');
    expect(joined).toBe(serialized(ACCOUNT_IDS.northwind));
  });

  // Its speed is measured by the bench (bench/lib/placements-list.js), not asserted here.
  it('answers GET /placements with the list at 50,000 rows', async () => {
    setKnobs({ scale: 50_000 });
    const token = await tokenFor(SSP);
    const bytes = placementListBytes(ACCOUNT_IDS.northwind);
    expect(bytes.length).toBeGreaterThan(30_000_000);

    const { status, data } = await call<{ placements: { id: string }[] }>('/placements', {
      token,
    });
    expect(status).toBe(200);
    expect(data.placements).toHaveLength(50_040);
    expect(data.placements.at(-1)?.id).toBe('pl_scale_050000');
  });
});
