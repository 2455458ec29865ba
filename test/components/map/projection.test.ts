import { describe, expect, it } from 'vitest';
import topology from 'us-atlas/states-albers-10m.json';
import {
  containsPoint,
  MAP_HEIGHT,
  MAP_WIDTH,
  projectAll,
  projectPoint,
} from '@/components/map/projection';
import { shapesOf } from '@/components/map/state-shapes';

const { states } = shapesOf(topology as unknown as Parameters<typeof shapesOf>[0]);

/** The state whose (pre-projected) shape holds the projected city. */
function stateOf(longitude: number, latitude: number): string | null {
  const point = projectPoint(longitude, latitude);
  if (!point) return null;
  const found = states.filter((state) => containsPoint(state.geometry, point[0], point[1]));
  return found.map((state) => state.code ?? state.name).join(',') || null;
}

describe('the map projection (the one us-atlas used)', () => {
  it('puts known cities inside their own state', () => {
    expect(stateOf(-73.9857, 40.7484)).toBe('NY'); // New York City
    expect(stateOf(-118.2437, 34.0522)).toBe('CA'); // Los Angeles
    expect(stateOf(-87.6298, 41.8781)).toBe('IL'); // Chicago
    expect(stateOf(-95.3698, 29.7604)).toBe('TX'); // Houston
    expect(stateOf(-104.9903, 39.7392)).toBe('CO'); // Denver
    // The insets: Alaska and Hawaii are moved under the lower 48, and still hit.
    expect(stateOf(-149.9003, 61.2181)).toBe('AK'); // Anchorage
    expect(stateOf(-157.8583, 21.3069)).toBe('HI'); // Honolulu
  });

  it('lands on the 975 x 610 plane, and refuses places outside it', () => {
    const [x, y] = projectPoint(-98.5795, 39.8283) ?? [NaN, NaN]; // the middle of the US
    expect(x).toBeGreaterThan(0);
    expect(x).toBeLessThan(MAP_WIDTH);
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(MAP_HEIGHT);
    expect(projectPoint(-66.1057, 18.4655)).toBeNull(); // San Juan: not in Albers USA
    expect(projectPoint(2.3522, 48.8566)).toBeNull(); // Paris
    expect(projectPoint(Number.NaN, 40)).toBeNull();
  });

  it('projects many points into one flat array, NaN for the unplaceable', () => {
    const points = projectAll([
      { longitude: -73.9857, latitude: 40.7484 },
      { longitude: -66.1057, latitude: 18.4655 },
    ]);
    expect(points).toHaveLength(4);
    expect(points[0]).toBeCloseTo(projectPoint(-73.9857, 40.7484)?.[0] ?? NaN, 3);
    expect(Number.isNaN(points[2])).toBe(true);
    expect(Number.isNaN(points[3])).toBe(true);
  });

  it('reads the 50 states and the District of Columbia from the TopoJSON', () => {
    expect(states).toHaveLength(51);
    expect(states.filter((state) => state.code !== null)).toHaveLength(50);
    expect(states.find((state) => state.code === null)?.name).toBe('District of Columbia');
    expect(states.every((state) => state.d.startsWith('M'))).toBe(true);
  });
});
