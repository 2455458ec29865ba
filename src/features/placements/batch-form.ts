// The batch wizard's form: the defaults its General, Verification and Audience steps give the
// CSV lines (the placement form in batch mode), plus the Launch options. The parsed file is not
// in the form: 100,000 lines do not belong in a draft kept in sessionStorage.
import * as yup from 'yup';
import { newPlacementValues, type PlacementFormValues } from '@/features/placements/placement-form';
import {
  placementSchema,
  type PlacementSchemaContext,
} from '@/features/placements/placement-schema';
import { formatCount } from '@/lib/text/format';

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

/** The Verification step's problem while lines without a location have no default to take. */
export const linesNeedLocation = (lines: number) =>
  `${formatCount(lines)} ${lines === 1 ? 'line has' : 'lines have'} neither Lat/Lng nor an address: give a default address (line 1, city, state and zip) or Lat/Lng`;

/** The General step's problem while lines without a bid floor have no default to take. */
export const linesNeedBidFloor = (lines: number) =>
  `${formatCount(lines)} ${lines === 1 ? 'line leaves' : 'lines leave'} bid_floor_cpm empty: give a default Bid floor CPM`;

type LocationValues = Partial<
  Pick<PlacementFormValues, 'line1' | 'city' | 'state' | 'zip' | 'latitude' | 'longitude'>
>;

const filled = (value: string | undefined) => (value ?? '').trim() !== '';

/**
 * Whether the Verification defaults place a screen as a line must be placed
 * (BATCH-DEFAULT-LOCATION): Lat/Lng as a pair, or an address with line 1, city, state and zip.
 * The mock's placesScreen() is the same rule.
 */
export function hasDefaultLocation(values: LocationValues): boolean {
  if (filled(values.latitude) && filled(values.longitude)) return true;
  return filled(values.line1) && filled(values.city) && filled(values.state) && filled(values.zip);
}

/** Whether the General step gives a bid floor to the lines that leave theirs empty (BATCH-DEFAULTS). */
export const hasDefaultBidFloor = (values: Partial<Pick<PlacementFormValues, 'bidFloorCpm'>>) =>
  filled(values.bidFloorCpm);
