// The worker's warm-up: a few thousand made-up lines checked (and thrown away) as soon as the
// worker starts, while the user is still choosing a file, so the parser and the checks are
// already compiled and optimised when the real file comes. A fresh worker otherwise spends
// about as long optimising them as checking 100,000 lines (bench/lib/csv-import.js).
import { CSV_COLUMNS, SAMPLE_LINE } from './columns';
import { csvRow } from './csv-write';
import { runImportEngine } from './import-engine';

const LINES = 20000;

/** Regular lines of every kind (coordinates, address, quoted, with issues, repeated IDs). */
function warmUpCsv(): string {
  const rows = [csvRow(CSV_COLUMNS)];
  for (let i = 0; i < LINES; i += 1) {
    const cells = { ...SAMPLE_LINE, name: i % 10 ? `Screen ${i}` : `Screen ${i}, Lobby` };
    cells.external_id = i % 97 ? `W-${i}` : 'W-1';
    if (i % 2) Object.assign(cells, { latitude: '', longitude: '' });
    else Object.assign(cells, { address_line1: '', address_line2: '', city: '', state: '' });
    if (i % 50 === 0) cells.zip = '123';
    rows.push(csvRow(CSV_COLUMNS.map((column) => cells[column])));
  }
  return `${rows.join('\r\n')}\r\n`;
}

export function warmUp(): void {
  const text = warmUpCsv();
  for (let run = 0; run < 3; run += 1) runImportEngine(text, () => {}, { sliceSize: 1 << 16 });
}
