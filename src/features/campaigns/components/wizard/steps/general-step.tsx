import { TextInput } from '@/components/form/fields';
import type { CampaignFormValues } from '@/features/campaigns/campaign-form';

export function GeneralStep() {
  return (
    <TextInput<CampaignFormValues>
      name="name"
      label="Campaign name"
      required
      autoComplete="off"
      maxLength={200}
      hint="Buyers and publishers see this name in reports and reviews."
    />
  );
}
