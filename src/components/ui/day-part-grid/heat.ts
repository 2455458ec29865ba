// The sequential colour scale of overridden cells: the brand (indigo) ramp from light to dark.
// Inline colours, because a continuous scale has no fixed set of Tailwind classes.

/** indigo-200, indigo-400, brand-600, brand-900 */
const STOPS: readonly (readonly [number, number, number])[] = [
  [0xc7, 0xd2, 0xfe],
  [0x81, 0x8c, 0xf8],
  [0x4f, 0x46, 0xe5],
  [0x31, 0x2e, 0x81],
];

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** Position of a value on the scale, 0-1; a single-value range sits at the dark end. */
export function scalePosition(value: number, min: number, max: number): number {
  if (max <= min) return 1;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

export function heatColor(t: number): string {
  const span = STOPS.length - 1;
  const at = Math.min(span, Math.max(0, t) * span);
  const i = Math.min(span - 1, Math.floor(at));
  const from = STOPS[i];
  const to = STOPS[i + 1];
  if (!from || !to) return '#4f46e5';
  const f = at - i;
  return `#${from.map((c, k) => hex(c + ((to[k] ?? c) - c) * f)).join('')}`;
}

/** Past the middle of the ramp, white text keeps the contrast that dark text loses. */
export const needsLightText = (t: number): boolean => t > 0.5;

/** CSS gradient of the whole scale for the legend. */
export const heatGradient = (): string =>
  `linear-gradient(to right, ${STOPS.map((_, i) => heatColor(i / (STOPS.length - 1))).join(', ')})`;
