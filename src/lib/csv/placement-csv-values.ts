// A placement as a line of the bulk placement CSV (BATCH-CSV-COLUMNS): what the placements
// export writes (PLC-EXPORT), and what "unchanged" compares when a file is imported again
// (BATCH-UNCHANGED). One rule for the
// page (the export, the Launch step's counts) and the mock's batch job, so both count the same.
import { LOCATION_COLUMNS, type CsvColumn } from '@/rules/placement-csv';
import { parseNumberText } from '@/lib/text/number-text';
import type { Placement } from '@/types/api';

export type PlacementCsvValues = Record<CsvColumn, string>;

/** The fields a CSV line carries: the rest (image, audience, capabilities) no column holds. */
export type CsvPlacement = Pick<Placement, 'name' | 'externalId' | 'kind' | 'bidFloorCpm'> & {
  location: Pick<Placement['location'], 'address' | 'latitude' | 'longitude'>;
};

export type LocationColumn = (typeof LOCATION_COLUMNS)[number];

/**
 * A number as the import reads it back: plain decimal, never exponent notation (String(5e-7) is
 * `5e-7`, which the import refuses as a coordinate); '' for none.
 */
export function decimalText(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/** The location columns of a placement's (or the Verification defaults') location. */
export function locationCsvValues(
  location: CsvPlacement['location'],
): Record<LocationColumn, string> {
  const address = location.address;
  return {
    address_line1: address?.line1 ?? '',
    address_line2: address?.line2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
    latitude: decimalText(location.latitude),
    longitude: decimalText(location.longitude),
  };
}

/** The placement's values in the bulk CSV's columns, as text. */
export function placementCsvValues(placement: CsvPlacement): PlacementCsvValues {
  return {
    name: placement.name,
    external_id: placement.externalId,
    venue_type: decimalText(placement.kind),
    bid_floor_cpm: decimalText(placement.bidFloorCpm),
    ...locationCsvValues(placement.location),
  };
}

/** A number cell against the placement's number: by value ('' for none). */
function sameNumber(cell: string, value: number | null | undefined): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return cell === '';
  return cell !== '' && parseNumberText(cell) === value;
}

/**
 * Whether a line (`cell` gives each column's value, trimmed, with what the wizard's defaults fill
 * in) describes the placement exactly as it is: importing it would change nothing a CSV column
 * holds. Text is compared exactly, numbers by value (`4.50` is 4.5), the state in any case. Reads
 * the line's cells until the first difference, without making the placement's text: the Launch
 * step runs it for each of 50,000 lines.
 */
export function sameCsvValues(
  cell: (column: CsvColumn) => string,
  placement: CsvPlacement,
): boolean {
  const address = placement.location.address;
  const state = cell('state');
  const currentState = address?.state ?? '';
  return (
    cell('name') === placement.name &&
    cell('external_id') === placement.externalId &&
    sameNumber(cell('venue_type'), placement.kind) &&
    sameNumber(cell('bid_floor_cpm'), placement.bidFloorCpm) &&
    cell('address_line1') === (address?.line1 ?? '') &&
    cell('address_line2') === (address?.line2 ?? '') &&
    cell('city') === (address?.city ?? '') &&
    (state === currentState || state.toUpperCase() === currentState.toUpperCase()) &&
    cell('zip') === (address?.zip ?? '') &&
    sameNumber(cell('latitude'), placement.location.latitude) &&
    sameNumber(cell('longitude'), placement.location.longitude)
  );
}
