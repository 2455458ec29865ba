// BATCH-MERGE: the three-way merge of an imported line, column by column.
import {
  mergeCsvLine,
  parsePlacementVersion,
  resolveCsvLine,
  sameCell,
} from '@/lib/csv/placement-csv-merge';
import { placementCsvValues, type CsvPlacement } from '@/lib/csv/placement-csv-values';

const original: CsvPlacement = {
  name: 'Times Square North',
  externalId: 'NW-1',
  kind: 701,
  bidFloorCpm: 5,
  location: {
    address: { line1: '1 Times Sq', city: 'New York', state: 'NY', zip: '10036' },
    latitude: 40.758,
    longitude: -73.9855,
  },
};

const fileOf = (changes: Partial<Record<string, string>>) => {
  const values = { ...placementCsvValues(original), ...changes } as Record<string, string>;
  return (column: string) => values[column] ?? '';
};

describe('mergeCsvLine', () => {
  it('keeps a colleague’s bid floor where the file left it as exported, and takes the file’s address', () => {
    const theirs = { ...original, bidFloorCpm: 9 };
    const merge = mergeCsvLine(fileOf({ address_line1: '2 Times Sq' }), original, theirs);
    expect(merge.conflicts).toEqual([]);
    expect(merge.values.bid_floor_cpm).toBe('9');
    expect(merge.values.address_line1).toBe('2 Times Sq');
    expect(merge.changed).toEqual(['address_line1']);
  });

  it('names a field changed on both sides to different values as a conflict, holding yours until decided', () => {
    const theirs = { ...original, bidFloorCpm: 9 };
    const merge = mergeCsvLine(fileOf({ bid_floor_cpm: '7.50' }), original, theirs);
    expect(merge.conflicts).toEqual([
      { column: 'bid_floor_cpm', original: '5', theirs: '9', yours: '7.50' },
    ]);
    expect(merge.values.bid_floor_cpm).toBe('7.50');
    expect(resolveCsvLine(merge, () => 'theirs').bid_floor_cpm).toBe('9');
    expect(resolveCsvLine(merge, () => 'mine').bid_floor_cpm).toBe('7.50');
  });

  it('sees no conflict when both sides made the same change, numbers by value and states in any case', () => {
    const theirs = {
      ...original,
      bidFloorCpm: 9,
      location: { ...original.location, address: { ...original.location.address!, state: 'NJ' } },
    };
    const merge = mergeCsvLine(fileOf({ bid_floor_cpm: '9.00', state: 'nj' }), original, theirs);
    expect(merge.conflicts).toEqual([]);
    expect(merge.changed).toEqual([]);
  });

  it('changes nothing when the file and the server both still hold the exported values', () => {
    const merge = mergeCsvLine(fileOf({}), original, original);
    expect(merge).toEqual({ values: placementCsvValues(original), conflicts: [], changed: [] });
  });
});

describe('sameCell and parsePlacementVersion', () => {
  it('compares numbers by value only in number columns', () => {
    expect(sameCell('bid_floor_cpm', '4.50', '4.5')).toBe(true);
    expect(sameCell('name', '4.50', '4.5')).toBe(false);
    expect(sameCell('latitude', '', '0')).toBe(false);
  });

  it('reads a whole number from 1, and nothing else', () => {
    expect(parsePlacementVersion(' 3 ')).toBe(3);
    expect(parsePlacementVersion('0')).toBeNull();
    expect(parsePlacementVersion('2.5')).toBeNull();
    expect(parsePlacementVersion('')).toBeNull();
    expect(parsePlacementVersion('v2')).toBeNull();
  });
});
