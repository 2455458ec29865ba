// Writing CSV files the console exports for spreadsheets (report exports, docs/decisions.md
// "CSV exports"). Two rules, applied to every cell in this order:
//
// 1. Formula injection (OWASP "CSV Injection"): a text cell that starts with `=`, `+`, `-`,
//    `@`, a tab or a carriage return would be read by Excel, LibreOffice or Sheets as a formula
//    (`=HYPERLINK(...)`, `@SUM(...)`, `-2+3`). Such a cell is prefixed with a single quote, which
//    spreadsheets show as text and do not evaluate. Exception: a cell that is only a plain
//    negative number (`-12`, `-0.5`) stays as it is, so amounts keep reading as numbers; a
//    number alone computes nothing, and anything more (`-2+3`, `-1e3`, `-1,2`) is neutralised.
//    Numbers given as numbers are written as numbers. A cell whose formula character comes
//    after single quotes of its own (`'=x`) gets one more too, so the rule can be undone
//    exactly: restoreFormula() takes one quote off a cell of quotes then a formula character,
//    and a cell typed with its quote reads back with it.
// 2. RFC 4180: a cell holding a comma, a double quote, a line break or edge spaces is quoted and
//    its quotes doubled; rows end with CRLF, the last one too.
//
// The placement bulk import writes its files with both rules (src/features/placements/import/
// csv-write.ts) and reads them back through restoreFormula(), so a round trip changes nothing.

export type CsvCell = string | number | null | undefined;

/** Single quotes (none or more), then a character that starts a formula. */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** What neutraliseFormula() wrote: at least one quote, then a formula character. */
const NEUTRALISED = /^'+[=+\-@\t\r]/;
const PLAIN_NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** A text cell as a spreadsheet must read it: as text, never as a formula (rule 1). */
export function neutraliseFormula(text: string): string {
  if (!FORMULA_START.test(text) || PLAIN_NEGATIVE_NUMBER.test(text)) return text;
  return `'${text}`;
}

/** The text neutraliseFormula() was given, from what it wrote (a reader's side of rule 1). */
export function restoreFormula(text: string): string {
  return NEUTRALISED.test(text) ? text.slice(1) : text;
}

/** RFC 4180 quoting (rule 2). */
export function quoteCsv(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One cell: missing -> empty, a finite number as written by String(), text made safe. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return quoteCsv(neutraliseFormula(value));
}

export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(',');
}

/** The rows as a CSV file: CRLF line ends, an empty row (`[]`) as an empty line. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map(csvLine).join('\r\n') + '\r\n';
}

/**
 * A file name from free text (a report's name): letters, digits, `-` and `_` kept, anything
 * else (markup, slashes, spaces) a single `-`, at most 60 characters; `fallback` if none is left.
 */
export function safeFileName(text: string, fallback: string): string {
  const name = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '') // accents, split off by NFKD: é -> e
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');
  return name || fallback;
}
