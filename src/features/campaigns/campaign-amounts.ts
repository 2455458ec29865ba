// FORM-MONEY-CONFIRM for a campaign: the amounts asked about before a save, as the Schedule step
// labels them. Each is skipped when it is what the campaign held when the edit began.
import { BOUND_LABELS as L } from '@/rules/field-bounds';
import type { CheckedAmount } from '@/components/form/amount-check';
import { typedAmount } from '@/components/form/amount-check';
import type { CampaignFormValues } from '@/features/campaigns/campaign-form';

export function campaignAmounts(
  values: CampaignFormValues,
  base: CampaignFormValues,
): CheckedAmount[] {
  const budgetLabel = values.budgetType === 'daily' ? 'Daily budget' : 'Lifetime budget';
  const baseOverrides = new Set(base.dayParts.map((part) => part.value));
  // The highest new override speaks for the day-parts: one line, not one per hour.
  const overrides = values.dayParts
    .map((part) => part.value)
    .filter((value): value is number => value !== null && !baseOverrides.has(value));
  return [
    typedAmount(L.bidCpm, 'cpm', values.bidCpm, base.bidCpm),
    typedAmount(
      budgetLabel,
      'budget',
      values.budget,
      base.budgetType === values.budgetType ? base.budget : undefined,
    ),
    {
      label: 'Day-part CPM override',
      kind: 'cpm',
      value: overrides.length ? Math.max(...overrides) : null,
    },
  ];
}
