// General (spec section 2): name, external placement ID, venue type and bid floor CPM. Batch mode
// hides name, external ID and venue type (each CSV line has its own); its bid floor CPM is the
// default for lines that leave theirs empty.
import { TextInput } from '@/components/form/fields';
import { VenueTypeSingleInput } from '@/components/form/controlled-fields';
import type { PlacementFormValues } from '@/features/placements/form/placement-form';
import type { PlacementWizardMode } from '@/features/placements/form/wizard-mode';

export function GeneralStep({ mode }: { mode: PlacementWizardMode }) {
  const bidFloor = (
    <TextInput<PlacementFormValues>
      name="bidFloorCpm"
      label="Bid floor CPM ($)"
      required
      inputMode="decimal"
      autoComplete="off"
      hint={
        mode === 'batch'
          ? 'Used for every line that leaves bid_floor_cpm empty.'
          : 'The lowest price per thousand impressions this screen accepts.'
      }
    />
  );
  if (mode === 'batch') return bidFloor;
  return (
    <>
      <TextInput<PlacementFormValues>
        name="name"
        label="Placement name"
        required
        autoComplete="off"
        maxLength={200}
      />
      <TextInput<PlacementFormValues>
        name="externalId"
        label="External placement ID"
        autoComplete="off"
        maxLength={200}
        hint="Your own ID for this screen; bulk imports update placements by it."
      />
      <VenueTypeSingleInput<PlacementFormValues>
        name="kind"
        label="Venue type"
        required
        placeholder="Search venue types"
      />
      {bidFloor}
    </>
  );
}
