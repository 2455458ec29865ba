// Where a bulk import line's screen is (BATCH-DEFAULT-LOCATION, BATCH-LINE-LOCATION): from one
// source, never mixed. A line with coordinates or any address cell keeps its own location and
// takes none of the default one; a line with neither takes the Verification step's default
// address and coordinates. The screen image is always the default's: no CSV column carries one.
import type { CsvColumn } from '@/rules/placement-csv';

export type LineCells = Partial<Record<CsvColumn, string>>;

const ADDRESS_CELLS = ['address_line1', 'address_line2', 'city', 'state', 'zip'] as const;

/** Whether a line gives any location of its own (cellsOf leaves empty cells out). */
export function hasOwnLocation(cells: LineCells): boolean {
  return (
    cells.latitude !== undefined ||
    cells.longitude !== undefined ||
    ADDRESS_CELLS.some((column) => cells[column] !== undefined)
  );
}

const given = (value: unknown) =>
  value !== undefined && value !== null && (typeof value !== 'string' || value.trim() !== '');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a default location places a screen on its own, as a line must be placed: Lat/Lng as a
 * pair, or an address with line 1, city, state and zip.
 */
export function placesScreen(location: Record<string, unknown>): boolean {
  if (given(location.latitude) && given(location.longitude)) return true;
  const address = location.address;
  return (
    isObject(address) &&
    given(address.line1) &&
    given(address.city) &&
    given(address.state) &&
    given(address.zip)
  );
}

/** The location a line's placement body carries: its own, else the default one. */
export function lineLocation(
  cells: LineCells,
  defaults: Record<string, unknown>,
): Record<string, unknown> {
  const { exampleSceneUrl } = defaults;
  if (!hasOwnLocation(cells)) {
    const { address, latitude, longitude } = defaults;
    return { address, latitude, longitude, exampleSceneUrl };
  }
  const hasAddress = ADDRESS_CELLS.some((column) => cells[column] !== undefined);
  const address = hasAddress
    ? {
        line1: cells.address_line1,
        line2: cells.address_line2,
        city: cells.city,
        state: cells.state,
        zip: cells.zip,
      }
    : undefined;
  return { address, latitude: cells.latitude, longitude: cells.longitude, exampleSceneUrl };
}
