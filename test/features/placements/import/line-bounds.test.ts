// One bound per field on the CSV path (issue 30 item 2): a line's name and external ID follow
// nameIssue (200 characters after trim, no control characters, invisible format characters
// stripped in the body sent), its bid floor CPM moneyIssue (whole cents, at most $10,000), and
// lines over $1,000 are counted for the launch's confirmation.
// Requirements checked here: BATCH-LINE-BOUNDS, BATCH-HIGH-FLOOR.
import { describe, expect, it } from 'vitest';
import { highBidFloors, toBatchRows } from '@/features/placements/import/batch-rows';
import type { LineCells } from '@/features/placements/import/validate';
import { checkCells } from '@/features/placements/import/validate';
import { cellsOf, lineOf } from './helpers';

const issuesOf = (overrides: Partial<LineCells>) => checkCells(cellsOf(1, overrides));

describe('a line’s name, external ID and bid floor bounds', () => {
  it('takes a name of 200 characters after trim and refuses 201', () => {
    expect(issuesOf({ name: 'N'.repeat(200) })).toEqual([]);
    expect(issuesOf({ name: 'N'.repeat(201) })).toEqual([
      { column: 'name', message: 'Placement name must be at most 200 characters' },
    ]);
    // Invisible format characters do not count: they are stripped from the name sent.
    expect(issuesOf({ name: `${'N'.repeat(200)}\u200b\u202e` })).toEqual([]);
  });

  it('refuses a control character in a name or an external ID', () => {
    expect(issuesOf({ name: 'Lobby\u0000North', external_id: 'EXT\u00071' })).toEqual([
      { column: 'name', message: 'Placement name cannot contain control characters' },
      { column: 'external_id', message: 'External ID cannot contain control characters' },
    ]);
    expect(issuesOf({ external_id: 'E'.repeat(201) })).toEqual([
      { column: 'external_id', message: 'External ID must be at most 200 characters' },
    ]);
  });

  it('takes a bid floor CPM in whole cents up to $10,000, and refuses more or part cents', () => {
    for (const floor of ['0', '0.5', '4.50', '1000.01', '9999.99', '10000', '5.000']) {
      expect(issuesOf({ bid_floor_cpm: floor })).toEqual([]);
    }
    expect(issuesOf({ bid_floor_cpm: '10000.01' })).toEqual([
      { column: 'bid_floor_cpm', message: 'Bid floor CPM must be at most $10,000' },
    ]);
    expect(issuesOf({ bid_floor_cpm: '5.001' })).toEqual([
      { column: 'bid_floor_cpm', message: 'Bid floor CPM must be in whole cents' },
    ]);
  });
});

describe('the request rows and the high bid floors', () => {
  it('sends names and external IDs without invisible format characters', () => {
    const [row] = toBatchRows([
      lineOf(2, { name: ' \u200bLobby\u202e North ', external_id: '\ufeffEXT-2' }),
    ]);
    expect(row).toMatchObject({ line: '2', name: 'Lobby North', external_id: 'EXT-2' });
  });

  it('counts the lines over $1,000 a CPM and lists the first five', () => {
    const lines = [
      lineOf(2, { bid_floor_cpm: '1000' }),
      lineOf(3, { bid_floor_cpm: '1000.01', name: 'Typo' }),
      ...Array.from({ length: 6 }, (_, i) => lineOf(4 + i, { bid_floor_cpm: '5000' })),
      lineOf(10, { bid_floor_cpm: '' }),
      lineOf(11, { bid_floor_cpm: '999.99' }),
    ];
    const found = highBidFloors(lines);
    expect(found.count).toBe(7);
    expect(found.first).toEqual([
      { line: 3, name: 'Typo', bidFloor: '1000.01' },
      { line: 4, name: 'Screen 4', bidFloor: '5000' },
      { line: 5, name: 'Screen 5', bidFloor: '5000' },
      { line: 6, name: 'Screen 6', bidFloor: '5000' },
      { line: 7, name: 'Screen 7', bidFloor: '5000' },
    ]);
    expect(highBidFloors(lines.slice(0, 1))).toEqual({ count: 0, first: [] });
  });
});
