// BATCH-MERGE: a file from Export CSV carries each placement's version; the Launch step merges its
// lines with what colleagues saved since, and a file made by hand imports as before.
import { placementsCsvParts } from '@/features/placements/export/placements-csv';
import { conflictKey, mergeImport, staleVersionRefs, syncPlan } from '@/features/placements/import';
import { runImportEngine } from '@/features/placements/import/import-engine';
import { ImportAssembler, type CsvImport } from '@/features/placements/import/import-model';
import type { ImportEvent } from '@/features/placements/import/import-protocol';
import { lineDefaultsOf } from '@/features/placements/import/sync-diff';
import { cellOf } from '@/features/placements/import/import-model';
import type { Placement } from '@/types/api';
import { csvFile, cellsOf } from './helpers';

function placement(n: number, changes: Partial<Placement> = {}): Placement {
  return {
    id: `pl_${n}`,
    name: `Screen ${n}`,
    externalId: `NW-${n}`,
    placementKey: `pk_${n}`,
    kind: 701,
    bidFloorCpm: 5,
    location: {
      address: { line1: `${n} Broadway`, city: 'New York', state: 'NY', zip: '10036' },
      exampleSceneUrl: '',
    },
    version: 1,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...changes,
  };
}

function importText(text: string, sliceSize = 200): CsvImport {
  const events: ImportEvent[] = [];
  runImportEngine(text, (event) => void events.push(event), { sliceSize });
  const assembler = new ImportAssembler('placements.csv');
  let value: CsvImport | null = null;
  for (const event of events) value = assembler.take(event) ?? value;
  return value!;
}

const NO_DEFAULTS = lineDefaultsOf({ location: { exampleSceneUrl: '' } });

async function exported(placements: readonly Placement[], at = '2026-11-29T09:00:00.000Z') {
  return new Blob(await placementsCsvParts(placements, undefined, at)).text();
}

describe('a re-imported export', () => {
  it('reads each line’s version and when the file was exported', async () => {
    const text = await exported([placement(1, { version: 4 }), placement(2)]);
    // In slices, and in one slice with the header (the worker's usual case for a small file).
    for (const sliceSize of [200, 1 << 20]) {
      const value = importText(text, sliceSize);
      expect(value.exported).toEqual({ exportedAt: '2026-11-29T09:00:00.000Z' });
      expect(value.lines.map((line) => line.version)).toEqual([4, 1]);
      expect(value.issues).toEqual([]);
    }
  });

  it('keeps a colleague’s bid floor and new screens while taking the file’s two address fixes', async () => {
    const atExport = [placement(1), placement(2), placement(3)];
    const text = (await exported(atExport))
      .replace('1 Broadway', '11 Broadway')
      .replace('2 Broadway', '22 Broadway');
    const value = importText(text);
    // Since the export, a colleague raised screen 3's floor and made two screens.
    const now = [
      ...atExport.slice(0, 2),
      placement(3, { bidFloorCpm: 9, version: 2 }),
      placement(4, { createdAt: '2026-11-29T10:00:00.000Z' }),
      placement(5, { createdAt: '2026-11-29T10:05:00.000Z' }),
    ];
    expect(staleVersionRefs(value.lines, now)).toEqual([{ id: 'pl_3', version: 1 }]);
    const merge = mergeImport(value.lines, now, [atExport[2]!], NO_DEFAULTS);
    expect(merge).toMatchObject({ merged: 1, conflicts: [], lost: 0 });
    expect(cellOf(merge.lines[2]!, 'bid_floor_cpm')).toBe('9');
    expect(merge.lines[2]!.version).toBe(2);
    const plan = syncPlan(merge.lines, now, [], NO_DEFAULTS, value.exported!.exportedAt);
    expect(plan.counts).toMatchObject({
      updated: 2,
      unchanged: 1,
      deleted: 0,
      createdAfterExport: 2,
    });
    expect(plan.createdAfterExport.map((p) => p.id)).toEqual(['pl_4', 'pl_5']);
  });

  it('lists a field changed on both sides as a conflict, sends the choice made, and asks again when theirs changes', async () => {
    const atExport = [placement(1)];
    const value = importText((await exported(atExport)).replace(',5,', ',7.5,'));
    const now = [placement(1, { bidFloorCpm: 9, version: 2 })];
    const merge = mergeImport(value.lines, now, atExport, NO_DEFAULTS);
    expect(merge.conflicts).toEqual([
      {
        line: 2,
        placement: now[0],
        conflicts: [{ column: 'bid_floor_cpm', original: '5', theirs: '9', yours: '7.5' }],
      },
    ]);
    const key = conflictKey(merge.conflicts[0]!);
    const chosen = (k: string) => (k === key ? 'theirs' : undefined);
    const theirs = mergeImport(value.lines, now, atExport, NO_DEFAULTS, chosen);
    expect(cellOf(theirs.lines[0]!, 'bid_floor_cpm')).toBe('9');
    // The colleague saves again: the choice was made against $9, so the line asks again.
    const later = [placement(1, { bidFloorCpm: 11, version: 3 })];
    const again = mergeImport(value.lines, later, atExport, NO_DEFAULTS, chosen);
    expect(conflictKey(again.conflicts[0]!)).not.toBe(key);
    expect(cellOf(again.lines[0]!, 'bid_floor_cpm')).toBe('7.5');
  });

  it('counts a line whose exported version is no longer kept, and sends it as the file has it', async () => {
    const value = importText(await exported([placement(1)]));
    const merge = mergeImport(value.lines, [placement(1, { version: 3 })], [], NO_DEFAULTS);
    expect(merge).toMatchObject({ merged: 0, lost: 1 });
    expect(merge.lines[0]).toBe(value.lines[0]);
  });

  it('imports a file made by hand as before: no versions, nothing merged', () => {
    const value = importText(csvFile([cellsOf(1), cellsOf(2)]));
    expect(value.exported).toBeNull();
    expect(value.lines.map((line) => line.version)).toEqual([undefined, undefined]);
    expect(
      staleVersionRefs(value.lines, [placement(1, { externalId: 'EXT-1', version: 5 })]),
    ).toEqual([]);
  });
});
