// The shading's key, and the map's text alternative: the states with their counts as a table.
import { US_STATES } from '@/data/us-states';
import { legendLabels, SHADES } from '@/components/map/map-model';

export function MapLegend({ title, bounds }: { title: string; bounds: readonly number[] }) {
  const labels = legendLabels(bounds);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-700">
      <span className="font-medium">{title}</span>
      <ul className="flex flex-wrap gap-x-3 gap-y-1" aria-label={title}>
        {labels.map((label, i) => (
          <li key={label} className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-sm ring-1 ring-gray-300"
              style={{ backgroundColor: SHADES[i] }}
            />
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}

const NAMES = new Map(US_STATES.map((state) => [state.code, state.name]));

/** The states that have any, busiest first (then by name), as a table. */
export function StateCountTable({
  caption,
  counts,
  countHeader,
}: {
  caption: string;
  counts: ReadonlyMap<string, number>;
  countHeader: string;
}) {
  const rows = [...counts.entries()]
    .map(([code, count]) => ({ code, name: NAMES.get(code) ?? code, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return (
    <details className="text-sm">
      <summary className="focus-visible:outline-brand-600 cursor-pointer rounded text-gray-700 focus-visible:outline-2">
        {caption} as a table
      </summary>
      {rows.length === 0 ? (
        <p className="mt-2 text-gray-600">None.</p>
      ) : (
        <div className="mt-2 max-h-64 overflow-auto rounded-md ring-1 ring-gray-200">
          <table className="min-w-full divide-y divide-gray-200">
            <caption className="sr-only">{caption}</caption>
            <thead className="sticky top-0 bg-gray-50">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold text-gray-900">
                  State
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold text-gray-900">
                  {countHeader}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 bg-white">
              {rows.map((row) => (
                <tr key={row.code}>
                  <th scope="row" className="px-3 py-1.5 text-left font-normal text-gray-700">
                    {row.name}
                  </th>
                  <td className="px-3 py-1.5 text-right text-gray-700 tabular-nums">
                    {row.count.toLocaleString('en-US')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
