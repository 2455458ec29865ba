// An offline map of the United States (no tile server, no network beyond this origin): the
// states from us-atlas's pre-projected TopoJSON as SVG shapes shaded by how many items each
// holds, the items themselves as dots in one canvas layer, details of the dot under the
// pointer, and optionally a click (or Enter/Space) on a state to toggle it in a filter. Data
// comes in by props: the inventory explorer and its saved reports show screens with it.
import { useEffect, useMemo, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { DotsCanvas } from '@/components/map/dots-canvas';
import { MapLegend, StateCountTable } from '@/components/map/map-legend';
import { countByState, DotIndex, shadeBounds } from '@/components/map/map-model';
import { MAP_HEIGHT, MAP_WIDTH, projectAll, type Located } from '@/components/map/projection';
import { StateLayer } from '@/components/map/state-layer';
import { loadStateShapes, type StateShapes } from '@/components/map/state-shapes';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { whenIdle } from '@/lib/when-idle';

export interface MapItem extends Located {
  /** the 2-letter state code the item is counted in */
  state: string;
}

export interface UsMapProps<T extends MapItem> {
  items: readonly T[];
  /** the map's accessible name, e.g. `Screens by state` (also the table's caption) */
  label: string;
  /** `1 screen`, `12 screens` */
  countLabel: (count: number) => string;
  /** the legend's title and the table's count header, e.g. `Screens` */
  unit: string;
  /** what the tooltip says about the dot under the pointer */
  describe: (item: T) => ReactNode;
  selectedStates?: readonly string[];
  /** makes the states toggle buttons (click, Enter or Space) */
  onStateToggle?: (code: string) => void;
}

/** How near (CSS pixels) the pointer must be to a dot to show its details. */
const HOVER_RADIUS_PX = 6;

function useStateShapes() {
  const [shapes, setShapes] = useState<StateShapes | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadStateShapes().then(
      (loaded) => live && setShapes(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return { shapes, failed, retry };
}

function useBoxWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    setWidth(box.clientWidth);
    const observer = new ResizeObserver(() => setWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function UsMap<T extends MapItem>({
  items,
  label,
  countLabel,
  unit,
  describe,
  selectedStates = [],
  onStateToggle,
}: UsMapProps<T>) {
  const { shapes, failed, retry } = useStateShapes();
  const { ref, width } = useBoxWidth();
  const height = (width * MAP_HEIGHT) / MAP_WIDTH;
  const points = useMemo(() => projectAll(items), [items]);
  const counts = useMemo(() => countByState(items), [items]);
  const bounds = useMemo(() => shadeBounds(Math.max(0, ...counts.values())), [counts]);
  const selected = useMemo(() => new Set(selectedStates), [selectedStates]);
  // The hover index is built while the page is idle after the dots are drawn (or on the first
  // hover, if that comes sooner), never in the way of a data change's render.
  const dotIndex = useRef<{ points: Float32Array; index: DotIndex } | null>(null);
  const indexFor = (current: Float32Array) => {
    if (dotIndex.current?.points !== current) {
      dotIndex.current = { points: current, index: new DotIndex(current) };
    }
    return dotIndex.current.index;
  };
  useEffect(() => whenIdle(() => indexFor(points), 2000), [points]);
  const [hover, setHover] = useState<{ item: number; x: number; y: number } | null>(null);
  useEffect(() => setHover(null), [items]);

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    const scale = MAP_WIDTH / box.width;
    const x = (event.clientX - box.left) * scale;
    const y = (event.clientY - box.top) * scale;
    const item = indexFor(points).nearest(x, y, HOVER_RADIUS_PX * scale);
    setHover(
      item === null
        ? null
        : { item, x: points[2 * item]! / scale, y: points[2 * item + 1]! / scale },
    );
  };

  const hovered = hover ? items[hover.item] : undefined;
  return (
    <figure className="space-y-3">
      <div
        ref={ref}
        className="relative w-full overflow-hidden rounded-lg bg-white ring-1 ring-gray-200"
        style={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setHover(null)}
      >
        {shapes ? (
          <StateLayer
            shapes={shapes}
            label={label}
            counts={counts}
            bounds={bounds}
            countLabel={countLabel}
            selected={selected}
            onToggle={onStateToggle}
          />
        ) : (
          <div className="absolute inset-0 flex items-center justify-center gap-3 text-sm text-gray-600">
            {failed ? (
              <div role="alert" className="text-center">
                <p>The map could not be loaded.</p>
                <Button variant="secondary" className="mt-2" onClick={retry}>
                  Retry
                </Button>
              </div>
            ) : (
              <div role="status" className="flex items-center gap-3">
                <Spinner className="text-brand-600 size-5" />
                <span>Loading the map…</span>
              </div>
            )}
          </div>
        )}
        <DotsCanvas points={points} width={width} height={height} />
        {hover && hovered ? (
          <>
            <span
              aria-hidden="true"
              className="pointer-events-none absolute size-3 -translate-1/2 rounded-full border-2 border-white bg-orange-700 shadow"
              style={{ left: hover.x, top: hover.y }}
            />
            <div
              role="tooltip"
              className="pointer-events-none absolute z-10 max-w-[16rem] rounded-md bg-gray-900 px-3 py-2 text-xs [overflow-wrap:anywhere] text-white shadow-lg"
              style={{
                left: hover.x < width / 2 ? hover.x + 12 : undefined,
                right: hover.x >= width / 2 ? width - hover.x + 12 : undefined,
                top: hover.y < height / 2 ? hover.y + 12 : undefined,
                bottom: hover.y >= height / 2 ? height - hover.y + 12 : undefined,
              }}
            >
              {describe(hovered)}
            </div>
          </>
        ) : null}
      </div>
      <figcaption className="space-y-2">
        <MapLegend title={unit} bounds={bounds} />
        <StateCountTable caption={label} counts={counts} countHeader={unit} />
      </figcaption>
    </figure>
  );
}
