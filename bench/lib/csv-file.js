// The bulk import's test file (bench/lib/csv-import.js): a deterministic placements CSV.
export const CSV_LINES = 100_000;

const HEADER =
  'name,external_id,venue_type,bid_floor_cpm,address_line1,address_line2,city,state,zip,latitude,longitude';
const STATES = ['NY', 'CA', 'TX', 'WA', 'IL', 'FL', 'MA', 'CO'];

/**
 * A deterministic file of `lines` placements: half located by coordinates, half by address,
 * one name in ten quoted (a comma inside), one line in a hundred with an issue (a bad zip).
 */
export function makePlacementsCsv(lines = CSV_LINES) {
  const out = [HEADER];
  for (let i = 1; i <= lines; i += 1) {
    const name = i % 10 === 0 ? `"Screen ${i}, Lobby"` : `Screen ${i}`;
    const floor = i % 3 === 0 ? '' : String((i % 40) / 4);
    if (i % 2) {
      const lat = (40 + (i % 1000) / 1000).toFixed(5);
      const lng = (-73 - (i % 1000) / 1000).toFixed(5);
      out.push(`${name},EXT-${i},10101,${floor},,,,,,${lat},${lng}`);
    } else {
      const zip = i % 100 === 0 ? '1234' : String(10000 + (i % 89999)).padStart(5, '0');
      out.push(
        `${name},EXT-${i},203,${floor},${i} Main St,Suite ${i % 50},Springfield,${STATES[i % 8]},${zip},,`,
      );
    }
  }
  return `${out.join('\r\n')}\r\n`;
}
