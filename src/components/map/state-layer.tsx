// The states as SVG shapes, shaded by their count. With `onToggle` each of the 50 states is a
// toggle button (focusable, named "{State}: {n} screens", Enter or Space or a click toggles it
// in the filter); without it the map is a picture whose numbers are in the table beside it.
import type { KeyboardEvent } from 'react';
import { MAP_HEIGHT, MAP_WIDTH } from '@/components/map/projection';
import { SHADES, shadeIndex } from '@/components/map/map-model';
import type { StateShapes } from '@/components/map/state-shapes';

export interface StateLayerProps {
  shapes: StateShapes;
  label: string;
  counts: ReadonlyMap<string, number>;
  bounds: readonly number[];
  countLabel: (count: number) => string;
  selected: ReadonlySet<string>;
  onToggle?: (code: string) => void;
}

export function StateLayer({
  shapes,
  label,
  counts,
  bounds,
  countLabel,
  selected,
  onToggle,
}: StateLayerProps) {
  const keyToggle = (code: string) => (event: KeyboardEvent<SVGPathElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onToggle?.(code);
  };
  return (
    <svg
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      className="absolute inset-0 size-full"
      role={onToggle ? 'group' : 'img'}
      aria-label={label}
    >
      {shapes.states.map((state) => {
        const count = state.code ? (counts.get(state.code) ?? 0) : 0;
        const isSelected = state.code !== null && selected.has(state.code);
        const fill = SHADES[shadeIndex(count, bounds)];
        const name = `${state.name}: ${countLabel(count)}`;
        const interactive = onToggle && state.code !== null;
        return (
          <path
            key={state.name}
            d={state.d}
            fill={fill}
            data-state={state.code ?? undefined}
            className={`outline-none ${interactive ? 'cursor-pointer hover:opacity-80 focus-visible:stroke-amber-500 focus-visible:stroke-[4]' : ''}`}
            {...(interactive
              ? {
                  role: 'button',
                  tabIndex: 0,
                  'aria-label': name,
                  'aria-pressed': isSelected,
                  onClick: () => onToggle(state.code as string),
                  onKeyDown: keyToggle(state.code as string),
                }
              : { 'aria-hidden': true })}
          >
            {/* A mouse user's hover text; the accessible name comes from aria-label. */}
            <title>{name}</title>
          </path>
        );
      })}
      <path
        d={shapes.borders}
        fill="none"
        stroke="#ffffff"
        strokeWidth={0.75}
        strokeLinejoin="round"
        className="pointer-events-none"
        aria-hidden="true"
      />
      {/* The chosen states' outlines, over the white borders. */}
      {shapes.states
        .filter((state) => state.code !== null && selected.has(state.code))
        .map((state) => (
          <path
            key={state.name}
            d={state.d}
            fill="none"
            stroke="#111827"
            strokeWidth={2.5}
            strokeLinejoin="round"
            className="pointer-events-none"
            aria-hidden="true"
            data-selected-state={state.code ?? undefined}
          />
        ))}
    </svg>
  );
}
