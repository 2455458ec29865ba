import { Card } from '@/components/ui/card';
import { formatCount, formatFeePercent, formatMoney, MISSING } from '@/lib/text/format';
import type { Campaign } from '@/types/api';
import { FactList } from '@/components/ui/fact-list';
import { effectiveCpm, formatBudget } from '@/features/campaigns/campaign-format';

function budgetType(budgets: Campaign['budgets'] | undefined): string {
  if (typeof budgets?.spendLifetime === 'number') return 'Lifetime';
  if (typeof budgets?.spendDaily === 'number') return 'Daily';
  return MISSING;
}

export function BudgetSection({ campaign }: { campaign: Campaign }) {
  return (
    <Card title="Budget & fees">
      <FactList
        facts={[
          { label: 'Budget type', value: budgetType(campaign.budgets) },
          { label: 'Budget', value: formatBudget(campaign.budgets) },
          { label: 'Bid CPM', value: formatMoney(campaign.bidCpm) },
          { label: 'Pacing', value: campaign.enablePacing ? 'On' : 'Off' },
          { label: 'Agency fee', value: formatFeePercent(campaign.fees?.agency) },
          { label: 'DSP fee', value: formatFeePercent(campaign.fees?.dsp) },
        ]}
      />
    </Card>
  );
}

export function LifetimeStatsSection({ campaign }: { campaign: Campaign }) {
  const stats = campaign.statsLifetime;
  const cpm = effectiveCpm(stats);
  return (
    <Card title="Lifetime stats">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {[
          { label: 'Impressions', value: formatCount(stats?.impressions) },
          { label: 'Spend', value: formatMoney(stats?.spend) },
          { label: 'Effective CPM', value: cpm === null ? MISSING : formatMoney(cpm) },
        ].map((stat) => (
          <div key={stat.label}>
            <dt className="text-sm text-gray-600">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tracking-tight text-gray-900 tabular-nums">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
