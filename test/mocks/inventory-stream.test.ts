import { describe, expect, it } from 'vitest';
import { inventoryPieces, searchInventory } from '@/mocks/inventory-search';
import { NO_FILTERS } from '@/features/inventory/inventory-filters';
import type { InventoryReport } from '@/types/api';

const decoder = new TextDecoder();
const text = (pieces: Iterable<Uint8Array>) => [...pieces].map((p) => decoder.decode(p)).join('');

describe('the streamed GET /inventory reply', () => {
  it('is the JSON of the reply, in pieces of a few screens', () => {
    const result = searchInventory(NO_FILTERS);
    expect(result.screens.length).toBeGreaterThan(7);
    const pieces = [...inventoryPieces(result, 3)];
    expect(pieces.length).toBe(2 + Math.ceil(result.screens.length / 3));
    expect(JSON.parse(text(pieces))).toEqual(result);
  });

  it('carries a saved report’s fields, and an empty list', () => {
    const report: InventoryReport = {
      id: 'inv_1',
      name: 'Nothing "here" ☕️',
      description: '',
      filters: { ...NO_FILTERS, q: 'none' },
      summary: { screens: 0, publishers: 0, weeklyImpressions: 0, avgFloorCpm: 0 },
      screens: [],
    };
    expect(JSON.parse(text(inventoryPieces(report)))).toEqual(report);
  });
});
