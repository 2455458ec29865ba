// The map's coordinate space: us-atlas's `states-albers-10m.json` is already projected onto a
// 975 x 610 plane with d3's Albers USA at scale 1300, so the screens go through the very same
// projection and land on the same plane as the state shapes (Alaska and Hawaii included, in
// their insets). Pure functions: no DOM, unit tested.
import { geoAlbersUsa } from 'd3-geo';

export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;

/** The projection us-atlas used for its pre-projected files. */
const albersUsa = geoAlbersUsa()
  .scale(1300)
  .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);

export interface Located {
  latitude: number;
  longitude: number;
}

/** [x, y] on the map plane, or null for a place outside the projection (e.g. Puerto Rico). */
export function projectPoint(longitude: number, latitude: number): [number, number] | null {
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return null;
  return albersUsa([longitude, latitude]);
}

/**
 * Every item projected, as one flat array of x, y pairs (item i at 2i and 2i + 1): 200,000
 * screens as one typed array, not 200,000 little arrays. An item off the projection gets NaN.
 */
export function projectAll(items: readonly Located[]): Float32Array {
  const out = new Float32Array(items.length * 2);
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i] as Located;
    const point = projectPoint(item.longitude, item.latitude);
    out[2 * i] = point ? point[0] : Number.NaN;
    out[2 * i + 1] = point ? point[1] : Number.NaN;
  }
  return out;
}

type Ring = readonly (readonly number[])[];

/** Even-odd ray casting: whether [x, y] is inside the polygon's rings (holes subtract). */
function inRings(rings: readonly Ring[], x: number, y: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const [xi = 0, yi = 0] = ring[i] ?? [];
      const [xj = 0, yj = 0] = ring[j] ?? [];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** A (planar, already projected) polygon or multipolygon. */
export type PlanarGeometry =
  | { type: 'Polygon'; coordinates: readonly Ring[] }
  | { type: 'MultiPolygon'; coordinates: readonly (readonly Ring[])[] }
  | { type: string; coordinates?: unknown };

/** Whether the map-plane point [x, y] falls inside the shape. */
export function containsPoint(geometry: PlanarGeometry, x: number, y: number): boolean {
  if (geometry.type === 'Polygon') return inRings(geometry.coordinates as Ring[], x, y);
  if (geometry.type === 'MultiPolygon') {
    return (geometry.coordinates as Ring[][]).some((polygon) => inRings(polygon, x, y));
  }
  return false;
}
