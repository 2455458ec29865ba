import { describe, expect, it } from 'vitest';
import {
  countByState,
  DotIndex,
  legendLabels,
  SHADES,
  shadeBounds,
  shadeIndex,
} from '@/components/map/map-model';

describe('the map model', () => {
  it('counts items by state, skipping those without one', () => {
    const counts = countByState([{ state: 'NY' }, { state: 'CA' }, { state: 'NY' }, { state: '' }]);
    expect(Object.fromEntries(counts)).toEqual({ NY: 2, CA: 1 });
  });

  it('shades counts in steps of the busiest state, 0 in the lightest shade', () => {
    const bounds = shadeBounds(100);
    expect(bounds).toEqual([25, 50, 75, 100]);
    expect(bounds).toHaveLength(SHADES.length - 1);
    expect(shadeIndex(0, bounds)).toBe(0);
    expect(shadeIndex(1, bounds)).toBe(1);
    expect(shadeIndex(25, bounds)).toBe(1);
    expect(shadeIndex(26, bounds)).toBe(2);
    expect(shadeIndex(100, bounds)).toBe(4);
    expect(shadeIndex(500, bounds)).toBe(4);
    // Fewer counts than shades: one step per count.
    expect(shadeBounds(2)).toEqual([1, 2]);
    expect(shadeBounds(0)).toEqual([]);
    expect(shadeIndex(3, [])).toBe(0);
  });

  it('labels the legend by range', () => {
    expect(legendLabels([25, 50, 75, 100])).toEqual(['0', '1–25', '26–50', '51–75', '76–100']);
    expect(legendLabels([1, 2])).toEqual(['0', '1', '2']);
    expect(legendLabels([2500, 5000])).toEqual(['0', '1–2,500', '2,501–5,000']);
    expect(legendLabels([])).toEqual(['0']);
  });

  it('finds the nearest dot within the radius, and none beyond it', () => {
    // item 0 at (10, 10), item 1 unplaceable, item 2 at (12, 10), item 3 at (100, 100)
    const points = Float32Array.from([10, 10, NaN, NaN, 12, 10, 100, 100]);
    const index = new DotIndex(points);
    expect(index.nearest(10.5, 10, 3)).toBe(0);
    expect(index.nearest(11.8, 10.2, 3)).toBe(2);
    expect(index.nearest(99, 99, 3)).toBe(3);
    expect(index.nearest(50, 50, 3)).toBeNull();
    expect(new DotIndex(Float32Array.from([NaN, NaN])).nearest(0, 0, 10)).toBeNull();
  });
});
