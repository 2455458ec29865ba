import { useId } from 'react';
import { formatCount, formatMoney } from '@/lib/text/format';
import { ecpm, moneyLabel, type Totals } from '@/features/reports/report-metrics';

/** The range's totals: impressions, plays, spend (revenue for publishers) and eCPM. */
export function HeadlineTotals({ totals, kind }: { totals: Totals; kind: string }) {
  const headingId = useId();
  const stats = [
    { label: 'Impressions', value: formatCount(totals.impressions) },
    { label: 'Plays', value: formatCount(totals.plays) },
    { label: moneyLabel(kind), value: formatMoney(totals.spend) },
    { label: 'eCPM', value: formatMoney(ecpm(totals.spend, totals.impressions)) },
  ];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        Totals
      </h2>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-lg bg-gray-200 shadow-xs ring-1 ring-gray-200 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="bg-white px-4 py-4 sm:px-6">
            <dt className="text-sm font-medium text-gray-600">{stat.label}</dt>
            <dd className="mt-1 text-xl font-semibold tracking-tight break-all text-gray-900 tabular-nums sm:text-2xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
