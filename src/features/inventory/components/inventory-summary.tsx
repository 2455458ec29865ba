// INV-SUMMARY
// The headline figures of what the filters (or a saved report) hold, from the reply's summary.
import { formatCount, formatMoney } from '@/lib/text/format';
import type { InventorySummary as Summary } from '@/types/api';
import { SUMMARY_LABEL } from '@/features/inventory/messages';

export function InventorySummary({ summary }: { summary: Summary }) {
  const figures = [
    { term: 'Screens', value: formatCount(summary.screens) },
    { term: 'Publishers', value: formatCount(summary.publishers) },
    { term: 'Weekly impressions', value: formatCount(summary.weeklyImpressions) },
    { term: 'Avg. floor CPM', value: formatMoney(summary.avgFloorCpm) },
  ];
  return (
    <section aria-label={SUMMARY_LABEL}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(({ term, value }) => (
          <div key={term} className="rounded-lg bg-white px-4 py-3 shadow-xs ring-1 ring-gray-200">
            <dt className="text-xs font-medium text-gray-600">{term}</dt>
            <dd className="mt-1 text-xl font-semibold break-words text-gray-900 tabular-nums">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
