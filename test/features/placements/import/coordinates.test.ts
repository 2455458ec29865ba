// Coordinates in range that are surely not the screen's (issue 30 item 3): 0, 0, latitude and
// longitude swapped, and a point outside the line's state, as line issues (on the latitude)
// that the fast check never clears.
// Requirements checked here: BATCH-LINE-COORDINATES.
import { describe, expect, it } from 'vitest';
import { SAMPLE_LINE } from '@/features/placements/import/columns';
import { coordinatesIssue } from '@/features/placements/import/coordinates';
import { CSV_MESSAGES as M } from '@/features/placements/import/messages';
import { checkCells, type LineCells } from '@/features/placements/import/validate';
import { US_STATE_BOXES } from '@/data/us-state-bounds';
import { US_STATES } from '@/data/us-states';
import { cellsOf } from './helpers';

const issuesOf = (overrides: Partial<LineCells>) => checkCells(cellsOf(1, overrides));
const at = (latitude: string, longitude: string, state = '') =>
  issuesOf({ latitude, longitude, state });

describe('coordinate checks on a line', () => {
  it('flags 0, 0 on the latitude, with or without a state', () => {
    for (const [lat, lng, state] of [
      ['0', '0', ''],
      ['0.0', '-0', 'NY'],
      ['-0.000', '0.00', 'ny'],
    ] as const) {
      expect(at(lat, lng, state)).toEqual([{ column: 'latitude', message: M.zeroLocation }]);
    }
  });

  it('flags latitude and longitude swapped, against the line’s state or the US', () => {
    expect(at('-73.9855', '40.7580', 'NY')).toEqual([
      {
        column: 'latitude',
        message:
          'Latitude and longitude look swapped: -73.9855, 40.7580 is not in New York, but 40.7580, -73.9855 is',
      },
    ]);
    // Chicago, no state. (West of 90° W a swapped pair is out of the latitude's range: said so.)
    expect(at('-87.6298', '41.8781')).toEqual([
      { column: 'latitude', message: M.swappedLocation('-87.6298', '41.8781', 'the US') },
    ]);
    expect(at('-118.2437', '34.0522', 'CA')).toEqual([
      { column: 'latitude', message: 'Latitude must be between -90 and 90' },
    ]);
  });

  it('flags coordinates outside the line’s state, and takes them inside it', () => {
    // Los Angeles on a New York line.
    expect(at('34.0522', '-118.2437', 'NY')).toEqual([
      {
        column: 'latitude',
        message:
          'Lat/Lng 34.0522, -118.2437 is outside New York, the line’s state: check the coordinates or the state',
      },
    ]);
    expect(at('34.0522', '-118.2437', 'CA')).toEqual([]);
    expect(at('40.7580', '-73.9855', 'ny')).toEqual([]);
    // Honolulu, Anchorage, Adak (west of the 180th meridian is east of it), Key West.
    expect(at('21.3069', '-157.8583', 'HI')).toEqual([]);
    expect(at('61.2181', '-149.9003', 'AK')).toEqual([]);
    expect(at('51.88', '-176.65', 'AK')).toEqual([]);
    expect(at('52.9', '173.2', 'AK')).toEqual([]);
    expect(at('24.5551', '-81.7800', 'FL')).toEqual([]);
  });

  it('leaves a point outside the US alone when the line names no state', () => {
    expect(at('51.5074', '-0.1278')).toEqual([]);
    expect(at('-33.8688', '151.2093')).toEqual([]);
  });

  it('leaves coordinates that are out of range to the range rules', () => {
    expect(at('-91', '40.7', 'NY')).toEqual([
      { column: 'latitude', message: 'Latitude must be between -90 and 90' },
    ]);
  });

  it('takes each state’s own box centre, and has a box for every state code the import takes', () => {
    const codes = new Set(US_STATE_BOXES.map(([code]) => code));
    expect([...codes].sort()).toEqual(US_STATES.map((state) => state.code).sort());
    for (const [code, south, west, north, east] of US_STATE_BOXES) {
      const lat = (south + north) / 2;
      const lng = (west + east) / 2;
      expect(coordinatesIssue(lat, lng, code, String(lat), String(lng))).toBeNull();
    }
    expect(checkCells(SAMPLE_LINE)).toEqual([]);
  });
});
