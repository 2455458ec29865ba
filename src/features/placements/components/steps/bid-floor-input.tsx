// The bid floor CPM field of General. Its own module so the batch wizard, whose General step is
// only this field, does not load the venue type picker.
import { TextInput } from '@/components/form/fields';
import type { PlacementFormValues } from '@/features/placements/placement-form';
import type { PlacementWizardMode } from '@/features/placements/wizard-mode';

export function BidFloorInput({ mode }: { mode: PlacementWizardMode }) {
  return (
    <TextInput<PlacementFormValues>
      name="bidFloorCpm"
      label="Bid floor CPM ($)"
      required={mode !== 'batch'}
      inputMode="decimal"
      autoComplete="off"
      hint={
        mode === 'batch'
          ? 'Used for every line that leaves bid_floor_cpm empty.'
          : 'The lowest price per thousand impressions this screen accepts.'
      }
    />
  );
}
