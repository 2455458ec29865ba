// The worker's warm-up: a few thousand made-up lines checked (and thrown away) as soon as the
// worker starts, while the user is still choosing a file, so the parser and the checks are
// already compiled and optimised when the real file comes. A fresh worker otherwise spends
// about as long optimising them as checking 100,000 lines (bench/lib/csv-import.js). It runs in
// small parts, one task each, and stops when a file comes: the file waits one part at most.
import { CSV_COLUMNS, SAMPLE_LINE } from './columns';
import { csvRow } from './csv-write';
import { runImportEngine } from './import-engine';

const LINES = 20000;
/** Lines per part (one task each). */
const PART = 1000;
const RUNS = 3;

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
  return rows.join('\r\n');
}

/** Starts the warm-up; the returned function stops it (a file came). */
export function warmUp(): () => void {
  const [header = '', ...lines] = warmUpCsv().split('\r\n');
  let part = 0;
  const parts = Math.ceil(lines.length / PART);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    const from = (part % parts) * PART;
    const text = [header, ...lines.slice(from, from + PART)].join('\r\n');
    runImportEngine(`${text}\r\n`, () => {});
    part += 1;
    if (part < parts * RUNS) timer = setTimeout(next, 0);
  };
  timer = setTimeout(next, 0);
  return () => clearTimeout(timer);
}
