// The batch wizard's form: the defaults its General, Verification and Audience steps give the
// CSV lines (the placement form in batch mode), plus the Launch options. The parsed file is not
// in the form: 100,000 lines do not belong in a draft kept in sessionStorage.
import * as yup from 'yup';
import {
  newPlacementValues,
  type PlacementFormValues,
} from '@/features/placements/form/placement-form';
import {
  placementSchema,
  type PlacementSchemaContext,
} from '@/features/placements/form/placement-schema';

export interface BatchFormValues extends PlacementFormValues {
  /** Delete the account's placements missing from the file. */
  fullSync: boolean;
}

export function newBatchValues(): BatchFormValues {
  return { ...newPlacementValues(), fullSync: false };
}

export const batchSchema: yup.ObjectSchema<BatchFormValues, PlacementSchemaContext> =
  placementSchema.concat(yup.object({ fullSync: yup.boolean().defined() }));

export const BATCH_CONTEXT: PlacementSchemaContext = { mode: 'batch' };
