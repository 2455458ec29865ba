// The map's pure parts: screens counted by state, the shading scale and its legend, and the
// hover lookup (a k-d tree over the projected dots, so finding the dot under the pointer is a
// tree search, not a scan of 200,000 screens).
import KDBush from 'kdbush';

/** The shades, lightest first: 0 screens, then up to four steps of the busiest state's count. */
export const SHADES = ['#f3f4f6', '#dbeafe', '#93c5fd', '#3b82f6', '#1d4ed8'] as const;

/** How many items per state code (items without a state are not counted). */
export function countByState(items: readonly { state: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    if (item.state) counts.set(item.state, (counts.get(item.state) ?? 0) + 1);
  }
  return counts;
}

/** The upper bounds of the non-empty shades: e.g. max 100 -> [25, 50, 75, 100]. */
export function shadeBounds(max: number): number[] {
  if (max <= 0) return [];
  const steps = Math.min(SHADES.length - 1, max);
  return Array.from({ length: steps }, (_, i) => Math.ceil((max * (i + 1)) / steps));
}

/** The shade index of a count: 0 for none, else the first step whose bound holds it. */
export function shadeIndex(count: number, bounds: readonly number[]): number {
  if (count <= 0) return 0;
  const step = bounds.findIndex((bound) => count <= bound);
  return step === -1 ? bounds.length : step + 1;
}

/** The legend's labels, one per shade in use: `0`, `1–25`, `26–50`... */
export function legendLabels(bounds: readonly number[]): string[] {
  const format = (n: number) => n.toLocaleString('en-US');
  return [
    '0',
    ...bounds.map((bound, i) => {
      const from = i === 0 ? 1 : (bounds[i - 1] as number) + 1;
      return from >= bound ? format(bound) : `${format(from)}–${format(bound)}`;
    }),
  ];
}

/** The dots under the pointer: a static k-d tree over the projected points. */
export class DotIndex {
  private readonly tree: KDBush | null;
  private readonly ids: Uint32Array;

  /** `points`: x, y pairs (item i at 2i); items with NaN coordinates are left out. */
  constructor(private readonly points: Float32Array) {
    const count = points.length / 2;
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      if (Number.isFinite(points[2 * i]) && Number.isFinite(points[2 * i + 1])) ids.push(i);
    }
    this.ids = Uint32Array.from(ids);
    if (ids.length === 0) {
      this.tree = null;
      return;
    }
    const tree = new KDBush(ids.length, 64, Float32Array);
    for (const i of ids) tree.add(points[2 * i] as number, points[2 * i + 1] as number);
    this.tree = tree.finish();
  }

  /** The item nearest to [x, y] within `radius` (map units), or null. */
  nearest(x: number, y: number, radius: number): number | null {
    if (!this.tree) return null;
    let best: number | null = null;
    let bestDistance = Infinity;
    for (const found of this.tree.within(x, y, radius)) {
      const item = this.ids[found] as number;
      const dx = (this.points[2 * item] as number) - x;
      const dy = (this.points[2 * item + 1] as number) - y;
      const distance = dx * dx + dy * dy;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = item;
      }
    }
    return best;
  }
}
