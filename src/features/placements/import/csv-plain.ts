// The fast reading of a regular slice of the file (./csv-parse.ts picks the slices). A line with
// no quote in it is one record whose values lie between its commas: it is cut where it lies in
// the text (positions only, no strings made), and the engine checks it there. The lines that do
// hold quotes are read by uDSV (string rows), in one call per slice. Measured on a
// 100,000-line file, the strings uDSV makes for every value cost more than the whole check
// (bench/lib/csv-import.js; docs/quality-log.md, "At scale"). "Commas" below are the file's
// delimiter: `,`, `;` or a tab (./csv-parse.ts detects it).
import { initParser, type Schema } from 'udsv';

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * A slice read fast: `count` records, one per non-blank line. Record i is on line `lines[i]`
 * and lies in `text` from spans[2i] to spans[2i+1]. A plain record's value j runs from
 * cuts[i(columns+1)+j] to cuts[i(columns+1)+j+1]-1; a record with quotes has its values in
 * `quoted[i]` instead (its cuts are unused).
 */
export interface PlainSlice {
  text: string;
  count: number;
  columns: number;
  lines: Uint32Array;
  spans: Uint32Array;
  cuts: Uint32Array;
  quoted: (readonly string[] | undefined)[] | null;
  /** The file's delimiter (`,`, `;` or a tab). */
  delimiter: string;
  /** Line breaks in the slice (the next slice's first line number follows from it). */
  breaks: number;
}

/** How many times `char` occurs in text[from, to). */
export function countChar(text: string, char: string, from: number, to: number): number {
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
function quotesAreRegular(text: string, from: number, to: number, separator: number): boolean {
  let inside = false;
  let at = text.indexOf('"', from);
  while (at !== -1 && at < to) {
    if (!inside) {
      const before = at === from ? LF : text.charCodeAt(at - 1);
      if (before !== separator && before !== LF) return false;
      inside = true;
      at = text.indexOf('"', at + 1);
      continue;
    }
    const next = at + 1 < to ? text.charCodeAt(at + 1) : LF;
    if (next === QUOTE) {
      at = text.indexOf('"', at + 2);
      continue;
    }
    if (next !== separator && next !== LF && next !== CR) return false;
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

/** uDSV's string rows of `text`: every value a string, nothing typed (the CSP bans its codegen). */
function udsvRows(text: string, columns: number, crlf: boolean, delimiter: string): string[][] {
  const schema: Schema = {
    col: delimiter,
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
  // The header is read apart: no row is skipped.
  (schema as Schema & { skip: number }).skip = 0;
  return initParser(schema).stringArrs<string[]>(text);
}

/**
 * text[from, to) read fast, or null unless every line is exactly one full record of `columns`
 * values (then papaparse reads from here: ./csv-parse.ts).
 */
export function plainSlice(
  text: string,
  from: number,
  to: number,
  columns: number,
  crlf: boolean,
  firstLine: number,
  delimiter = ',',
): PlainSlice | null {
  if (!quotesAreRegular(text, from, to, delimiter.charCodeAt(0))) return null;
  const found = nonBlankLines(text, from, to, crlf, firstLine);
  if (!found) return null;
  // Every CR ends a line (CRLF), or there is none (LF): a lone CR would split a record.
  if (crlf) {
    const trailingCr = to === text.length && text.charCodeAt(to - 1) === CR ? 1 : 0;
    if (countChar(text, '\r', from, to) - trailingCr !== found.breaks) return null;
  } else {
    const cr = text.indexOf('\r', from);
    if (cr !== -1 && cr < to) return null;
  }
  const slice = text.slice(from, to);
  const count = found.lines.length;
  const spans = Uint32Array.from(found.spans);
  const cuts = new Uint32Array(count * (columns + 1));
  const withQuotes: number[] = [];
  let quote = slice.indexOf('"');
  let quotesBefore = 0;
  for (let i = 0; i < count; i += 1) {
    const start = spans[i * 2]!;
    const end = spans[i * 2 + 1]!;
    while (quote !== -1 && quote < start) {
      quotesBefore += 1;
      quote = slice.indexOf('"', quote + 1);
    }
    // Inside a quoted value that runs over several lines: not one record per line.
    if (quotesBefore % 2) return null;
    if (quote !== -1 && quote < end) {
      withQuotes.push(i);
      continue;
    }
    const base = i * (columns + 1);
    cuts[base] = start;
    let at = start;
    for (let j = 1; j < columns; j += 1) {
      const comma = slice.indexOf(delimiter, at);
      if (comma === -1 || comma >= end) return null; // a short row
      cuts[base + j] = comma + 1;
      at = comma + 1;
    }
    const more = slice.indexOf(delimiter, at);
    if (more !== -1 && more < end) return null; // a long row
    cuts[base + columns] = end + 1;
  }
  let quoted: PlainSlice['quoted'] = null;
  if (withQuotes.length) {
    const eol = crlf ? '\r\n' : '\n';
    const part = withQuotes.map((i) => slice.slice(spans[i * 2], spans[i * 2 + 1])).join(eol);
    const rows = udsvRows(part + eol, columns, crlf, delimiter);
    if (rows.length !== withQuotes.length) return null;
    quoted = new Array<readonly string[] | undefined>(count);
    for (let k = 0; k < rows.length; k += 1) {
      const row = rows[k]!;
      // A longer row is folded into its last value by uDSV: papaparse reads it cell by cell.
      if (row.length !== columns || row[columns - 1]!.includes(delimiter)) return null;
      quoted[withQuotes[k]!] = row;
    }
  }
  return {
    text: slice,
    count,
    columns,
    lines: Uint32Array.from(found.lines),
    spans,
    cuts,
    quoted,
    delimiter,
    breaks: found.breaks,
  };
}

/** Record i's values as strings (the tests, and a plain line that the fast check declines). */
export function plainValues(plain: PlainSlice, i: number): readonly string[] {
  const quoted = plain.quoted?.[i];
  if (quoted) return quoted;
  const { cuts, columns, text } = plain;
  const base = i * (columns + 1);
  const values = new Array<string>(columns);
  for (let j = 0; j < columns; j += 1)
    values[j] = text.slice(cuts[base + j], cuts[base + j + 1]! - 1);
  return values;
}
