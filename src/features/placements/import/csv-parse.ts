// CSV text to records with their line numbers, in batches. Two parsers, chosen by measurement
// (docs/quality-log.md, "At scale"; bench/lib/csv-import.js): uDSV is about twice as fast as
// papaparse but reads only rectangular, well-quoted CSV (a short row swallows the next line, a
// blank line is dropped without a trace), so each slice of the file is checked first and read
// fast (./csv-plain.ts: lines without quotes cut at their commas where they lie, lines with
// quotes by uDSV) only when it is plainly regular; from the first slice that is not, papaparse
// reads the rest. uDSV's string rows only: its typed modes build code with `new Function`, which
// the CSP forbids. The delimiter is the header line's: `,`, or `;` (what Excel writes where the
// decimal mark is a comma), or a tab (Excel's "Unicode Text"): BATCH-CSV-DELIMITER.
import Papa from 'papaparse';
import { countChar, plainSlice, plainValues, type PlainSlice } from './csv-plain';
import type { ParsedRow } from './validate';

export interface ParseBatch {
  /** Records read as strings (the header, papaparse's); empty when `plain` holds the slice. */
  rows: ParsedRow[];
  /** The share of the text read so far, 0 to 1. */
  progress: number;
  /** A regular slice read fast: its records where they lie in its text. */
  plain?: PlainSlice;
}

/** A batch's records as strings, whichever way it was read (tests, small files). */
export function batchRows(batch: ParseBatch): ParsedRow[] {
  const { plain } = batch;
  if (!plain) return batch.rows;
  return Array.from({ length: plain.count }, (_, i) => ({
    line: plain.lines[i]!,
    cells: plainValues(plain, i),
  }));
}

/** The delimiters a file may use, in the order a tie is settled. */
export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** The header line's delimiter: the one it holds most of (a comma when it holds none). */
export function detectDelimiter(headerLine: string): CsvDelimiter {
  let best: CsvDelimiter = ',';
  let most = 0;
  for (const delimiter of CSV_DELIMITERS) {
    let count = 0;
    for (
      let at = headerLine.indexOf(delimiter);
      at !== -1;
      at = headerLine.indexOf(delimiter, at + 1)
    ) {
      count += 1;
    }
    if (count > most) {
      best = delimiter;
      most = count;
    }
  }
  return best;
}

export interface ParseOutcome {
  /** Which parser read the text after the header: `mixed` when papaparse took over. */
  engine: 'udsv' | 'papaparse' | 'mixed' | 'none';
  /** The delimiter read from the header line (a comma when there is none). */
  delimiter: CsvDelimiter;
  /** Lines holding a quote that is never closed (the rest of the file is in that value). */
  unclosedQuoteLines: number[];
}

export interface ParseOptions {
  /** Characters per slice (each ends at a line end): the batch size. */
  sliceSize?: number;
  /** Force one parser (the tests compare them). */
  engine?: 'auto' | 'papaparse';
}

/** Return false to stop reading. */
export type BatchSink = (batch: ParseBatch) => boolean | void;

const DEFAULT_SLICE = 1 << 19;

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Where the slice that starts at `from` ends: the line end after `from + size`, or the end. */
function sliceEnd(text: string, from: number, size: number): number {
  if (from + size >= text.length) return text.length;
  const end = text.indexOf('\n', from + size);
  return end === -1 ? text.length : end + 1;
}

/** Physical lines a record takes: 1 plus the line breaks inside its (quoted) values. */
function linesOf(cells: readonly string[]): number {
  let breaks = 0;
  for (const cell of cells) {
    if (cell.length > 0) breaks += countChar(cell, '\n', 0, cell.length);
  }
  return 1 + breaks;
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

/** papaparse reads text[from...] (line endings made LF), numbering lines from `firstLine`. */
function slowParse(
  text: string,
  from: number,
  firstLine: number,
  sliceSize: number,
  sink: BatchSink,
  outcome: ParseOutcome,
): void {
  const rest = text.slice(from).replace(/\r\n?/g, '\n');
  let line = firstLine;
  parseStringInChunks(rest, {
    delimiter: outcome.delimiter,
    newline: '\n',
    quoteChar: '"',
    skipEmptyLines: false,
    chunkSize: sliceSize,
    chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
      const rows: ParsedRow[] = [];
      for (const cells of results.data) {
        const blank = cells.length === 1 && cells[0] === '';
        if (!blank) rows.push({ line, cells });
        line += blank ? 1 : linesOf(cells);
      }
      if (results.errors.some((error) => error.code === 'MissingQuotes') && rows.length) {
        outcome.unclosedQuoteLines.push(rows[rows.length - 1]!.line);
      }
      const read = Math.min(1, results.meta.cursor / Math.max(1, rest.length));
      const progress = (from + read * (text.length - from)) / text.length;
      if (sink({ rows, progress }) === false) parser.abort();
    },
  });
}

/**
 * Reads CSV text (BOM and all) into records, header included, in batches of about `sliceSize`
 * characters. Blank lines are skipped but counted: line numbers are the file's.
 */
export function parseCsv(input: string, sink: BatchSink, options: ParseOptions = {}): ParseOutcome {
  const text = stripBom(input);
  const sliceSize = options.sliceSize ?? DEFAULT_SLICE;
  const outcome: ParseOutcome = { engine: 'none', delimiter: ',', unclosedQuoteLines: [] };
  // Leading blank lines, then the header row.
  let start = 0;
  let line = 1;
  for (;;) {
    const end = text.indexOf('\n', start);
    const content = text.slice(start, end === -1 ? text.length : end);
    if (content.trim() !== '' || end === -1) break;
    start = end + 1;
    line += 1;
  }
  if (start >= text.length || text.slice(start).trim() === '') {
    sink({ rows: [], progress: 1 });
    return outcome;
  }
  const headerEnd = text.indexOf('\n', start);
  const headerText = text.slice(start, headerEnd === -1 ? text.length : headerEnd);
  const crlf = headerText.endsWith('\r');
  const delimiter = detectDelimiter(headerText);
  outcome.delimiter = delimiter;
  // A header with quotes (or a file of lone CRs) is papaparse's from the start.
  if (options.engine === 'papaparse' || headerText.includes('"') || /\r./.test(headerText)) {
    outcome.engine = 'papaparse';
    slowParse(text, start, line, sliceSize, sink, outcome);
    return outcome;
  }
  const header = (crlf ? headerText.slice(0, -1) : headerText).split(delimiter);
  outcome.engine = 'udsv';
  const bodyStart = headerEnd === -1 ? text.length : headerEnd + 1;
  if (sink({ rows: [{ line, cells: header }], progress: bodyStart / text.length }) === false) {
    return outcome;
  }
  line += 1;
  let from = bodyStart;
  while (from < text.length) {
    const to = sliceEnd(text, from, sliceSize);
    const plain = plainSlice(text, from, to, header.length, crlf, line, delimiter);
    if (!plain) {
      outcome.engine = 'mixed';
      slowParse(text, from, line, sliceSize, sink, outcome);
      return outcome;
    }
    line += plain.breaks;
    from = to;
    if (sink({ rows: [], progress: from / text.length, plain }) === false) return outcome;
  }
  return outcome;
}
