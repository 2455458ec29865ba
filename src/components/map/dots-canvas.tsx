// The screens as dots, all in one <canvas> (not one element per screen: 200,000 SVG circles
// would stall the page). Sized to its box times devicePixelRatio for sharp dots, and redrawn
// when the box resizes. After each draw it sets `data-dots-drawn` (the number of dots) and a
// `map-dots-drawn` performance mark: the bench and the end-to-end tests wait on them.
import { useEffect, useRef } from 'react';
import { MAP_WIDTH } from '@/components/map/projection';

export const DOTS_DRAWN_MARK = 'map-dots-drawn';
const DOT_COLOR = 'rgba(194, 65, 12, 0.75)'; // orange-700: apart from the blue state shades
/** Dot radius in CSS pixels: smaller once dots crowd each other. */
const dotRadius = (count: number) => (count > 5000 ? 1.25 : count > 500 ? 2 : 3);

/** Below this many dots each is a path arc (anti-aliased); above it, pixels stamped directly. */
const ARCS_UP_TO = 2000;
// orange-700, opaque, as one little-endian RGBA pixel (ImageData's byte order is R, G, B, A).
const DOT_PIXEL = (255 << 24) | (12 << 16) | (65 << 8) | 194;

/**
 * Many dots as pixels: each a small disc written straight into an ImageData, then one
 * putImageData. A path of 50,000 arcs is cheap to record but costs the rasterizer a few hundred
 * milliseconds (with no GPU) before the frame can paint; stamping them is a few milliseconds.
 */
function stampDots(
  context: CanvasRenderingContext2D,
  points: Float32Array,
  pixelWidth: number,
  pixelHeight: number,
  scale: number,
  radius: number,
): number {
  const image = context.createImageData(pixelWidth, pixelHeight);
  const pixels = new Uint32Array(image.data.buffer);
  const r = Math.max(1, Math.round(radius));
  const offsets: [number, number][] = [];
  for (let dy = -r; dy <= r; dy += 1) {
    for (let dx = -r; dx <= r; dx += 1)
      if (dx * dx + dy * dy <= r * r + r / 2) offsets.push([dx, dy]);
  }
  let drawn = 0;
  for (let i = 0; i < points.length / 2; i += 1) {
    const x = points[2 * i] as number;
    const y = points[2 * i + 1] as number;
    if (Number.isNaN(x) || Number.isNaN(y)) continue;
    const cx = Math.round(x * scale);
    const cy = Math.round(y * scale);
    for (const [dx, dy] of offsets) {
      const px = cx + dx;
      const py = cy + dy;
      if (px >= 0 && py >= 0 && px < pixelWidth && py < pixelHeight) {
        pixels[py * pixelWidth + px] = DOT_PIXEL;
      }
    }
    drawn += 1;
  }
  context.putImageData(image, 0, 0);
  return drawn;
}

function draw(canvas: HTMLCanvasElement, points: Float32Array, width: number, height: number) {
  const ratio = window.devicePixelRatio || 1;
  const pixelWidth = Math.round(width * ratio);
  const pixelHeight = Math.round(height * ratio);
  if (canvas.width !== pixelWidth) canvas.width = pixelWidth;
  if (canvas.height !== pixelHeight) canvas.height = pixelHeight;
  const context = canvas.getContext('2d');
  if (!context) return 0;
  const scale = (width / MAP_WIDTH) * ratio;
  const count = points.length / 2;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, pixelWidth, pixelHeight);
  if (count > ARCS_UP_TO) {
    return stampDots(context, points, pixelWidth, pixelHeight, scale, dotRadius(count) * ratio);
  }
  context.setTransform(scale, 0, 0, scale, 0, 0);
  const radius = (dotRadius(count) * ratio) / scale;
  // One path and one fill for every dot: a fill per dot is many times slower.
  context.beginPath();
  let drawn = 0;
  for (let i = 0; i < count; i += 1) {
    const x = points[2 * i] as number;
    const y = points[2 * i + 1] as number;
    if (Number.isNaN(x) || Number.isNaN(y)) continue;
    context.moveTo(x + radius, y);
    context.arc(x, y, radius, 0, 2 * Math.PI);
    drawn += 1;
  }
  context.fillStyle = DOT_COLOR;
  context.fill();
  return drawn;
}

export function DotsCanvas({
  points,
  width,
  height,
}: {
  /** x, y pairs on the 975 x 610 plane */
  points: Float32Array;
  /** the box, in CSS pixels */
  width: number;
  height: number;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || width <= 0 || height <= 0) return;
    const drawn = draw(canvas, points, width, height);
    canvas.dataset.dotsDrawn = String(drawn);
    performance.mark(DOTS_DRAWN_MARK, { detail: { dots: drawn } });
  }, [points, width, height]);
  return (
    <canvas
      ref={ref}
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 size-full"
      data-testid="map-dots"
    />
  );
}
