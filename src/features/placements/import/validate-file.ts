// One-shot validation of a parsed file (header row first): the plain form of what the worker's
// engine does in chunks (./import-engine.ts); the tests hold the two to the same results.
import { MAX_CSV_LINES, type CsvColumn } from './columns';
import {
  looksLikeHeader,
  matchHeaders,
  unmatchedRequired,
  type ColumnMapping,
} from './header-match';
import { CSV_MESSAGES as M } from './messages';
import { cellsFromValues, isBlankRow, LineChecker, type CsvIssue, type CsvLine } from './validate';
import type { ParsedRow } from './csv-parse';

export interface ValidationResult {
  /** The header row's cells ([] when the file has none). */
  headers: string[];
  mapping: ColumnMapping | null;
  /** Required columns neither matched nor mapped: the mapping step must run first. */
  unmatched: CsvColumn[];
  lines: CsvLine[];
  issues: CsvIssue[];
  /** The issues about the whole file (also in `issues`); any of them stops the import. */
  fileIssues: CsvIssue[];
}

/**
 * One-shot validation of a parsed file: the first non-blank row is the header; the rest are
 * placement lines. With `mapping` the header is not matched but taken as given.
 */
export function validateRows(
  rows: readonly ParsedRow[],
  mapping?: ColumnMapping,
): ValidationResult {
  const body = rows.filter((row) => !isBlankRow(row.cells));
  const header = body[0];
  const result = (
    part: Partial<ValidationResult> & { fileIssue?: string; line?: number },
  ): ValidationResult => {
    const fileIssues = part.fileIssue
      ? [{ line: part.line ?? 1, column: null, message: part.fileIssue }]
      : [];
    return {
      headers: part.headers ?? [],
      mapping: part.mapping ?? null,
      unmatched: part.unmatched ?? [],
      lines: part.lines ?? [],
      issues: [...fileIssues, ...(part.issues ?? [])],
      fileIssues,
    };
  };
  if (!header) return result({ fileIssue: M.emptyFile });
  const headers = header.cells.map((cell) => cell.trim());
  if (!mapping && !looksLikeHeader(headers)) {
    return result({ headers, fileIssue: M.missingHeader, line: header.line });
  }
  const used = mapping ?? matchHeaders(headers).mapping;
  const unmatched = mapping ? [] : unmatchedRequired(used);
  if (unmatched.length) return result({ headers, mapping: used, unmatched });
  const data = body.slice(1);
  if (!data.length) return result({ headers, mapping: used, fileIssue: M.noLines });
  if (data.length > MAX_CSV_LINES) {
    return result({ headers, mapping: used, fileIssue: M.tooManyLines });
  }
  const checker = new LineChecker(used, headers.length);
  const issues: CsvIssue[] = [];
  const lines = data.map((row) => ({
    line: row.line,
    cells: cellsFromValues(checker.check(row.line, row.cells, issues)),
  }));
  return result({ headers, mapping: used, lines, issues });
}
