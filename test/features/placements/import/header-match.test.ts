// Requirements checked here: BATCH-CSV-COLUMNS, BATCH-CSV-HEADERS, BATCH-CSV-REPEATED-HEADERS.
import { describe, expect, it } from 'vitest';
import {
  columnOfHeader,
  headerKey,
  looksLikeHeader,
  matchHeaders,
  repeatedColumns,
  unmatchedRequired,
} from '@/features/placements/import/header-match';
import { HEADER_TEXT } from '@/features/placements/import/messages';

describe('header matching', () => {
  it('ignores case, spaces, dashes, underscores and dots', () => {
    expect(headerKey(' External-ID ')).toBe('externalid');
    for (const header of ['external_id', 'External ID', 'EXTERNAL-ID', 'externalId', 'ext.id']) {
      expect(columnOfHeader(header)).toBe('external_id');
    }
    expect(columnOfHeader('Bid_Floor_CPM')).toBe('bid_floor_cpm');
  });

  it('knows the usual aliases', () => {
    const aliases: [string, string][] = [
      ['lat', 'latitude'],
      ['lng', 'longitude'],
      ['lon', 'longitude'],
      ['Long', 'longitude'],
      ['postal_code', 'zip'],
      ['Postcode', 'zip'],
      ['zip code', 'zip'],
      ['venue_type_id', 'venue_type'],
      ['Venue', 'venue_type'],
      ['floor', 'bid_floor_cpm'],
      ['bid floor', 'bid_floor_cpm'],
      ['Address', 'address_line1'],
      ['address1', 'address_line1'],
      ['Street', 'address_line1'],
      ['address 2', 'address_line2'],
      ['Province', 'state'],
      ['region', 'state'],
      ['Placement Name', 'name'],
    ];
    for (const [header, column] of aliases)
      expect([header, columnOfHeader(header)]).toEqual([header, column]);
    expect(columnOfHeader('notes')).toBeNull();
  });

  it('maps each column to the first header naming it and ignores the rest', () => {
    const { mapping, ignored } = matchHeaders(['Name', 'notes', 'lat', 'Latitude', 'lng']);
    expect(mapping).toMatchObject({ name: 0, latitude: 2, longitude: 4, zip: null });
    expect(ignored).toEqual([1, 3]);
  });

  it('tells a header row from a data line', () => {
    expect(looksLikeHeader(['Screen 1', 'EXT-1', '701'])).toBe(false);
    expect(looksLikeHeader(['Screen 1', 'lat'])).toBe(true);
  });

  it('lists the required columns still unmatched, with the location ones when neither way is complete', () => {
    const located = matchHeaders(['name', 'venue', 'lat', 'lng']).mapping;
    expect(unmatchedRequired(located)).toEqual(['external_id']);
    const addressed = matchHeaders([
      'name',
      'external_id',
      'venue',
      'street',
      'city',
      'state',
      'zip',
    ]);
    expect(unmatchedRequired(addressed.mapping)).toEqual([]);
    const neither = matchHeaders(['name', 'external_id', 'venue', 'lat', 'city']).mapping;
    expect(unmatchedRequired(neither)).toEqual(['longitude', 'address_line1', 'state', 'zip']);
  });

  it('names the repeated and aliased columns, the one read and the ones ignored (BATCH-CSV-REPEATED-HEADERS)', () => {
    const headers = ['name', 'external_id', 'Name', 'lat', 'venue', 'latitude', 'lng', 'NAME'];
    const { mapping } = matchHeaders(headers);
    expect(repeatedColumns(headers, mapping)).toEqual([
      {
        column: 'name',
        headers: [
          { header: 'name', index: 0 },
          { header: 'Name', index: 2 },
          { header: 'NAME', index: 7 },
        ],
        read: { header: 'name', index: 0 },
      },
      {
        column: 'latitude',
        headers: [
          { header: 'lat', index: 3 },
          { header: 'latitude', index: 5 },
        ],
        read: { header: 'lat', index: 3 },
      },
    ]);
    const [name, latitude] = repeatedColumns(headers, mapping);
    expect(HEADER_TEXT.repeated(latitude!.column, latitude!.headers, latitude!.read)).toBe(
      'Columns “lat” (column 4) and “latitude” (column 6) both hold latitude: only “lat” (column 4) was read, the other was ignored. Remove or rename the columns you do not mean, and choose the file again.',
    );
    expect(HEADER_TEXT.repeated(name!.column, name!.headers, name!.read)).toBe(
      'Columns “name” (column 1), “Name” (column 3) and “NAME” (column 8) all hold name: only “name” (column 1) was read, the others were ignored. Remove or rename the columns you do not mean, and choose the file again.',
    );
  });

  it('says which repeated column the mapping step picked, and nothing when it picked another', () => {
    const headers = ['name', 'lat', 'latitude', 'lng', 'y'];
    const picked = { ...matchHeaders(headers).mapping, latitude: 2 };
    expect(repeatedColumns(headers, picked)[0]?.read).toEqual({ header: 'latitude', index: 2 });
    expect(repeatedColumns(headers, { ...picked, latitude: 4 })).toEqual([]);
    expect(repeatedColumns(['name', 'lat', 'lng'], null)).toEqual([]);
  });
});
