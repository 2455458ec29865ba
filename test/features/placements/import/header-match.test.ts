// Requirements checked here: BATCH-CSV-COLUMNS, BATCH-CSV-HEADERS.
import { describe, expect, it } from 'vitest';
import {
  columnOfHeader,
  headerKey,
  looksLikeHeader,
  matchHeaders,
  unmatchedRequired,
} from '@/features/placements/import/header-match';

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
});
