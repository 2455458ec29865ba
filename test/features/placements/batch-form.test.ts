// The batch wizard's default location rule (src/features/placements/batch-form.ts): the
// Verification defaults place the lines without a location of their own only when they could
// place a line themselves, as the mock's placesScreen() decides.
// Requirements checked here: BATCH-DEFAULT-LOCATION.
import { describe, expect, it } from 'vitest';
import { hasDefaultLocation } from '@/features/placements/batch-form';

const ADDRESS = { line1: '1 Main St', city: 'Boston', state: 'MA', zip: '02108' };

describe('hasDefaultLocation', () => {
  it('takes Lat/Lng as a pair, or an address with line 1, city, state and zip', () => {
    expect(hasDefaultLocation({ latitude: '42.36', longitude: '-71.06' })).toBe(true);
    expect(hasDefaultLocation(ADDRESS)).toBe(true);
    expect(hasDefaultLocation({ ...ADDRESS, latitude: '42.36', longitude: '-71.06' })).toBe(true);
  });

  it('refuses nothing, half a pair, or an address missing a part', () => {
    expect(hasDefaultLocation({})).toBe(false);
    expect(hasDefaultLocation({ latitude: '42.36', longitude: ' ' })).toBe(false);
    for (const part of ['line1', 'city', 'state', 'zip'] as const) {
      expect(hasDefaultLocation({ ...ADDRESS, [part]: '' })).toBe(false);
    }
  });
});
