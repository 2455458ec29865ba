// General (PLC-GENERAL), single mode: name, external placement ID, venue type and bid floor CPM.
// Batch mode's General is the bid floor alone (bid-floor-input.tsx, BATCH-DEFAULTS): each CSV line
// has its own name, external ID and venue type.
import { TextInput } from '@/components/form/fields';
import { VenueTypeSingleInput } from '@/components/form/venue-type-inputs';
import type { PlacementFormValues } from '@/features/placements/placement-form';
import { BidFloorInput } from '@/features/placements/components/steps/bid-floor-input';

export function GeneralStep() {
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
      <BidFloorInput mode="single" />
    </>
  );
}
