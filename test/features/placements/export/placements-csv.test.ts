// The placements export's file: the import's columns plus placement_key, read back by the
// import's own parser and checker to exactly the placement's values, hostile text included; and
// its file name.
// Requirements checked here: PLC-EXPORT.
import { describe, expect, it } from 'vitest';
import {
  placementsCsvParts,
  placementsFileName,
} from '@/features/placements/export/placements-csv';
import { placementCsvValues } from '@/lib/csv/placement-csv-values';
import type { Placement } from '@/types/api';
import { validateText } from '../import/helpers';

function placement(n: number, name: string): Placement {
  return {
    id: `pl_${n}`,
    name,
    externalId: `EXT-${n}`,
    placementKey: `pk_${n}`,
    kind: 10106,
    bidFloorCpm: 4.25,
    location: {
      address: {
        line1: '1 Main St',
        // A quote, a comma and a line break: the cell the writer must quote (a name holds no
        // line break since FORM-TEXT-BOUNDS, so the address carries it).
        line2: 'Suite "B",\n2nd floor',
        city: 'Boston',
        state: 'MA',
        zip: '02108',
      },
      // Seven decimals, inside Massachusetts (BATCH-LINE-COORDINATES); exponent-sized numbers
      // are test/lib/csv/placement-csv-values.test.ts's.
      latitude: 42.3600005,
      longitude: -71.0600005,
      exampleSceneUrl: '/demo/scenes/transit.svg',
    },
  };
}

const NAMES = [
  '=HYPERLINK("https://evil.example","Click")',
  "'=already quoted",
  "''=twice",
  '-2+3',
  '@SUM(A1)',
  '+1 Gate',
  'Line one; line two',
  '<img src=x onerror=alert(1)>',
  'حملة قهوة الصباح',
  "O'Hare 'Tis",
];

async function fileText(placements: readonly Placement[]): Promise<string> {
  const parts = await placementsCsvParts(placements);
  return new Blob(parts).text();
}

describe('the placements export file', () => {
  it('is read back by the import to exactly each placement’s values, with no issue', async () => {
    const placements = NAMES.map((name, i) => placement(i + 1, name));
    const text = await fileText(placements);
    expect(text.split('\r\n')[0]).toBe(
      'name,external_id,venue_type,bid_floor_cpm,address_line1,address_line2,city,state,zip,latitude,longitude,placement_key,placement_version,exported_at',
    );
    // Formulas are neutralised as spreadsheet text.
    expect(text).toContain(`'=HYPERLINK(""https://evil.example"",""Click"")"`);
    const result = validateText(text);
    expect(result.issues).toEqual([]);
    expect(result.lines.map((line) => line.cells)).toEqual(placements.map(placementCsvValues));
  });

  it('holds every placement, in the order given, however many slices it takes', async () => {
    const placements = Array.from({ length: 12_000 }, (_, i) => placement(i, `Screen ${i}`));
    const text = await fileText(placements);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines).toHaveLength(12_001);
    expect(lines[1]!.startsWith('Screen 0,EXT-0,')).toBe(true);
    expect(lines.at(-1)!).toMatch(/,pk_11999,(\d+)?,[^,]+$/);
  });

  it('is named after the day, and the filter when there is one', () => {
    const day = new Date(2025, 0, 31);
    expect(placementsFileName('', day)).toBe('placements_2025-01-31.csv');
    expect(placementsFileName('  ', day)).toBe('placements_2025-01-31.csv');
    expect(placementsFileName('Chicago / O’Hare', day)).toBe(
      'placements_Chicago-O-Hare_2025-01-31.csv',
    );
    expect(placementsFileName('<<>>', day)).toBe('placements_filtered_2025-01-31.csv');
  });
});
