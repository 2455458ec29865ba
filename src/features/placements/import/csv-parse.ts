// CSV text to records with their line numbers, in batches. Two parsers, chosen by measurement
// (docs in the report; bench/lib/csv-import.js): uDSV is about twice as fast as papaparse but
// reads only rectangular, well-quoted CSV (a short row swallows the next line, a blank line is
// dropped without a trace), so each slice of the file is checked first and read by uDSV only
// when it is plainly regular; from the first slice that is not, papaparse reads the rest.
// uDSV's string rows only: its typed modes build code with `new Function`, which the CSP forbids.
import Papa from 'papaparse';
import { initParser, type Schema } from 'udsv';
import type { ParsedRow } from './validate';

export interface ParseBatch {
  rows: ParsedRow[];
  /** The share of the text read so far, 0 to 1. */
  progress: number;
  /**
   * When each row is one line of `text`, written as it is read (no quotes): row i's line runs
   * from spans[2i] to spans[2i+1] in `text`, so its values can be found there without copies.
   */
  source?: { text: string; spans: Uint32Array };
}

export interface ParseOutcome {
  /** Which parser read the text after the header: `mixed` when papaparse took over. */
  engine: 'udsv' | 'papaparse' | 'mixed' | 'none';
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
const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** How many times `char` occurs in text[from, to). */
function countChar(text: string, char: string, from: number, to: number): number {
  let count = 0;
  for (let at = text.indexOf(char, from); at !== -1 && at < to; at = text.indexOf(char, at + 1)) {
    count += 1;
  }
  return count;
}

/**
 * Every quote in text[from, to) opens a field, closes one (then a comma or line end follows) or
 * is doubled inside one, and the slice ends outside quotes.
 */
function quotesAreRegular(text: string, from: number, to: number): boolean {
  let inside = false;
  let at = text.indexOf('"', from);
  while (at !== -1 && at < to) {
    if (!inside) {
      const before = at === from ? LF : text.charCodeAt(at - 1);
      if (before !== COMMA && before !== LF) return false;
      inside = true;
      at = text.indexOf('"', at + 1);
      continue;
    }
    const next = at + 1 < to ? text.charCodeAt(at + 1) : LF;
    if (next === QUOTE) {
      at = text.indexOf('"', at + 2);
      continue;
    }
    if (next !== COMMA && next !== LF && next !== CR) return false;
    inside = false;
    at = text.indexOf('"', at + 1);
  }
  return !inside;
}

/**
 * The non-blank lines of text[from, to) (`to` is just past a line end, or the text's end): their
 * numbers, and where each one's content starts and ends relative to `from`. Null when a line is
 * blank but for spaces or ends unlike `crlf` says.
 */
function nonBlankLines(text: string, from: number, to: number, crlf: boolean, firstLine: number) {
  const lines: number[] = [];
  const spans: number[] = [];
  let line = firstLine;
  let breaks = 0;
  for (let start = from; start < to; line += 1) {
    const lf = text.indexOf('\n', start);
    const end = lf === -1 || lf >= to ? to : lf;
    const hasCr = end > start && text.charCodeAt(end - 1) === CR;
    if (end !== to) {
      breaks += 1;
      if (crlf !== hasCr) return null;
    }
    const contentEnd = hasCr ? end - 1 : end;
    if (contentEnd > start) {
      const first = text.charCodeAt(start);
      if ((first === 32 || first === 9) && text.slice(start, contentEnd).trim() === '') return null;
      lines.push(line);
      spans.push(start - from, contentEnd - from);
    }
    start = end + 1;
  }
  return { lines, spans, breaks };
}

/** uDSV's rows of text[from, to), or null unless every line is exactly one full row. */
function fastRows(
  text: string,
  from: number,
  to: number,
  columns: number,
  crlf: boolean,
  firstLine: number,
): { rows: ParsedRow[]; slice: string; spans: Uint32Array; breaks: number } | null {
  if (!quotesAreRegular(text, from, to)) return null;
  const found = nonBlankLines(text, from, to, crlf, firstLine);
  if (!found) return null;
  // Every CR ends a line (CRLF), or there is none (LF): uDSV would split a line at a lone CR.
  if (crlf) {
    const trailingCr = to === text.length && text.charCodeAt(to - 1) === CR ? 1 : 0;
    if (countChar(text, '\r', from, to) - trailingCr !== found.breaks) return null;
  } else {
    const cr = text.indexOf('\r', from);
    if (cr !== -1 && cr < to) return null;
  }
  const { lines } = found;
  const slice = text.slice(from, to);
  const schema: Schema = {
    col: ',',
    row: crlf ? '\r\n' : '\n',
    // Always the quote-aware loop: uDSV's quote-less one misreads a short last row ("a\n" as
    // ["a", "a"]), which no check here would catch.
    encl: '"',
    esc: '"',
    trim: false,
    cols: Array.from({ length: columns }, (_, index) => ({
      name: String(index),
      type: 's' as const,
      repl: { empty: '', null: undefined, NaN: undefined },
    })),
  };
  // The header is read apart: no row of a slice is skipped.
  (schema as Schema & { skip: number }).skip = 0;
  const cells = initParser(schema).stringArrs<string[]>(slice);
  if (cells.length !== lines.length) return null;
  const rows: ParsedRow[] = new Array(cells.length);
  for (let index = 0; index < cells.length; index += 1) {
    const row = cells[index]!;
    // A longer row is folded into its last value by uDSV: papaparse reads it cell by cell.
    if (row.length !== columns || row[columns - 1]!.includes(',')) return null;
    rows[index] = { line: lines[index]!, cells: row };
  }
  return { rows, slice, spans: Uint32Array.from(found.spans), breaks: found.breaks };
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
    delimiter: ',',
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
  const outcome: ParseOutcome = { engine: 'none', unclosedQuoteLines: [] };
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
  // A header with quotes (or a file of lone CRs) is papaparse's from the start.
  if (options.engine === 'papaparse' || headerText.includes('"') || /\r./.test(headerText)) {
    outcome.engine = 'papaparse';
    slowParse(text, start, line, sliceSize, sink, outcome);
    return outcome;
  }
  const header = (crlf ? headerText.slice(0, -1) : headerText).split(',');
  outcome.engine = 'udsv';
  const bodyStart = headerEnd === -1 ? text.length : headerEnd + 1;
  if (sink({ rows: [{ line, cells: header }], progress: bodyStart / text.length }) === false) {
    return outcome;
  }
  line += 1;
  let from = bodyStart;
  while (from < text.length) {
    const to = sliceEnd(text, from, sliceSize);
    const read = fastRows(text, from, to, header.length, crlf, line);
    if (!read) {
      outcome.engine = 'mixed';
      slowParse(text, from, line, sliceSize, sink, outcome);
      return outcome;
    }
    const { rows, slice, spans, breaks } = read;
    line += breaks;
    from = to;
    if (sink({ rows, progress: from / text.length, source: { text: slice, spans } }) === false) {
      return outcome;
    }
  }
  return outcome;
}
