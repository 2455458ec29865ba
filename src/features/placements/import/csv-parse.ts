// CSV text to records with their line numbers, in batches, by one parser: papaparse. It reads
// every case the import accepts (quotes, doubled quotes, line breaks inside quotes, short and
// long rows, blank lines, an unclosed quote) and, measured on the bench's 100,000-line file, as
// fast as uDSV, which merged short rows into the next line (docs/decisions.md). The delimiter
// is the header line's: `,`, or `;` (what Excel writes where the decimal mark is a comma), or a
// tab (Excel's "Unicode Text"): BATCH-CSV-DELIMITER.
import Papa from 'papaparse';

/** One record as the parser read it: its first line number in the file and its cells. */
export interface ParsedRow {
  line: number;
  cells: readonly string[];
}

export interface ParseBatch {
  /** The records read (the header first), blank lines left out. */
  rows: ParsedRow[];
  /** The share of the text read so far, 0 to 1. */
  progress: number;
}

/** The delimiters a file may use, in the order a tie is settled. */
export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** How many times `char` occurs in text[from, to). */
function countChar(text: string, char: string, from: number, to: number): number {
  let count = 0;
  for (let at = text.indexOf(char, from); at !== -1 && at < to; at = text.indexOf(char, at + 1)) {
    count += 1;
  }
  return count;
}

/** The header line's delimiter: the one it holds most of (a comma when it holds none). */
export function detectDelimiter(headerLine: string): CsvDelimiter {
  let best: CsvDelimiter = ',';
  let most = 0;
  for (const delimiter of CSV_DELIMITERS) {
    const count = countChar(headerLine, delimiter, 0, headerLine.length);
    if (count > most) {
      best = delimiter;
      most = count;
    }
  }
  return best;
}

export interface ParseOutcome {
  /** The delimiter read from the header line (a comma when there is none). */
  delimiter: CsvDelimiter;
  /** Lines holding a quote that is never closed (the rest of the file is in that value). */
  unclosedQuoteLines: number[];
}

export interface ParseOptions {
  /** Characters per batch (papaparse's chunk size). */
  sliceSize?: number;
}

/** Return false to stop reading. */
export type BatchSink = (batch: ParseBatch) => boolean | void;

const DEFAULT_SLICE = 1 << 19;

/**
 * Physical lines a record takes: 1 plus the line breaks inside its (quoted) values. In a CRLF
 * file, the CRLFs inside values are made LF (as a file of mixed line endings reads).
 */
function linesOf(cells: string[], crlf: boolean): number {
  let lines = 1;
  for (let index = 0; index < cells.length; index += 1) {
    const cell = cells[index] ?? '';
    const breaks = cell.length > 0 ? countChar(cell, '\n', 0, cell.length) : 0;
    if (breaks && crlf) cells[index] = cell.replaceAll('\r\n', '\n');
    lines += breaks;
  }
  return lines;
}

/**
 * The text's line ending when it has one kind only, LF or CRLF (papaparse then reads it as it
 * is), else null: lone CRs, or a mix (the text is made LF first).
 */
function lineEnding(text: string): '\n' | '\r\n' | null {
  const crs = countChar(text, '\r', 0, text.length);
  if (crs === 0) return '\n';
  let lfs = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) {
    if (text.charCodeAt(at - 1) !== 13) return null;
    lfs += 1;
  }
  return lfs === crs ? '\r\n' : null;
}

/**
 * papaparse on a string with `chunk`: it calls back once per `chunkSize` characters, all before
 * it returns (its typings only allow `chunk` on files and streams).
 */
const parseStringInChunks = Papa.parse as unknown as (
  input: string,
  config: Papa.ParseConfig<string[]> & {
    chunkSize: number;
    chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => void;
  },
) => void;

/** Where the header line starts (after leading blank lines) and its number, or null (none). */
function findHeader(text: string): { start: number; line: number } | null {
  let start = 0;
  let line = 1;
  for (;;) {
    const end = text.indexOf('\n', start);
    const content = text.slice(start, end === -1 ? text.length : end);
    if (content.trim() !== '') return { start, line };
    if (end === -1) return null;
    start = end + 1;
    line += 1;
  }
}

/**
 * Reads CSV text (BOM and all) into records, header included, in batches of about `sliceSize`
 * characters. Blank lines are skipped but counted: line numbers are the file's.
 */
export function parseCsv(input: string, sink: BatchSink, options: ParseOptions = {}): ParseOutcome {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const outcome: ParseOutcome = { delimiter: ',', unclosedQuoteLines: [] };
  const header = findHeader(text);
  if (!header) {
    sink({ rows: [], progress: 1 });
    return outcome;
  }
  const headerEnd = text.indexOf('\n', header.start);
  outcome.delimiter = detectDelimiter(
    text.slice(header.start, headerEnd === -1 ? text.length : headerEnd),
  );
  // A file of CRLF, LF, lone CRs or a mix reads alike: all LF or all CRLF as it is (no copy of
  // the whole text), anything else made LF.
  const ending = lineEnding(text);
  const rest = ending ? text.slice(header.start) : text.slice(header.start).replace(/\r\n?/g, '\n');
  let line = header.line;
  let cursor = 0;
  parseStringInChunks(rest, {
    delimiter: outcome.delimiter,
    newline: ending ?? '\n',
    quoteChar: '"',
    skipEmptyLines: false,
    chunkSize: options.sliceSize ?? DEFAULT_SLICE,
    chunk: (results, parser) => {
      const rows: ParsedRow[] = [];
      const end = results.meta.cursor;
      // With no quote in what the batch read, no value holds a line break: a record per line.
      const oneLineEach = rest.indexOf('"', cursor) === -1 || rest.indexOf('"', cursor) >= end;
      for (const cells of results.data) {
        const blank = cells.length === 1 && cells[0] === '';
        if (!blank) rows.push({ line, cells });
        line += blank || oneLineEach ? 1 : linesOf(cells, ending === '\r\n');
      }
      cursor = end;
      const last = rows.at(-1);
      if (last && results.errors.some((error) => error.code === 'MissingQuotes')) {
        outcome.unclosedQuoteLines.push(last.line);
      }
      const read = Math.min(1, end / Math.max(1, rest.length));
      const progress = (header.start + read * (text.length - header.start)) / text.length;
      if (sink({ rows, progress }) === false) parser.abort();
    },
  });
  return outcome;
}
