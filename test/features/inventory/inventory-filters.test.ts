import { describe, expect, it } from 'vitest';
import {
  describeFilters,
  explorerSearch,
  hasFilters,
  inventoryQuery,
  listParam,
  NO_FILTERS,
  readFilters,
  toggleState,
} from '@/features/inventory/inventory-filters';

// Requirements checked here: INV-FILTER-URL.
describe('inventory filters between URL, API and screen', () => {
  it('reads the URL lists: normalised, unknown values dropped, sorted', () => {
    expect(
      readFilters(
        { states: 'ny,CA,XX,NY', venueTypes: '101,1,abc,99999,1', publishers: 'acc_metro,acc_a' },
        '  mall ',
      ),
    ).toEqual({
      states: ['CA', 'NY'],
      venueTypes: [1, 101],
      publishers: ['acc_a', 'acc_metro'],
      q: 'mall',
    });
    expect(readFilters({ states: '', venueTypes: '', publishers: '' }, '')).toEqual(NO_FILTERS);
  });

  it('maps filters to the GET /inventory query, leaving empty ones out', () => {
    expect(inventoryQuery(NO_FILTERS)).toEqual({});
    expect(
      inventoryQuery({ states: ['NY', 'CA', 'NY'], venueTypes: [], publishers: [], q: ' ' }),
    ).toEqual({ states: ['CA', 'NY'] });
    expect(
      inventoryQuery({ states: [], venueTypes: [101, 1], publishers: ['p2', 'p1'], q: 'gym ' }),
    ).toEqual({ venueTypes: [1, 101], publishers: ['p1', 'p2'], q: 'gym' });
    // The same filters in another order are the same query (one cache entry).
    expect(
      inventoryQuery({ states: ['NJ', 'NY'], venueTypes: [2, 1], publishers: [], q: '' }),
    ).toEqual(inventoryQuery({ states: ['NY', 'NJ'], venueTypes: [1, 2], publishers: [], q: '' }));
  });

  it("writes the explorer's URL for a saved report's filters, commas readable", () => {
    expect(explorerSearch(NO_FILTERS)).toBe('');
    expect(
      explorerSearch({ states: ['NY', 'NJ'], venueTypes: [1, 2], publishers: [], q: 'a&b' }),
    ).toBe('?states=NJ,NY&venueTypes=1,2&q=a%26b');
    expect(listParam(['NY', 'NJ'])).toBe('NY,NJ');
  });

  it('toggles a state clicked on the map', () => {
    expect(toggleState([], 'NY')).toEqual(['NY']);
    expect(toggleState(['NY'], 'CA')).toEqual(['CA', 'NY']);
    expect(toggleState(['CA', 'NY'], 'NY')).toEqual(['CA']);
  });

  it('says which filters are in use', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, q: 'x' })).toBe(true);
    expect(describeFilters(NO_FILTERS)).toEqual([]);
    expect(
      describeFilters(
        { states: ['NY', 'NJ'], venueTypes: [1, 20301], publishers: ['acc_metro'], q: 'mall' },
        (id) => (id === 'acc_metro' ? 'Metro Transit Media' : id),
      ),
    ).toEqual([
      { term: 'States', value: 'New York, New Jersey' },
      { term: 'Venue types', value: 'Transit; Retail › Grocery › Shop Entrance' },
      { term: 'Publishers', value: 'Metro Transit Media' },
      { term: 'Search', value: '“mall”' },
    ]);
  });
});
