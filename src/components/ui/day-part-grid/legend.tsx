// The heatmap's key: what the plain, light and scaled shades mean, with the override range.
import { valueRange, type CellValues } from './cells';
import { heatColor, heatGradient, scalePosition } from './heat';
import { atBase } from './labels';
import type { DayPartMode } from './types';

const swatch =
  'inline-flex size-4 shrink-0 items-center justify-center text-[10px] ring-1 ring-inset';

interface LegendProps {
  label: string;
  mode: DayPartMode;
  values: CellValues;
  format: (value: number) => string;
  baseValue: number | null;
}

export function Legend({ label, mode, values, format, baseValue }: LegendProps) {
  const range = mode === 'override' ? valueRange(values) : null;
  const spread = range && range.max > range.min;
  const basePosition =
    spread && baseValue !== null && baseValue >= range.min && baseValue <= range.max
      ? scalePosition(baseValue, range.min, range.max)
      : null;
  return (
    <ul
      aria-label={`${label} legend`}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-gray-700"
    >
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className={`${swatch} bg-white ring-gray-300`} />
        {mode === 'hours' ? 'Closed' : 'Not included'}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className={`${swatch} bg-brand-50 text-brand-700 ring-gray-300`}>
          •
        </span>
        {mode === 'hours' ? 'Open' : atBase(format, baseValue)}
      </li>
      {range ? (
        <li className="flex items-center gap-1.5">
          <span>CPM override</span>
          {spread ? (
            <>
              <span className="tabular-nums">{format(range.min)}</span>
              <span
                aria-hidden="true"
                className="relative h-3 w-24 rounded-sm"
                style={{ backgroundImage: heatGradient() }}
              >
                {basePosition !== null ? (
                  // Where the campaign CPM sits between the cheapest and dearest override.
                  <span
                    className="absolute -top-0.5 -bottom-0.5 w-0.5 -translate-x-1/2 bg-gray-900"
                    style={{ left: `${basePosition * 100}%` }}
                    title={atBase(format, baseValue)}
                  />
                ) : null}
              </span>
              <span className="tabular-nums">{format(range.max)}</span>
              <span className="sr-only">(light to dark)</span>
            </>
          ) : (
            <>
              <span
                aria-hidden="true"
                className={`${swatch} ring-transparent`}
                style={{ backgroundColor: heatColor(1) }}
              />
              <span className="tabular-nums">{format(range.min)}</span>
            </>
          )}
        </li>
      ) : null}
    </ul>
  );
}
