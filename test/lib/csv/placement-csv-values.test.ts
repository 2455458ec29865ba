// A placement as a line of the bulk CSV: the export's values, read back by the import exactly,
// and the "unchanged" comparison the page and the mock's job share.
// Requirements checked here: BATCH-UNCHANGED.
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '@/rules/placement-csv';
import {
  decimalText,
  placementCsvValues,
  sameCsvValues,
  type CsvPlacement,
} from '@/lib/csv/placement-csv-values';
import { parseNumberText } from '@/lib/text/number-text';

const PLACEMENT: CsvPlacement = {
  name: 'Gate B4, "East" =1+1',
  externalId: 'EXT-1',
  kind: 10106,
  bidFloorCpm: 4.5,
  location: {
    address: { line1: '1 Main St', city: 'Boston', state: 'MA', zip: '02108' },
    latitude: 42.35,
    longitude: -71.06,
  },
};

describe('placementCsvValues', () => {
  it('gives every column as text, empty where the placement has nothing', () => {
    expect(placementCsvValues(PLACEMENT)).toEqual({
      name: 'Gate B4, "East" =1+1',
      external_id: 'EXT-1',
      venue_type: '10106',
      bid_floor_cpm: '4.5',
      address_line1: '1 Main St',
      address_line2: '',
      city: 'Boston',
      state: 'MA',
      zip: '02108',
      latitude: '42.35',
      longitude: '-71.06',
    });
    const coordinatesOnly = placementCsvValues({
      ...PLACEMENT,
      location: { latitude: null, longitude: null },
    });
    expect(coordinatesOnly.address_line1).toBe('');
    expect(coordinatesOnly.latitude).toBe('');
  });

  it('writes numbers in plain decimals the import reads back to the same value', () => {
    for (const value of [0, 4.5, -73.98551, 5e-7, -1.25e-8, 123456789.125]) {
      const text = decimalText(value);
      expect(text, String(value)).not.toMatch(/e/i);
      expect(parseNumberText(text)).toBe(value);
    }
    expect(decimalText(null)).toBe('');
    expect(decimalText(Number.NaN)).toBe('');
  });
});

describe('sameCsvValues', () => {
  const current = placementCsvValues(PLACEMENT);
  const cells = (overrides: Record<string, string>) => (column: (typeof CSV_COLUMNS)[number]) =>
    overrides[column] ?? current[column];

  it('reads numbers by value and the state in any case', () => {
    expect(sameCsvValues(cells({}), PLACEMENT)).toBe(true);
    expect(
      sameCsvValues(
        cells({ bid_floor_cpm: '4.50', venue_type: '010106', state: 'ma', latitude: '+42.350' }),
        PLACEMENT,
      ),
    ).toBe(true);
  });

  it('sees any other difference, text compared exactly', () => {
    const changes: Record<string, string>[] = [
      { name: 'gate B4, "East" =1+1' },
      { zip: '2108' },
      { bid_floor_cpm: '4.5x' },
      { address_line2: 'Suite 1' },
      { longitude: '' },
    ];
    for (const change of changes) {
      expect(sameCsvValues(cells(change), PLACEMENT), JSON.stringify(change)).toBe(false);
    }
  });
});
